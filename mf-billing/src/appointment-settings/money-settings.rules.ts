import { parseAmount, validateAmount } from 'shared-ui';

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
  // shared-ui's one amount rule: 600,50 and 600.50 alike; 0 is allowed here (a free type)
  const price = validateAmount(v.price, { allowZero: true });
  if (price === 'required') errors.price = 'moneySettings.errors.priceRequired';
  else if (price === 'invalid') errors.price = 'moneySettings.errors.priceInvalid';
  else if (price === 'tooLarge') errors.price = 'moneySettings.errors.priceTooLarge';
  else if (price) errors.price = 'moneySettings.errors.priceMin';
  if (!v.currencyId) errors.currencyId = 'errors.currency_required';
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
    price: parseAmount(v.price) ?? Number.NaN,
    duration: num(v.duration),
    pause: num(v.pause),
    currencyId: v.currencyId,
  };
}
