import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../i18n/i18n';

/**
 * One way to write an amount in every remote, following the interface language (issue 24): Norwegian
 * `600,00 kr` / `1 234,50 kr`, English `NOK 600.00` / `NOK 1,234.50`. Intl does the locale's grouping, decimal
 * sign and currency placement; a code it does not know is written after the number.
 */
const LOCALE: Record<Language, { locale: string; display: 'symbol' | 'code' }> = {
  no: { locale: 'nb-NO', display: 'symbol' },
  en: { locale: 'en-GB', display: 'code' },
};

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(
  amount: number | string,
  currencyCode: string,
  language: Language = currentLanguage(),
): string {
  const { locale, display } = LOCALE[language] ?? LOCALE.no;
  const currency = (currencyCode || 'NOK').toUpperCase();
  const value = Number(amount);
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      // not an ISO 4217 code: the number in the locale's style, then the code
      const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${n.format(value)} ${currencyCode}`;
    }
    formatters.set(key, f);
  }
  return f.format(value);
}

/** formatMoney in the current interface language; re-renders when the language changes. */
export function useFormatMoney(): (amount: number | string, currencyCode: string) => string {
  useTranslation();
  const language = currentLanguage();
  return (amount, currencyCode) => formatMoney(amount, currencyCode, language);
}

/** Spec 002 §5: a paid price is rounded to 2 decimals (half away from zero, as Postgres' round()). */
export function roundAmount(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100)) / 100;
}

/** The largest amount the database stores (numeric prices below 10 000 000 000). */
export const MAX_AMOUNT = 9_999_999_999.99;

/**
 * An amount typed by a person: `600`, `600,50`, `600.50`, `1 234,50` (spaces, also non-breaking, as thousands
 * separators) and a leading minus. Anything else (two separators, letters, `1.234,50`, exponents) is not an
 * amount: null. The result is rounded to 2 decimals.
 */
export function parseAmount(input: string): number | null {
  const s = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return null;
  return roundAmount(Number(s.replace(',', '.')));
}

export type AmountError = 'required' | 'invalid' | 'notPositive' | 'negative' | 'tooLarge';

/**
 * The one rule for amount inputs: required, a number as parseAmount reads it, at most MAX_AMOUNT, and either
 * greater than 0 (a payment: 'The price should be greater than 0') or at least 0 where free is allowed (an
 * appointment type's price). Answers what is wrong, for the caller's i18n key; null when valid.
 */
export function validateAmount(input: string, opts: { allowZero: boolean }): AmountError | null {
  if (input.trim() === '') return 'required';
  const value = parseAmount(input);
  if (value === null) return 'invalid';
  if (value < 0) return opts.allowZero ? 'negative' : 'notPositive';
  if (value === 0 && !opts.allowZero) return 'notPositive';
  if (value > MAX_AMOUNT) return 'tooLarge';
  return null;
}

/** An amount as an input shows it for editing, in the interface language's decimal sign (600,50 / 600.50). */
export function amountInputValue(amount: number | string, language: Language = currentLanguage()): string {
  const s = roundAmount(Number(amount)).toFixed(2).replace(/\.00$/, '');
  return language === 'no' ? s.replace('.', ',') : s;
}
