import { differenceInMinutes, format, formatDistanceStrict, type Locale } from 'date-fns';

/**
 * Spec 000 §9: minutes when under 60 minutes, hours when under 12 hours, otherwise date and time
 * (the lists' format DD MMM YYYY, HH:mm).
 */
export function formatRelativeTime(date: Date, now: Date, locale: Locale): string {
  const minutes = Math.max(0, differenceInMinutes(now, date));
  if (minutes < 60) return formatDistanceStrict(date, now, { unit: 'minute', addSuffix: true, locale });
  if (minutes < 12 * 60)
    return formatDistanceStrict(date, now, {
      unit: 'hour',
      roundingMethod: 'floor',
      addSuffix: true,
      locale,
    });
  return format(date, 'dd MMM yyyy, HH:mm', { locale });
}
