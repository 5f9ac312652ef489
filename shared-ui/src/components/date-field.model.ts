import { format, isExists } from 'date-fns';

const ISO_DAY = 'yyyy-MM-dd';

/**
 * The spec's date format (DD.MM.YYYY), in both interface languages: the product's dates read one way, as the
 * lists write them (spec 002: 'Dates: DD.MM.YYYY'), not the browser language's order (an English field showed
 * 11/26/2026).
 */
const FIELD_DATE = 'dd.MM.yyyy';

/** `yyyy-MM-dd` → `26.11.2026`; '' stays ''. */
export function formatDateForField(day: string): string {
  const date = parseIsoDay(day);
  return date ? format(date, FIELD_DATE) : '';
}

/**
 * What a person typed → `yyyy-MM-dd`, or null when it is not a whole date. Reads day, month, year (with or
 * without leading zeros, `.` `/` `-` or space between the parts) and `yyyy-MM-dd`; the year has four digits, so
 * a date half typed (`26.11.20`) is not read as the year 20.
 */
export function parseDateField(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (parseIsoDay(trimmed)) return trimmed;
  const parts = trimmed.split(/[./\-\s]+/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [day, month, year] = parts as [string, string, string];
  if (year.length !== 4) return null;
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
