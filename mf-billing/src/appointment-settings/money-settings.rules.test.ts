import { toMoneySettings, validateMoneySettings } from './money-settings.rules';

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
      price: 'moneySettings.errors.priceRequired',
      currencyId: 'errors.currency_required',
      duration: 'moneySettings.errors.duration',
      pause: 'moneySettings.errors.pause',
    });
    expect(validateMoneySettings({ ...valid, price: '-1' }).price).toBe('moneySettings.errors.priceMin');
    expect(validateMoneySettings({ ...valid, price: '9x' }).price).toBe('moneySettings.errors.priceInvalid');
    expect(validateMoneySettings({ ...valid, price: '600,50' })).toEqual({});
    expect(validateMoneySettings({ ...valid, price: '600.50' })).toEqual({});
    expect(validateMoneySettings({ ...valid, duration: '0' }).duration).toBe('moneySettings.errors.duration');
    expect(validateMoneySettings({ ...valid, duration: '12.5' }).duration).toBe(
      'moneySettings.errors.duration',
    );
    expect(validateMoneySettings({ ...valid, pause: '-5' }).pause).toBe('moneySettings.errors.pause');
  });
});
