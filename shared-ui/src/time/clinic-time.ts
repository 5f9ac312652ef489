/**
 * The clinic's wall clock (Europe/Oslo) from instants and back, with `Intl` and integer arithmetic only.
 *
 * Why not `TZDate` from @date-fns/tz: it is a class that `extends Date`. A fake clock (Playwright's
 * `page.clock`, @sinonjs/fake-timers, jest's modern timers) replaces the global `Date` with a function that
 * *returns* plain native dates; a class built on top of it while the fake is installed then constructs plain
 * dates, which date-fns reads in the browser's own time zone. In a UTC browser at Sunday 23:30 UTC (Monday
 * 00:30 in Oslo) that gave the previous ISO week (issue 16). Nothing here subclasses or reads `Date` in the
 * system zone: a fake clock can change *when* it is, never which zone the week is counted in.
 *
 * Dates are 'yyyy-MM-dd' strings, times 'HH:mm', instants epoch milliseconds or ISO strings (UTC).
 */
import { format, type Locale } from 'date-fns';

export const CLINIC_TIME_ZONE = 'Europe/Oslo';

const DAY_MS = 86_400_000;

let wallClockFormat: Intl.DateTimeFormat | undefined;
function clinicFormat(): Intl.DateTimeFormat {
  // Built on first use (not at module load), and once: constructing a DateTimeFormat is the costly part.
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return wallClockFormat;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockParts(ms: number): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of clinicFormat().formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines print midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const toMs = (instant: number | string | Date): number =>
  typeof instant === 'number'
    ? instant
    : typeof instant === 'string'
      ? Date.parse(instant)
      : instant.getTime();

/** The clinic's date and time of an instant. */
export function clinicWallClock(instant: number | string | Date): { date: string; time: string } {
  const c = wallClockParts(toMs(instant));
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** The clinic's date of an instant (yyyy-MM-dd). */
export function clinicDate(instant: number | string | Date): string {
  return clinicWallClock(instant).date;
}

/** Minutes the clinic's clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(ms: number): number {
  const c = wallClockParts(ms);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

function splitDate(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/**
 * The instant of a clinic wall-clock date and time. Two passes settle the offset on DST days; a time that
 * does not exist (the spring-forward hour) maps one hour later, as wall clocks do.
 */
export function clinicInstant(date: string, time: string): number {
  const [y, m, d] = splitDate(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - offsetMinutes(wall) * 60_000;
  const second = wall - offsetMinutes(first) * 60_000;
  return second;
}

/** A calendar date `days` later (or earlier); no time zone involved. */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = splitDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the ISO week holding a calendar date. */
export function isoMondayOf(date: string): string {
  const [y, m, d] = splitDate(date);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDaysToDate(date, -((weekday + 6) % 7));
}

/** Monday (clinic date) of the ISO week the clinic is in at an instant. */
export function clinicIsoMonday(instant: number | string | Date): string {
  return isoMondayOf(clinicDate(instant));
}

/** The first instant of the next clinic ISO week after `instant` (when a week-keyed view must recompute). */
export function nextClinicWeekStart(instant: number | string | Date): number {
  return clinicInstant(addDaysToDate(clinicIsoMonday(instant), 7), '00:00');
}

/**
 * The grid and the lists show the clinic's clock, whatever the browser's zone (issue 24: a UTC browser showed
 * 13:00 for a 14:00 Oslo appointment, while the patient's mail says 14:00; and a click on the grid's 15:50 opened
 * the form at 16:50). FullCalendar and date-fns read a Date's local fields, so what they are given is a
 * "display date": a plain Date whose local fields are the clinic's wall clock at the instant (no subclass; see
 * the top of this file). Its own instant is the real one only in a browser in Oslo; everything sent to the
 * database is converted back with instantOfDisplayDate.
 */
const displayShift = new Map<number, number>();
const HOUR_MS = 3_600_000;

/** The display date of an instant (see above). */
export function clinicDisplayDate(instant: number | string | Date): Date {
  const ms = toMs(instant);
  // Both zones' offsets are constant within a UTC hour (DST changes on the hour): one Intl call per hour of
  // events, not per event (a dense week has a thousand).
  const hour = Math.floor(ms / HOUR_MS);
  let shift = displayShift.get(hour);
  if (shift === undefined) {
    const c = wallClockParts(hour * HOUR_MS);
    shift = new Date(c.year, c.month - 1, c.day, c.hour, c.minute).getTime() - hour * HOUR_MS;
    if (displayShift.size > 5_000) displayShift.clear();
    displayShift.set(hour, shift);
  }
  return new Date(ms + shift);
}

/** The instant a display date stands for (its local fields read as the clinic's wall clock). */
export function instantOfDisplayDate(display: Date): number {
  const date = `${display.getFullYear()}-${pad(display.getMonth() + 1)}-${pad(display.getDate())}`;
  const time = `${pad(display.getHours())}:${pad(display.getMinutes())}`;
  return clinicInstant(date, time) + display.getSeconds() * 1000 + display.getMilliseconds();
}

/** A range of display dates as the instants (ISO) the database is asked for. */
export function instantRange(range: { start: Date; end: Date }): { start: string; end: string } {
  return {
    start: new Date(instantOfDisplayDate(range.start)).toISOString(),
    end: new Date(instantOfDisplayDate(range.end)).toISOString(),
  };
}

/** A display date (a day or time on the clinic's clock, as clinicDisplayDate gives) formatted as it is. */
export function formatDisplayDate(display: Date, pattern: string, locale?: Locale): string {
  return format(display, pattern, locale ? { locale } : undefined);
}

/** An instant formatted with a date-fns pattern as the clinic's clock shows it. */
export function formatClinic(instant: number | string | Date, pattern: string, locale?: Locale): string {
  return format(clinicDisplayDate(instant), pattern, locale ? { locale } : undefined);
}
