import { format, parseISO } from 'date-fns';
import { clinicDate } from 'shared-ui';

/** DD.MM.YYYY of a yyyy-MM-dd date or of a timestamp's day on the clinic's clock (spec 002 §9). */
export function formatDay(value: string): string {
  return format(parseISO(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : clinicDate(value)), 'dd.MM.yyyy');
}
