import { parseAmount, roundAmount, clinicInstant, formatClinic } from 'shared-ui';
import { requiredAmount, requiredChoice, requiredText, z } from 'shared-ui/forms';

/** Spec 002 §2: the payments screen's two categories, in this order. */
export const PAYMENT_CATEGORIES = ['NOTSENT', 'UNPAID'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** An item's category: not sent until a payment request was created once (isSent). */
export function categoryOf(item: { is_sent: boolean }): PaymentCategory {
  return item.is_sent ? 'UNPAID' : 'NOTSENT';
}

/** Spec 002 §5: the paid price is rounded to 2 decimals (shared-ui's one rule for amounts). */
export const roundPrice = roundAmount;

/** Spec 002 §9: the payment request amount is price × 100 (øre, an integer). */
export function amountOf(price: number): number {
  return Math.round(roundPrice(price) * 100);
}

/** Free appointments (price 0) show 'Free' and disable the payment actions. */
export function isFree(price: number): boolean {
  return roundPrice(price) === 0;
}

/** Spec 002 §9: DD.MM.YYYY, HH:mm. */
export function formatPaymentDate(iso: string): string {
  return formatClinic(iso, 'dd.MM.yyyy, HH:mm');
}

/** The provider errors the payments function and the seed store (payments.error_code), each with a translation. */
export const PROVIDER_ERROR_CODES = [
  'ABORTED',
  'CANCELLED',
  'DECLINED',
  'EXPIRED',
  'FAILED',
  'TERMINATED',
  'SUPERSEDED',
  // the payments function's own: the patient has no address to mail the link to
  'NO_EMAIL',
] as const;

/**
 * A payment's error as an i18n key of mf-billing (issue 24): the stored error_message is the provider's English
 * text, so it is shown through its code, in the interface language; an unknown code reads 'The payment failed'.
 */
export function providerErrorKey(code: string | null | undefined): string {
  const known = (PROVIDER_ERROR_CODES as readonly string[]).includes(code ?? '');
  return `payments.providerErrors.${known ? code : 'unknown'}`;
}

/**
 * A typed wall-clock time as HH:mm, or null: '14:30', '9:05', '14.30' (as Norwegians write it) and '1430'.
 */
export function parseTime(input: string): string | null {
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(input.trim());
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** Spec 000/002: time pickers step by 5 minutes and round up. */
const TIME_STEP_MINUTES = 5;

/**
 * A typed time rounded up to the 5-minute step ('14:03' → '14:05'; '14:05' stays), never past the day's last
 * step (23:55); null when it is not a time.
 */
export function roundTimeUp(input: string): string | null {
  const time = parseTime(input);
  if (!time) return null;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const total = Math.min(
    Math.ceil((hour * 60 + minute) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES,
    24 * 60 - TIME_STEP_MINUTES,
  );
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A real yyyy-MM-dd day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The instant (ISO) a form's clinic date and time stand for; call with values paymentSchema accepted. */
export function paymentInstant(v: Pick<PaymentFormValues, 'date' | 'time'>): string {
  return new Date(clinicInstant(v.date, roundTimeUp(v.time) ?? v.time)).toISOString();
}

// The same test as the database's update_payment_info.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const message = (field: string, rule: string) => `editPayment.validation.${field}.${rule}`;

/**
 * Spec 002 §5 payment form, messages `editPayment.validation.<field>.<rule>`: every field required, the date a
 * real day (the clinic's: `yyyy-MM-dd`), the time HH:mm as parseTime reads it, the price above 0 by shared-ui's
 * one amount rule (600,50 and 600.50 alike; 'The price should be greater than 0'), an e-mail as the database
 * tests it. Whitespace alone is no phone or e-mail (the same text as empty).
 */
export const paymentSchema = z.object({
  date: z.string().refine(isCalendarDate, { message: message('date', 'required') }),
  time: z.string().superRefine((value, context) => {
    const rule = !value.trim() ? 'required' : !parseTime(value) ? 'invalid' : null;
    if (rule) context.addIssue({ code: 'custom', message: message('time', rule) });
  }),
  price: requiredAmount((problem) => message('price', problem), { allowZero: false }),
  currencyId: requiredChoice(message('currencyId', 'required')),
  phone: requiredText({ required: message('phone', 'required'), blank: message('phone', 'required') }),
  email: requiredText({
    required: message('email', 'required'),
    blank: message('email', 'required'),
  }).refine((email) => !email.trim() || EMAIL.test(email.trim()), { message: message('email', 'invalid') }),
});

/**
 * What the form edits: date (yyyy-MM-dd, the clinic's calendar day, not the browser's: a therapist abroad sees
 * the clinic's day), time (HH:mm on the clinic's wall clock, as typed), price (as typed), currency, phone, e-mail.
 */
export type PaymentFormValues = z.input<typeof paymentSchema>;

/** The number the form saves (600,50 or 600.50), rounded to 2 decimals; call with a price paymentSchema accepted. */
export function parsePrice(value: string): number {
  return parseAmount(value) ?? Number.NaN;
}
