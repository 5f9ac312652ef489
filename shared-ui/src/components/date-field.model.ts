import { format, isValid, parse } from 'date-fns';
import type { Locale } from 'date-fns';

const ISO_DAY = 'yyyy-MM-dd';

/** `yyyy-MM-dd` → the interface language's short date (`26.11.2026`, `11/26/2026`); '' stays ''. */
export function formatDateForField(day: string, locale: Locale): string {
  const date = parseIsoDay(day);
  return date ? format(date, 'P', { locale }) : '';
}

/**
 * What a person typed → `yyyy-MM-dd`, or null when it is not a whole date. Reads the language's short date
 * (with or without leading zeros, `.` `/` `-` or space between the parts) and `yyyy-MM-dd`; the year has four
 * digits, so a date half typed (`26.11.20`) is not read as the year 20.
 */
export function parseDateField(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const iso = parseIsoDay(trimmed);
  if (iso) return format(iso, ISO_DAY);
  const parts = trimmed.split(/[./\-\s]+/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const dayFirst = format(new Date(2000, 10, 26), 'P', { locale }).startsWith('26');
  const [first, second, year] = parts as [string, string, string];
  if (year.length !== 4) return null;
  const [day, month] = dayFirst ? [first, second] : [second, first];
  const date = parse(`${year}-${month}-${day}`, 'yyyy-M-d', new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO_DAY) : null;
}

function parseIsoDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, ISO_DAY, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}
