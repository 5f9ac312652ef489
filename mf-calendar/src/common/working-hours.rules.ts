import {
  LIVE_SESSION_TYPES,
  type LiveSessionType,
  CLINIC_TIME_ZONE,
  addDaysToDate,
  clinicInstant,
  clinicIsoMonday,
  clinicWallClock,
} from 'shared-ui';

/**
 * The working-hours editor model (spec 000 §2.6, §3, §4, §9). Pure functions, no React, no I/O.
 *
 * A template week: the 7 timeline steps are the weekdays Monday…Sunday; each holds whether the therapist works
 * that day and which 30-minute slots between 07:00 and 23:00 (Oslo wall clock). Saving writes the template onto
 * every day of the 8 ISO weeks that start with the current one. Full time is per live session type and means
 * the whole 07:00–23:00 range on every working day.
 *
 * Oslo dates and times go through shared-ui's clinic clock (`time/clinic-time.ts`) (Intl, no Date subclass): the week must not depend on the
 * browser's zone, nor on a fake clock replacing `Date` (issue 16: the previous week under Playwright's clock).
 */
export { CLINIC_TIME_ZONE };
export const FOR_ALL_TYPES = 'FOR_ALL_TYPES';
export type WorkingHoursTab = LiveSessionType | typeof FOR_ALL_TYPES;
export const WORKING_HOURS_TABS: readonly WorkingHoursTab[] = [...LIVE_SESSION_TYPES, FOR_ALL_TYPES];

export const WEEKS = 8;
export const STEPS = 7;
const SLOT_MINUTES = 30;
const FIRST_SLOT_MINUTES = 7 * 60;
const SLOT_COUNT = 32; // 07:00 … 22:30

const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** '07:00', '07:30', … '22:30': the start of every slot of a working day. */
export const SLOT_TIMES: readonly string[] = Array.from({ length: SLOT_COUNT }, (_, i) =>
  clockTime(FIRST_SLOT_MINUTES + i * SLOT_MINUTES),
);

/** A day switched on without chosen hours starts as 08:00–16:00 (the seed's and most therapists' day). */
export const DEFAULT_DAY_SLOTS: readonly string[] = SLOT_TIMES.filter((t) => t >= '08:00' && t < '16:00');

/** The end of a slot, for labels: '07:30' for '07:00', '23:00' for '22:30'. */
export function slotEnd(time: string): string {
  return clockTime(minutesOf(time) + SLOT_MINUTES);
}

export interface DayTemplate {
  on: boolean;
  /** Slot start times, sorted, a subset of SLOT_TIMES. */
  slots: string[];
}

export interface WeekTemplate {
  fullTime: boolean;
  /** Monday first, 7 entries. */
  days: DayTemplate[];
}

export interface WorkingWindow {
  /** The 56 dates (yyyy-MM-dd, Oslo) of the 8 ISO weeks starting with the current one. */
  dates: string[];
  /** First and last instant of the window (ISO, UTC), for range queries. */
  startsAt: string;
  endsAt: string;
  /** The first instant after the current ISO week (the template is read from that week). */
  currentWeekEndsAt: string;
  /** Sunday of the current ISO week: what last_date_of_week must equal. */
  endOfCurrentWeek: string;
}

/**
 * The 8-week window around `now`, in Oslo time: the ISO week is the one Oslo is in, whatever the browser's
 * zone or clock implementation.
 */
export function workingWindow(now: Date | number = Date.now()): WorkingWindow {
  const monday = clinicIsoMonday(now);
  const dates = Array.from({ length: WEEKS * 7 }, (_, i) => addDaysToDate(monday, i));
  const midnight = (date: string) => new Date(clinicInstant(date, '00:00')).toISOString();
  return {
    dates,
    startsAt: midnight(monday),
    endsAt: midnight(addDaysToDate(monday, WEEKS * 7)),
    currentWeekEndsAt: midnight(addDaysToDate(monday, 7)),
    endOfCurrentWeek: addDaysToDate(monday, 6),
  };
}

/** An Oslo wall-clock date and time as an instant (ISO, UTC); 09:00 stays 09:00 across DST switches. */
export function osloInstant(date: string, time: string): string {
  return new Date(clinicInstant(date, time)).toISOString();
}

/** The Oslo wall-clock date and time of an instant. */
export function osloLocal(instant: string): { date: string; time: string } {
  return clinicWallClock(instant);
}

export interface WorkingHoursRow {
  id: string;
  lastDateOfWeek: string | null;
  fullTime: Partial<Record<LiveSessionType, boolean>>;
  weekStatus: Partial<Record<LiveSessionType, Record<string, boolean>>>;
  isSameForAllTypes: boolean;
}

export interface WorkingHoursData {
  isTemporaryPasswordResolved: boolean;
  isDataProcessingAgreementAgreed: boolean;
  row: WorkingHoursRow | null;
  /** Slots of the current ISO week, all types (the template is read from them). */
  weekSlots: { type: LiveSessionType; startAt: string }[];
  /** Live session types that have at least one slot in the 8-week window. */
  typesWithSlots: LiveSessionType[];
}

/** Monday–Friday on at 08:00–16:00, weekend off (spec 000 §4: default working days). */
export function defaultTemplate(): WeekTemplate {
  return {
    fullTime: false,
    days: Array.from({ length: STEPS }, (_, i) => ({
      on: i < 5,
      slots: i < 5 ? [...DEFAULT_DAY_SLOTS] : [],
    })),
  };
}

/** The template of one live session type, read from the current ISO week of the stored data. */
export function templateFromData(
  data: WorkingHoursData,
  type: LiveSessionType,
  window: WorkingWindow,
): WeekTemplate {
  const status = data.row?.weekStatus[type];
  const slotsOf = (date: string) =>
    data.weekSlots
      .filter((s) => s.type === type)
      .map((s) => osloLocal(s.startAt))
      .filter((l) => l.date === date && SLOT_TIMES.includes(l.time))
      .map((l) => l.time)
      .sort();
  const weekDates = window.dates.slice(0, STEPS);
  const known = weekDates.some((d) => status?.[d] !== undefined || slotsOf(d).length > 0);
  if (!known) return { ...defaultTemplate(), fullTime: data.row?.fullTime[type] ?? false };
  return {
    fullTime: data.row?.fullTime[type] ?? false,
    days: weekDates.map((date) => {
      const slots = slotsOf(date);
      return { on: status?.[date] ?? slots.length > 0, slots };
    }),
  };
}

/** The tab the editor opens on: the all-types tab when they are the same or nothing is set yet, else video. */
export function initialTab(data: WorkingHoursData): WorkingHoursTab {
  return !data.row || data.row.isSameForAllTypes ? FOR_ALL_TYPES : 'VIDEO';
}

export function initialTemplates(
  data: WorkingHoursData,
  window: WorkingWindow,
): Record<WorkingHoursTab, WeekTemplate> {
  return {
    VIDEO: templateFromData(data, 'VIDEO', window),
    PHONE: templateFromData(data, 'PHONE', window),
    IN_OFFICE: templateFromData(data, 'IN_OFFICE', window),
    FOR_ALL_TYPES: templateFromData(data, 'VIDEO', window),
  };
}

/** The slots a day actually gets when saved. */
export function effectiveSlots(template: WeekTemplate, day: DayTemplate): readonly string[] {
  if (!day.on) return [];
  return template.fullTime ? SLOT_TIMES : day.slots;
}

/** What a save writes (working-hours.resource.ts turns it into save_working_hours' arguments). */
export interface WorkingHoursSave {
  liveSessionTypes: LiveSessionType[];
  /** The slots' start instants (ISO). */
  slots: string[];
  /** Each date of the 8 weeks: on or off. */
  weekStatus: Record<string, boolean>;
  fullTime: boolean;
  sameForAllTypes: boolean;
}

/** The template written onto all 8 weeks. */
export function buildWorkingHoursSave(
  tab: WorkingHoursTab,
  template: WeekTemplate,
  window: WorkingWindow,
): WorkingHoursSave {
  const weekStatus: Record<string, boolean> = {};
  const slots: string[] = [];
  window.dates.forEach((date, i) => {
    const day = template.days[i % STEPS]!;
    weekStatus[date] = day.on;
    const times = effectiveSlots(template, day);
    if (times.length === 0) return;
    for (const time of times) slots.push(osloInstant(date, time));
  });
  const all = tab === FOR_ALL_TYPES;
  return {
    liveSessionTypes: all ? [...LIVE_SESSION_TYPES] : [tab],
    slots,
    weekStatus,
    fullTime: template.fullTime,
    sameForAllTypes: all,
  };
}

/** Timeline rules (spec 000 §2.6): Previous above step 0, Next below the last, Save when all 7 are finished. */
export function timelineButtons(step: number, finished: readonly boolean[]) {
  return {
    previous: step > 0,
    next: step < STEPS - 1,
    save: finished.length === STEPS && finished.every(Boolean),
  };
}

/**
 * Spec 000 §4 'Working hours modal opening': the temporary password is resolved and the data agreement agreed,
 * and either there are no working hours, or lastDateOfWeek is not the end of the current ISO week, or a live
 * session type lacks slots.
 */
export function shouldOpenWorkingHoursModal(data: WorkingHoursData, window: WorkingWindow): boolean {
  if (!data.isTemporaryPasswordResolved || !data.isDataProcessingAgreementAgreed) return false;
  if (!data.row) return true;
  if (data.row.lastDateOfWeek !== window.endOfCurrentWeek) return true;
  return LIVE_SESSION_TYPES.some((type) => !data.typesWithSlots.includes(type));
}
