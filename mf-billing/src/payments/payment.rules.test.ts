import {
  amountOf,
  categoryOf,
  formatPaymentDate,
  isFree,
  parsePrice,
  paymentInstant,
  providerErrorKey,
  roundPrice,
  roundTimeUp,
  paymentSchema,
  type PaymentFormValues,
} from './payment.rules';
import { schemaErrors } from 'shared-ui/forms';

const validatePaymentForm = (values: PaymentFormValues) => schemaErrors(paymentSchema, values, 'editPayment');

const valid: PaymentFormValues = {
  date: '2026-11-20',
  time: '10:00',
  price: '950',
  currencyId: 'nok',
  phone: '+47 912 34 567',
  email: 'kari@example.no',
};

describe('payment rules', () => {
  it('puts an item in NOTSENT until a request was sent, then UNPAID', () => {
    expect(categoryOf({ is_sent: false })).toBe('NOTSENT');
    expect(categoryOf({ is_sent: true })).toBe('UNPAID');
  });

  it('rounds prices to 2 decimals and makes the amount price × 100 as an integer', () => {
    expect(roundPrice(123.456)).toBe(123.46);
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
    expect(amountOf(950)).toBe(95000);
    expect(amountOf(19.99)).toBe(1999);
    expect(amountOf(0.1 + 0.2)).toBe(30);
    expect(amountOf(123.456)).toBe(12346);
  });

  it('treats price 0 as free', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(0.001)).toBe(true);
    expect(isFree(0.01)).toBe(false);
  });

  it('formats dates as DD.MM.YYYY, HH:mm', () => {
    expect(formatPaymentDate('2026-11-03T08:05:00Z')).toBe('03.11.2026, 09:05'); // the clinic's clock (UTC+1);
  });

  it('accepts a complete form and parses comma decimals', () => {
    expect(validatePaymentForm(valid)).toEqual({});
    expect(parsePrice('99,999')).toBe(100);
    expect(parsePrice('600,50')).toBe(600.5);
    expect(parsePrice('600.50')).toBe(600.5);
    expect(validatePaymentForm({ ...valid, price: '600,50' })).toEqual({});
  });

  it('requires every field, a price above 0 and a valid e-mail', () => {
    expect(
      validatePaymentForm({ date: '', time: '', price: '', currencyId: '', phone: ' ', email: '' }),
    ).toEqual({
      date: 'required',
      time: 'required',
      price: 'required',
      currencyId: 'required',
      phone: 'required',
      email: 'required',
    });
    expect(validatePaymentForm({ ...valid, phone: '', email: '  ' })).toEqual({
      phone: 'required',
      email: 'required',
    });
    expect(validatePaymentForm({ ...valid, price: '0' }).price).toBe('notPositive');
    expect(validatePaymentForm({ ...valid, price: '0.004' }).price).toBe('notPositive');
    expect(validatePaymentForm({ ...valid, price: '-5' }).price).toBe('notPositive');
    expect(validatePaymentForm({ ...valid, price: 'abc' }).price).toBe('invalid');
    expect(validatePaymentForm({ ...valid, price: '10000000000' }).price).toBe('tooLarge');
    expect(validatePaymentForm({ ...valid, email: 'kari@example' }).email).toBe('invalid');
    expect(validatePaymentForm({ ...valid, email: ' kari@example.no ' })).toEqual({});
    expect(validatePaymentForm({ ...valid, date: '2026-02-30' }).date).toBe('required');
    expect(validatePaymentForm({ ...valid, time: '24:00' }).time).toBe('invalid');
    expect(validatePaymentForm({ ...valid, time: '2 PM' }).time).toBe('invalid');
    expect(validatePaymentForm({ ...valid, time: '14.30' })).toEqual({});
  });

  it('rounds a time up to the 5-minute step, never past 23:55', () => {
    expect(roundTimeUp('14:03')).toBe('14:05');
    expect(roundTimeUp('14:05')).toBe('14:05');
    expect(roundTimeUp('9.01')).toBe('09:05');
    expect(roundTimeUp('23:58')).toBe('23:55');
    expect(roundTimeUp('noon')).toBeNull();
    expect(paymentInstant({ date: '2026-01-15', time: '10:01' })).toBe('2026-01-15T09:05:00.000Z');
  });

  it("saves the clinic's wall clock as its instant (Oslo: UTC+1 in winter, UTC+2 in summer)", () => {
    expect(paymentInstant({ date: '2026-01-15', time: '09:30' })).toBe('2026-01-15T08:30:00.000Z');
    expect(paymentInstant({ date: '2026-07-15', time: '09:30' })).toBe('2026-07-15T07:30:00.000Z');
    expect(paymentInstant({ date: '2026-07-15', time: '9.30' })).toBe('2026-07-15T07:30:00.000Z');
  });

  it("shows a provider's error through its code, translated, never the stored English text", () => {
    expect(providerErrorKey('DECLINED')).toBe('payments.providerErrors.DECLINED');
    expect(providerErrorKey('ABORTED')).toBe('payments.providerErrors.ABORTED');
    expect(providerErrorKey('SOMETHING_NEW')).toBe('payments.providerErrors.unknown');
    expect(providerErrorKey(null)).toBe('payments.providerErrors.unknown');
  });
});
