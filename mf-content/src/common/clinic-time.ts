import { format, type Locale } from 'date-fns';

/**
 * Times a therapist sees are the clinic's clock (Europe/Oslo), whatever the browser's zone (issue 24: a UTC
 * browser showed 13:00 for a 14:00 Oslo session). date-fns' format reads a Date's local fields, so it is given
 * a plain Date whose local fields are the Oslo wall clock at the instant (Intl only; no Date subclass, which a
 * fake clock would turn back into a plain date). The same rule as mf-calendar's clinic-time.ts; one shared
 * helper in shared-ui would serve every remote.
 */
export const CLINIC_TIME_ZONE = 'Europe/Oslo';

let wallClock: Intl.DateTimeFormat | undefined;

export function clinicDisplayDate(instant: number | string | Date): Date {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** An instant formatted with a date-fns pattern on the clinic's clock. */
export function formatClinic(instant: number | string | Date, pattern: string, locale?: Locale): string {
  return format(clinicDisplayDate(instant), pattern, locale ? { locale } : undefined);
}
