import { roundPrice } from '../payments/payment-rules';

export interface MoneySettingsValues {
  price: string;
  currencyId: string;
  duration: string;
  pause: string;
}

export type MoneySettingsErrors = Partial<Record<keyof MoneySettingsValues, string>>;

const MAX_MINUTES = 24 * 60;

const num = (v: string) => Number(v.replace(',', '.'));

/**
 * Spec 002 §3/§5: price, currency, duration and pause of an appointment type; numeric inputs minimum 0. The
 * duration must also be above 0 (an appointment cannot last 0 minutes; the database refuses it) and whole
 * minutes, as the pause. Values are i18n keys of mf-billing.
 */
export function validateMoneySettings(v: MoneySettingsValues): MoneySettingsErrors {
  const errors: MoneySettingsErrors = {};
  const price = num(v.price);
  if (v.price.trim() === '') errors.price = 'moneySettings.errors.priceRequired';
  else if (!Number.isFinite(price) || price < 0) errors.price = 'moneySettings.errors.priceMin';
  if (!v.currencyId) errors.currencyId = 'moneySettings.errors.currencyRequired';
  const duration = num(v.duration);
  if (v.duration.trim() === '' || !Number.isInteger(duration) || duration < 1 || duration > MAX_MINUTES) {
    errors.duration = 'moneySettings.errors.duration';
  }
  const pause = num(v.pause);
  if (v.pause.trim() === '' || !Number.isInteger(pause) || pause < 0 || pause > MAX_MINUTES) {
    errors.pause = 'moneySettings.errors.pause';
  }
  return errors;
}

export function toMoneySettings(v: MoneySettingsValues) {
  return {
    price: roundPrice(num(v.price)),
    duration: num(v.duration),
    pause: num(v.pause),
    currencyId: v.currencyId,
  };
}
