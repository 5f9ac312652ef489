import { memo, useCallback, useEffect, useRef, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import nbLocale from '@fullcalendar/core/locales/nb';
import type {
  DatesSetArg,
  DayHeaderContentArg,
  EventApi,
  EventClickArg,
  EventContentArg,
  EventInput,
  MoreLinkMountArg,
} from '@fullcalendar/core';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import styled from 'styled-components';
import { PRIVATE_MODE_BLUR_PX, theme, useDateLocale, usePrivateMode, clinicDisplayDate } from 'shared-ui';
import { dayHeaderTitle, eventColorCss, type CalendarView as ViewName } from './calendar.rules';

/** The spec's redraw delay after a layout change (e.g. the side menu collapsing). */
export const LAYOUT_REDRAW_MS = 220;

// FullCalendar's own interaction plugin (date clicks) from the first render: fetching it after the first screen
// through a stand-in measured no faster (docs/PERFORMANCE.md, issue 35).
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const LOCALES = [nbLocale];
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
/**
 * An event's time text ('08:00 - 08:20'), the same as TIME_FORMAT gives, without Intl: FullCalendar's native
 * formatter builds a new Intl.DateTimeFormat for every range whose ends differ (formatRange's partial format
 * is not memoised), about 0.2 ms an event — 85 of a dense week's 500 ms. FullCalendar hands a function the
 * wall-clock fields already computed.
 */
export function formatEventTime({ start, end, defaultSeparator }: VerboseFormattingArg): string {
  const from = `${twoDigits(start.hour)}:${twoDigits(start.minute)}`;
  if (!end) return from;
  const to = `${twoDigits(end.hour)}:${twoDigits(end.minute)}`;
  return to === from ? from : `${from}${defaultSeparator}${to}`;
}

/** The events' colours by class (static: built once, not on every render of the grid). */
const EVENT_COLOR_CSS = eventColorCss(theme.colors.liveSession);

const Frame = styled.div`
  min-width: 0;
  height: 100%;
  .fc {
    --fc-today-bg-color: ${({ theme }) => theme.colors.calendar.today};
  }
  .fc-event {
    cursor: pointer;
  }
  ${EVENT_COLOR_CSS}
  /* Each event box is laid out on its own: a dense week does not relayout the whole grid per event. */
  .fc-timegrid-event-harness,
  .fc-daygrid-event-harness {
    contain: layout style;
  }
  /* Titles in the week/day grid are not sticky: every event's title was position: sticky inside the grid's
     scroller (hundreds of sticky constraints in a dense week); an event is at most a few slots tall. */
  .fc-timegrid-event .fc-sticky {
    position: static;
  }
  /* A grid event's time and title sit directly in FullCalendar's .fc-event-main (renderEventContent): block
     layout, clipped to the box, side by side in a short event, as FullCalendar's flex frame drew them. */
  .fc-timegrid-event .fc-event-main {
    overflow: hidden;
  }
  .fc-timegrid-event-short .fc-event-main > div {
    display: inline;
  }
  /* A short event is one line: its parts joined by ' · ' (FullCalendar's own ' - ' after the time is left out). */
  .fc-timegrid-event-short .fc-event-time::after {
    content: none;
  }
  .fc-timegrid-event-short .fc-event-main > div + div::before {
    content: ' · ';
  }
  .mf-event-state {
    font-size: ${({ theme }) => theme.font.size.small};
    font-style: italic;
  }
  .mf-event-patient {
    font-weight: 600;
  }
  .fc-timegrid-event .fc-event-title {
    font-size: ${({ theme }) => theme.font.size.small};
  }
  .fc-daygrid-dot-event .mf-event-patient {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &.mf-private .mf-event-patient {
    filter: blur(${PRIVATE_MODE_BLUR_PX}px);
  }
  /* The grid scrolls inside its area: reaching its end does not go on to scroll the page. */
  .fc-scroller {
    overscroll-behavior: contain;
  }
  /* The column headers stay in view while the grid scrolls (issue 25: in day view they slid away). */
  .fc-scrollgrid-section-header.fc-scrollgrid-section-sticky > * {
    z-index: 4;
  }
  .mf-event--pause {
    background-image: repeating-linear-gradient(
      135deg,
      transparent 0 6px,
      ${({ theme }) => theme.colors.calendar.pauseStripe} 6px 12px
    );
    border-style: dashed;
  }
  /* Canceled reads as canceled but calm, the same in every view: muted colours (eventColors), a thin solid
     border, the title and the patient struck through; in month view no frame and a hollow dot. */
  .mf-event--canceled {
    border-style: solid;
    border-width: 1px;
    box-shadow: none;
    .fc-event-title,
    .mf-event-patient {
      text-decoration: line-through;
    }
  }
  .fc-daygrid-dot-event.mf-event--canceled {
    border-color: transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.calendar.canceled.text};
  }
  .mf-event--canceled .fc-daygrid-event-dot {
    width: 6px;
    height: 6px;
    border-width: 1px;
  }
`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * A grid event's inside as one HTML string: FullCalendar's classes (time, then title), set with one innerHTML
 * instead of a tree of components per event (about half of a dense week's rendering work), and without the
 * title's position: sticky. Only a few elements sit in FullCalendar's .fc-event-main (its frame and
 * title-container wrappers, a flex box per event, are left out: 756 fewer elements to style and lay out in a
 * dense week; the Frame's CSS draws the same box). After the time come the appointment's state and the
 * patient's name (a calendar must say whose appointment it is, issue 25; the name is blurred in private mode
 * by the Frame's CSS), then the title. Titles and names come from outside: escaped. In month view a line is
 * FullCalendar's dot, the time and the patient's name (else the title).
 */
export function renderEventContent(arg: EventContentArg): { html: string } {
  const props = (arg.event.extendedProps ?? {}) as { patientName?: string; state?: string };
  const time = arg.timeText ? `<div class="fc-event-time">${escapeHtml(arg.timeText)}</div>` : '';
  const patient = props.patientName
    ? `<div class="mf-event-patient" data-personal-data="">${escapeHtml(props.patientName)}</div>`
    : '';
  if (arg.view.type === 'dayGridMonth') {
    const label = escapeHtml(props.patientName || arg.event.title || '');
    const dot = '<div class="fc-daygrid-event-dot"></div>';
    const name = props.patientName
      ? `<div class="fc-event-title mf-event-patient" data-personal-data="">${label}</div>`
      : `<div class="fc-event-title">${label || '&nbsp;'}</div>`;
    return { html: `${dot}${time}${name}` };
  }
  const state = props.state ? `<div class="mf-event-state">${escapeHtml(props.state)}</div>` : '';
  const title = arg.event.title ? escapeHtml(arg.event.title) : '&nbsp;';
  return { html: `${time}${state}${patient}<div class="fc-event-title">${title}</div>` };
}

export interface CalendarViewProps {
  calendarRef: RefObject<FullCalendar | null>;
  initialView: ViewName;
  initialDate: Date;
  events: EventInput[];
  slotMinTime: string;
  slotMaxTime: string;
  locale: 'en' | 'nb';
  onDatesSet: (arg: DatesSetArg) => void;
  onDateClick: (arg: DateClickArg) => void;
  onEventClick: (arg: EventClickArg) => void;
}

/**
 * FullCalendar draws '+N more' as an <a> without href (no role) that carries aria-expanded, which only some
 * roles may have (axe aria-allowed-attr, serious; issue 25). It works as a button (click and Enter open the
 * popover), so it is given the role; FullCalendar does not manage the attribute, so later renders keep it.
 */
export function moreLinkDidMount({ el }: Pick<MoreLinkMountArg, 'el'>): void {
  if (!el.getAttribute('role')) el.setAttribute('role', 'button');
}

/** The grid's "now" (today's column, the now line) on the clinic's clock, as its events are (shared-ui's clinic clock). */
const clinicNow = () => clinicDisplayDate(Date.now());

function markEventsPainted(events: EventApi[]) {
  if (events.length === 0) return;
  const canMark = typeof performance !== 'undefined' && typeof performance.mark === 'function';
  if (canMark) performance.mark('mf-calendar:events-set');
  // The frame after the next one has been painted: the end of the bench's "render time".
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (canMark) performance.mark('mf-calendar:events-painted');
    }, 0),
  );
}

/**
 * FullCalendar with the spec's settings. Memoised: it re-renders only when its events, slot range, locale or
 * handlers change (the page keeps all of them stable), not on unrelated page state such as an open modal.
 */
export const CalendarView = memo(function CalendarView({
  calendarRef,
  initialView,
  initialDate,
  events,
  slotMinTime,
  slotMaxTime,
  locale,
  onDatesSet,
  onDateClick,
  onEventClick,
}: CalendarViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);

  // Redraw 220 ms after the container's size changes (menu collapse, sidebar, window resize).
  useEffect(() => {
    const element = frameRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const observer = new ResizeObserver(() => {
      // The observer reports once on observe(); the calendar has just measured itself then.
      if (first) {
        first = false;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => calendarRef.current?.getApi().updateSize(), LAYOUT_REDRAW_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [calendarRef]);

  const eventsSet = useCallback(markEventsPainted, []);
  // Week and day columns in the spec's date order ('Mon 23 Nov'); the month's columns are weekdays only.
  const dateLocale = useDateLocale();
  const dayHeaderContent = useCallback(
    (arg: DayHeaderContentArg) =>
      arg.view.type === 'dayGridMonth' ? arg.text : dayHeaderTitle(arg.date, dateLocale),
    [dateLocale],
  );
  const privateMode = usePrivateMode();

  return (
    <Frame ref={frameRef} className={privateMode ? 'mf-private' : undefined}>
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        locales={LOCALES}
        locale={locale}
        initialView={initialView}
        initialDate={initialDate}
        headerToolbar={false}
        firstDay={1}
        height="100%"
        allDaySlot={false}
        slotDuration="00:10:00"
        slotLabelInterval="01:00"
        slotLabelFormat={TIME_FORMAT}
        eventTimeFormat={formatEventTime}
        eventContent={renderEventContent}
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        scrollTime={slotMinTime}
        nowIndicator
        now={clinicNow}
        dayMaxEvents
        // spec 000 §2.4: a click on a date (a week column's header, a month day's number) opens that day
        navLinks
        navLinkDayClick="timeGridDay"
        dayHeaderContent={dayHeaderContent}
        // A dense week: at most three events side by side per stack, the rest behind '+N' (far fewer boxes to lay out).
        eventMaxStack={3}
        moreLinkDidMount={moreLinkDidMount}
        stickyHeaderDates
        events={events}
        datesSet={onDatesSet}
        dateClick={onDateClick}
        eventClick={onEventClick}
        eventsSet={eventsSet}
      />
    </Frame>
  );
});
