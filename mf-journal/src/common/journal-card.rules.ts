import type { Locale } from 'date-fns';
import { formatMoney, richTextToPlainText, type Language, formatClinic } from 'shared-ui';
import type { AppointmentSnapshot } from './journal.resource';

/** Journal dates: 'DD MMM YYYY', with 'HH:mm' when there is a time (spec 001 §9), on the clinic's clock. */
export function formatJournalDate(
  iso: string | null | undefined,
  locale: Locale,
  withTime = true,
): string | null {
  if (!iso) return null;
  return formatClinic(iso, withTime ? 'dd MMM yyyy, HH:mm' : 'dd MMM yyyy', locale);
}

/**
 * The price on a card: 'Free' when 0 (spec 001 §2), otherwise the amount in the snapshot's currency through
 * shared-ui's formatMoney ('850,00 kr' / 'NOK 850.00'). The snapshot keeps the appointment type's currency
 * (migration 20261127100100_journal_money.sql); formatMoney writes NOK, the database's default, when it is
 * missing.
 */
export function priceLabel(
  snapshot: AppointmentSnapshot | null,
  free: string,
  language?: Language,
): string | null {
  if (!snapshot || snapshot.price === null || snapshot.price === undefined) return null;
  const price = Number(snapshot.price);
  if (!Number.isFinite(price)) return null;
  return price === 0 ? free : formatMoney(price, snapshot.currencyCode ?? '', language);
}

/** What 'copy text' puts on the clipboard: the record's text without tags. */
export const copyableText = (html: string) => richTextToPlainText(html);
