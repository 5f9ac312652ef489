/**
 * The date patterns of spec 001 §9 for mf-patients. Every time a therapist sees is on the clinic's clock, whatever
 * zone the browser is in (issue 24): format instants with `formatClinic` from shared-ui's clinic clock (`time/clinic-time.ts`), never with
 * date-fns' `format` directly.
 */
/** spec 001 §9: DD MMM YYYY, HH:mm. */
export const DATE_PATTERN = 'dd MMM yyyy';
export const TIME_PATTERN = 'HH:mm';
export const DATE_TIME_PATTERN = 'dd MMM yyyy, HH:mm';
/** spec 001 §9: form answers DD.MM.YYYY HH:mm. */
export const ANSWER_DATE_TIME_PATTERN = 'dd.MM.yyyy HH:mm';
