import { schemaErrors } from 'shared-ui/forms';
import { moneySettingsSchema, toMoneySettings, type MoneySettingsValues } from './money-settings.rules';

const validateMoneySettings = (values: MoneySettingsValues) =>
  schemaErrors(moneySettingsSchema, values, 'moneySettings');

const valid = { price: '950', currencyId: 'nok', duration: '50', pause: '10' };

describe('appointment type money settings', () => {
  it('accepts price 0 (free) and pause 0, and rounds the price to 2 decimals', () => {
    expect(validateMoneySettings({ ...valid, price: '0', pause: '0' })).toEqual({});
    expect(toMoneySettings({ ...valid, price: '99,999' })).toEqual({
      price: 100,
      duration: 50,
      pause: 10,
      currencyId: 'nok',
    });
  });

  it('refuses negative or missing numbers, a zero or fractional duration and a missing currency', () => {
    expect(validateMoneySettings({ price: '', currencyId: '', duration: '', pause: '' })).toEqual({
      price: 'required',
      currencyId: 'required',
      duration: 'notWholeMinutes',
      pause: 'notWholeMinutes',
    });
    expect(validateMoneySettings({ ...valid, price: '-1' }).price).toBe('negative');
    expect(validateMoneySettings({ ...valid, price: '9x' }).price).toBe('invalid');
    expect(validateMoneySettings({ ...valid, price: '10000000000' }).price).toBe('tooLarge');
    expect(validateMoneySettings({ ...valid, price: '600,50' })).toEqual({});
    expect(validateMoneySettings({ ...valid, price: '600.50' })).toEqual({});
    expect(validateMoneySettings({ ...valid, duration: '0' }).duration).toBe('notWholeMinutes');
    expect(validateMoneySettings({ ...valid, duration: '12.5' }).duration).toBe('notWholeMinutes');
    expect(validateMoneySettings({ ...valid, duration: '1441' }).duration).toBe('notWholeMinutes');
    expect(validateMoneySettings({ ...valid, duration: '1440' })).toEqual({});
    expect(validateMoneySettings({ ...valid, pause: '-5' }).pause).toBe('notWholeMinutes');
    expect(validateMoneySettings({ ...valid, pause: ' ' }).pause).toBe('notWholeMinutes');
  });
});
