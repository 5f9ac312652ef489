import { useMemo } from 'react';
import { addDays } from 'date-fns';
import type { EventInput } from '@fullcalendar/core';
import { useTranslation } from 'react-i18next';
import { theme, clinicDisplayDate, instantOfDisplayDate } from 'shared-ui';
import {
  dayListEvents,
  eventColors,
  eventsExtent,
  eventsForView,
  eventStateKey,
  type CalendarEventItem,
  type CalendarView,
} from './calendar.rules';
import { useCalendarEvents } from './use-calendar';
import { useAfterPaint } from './use-after-paint';

/**
 * FullCalendar input: the colours come from the classes (eventColorCss in the grid's CSS), not inline colours;
 * start and end as Dates, which FullCalendar takes as they are (an ISO string goes through its own regex
 * parser, 1 000 of them for a dense week): display dates, whose local fields are the clinic's clock.
 */
function toEventInput(
  event: CalendarEventItem,
  stateLabel: (event: CalendarEventItem) => string,
): EventInput {
  return {
    id: event.id,
    title: event.title,
    // The grid draws the clinic's clock (shared-ui's clinic clock: display dates), as the lists and the form do.
    start: clinicDisplayDate(event.start),
    end: clinicDisplayDate(event.end),
    classNames: [
      eventColors(event, theme.colors.liveSession).className,
      `mf-event--${event.type.toLowerCase()}`,
    ],
    // Whose appointment it is and where it stands, drawn on the event (renderEventContent; issue 25). A pause
    // says only 'Pause': it sits right under its appointment, which names the patient.
    extendedProps:
      event.type === 'PAUSE'
        ? { patientName: '', state: '' }
        : { patientName: event.patientName ?? '', state: stateLabel(event) },
  };
}

interface ViewedEventsInput {
  userId: string;
  calendarId: string | null;
  isOwnCalendar: boolean;
  range: { start: string; end: string };
  selectedDay: Date;
  /** The grid's view: pauses are drawn in week and day view only (eventsForView). */
  view: CalendarView;
  /** The clock of the start rules (ms). */
  now: number;
}

/**
 * The viewed calendar's events in the visible range (as FullCalendar input and by id), the selected day's
 * list (fetched on its own when the day is outside the range) and 'My appointments'. The sidebar's lists follow
 * after the grid's paint (useAfterPaint): the grid gets new events painted first.
 */
export function useViewedEvents({
  userId,
  calendarId,
  isOwnCalendar,
  range,
  selectedDay,
  view,
  now,
}: ViewedEventsInput) {
  const { t } = useTranslation('mf-calendar');
  const events = useCalendarEvents(calendarId, range.start, range.end);
  // A calendar switch: the previous calendar's events are cleared while the new ones load.
  const current = events.data?.calendarId === calendarId ? events.data.events : undefined;
  const clearing = Boolean(calendarId && events.data && events.data.calendarId !== calendarId);
  const eventList = useMemo(() => current ?? [], [current]);
  const eventInputs = useMemo(() => {
    const stateLabel = (event: CalendarEventItem) => {
      const key = eventStateKey(event);
      return key ? t(`calendar.state.${key}`) : '';
    };
    return eventsForView(eventList, view).map((event) => toEventInput(event, stateLabel));
  }, [eventList, view, t]);
  // the hours the shown events take: the grid widens to them (an event outside the working hours is not hidden)
  const extent = useMemo(() => eventsExtent(eventsForView(eventList, view)), [eventList, view]);
  const eventsById = useMemo(() => new Map(eventList.map((event) => [event.id, event])), [eventList]);

  // selectedDay is a display date (the clinic's day); the ranges are instants.
  const dayStart = instantOfDisplayDate(selectedDay);
  const dayInRange = dayStart >= Date.parse(range.start) && dayStart < Date.parse(range.end);
  const dayEvents = useCalendarEvents(
    calendarId,
    new Date(dayStart).toISOString(),
    new Date(instantOfDisplayDate(addDays(selectedDay, 1))).toISOString(),
    !dayInRange,
  );
  const daySource = dayInRange
    ? current
    : dayEvents.data?.calendarId === calendarId
      ? dayEvents.data.events
      : undefined;
  const dayList = useMemo(
    () => (daySource && daySource.length > 0 ? dayListEvents(daySource, selectedDay) : null),
    [daySource, selectedDay],
  );

  const myAppointments = useMemo(
    () =>
      isOwnCalendar
        ? eventList
            .filter(
              (event) =>
                event.type === 'APPOINTMENT' &&
                event.appointmentId &&
                event.appointmentTherapistUserId === userId &&
                (event.status === 'NOT_STARTED' || event.status === 'STARTED') &&
                new Date(event.end).getTime() > now,
            )
            .slice(0, 20)
        : [],
    [eventList, isOwnCalendar, userId, now],
  );

  return {
    query: events,
    clearing,
    eventInputs,
    extent,
    eventsById,
    dayList: useAfterPaint(dayList),
    day: useAfterPaint(selectedDay),
    myAppointments: useAfterPaint(myAppointments),
  };
}
