import {
  addDays,
  addMinutes,
  format,
  isAfter,
  isSameMonth,
  isSameYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
  type Locale,
} from 'date-fns';
import {
  LIVE_SESSION_TYPES,
  theme,
  type LiveSessionType,
  clinicDisplayDate,
  clinicWallClock,
} from 'shared-ui';

/** The pure rules of the calendar screen (spec 000 §2.4, §5, §9; 002 §4), kept free of React for unit tests. */

export type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'];
export const DEFAULT_VIEW: CalendarView = 'timeGridWeek';

export type CalendarEventType = 'APPOINTMENT' | 'PAUSE' | 'EXTERNAL';
export type AppointmentStatus = 'NOT_STARTED' | 'STARTED' | 'IN_PROGRESS' | 'FINISHED' | 'CANCELED';

/** One calendar event as the screen needs it (a row of calendar_events with its appointment and patient). */
export interface CalendarEventItem {
  id: string;
  type: CalendarEventType;
  start: string;
  end: string;
  title: string;
  liveSessionType: LiveSessionType | null;
  /** The appointment's status when it is readable, else the event's own status. */
  status: AppointmentStatus | null;
  calendarId: string;
  appointmentId: string | null;
  /** Whether the appointment row itself could be read (the spec's "has data"). */
  hasAppointmentData: boolean;
  appointmentTherapistUserId: string | null;
  appointmentTypeName: string | null;
  isDraft: boolean;
  patientUserId: string | null;
  patientName: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Visible range
// ---------------------------------------------------------------------------------------------------------

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * The range FullCalendar will show for a view around a date (Monday first; the month grid is six full weeks),
 * so the events query can start before the calendar has mounted. FullCalendar's datesSet confirms it.
 */
export function visibleRange(view: CalendarView, date: Date): DateRange {
  switch (view) {
    case 'timeGridDay': {
      const start = startOfDay(date);
      return { start, end: addDays(start, 1) };
    }
    case 'timeGridWeek': {
      const start = startOfWeek(date, { weekStartsOn: 1 });
      return { start, end: addDays(start, 7) };
    }
    case 'dayGridMonth': {
      // fixedWeekCount: FullCalendar always draws six weeks from the Monday on or before the 1st.
      const start = startOfWeek(startOfMonth(date), { weekStartsOn: 1 });
      return { start, end: addDays(start, 42) };
    }
  }
}

/**
 * The toolbar's title of the range shown, in the spec's date format (DD MMM YYYY): '28 Nov 2026' (day),
 * '16 – 22 Nov 2026' (week), 'November 2026' (month). From the view's own days (`currentEnd` exclusive), not
 * FullCalendar's title, which counts a grid running to 25:00 as reaching into the next day.
 */
export function rangeTitle(view: CalendarView, start: Date, endExclusive: Date, locale: Locale): string {
  const last = addDays(endExclusive, -1);
  const f = (date: Date, pattern: string) => format(date, pattern, { locale });
  if (view === 'dayGridMonth') return f(start, 'LLLL yyyy');
  if (view === 'timeGridDay') return f(start, 'd MMM yyyy');
  if (isSameMonth(start, last)) return `${f(start, 'd')} – ${f(last, 'd MMM yyyy')}`;
  if (isSameYear(start, last)) return `${f(start, 'd MMM')} – ${f(last, 'd MMM yyyy')}`;
  return `${f(start, 'd MMM yyyy')} – ${f(last, 'd MMM yyyy')}`;
}

/** A column's header in the week view, in the spec's order: 'Mon 23 Nov' ('man. 23. nov.' in Norwegian). */
export function dayHeaderTitle(date: Date, locale: Locale): string {
  return format(date, 'EEE d MMM', { locale });
}

// ---------------------------------------------------------------------------------------------------------
// Slot range: 07:00–25:00 without working slots, else first slot to last slot plus one hour
// ---------------------------------------------------------------------------------------------------------

export const DEFAULT_SLOT_MIN = '07:00:00';
export const DEFAULT_SLOT_MAX = '25:00:00';

function asDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}:00`;
}

/**
 * The grid's time range from the working slots' start times (on the clinic's clock, as the grid draws them):
 * the earliest slot's start to the latest slot's start plus one hour, never past 25:00 (FullCalendar's grid
 * may run into the next day, the spec's default does).
 */
export function slotRange(slotStarts: readonly (string | Date)[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  if (slotStarts.length === 0) return { slotMinTime: DEFAULT_SLOT_MIN, slotMaxTime: DEFAULT_SLOT_MAX };
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const value of slotStarts) {
    const [hours, mins] = clinicWallClock(value).time.split(':').map(Number) as [number, number];
    const minutes = hours * 60 + mins;
    if (minutes < first) first = minutes;
    if (minutes > last) last = minutes;
  }
  return { slotMinTime: asDuration(first), slotMaxTime: asDuration(Math.min(last + 60, 25 * 60)) };
}

/** The hours the events shown take on the clinic's clock, widened to whole hours (null: no events). */
export type EventsExtent = { slotMinTime: string; slotMaxTime: string } | null;

/**
 * What the events shown need of the grid, by whole hours: an event ending after midnight runs into the next day
 * as the grid does (at most 25:00). Computed once per event list (it formats every event's times).
 */
export function eventsExtent(events: readonly { start: string | Date; end: string | Date }[]): EventsExtent {
  if (events.length === 0) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const event of events) {
    const start = clinicWallClock(event.start);
    const end = clinicWallClock(event.end);
    const [startHours] = start.time.split(':').map(Number) as [number];
    const [endHours, endMinutes] = end.time.split(':').map(Number) as [number, number];
    const endOfEvent = (end.date === start.date ? 0 : 24 * 60) + endHours * 60 + endMinutes;
    first = Math.min(first, startHours * 60);
    last = Math.max(last, Math.min(Math.ceil(endOfEvent / 60) * 60, 25 * 60));
  }
  return { slotMinTime: asDuration(first), slotMaxTime: asDuration(last) };
}

/**
 * The grid's range: the working hours decide it (slotRange), widened to the events' extent, so an event booked
 * outside them (an evening session, one synced from another calendar) is never hidden.
 */
export function widenRange(
  range: { slotMinTime: string; slotMaxTime: string },
  extent: EventsExtent,
): { slotMinTime: string; slotMaxTime: string } {
  if (!extent) return range;
  return {
    slotMinTime: extent.slotMinTime < range.slotMinTime ? extent.slotMinTime : range.slotMinTime,
    slotMaxTime: extent.slotMaxTime > range.slotMaxTime ? extent.slotMaxTime : range.slotMaxTime,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The main action of an appointment (Start / Open / finished) and why it may be disabled
// ---------------------------------------------------------------------------------------------------------

/** An appointment may be started at the earliest this many minutes before it begins. */
export const START_EARLIEST_MINUTES = 60;

export type StartBlockReason = 'noData' | 'notOwnCalendar' | 'notYourAppointment' | 'draft' | 'tooEarly';

export type MainAction =
  { kind: 'start' | 'open'; reasons: StartBlockReason[] } | { kind: 'finished' } | { kind: 'none' };

export interface MainActionContext {
  now: Date;
  userId: string;
  /** The viewed calendar is the signed-in therapist's own. */
  isOwnCalendar: boolean;
}

/**
 * 'Start appointment' for an appointment not started yet, 'Open appointment' for a started one, 'Appointment
 * finished' for a finished one. Start/Open is disabled (000 §5, 002 §4) when the event has no appointment data,
 * the viewed calendar is not the user's own, the appointment is not theirs, it is a draft, or it begins more
 * than 60 minutes from now. A canceled appointment (or a pause) has no action at all. Every reason that applies is returned (shown as the tooltip).
 */
export function mainAction(
  event: CalendarEventItem,
  { now, userId, isOwnCalendar }: MainActionContext,
): MainAction {
  // A canceled appointment has nothing left to start (issue 24: it offered a primary, disabled Start).
  if (event.type === 'PAUSE' || event.status === 'CANCELED') return { kind: 'none' };
  if (event.status === 'FINISHED') return { kind: 'finished' };
  const started = event.status === 'STARTED' || event.status === 'IN_PROGRESS';
  const reasons: StartBlockReason[] = [];
  if (!event.appointmentId || !event.hasAppointmentData) reasons.push('noData');
  if (!isOwnCalendar) reasons.push('notOwnCalendar');
  if (event.hasAppointmentData && event.appointmentTherapistUserId !== userId)
    reasons.push('notYourAppointment');
  if (event.isDraft) reasons.push('draft');
  if (!started && isAfter(new Date(event.start), addMinutes(now, START_EARLIEST_MINUTES)))
    reasons.push('tooEarly');
  return { kind: started ? 'open' : 'start', reasons };
}

/**
 * The events the grid draws in a view: in month view a pause is not an event of its own (it filled half of
 * every day and pushed appointments behind '+N more', issue 25); week and day view draw it after its
 * appointment, where its length matters.
 */
export function eventsForView<T extends Pick<CalendarEventItem, 'type'>>(
  events: readonly T[],
  view: CalendarView,
): T[] {
  return view === 'dayGridMonth' ? events.filter((event) => event.type !== 'PAUSE') : [...events];
}

export type EventStateKey = 'draft' | 'notStarted' | 'started' | 'finished' | 'canceled';

/** The appointment's state as the grid shows it on the event (issue 25); none for pauses and external events. */
export function eventStateKey(
  event: Pick<CalendarEventItem, 'type' | 'status' | 'isDraft'>,
): EventStateKey | null {
  if (event.type !== 'APPOINTMENT') return null;
  switch (event.status) {
    case 'CANCELED':
      return 'canceled';
    case 'FINISHED':
      return 'finished';
    case 'STARTED':
    case 'IN_PROGRESS':
      return 'started';
    default:
      return event.isDraft ? 'draft' : 'notStarted';
  }
}

/**
 * The day list's appointments that get a journal item (001 §2: 'Add journal record' / 'Journal record was
 * added'): the user's own finished appointments; a record follows a session, and only its therapist writes it.
 */
function isJournalItem(event: CalendarEventItem, userId: string): boolean {
  return (
    event.type === 'APPOINTMENT' &&
    event.status === 'FINISHED' &&
    event.hasAppointmentData &&
    event.appointmentTherapistUserId === userId &&
    event.appointmentId !== null
  );
}

export function journalItemAppointmentIds(events: readonly CalendarEventItem[], userId: string): string[] {
  return events.filter((event) => isJournalItem(event, userId)).map((event) => event.appointmentId!);
}

/** The patients of those items, once each: their live topics carry the journal records' changes. */
export function journalItemPatientIds(events: readonly CalendarEventItem[], userId: string): string[] {
  const ids = events
    .filter((event) => isJournalItem(event, userId) && event.patientUserId !== null)
    .map((event) => event.patientUserId!);
  return [...new Set(ids)].sort();
}

export function isCanceled(event: CalendarEventItem): boolean {
  return event.status === 'CANCELED';
}

/**
 * The day list (000 §2.4): the appointments and external events of one clinic day (`day` a display date,
 * shared-ui's clinic clock), canceled ones and pauses hidden.
 */
export function dayListEvents(events: readonly CalendarEventItem[], day: Date): CalendarEventItem[] {
  const start = startOfDay(day);
  const end = addDays(start, 1);
  return events.filter(
    (event) =>
      event.type !== 'PAUSE' &&
      !isCanceled(event) &&
      clinicDisplayDate(event.start) < end &&
      clinicDisplayDate(event.end) > start,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Colours: by live session type (video is the default) and canceled
// ---------------------------------------------------------------------------------------------------------

export interface LiveSessionPalette {
  video: string;
  phone: string;
  inOffice: string;
  canceled: string;
}

export interface EventColors {
  className: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

export function eventColors(
  event: Pick<CalendarEventItem, 'type' | 'liveSessionType' | 'status'>,
  palette: LiveSessionPalette,
): EventColors {
  if (event.status === 'CANCELED') {
    return {
      className: 'mf-event--canceled',
      backgroundColor: theme.colors.calendar.canceled.background,
      borderColor: palette.canceled,
      textColor: theme.colors.calendar.canceled.text,
    };
  }
  const base =
    event.liveSessionType === 'PHONE'
      ? { key: 'phone', color: palette.phone }
      : event.liveSessionType === 'IN_OFFICE'
        ? { key: 'in-office', color: palette.inOffice }
        : { key: 'video', color: palette.video };
  if (event.type === 'PAUSE') {
    return {
      className: `mf-event--pause mf-event--${base.key}`,
      backgroundColor: theme.colors.calendar.pause.background,
      borderColor: base.color,
      textColor: theme.colors.calendar.pause.text,
    };
  }
  return {
    className: `mf-event--${base.key}`,
    backgroundColor: base.color,
    borderColor: base.color,
    textColor: theme.colors.calendar.eventText,
  };
}

/** Every class combination eventColors gives (the three live session types, each also as a pause; canceled). */
const COLOR_CASES: ReadonlyArray<Pick<CalendarEventItem, 'type' | 'liveSessionType' | 'status'>> = [
  ...LIVE_SESSION_TYPES.flatMap((liveSessionType) => [
    { type: 'APPOINTMENT' as const, liveSessionType, status: null },
    { type: 'PAUSE' as const, liveSessionType, status: null },
  ]),
  { type: 'APPOINTMENT', liveSessionType: null, status: 'CANCELED' },
];

/**
 * eventColors as CSS: one rule per class combination, setting FullCalendar's own colour variables, so the grid
 * colours an event by its classes alone. Events given as inline colours made FullCalendar refine three more
 * properties per event and write three inline styles per event box (a dense week: 500 and 1 100). A pause's
 * rule names both its classes, so it wins over its live-session type's.
 */
export function eventColorCss(palette: LiveSessionPalette): string {
  return COLOR_CASES.map((event) => {
    const colors = eventColors(event, palette);
    const selector = colors.className
      .split(' ')
      .map((name) => `.${name}`)
      .join('');
    return (
      `${selector} { --fc-event-bg-color: ${colors.backgroundColor}; ` +
      `--fc-event-border-color: ${colors.borderColor}; --fc-event-text-color: ${colors.textColor}; }`
    );
  }).join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Remembered view and calendar, per user
// ---------------------------------------------------------------------------------------------------------

export interface CalendarPrefs {
  view: CalendarView;
  /** The calendar last viewed (own or an integrated colleague's). */
  calendarId: string | null;
  /** Whose calendar it is. */
  therapistUserId: string | null;
}

export const prefsKey = (userId: string) => `mf-calendar:prefs:${userId}`;

export function loadPrefs(storage: Pick<Storage, 'getItem'>, userId: string): CalendarPrefs {
  const fallback: CalendarPrefs = { view: DEFAULT_VIEW, calendarId: null, therapistUserId: null };
  try {
    const raw = storage.getItem(prefsKey(userId));
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Partial<CalendarPrefs>;
    return {
      view: CALENDAR_VIEWS.includes(parsed.view as CalendarView)
        ? (parsed.view as CalendarView)
        : DEFAULT_VIEW,
      calendarId: typeof parsed.calendarId === 'string' ? parsed.calendarId : null,
      therapistUserId: typeof parsed.therapistUserId === 'string' ? parsed.therapistUserId : null,
    };
  } catch {
    return fallback;
  }
}

export function savePrefs(storage: Pick<Storage, 'setItem'>, userId: string, prefs: CalendarPrefs): void {
  try {
    storage.setItem(prefsKey(userId), JSON.stringify(prefs));
  } catch {
    // Storage full or blocked (private browsing): the screen still works, it only forgets the choice.
  }
}

/** The last slot range seen per viewed therapist, so the grid can be drawn before the working slots load. */
export const slotRangeKey = (therapistUserId: string) => `mf-calendar:slot-range:${therapistUserId}`;

export function loadSlotRange(
  storage: Pick<Storage, 'getItem'>,
  therapistUserId: string,
): { slotMinTime: string; slotMaxTime: string } | null {
  try {
    const parsed = JSON.parse(storage.getItem(slotRangeKey(therapistUserId)) ?? 'null') as unknown;
    const range = parsed as { slotMinTime?: unknown; slotMaxTime?: unknown } | null;
    const valid = (value: unknown) => typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value);
    return range && valid(range.slotMinTime) && valid(range.slotMaxTime)
      ? { slotMinTime: range.slotMinTime as string, slotMaxTime: range.slotMaxTime as string }
      : null;
  } catch {
    return null;
  }
}

export function saveSlotRange(
  storage: Pick<Storage, 'setItem'>,
  therapistUserId: string,
  range: { slotMinTime: string; slotMaxTime: string },
): void {
  try {
    storage.setItem(slotRangeKey(therapistUserId), JSON.stringify(range));
  } catch {
    // Not remembered: the grid waits for the working slots next time.
  }
}
