import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The clinic is in Norway: a number typed without a country code is read as Norwegian. */
const DEFAULT_COUNTRY = 'NO';

export type PhoneCheck = { ok: true; e164: string | null } | { ok: false };

/**
 * Spec 000 §5: phone numbers are in international format. Empty is allowed (no phone); anything else must be a
 * valid number, stored as E.164 (`+4791234567`) so every screen can display it internationally.
 */
export function checkPhone(input: string): PhoneCheck {
  const value = input.trim();
  if (!value) return { ok: true, e164: null };
  // Letters are never part of a number (libphonenumber would read 'abc' as keypad digits in some cases).
  if (/[a-z]/i.test(value)) return { ok: false };
  const parsed = parsePhoneNumberFromString(value, DEFAULT_COUNTRY);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false };
}

/** A stored number as people read it: `+47 91 23 45 67`; anything unparsable is shown as stored. */
export function displayPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored, DEFAULT_COUNTRY)?.formatInternational() ?? stored;
}
