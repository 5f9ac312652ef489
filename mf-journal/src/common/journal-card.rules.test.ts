import { enUS } from 'date-fns/locale';
import { copyableText, formatJournalDate, priceLabel } from './journal-card.rules';

describe('journal card', () => {
  it("shows 'Free' for a price of 0, otherwise money in the snapshot's currency and the user's language", () => {
    expect(priceLabel({ price: 0 }, 'Free')).toBe('Free');
    expect(priceLabel({ price: '0.00' }, 'Free')).toBe('Free');
    expect(priceLabel({ price: 850, currencyCode: 'NOK' }, 'Free', 'en')).toMatch(/^NOK\s850\.00$/);
    expect(priceLabel({ price: '1234.5', currencyCode: 'EUR' }, 'Free', 'en')).toMatch(/^EUR\s1,234\.50$/);
    expect(priceLabel({ price: 850, currencyCode: 'NOK' }, 'Free', 'no')).toMatch(/^850,00\skr$/);
    // a snapshot written before the currency was kept: the database's default, NOK
    expect(priceLabel({ price: 600 }, 'Free', 'en')).toMatch(/^NOK\s600\.00$/);
    expect(priceLabel(null, 'Free')).toBeNull();
    expect(priceLabel({ price: null }, 'Free')).toBeNull();
  });

  it('formats journal dates DD MMM YYYY with HH:mm', () => {
    expect(formatJournalDate('2026-03-04T07:05:00Z', enUS)).toBe('04 Mar 2026, 08:05'); // the clinic's clock (UTC+1);
    expect(formatJournalDate('2026-03-04T07:05:00Z', enUS, false)).toBe('04 Mar 2026');
    expect(formatJournalDate(null, enUS)).toBeNull();
  });

  it('copies the text without tags', () => {
    expect(copyableText('<p>Slept <strong>better</strong></p><p>Blåbær</p>')).toBe('Slept better\nBlåbær');
  });
});
