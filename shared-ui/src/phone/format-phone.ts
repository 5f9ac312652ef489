import { parsePhoneNumberFromString } from 'libphonenumber-js';

// A subpath of its own, not the shared barrel: libphonenumber's metadata is only loaded by the screens that show
// a phone (none of them the first route), bundled into each remote that imports it.

// ~0.2 ms a parse (node, this machine): 30 cards a search, and searches mount the same cards again and again.
const formattedPhones = new Map<string, string>();

/**
 * A phone as every screen shows it: international format, default country Norway ('+47 93 00 00 03'); what
 * cannot be parsed is shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  let formatted = formattedPhones.get(phone);
  if (formatted === undefined) {
    const parsed = parsePhoneNumberFromString(phone, 'NO');
    formatted = parsed ? parsed.formatInternational() : phone;
    if (formattedPhones.size >= 2000) formattedPhones.clear();
    formattedPhones.set(phone, formatted);
  }
  return formatted;
}
