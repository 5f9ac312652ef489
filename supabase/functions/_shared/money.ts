// The app's money format (shared-ui formatMoney) for what functions write for people (mails, the local payment
// page): English 'NOK 600.00' / 'NOK 1,234.50', Norwegian '600,00 kr' / '1 234,50 kr'. A code Intl does not
// know is written after the number.
export function formatMoney(amount: number, currency: string, language: 'en' | 'no'): string {
  const locale = language === 'no' ? 'nb-NO' : 'en-GB';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: (currency || 'NOK').toUpperCase(),
      currencyDisplay: language === 'no' ? 'symbol' : 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    return `${n} ${currency}`;
  }
}
