import { useMemo } from 'react';
import { addDays, parseISO } from 'date-fns';
import type { EventInput } from '@fullcalendar/core';
import { theme } from 'shared-ui';
import { dayListEvents, eventColors, type CalendarEventItem } from './calendar-rules';
import { useCalendarEvents } from './use-calendar';
import { useAfterPaint } from './use-after-paint';

/**
 * FullCalendar input: the colours come from the classes (eventColorCss in the grid's CSS), not inline colours;
 * start and end as epoch milliseconds, which FullCalendar takes as they are (an ISO string goes through its
 * own regex parser, 1 000 of them for a dense week). The grid's time zone is the browser's, as before.
 */
function toEventInput(event: CalendarEventItem): EventInput {
  return {
    id: event.id,
    title: event.title,
    start: Date.parse(event.start),
    end: Date.parse(event.end),
    classNames: [
      eventColors(event, theme.colors.liveSession).className,
      `mf-event--${event.type.toLowerCase()}`,
    ],
  };
}

interface ViewedEventsInput {
  userId: string;
  calendarId: string | null;
  isOwnCalendar: boolean;
  range: { start: string; end: string };
  selectedDay: Date;
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
  now,
}: ViewedEventsInput) {
  const events = useCalendarEvents(calendarId, range.start, range.end);
  // A calendar switch: the previous calendar's events are cleared while the new ones load.
  const current = events.data?.calendarId === calendarId ? events.data.events : undefined;
  const clearing = Boolean(calendarId && events.data && events.data.calendarId !== calendarId);
  const eventList = useMemo(() => current ?? [], [current]);
  const eventInputs = useMemo(() => eventList.map(toEventInput), [eventList]);
  const eventsById = useMemo(() => new Map(eventList.map((event) => [event.id, event])), [eventList]);

  const dayInRange = selectedDay >= parseISO(range.start) && selectedDay < parseISO(range.end);
  const dayEvents = useCalendarEvents(
    calendarId,
    selectedDay.toISOString(),
    addDays(selectedDay, 1).toISOString(),
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
    eventsById,
    dayList: useAfterPaint(dayList),
    day: useAfterPaint(selectedDay),
    myAppointments: useAfterPaint(myAppointments),
  };
}
