import { validateAmount } from 'shared-ui';
import { requiredChoice, z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

/** Spec 002 §3: defaults duration 30, price 0, currency NOK (pause 0: the spec gives none). */
export const APPOINTMENT_TYPE_DEFAULTS = { duration: 30, pause: 0, price: 0, currencyCode: 'NOK' } as const;

const message = (field: string, rule: string) => `appointmentTypes.validation.${field}.${rule}`;
const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());
const isAmount = (value: string) => /^\d+([.,]\d{1,2})?$/.test(value.trim());

/** A text field whose rule gives the message's key (or undefined when the value is fine). */
const checked = (rule: (value: string) => string | undefined) =>
  z.string().superRefine((value, context) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

function priceProblem(value: string): string | undefined {
  // shared-ui's amount rule for the bound (the database's numeric(12, 2)), then this form's at most 2 decimals
  const price = validateAmount(value, { allowZero: true });
  if (price === 'required' || price === 'tooLarge') return message('price', price);
  if (price || !isAmount(value)) return message('price', 'notNegative');
  return undefined;
}

/**
 * The appointment type form: the name as every catalogue name (unique per clinic), duration a whole number of
 * minutes above 0, pause and price at least 0 (numeric inputs have minimum 0, spec 002 §5; a price of 0 is a
 * free type) and at most what the database stores (shared-ui's MAX_AMOUNT, checked here so a too large price
 * is not sent), a currency.
 */
export const appointmentTypeSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('appointmentTypes', others, editing),
    duration: checked((value) => {
      if (value.trim() === '') return message('duration', 'required');
      return isWholeNumber(value) && Number(value) > 0 ? undefined : message('duration', 'positive');
    }),
    pause: checked((value) => {
      if (value.trim() === '') return message('pause', 'required');
      return isWholeNumber(value) ? undefined : message('pause', 'notNegative');
    }),
    price: checked(priceProblem),
    currencyId: requiredChoice(message('currencyId', 'required')),
  });

export type AppointmentTypeValues = z.input<ReturnType<typeof appointmentTypeSchema>>;

/** The price as stored: a decimal comma accepted, rounded to 2 decimals. */
export const parsePrice = (value: string): number =>
  Math.round(Number(value.trim().replace(',', '.')) * 100) / 100;
