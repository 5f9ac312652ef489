import { format as formatDate, type Locale } from 'date-fns';
import { tz } from '@date-fns/tz';

/**
 * Every time a therapist sees in mf-patients is on the clinic's clock (ARCHITECTURE §4: timestamptz in the
 * database, Europe/Oslo for display), whatever zone the browser is in — as mf-calendar shows its events and
 * as the patient's mails say. A UTC browser showed 13:00 for a 14:00 Oslo appointment (issue 24).
 *
 * date-fns' `in` context with @date-fns/tz's `tz()`: the pattern and the interface language's locale come from
 * date-fns, the zone from the context. Only instants given by the caller are formatted (never a `new Date()`
 * made here), so a fake clock in tests changes what is shown, not the zone it is shown in.
 */
export const CLINIC_TIME_ZONE = 'Europe/Oslo';

const inClinic = tz(CLINIC_TIME_ZONE);

/** `instant` (ISO string, epoch ms or Date) in the clinic's zone, with a date-fns pattern and locale. */
export function formatClinic(instant: string | number | Date, pattern: string, locale?: Locale): string {
  return formatDate(instant, pattern, { in: inClinic, locale });
}

/** spec 001 §9: DD MMM YYYY, HH:mm. */
export const DATE_PATTERN = 'dd MMM yyyy';
export const TIME_PATTERN = 'HH:mm';
export const DATE_TIME_PATTERN = 'dd MMM yyyy, HH:mm';
/** spec 001 §9: form answers DD.MM.YYYY HH:mm. */
export const ANSWER_DATE_TIME_PATTERN = 'dd.MM.yyyy HH:mm';
