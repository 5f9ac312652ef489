import { format, parseISO } from 'date-fns';

/** DD.MM.YYYY of a yyyy-MM-dd date or a timestamp (spec 002 §9). */
export function formatDay(value: string): string {
  return format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value), 'dd.MM.yyyy');
}
