import { amountInputValue, formatMoney, parseAmount, roundAmount, validateAmount } from './money';

// Intl separates with non-breaking spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes Norwegian amounts as 600,00 kr and English ones as NOK 600.00', () => {
    expect(plain(formatMoney(600, 'NOK', 'no'))).toBe('600,00 kr');
    expect(plain(formatMoney(1234.5, 'NOK', 'no'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(600, 'NOK', 'en'))).toBe('NOK 600.00');
    expect(plain(formatMoney('1234.5', 'NOK', 'en'))).toBe('NOK 1,234.50');
  });

  it('writes other currencies the same way and an unknown code after the number', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'en'))).toBe('EUR 1,234.50');
    expect(plain(formatMoney(1234.5, 'EUR', 'no'))).toBe('1 234,50 €');
    expect(plain(formatMoney(5, 'XX1', 'no'))).toBe('5,00 XX1');
  });
});

describe('amount inputs', () => {
  it('reads 600,50 and 600.50 alike, with spaces as thousands separators', () => {
    expect(parseAmount('600,50')).toBe(600.5);
    expect(parseAmount('600.50')).toBe(600.5);
    expect(parseAmount(' 1 234,5 ')).toBe(1234.5);
    expect(parseAmount('99,999')).toBe(100);
  });

  it('refuses what is not an amount', () => {
    for (const s of ['abc', '1.234,50', '1e3', '600,', ',5', '6 0 0x', '--1'])
      expect(parseAmount(s)).toBeNull();
  });

  it('is one rule: required, a number, > 0 (or >= 0 where free is allowed), not too large', () => {
    expect(validateAmount('', { allowZero: false })).toBe('required');
    expect(validateAmount('abc', { allowZero: true })).toBe('invalid');
    expect(validateAmount('0', { allowZero: false })).toBe('notPositive');
    expect(validateAmount('0,001', { allowZero: false })).toBe('notPositive');
    expect(validateAmount('-1', { allowZero: false })).toBe('notPositive');
    expect(validateAmount('0', { allowZero: true })).toBeNull();
    expect(validateAmount('-1', { allowZero: true })).toBe('negative');
    expect(validateAmount('600,50', { allowZero: false })).toBeNull();
    expect(validateAmount('10000000000', { allowZero: true })).toBe('tooLarge');
  });

  it('rounds half away from zero and shows an amount for editing in the language', () => {
    expect(roundAmount(600.105)).toBe(600.11);
    expect(amountInputValue(600.5, 'no')).toBe('600,50');
    expect(amountInputValue(600.5, 'en')).toBe('600.50');
    expect(amountInputValue(950, 'no')).toBe('950');
  });
});
