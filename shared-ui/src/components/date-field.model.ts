import { format, isExists } from 'date-fns';
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
  if (parseIsoDay(trimmed)) return trimmed;
  const parts = trimmed.split(/[./\-\s]+/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const dayFirst = format(new Date(2000, 10, 26), 'P', { locale }).startsWith('26');
  const [first, second, year] = parts as [string, string, string];
  if (year.length !== 4) return null;
  const [day, month] = dayFirst ? [first, second] : [second, first];
  return existingDay(Number(year), Number(month), Number(day));
}

function parseIsoDay(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return null;
  const iso = existingDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  return iso ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : null;
}

/**
 * `yyyy-MM-dd` when year, month (1–12) and day name a day that exists (not 31.02). date-fns's isExists rather
 * than its `parse`: parse carries every token's parser (~6 KB gzip on the first route, for three numbers).
 */
function existingDay(year: number, month: number, day: number): string | null {
  if (!isExists(year, month - 1, day)) return null;
  return format(new Date(year, month - 1, day), ISO_DAY);
}
