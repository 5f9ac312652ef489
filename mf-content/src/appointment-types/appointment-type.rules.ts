import { validateAmount } from 'shared-ui';
import { nameError, type NameErrorKind, type NamedItem } from '../common/name.rules';

/** Spec 002 §3: defaults duration 30, price 0, currency NOK (pause 0: the spec gives none). */
export const APPOINTMENT_TYPE_DEFAULTS = { duration: 30, pause: 0, price: 0, currencyCode: 'NOK' } as const;

export interface AppointmentTypeValues {
  name: string;
  duration: string;
  pause: string;
  price: string;
  currencyId: string;
}

export type AppointmentTypeErrors = Partial<{
  name: NameErrorKind;
  duration: 'required' | 'positive';
  pause: 'required' | 'notNegative';
  price: 'required' | 'notNegative' | 'tooLarge';
  currencyId: 'required';
}>;

const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());
const isAmount = (value: string) => /^\d+([.,]\d{1,2})?$/.test(value.trim());

/**
 * Name as every catalogue name (unique per clinic), duration a whole number of minutes above 0, pause and price
 * at least 0 (numeric inputs have minimum 0, spec 002 §5; a price of 0 is a free type) and at most what the
 * database stores (shared-ui's MAX_AMOUNT, checked here so a too large price is not sent), a currency.
 */
export function validateAppointmentType(
  values: AppointmentTypeValues,
  others: readonly NamedItem[],
  editing?: { id: string; name: string },
): AppointmentTypeErrors {
  const errors: AppointmentTypeErrors = {};
  const name = nameError(values.name, others, editing);
  if (name) errors.name = name;
  if (values.duration.trim() === '') errors.duration = 'required';
  else if (!isWholeNumber(values.duration) || Number(values.duration) <= 0) errors.duration = 'positive';
  if (values.pause.trim() === '') errors.pause = 'required';
  else if (!isWholeNumber(values.pause)) errors.pause = 'notNegative';
  // shared-ui's amount rule for the bound (the database's numeric(12, 2)), then this form's at most 2 decimals
  const price = validateAmount(values.price, { allowZero: true });
  if (price === 'required') errors.price = 'required';
  else if (price === 'tooLarge') errors.price = 'tooLarge';
  else if (price || !isAmount(values.price)) errors.price = 'notNegative';
  if (!values.currencyId) errors.currencyId = 'required';
  return errors;
}

/** The price as stored: a decimal comma accepted, rounded to 2 decimals. */
export const parsePrice = (value: string): number =>
  Math.round(Number(value.trim().replace(',', '.')) * 100) / 100;
