import { parseAmount } from 'shared-ui';
import { requiredAmount, requiredChoice, wholeMinutes, z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

/** Spec 002 §3: defaults duration 30, price 0, currency NOK (pause 0: the spec gives none). */
export const APPOINTMENT_TYPE_DEFAULTS = { duration: 30, pause: 0, price: 0, currencyCode: 'NOK' } as const;

const message = (field: string, rule: string) => `appointmentTypes.validation.${field}.${rule}`;

/**
 * The appointment type form: the name as every catalogue name (unique per clinic), duration a whole number of
 * minutes above 0, pause at least 0 (up to a day), the price by shared-ui's one amount rule — at least 0 (numeric
 * inputs have minimum 0, spec 002 §5; a price of 0 is a free type), 600,50 and 600.50 alike, rounded to 2
 * decimals on save, at most what the database stores (checked here so a too large price is not sent) — and a
 * currency. The same rules as mf-billing's money settings of a type (shared-ui/forms), with this screen's texts.
 */
export const appointmentTypeSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('appointmentTypes', others, editing),
    duration: wholeMinutes(
      { required: message('duration', 'required'), invalid: message('duration', 'positive') },
      { min: 1 },
    ),
    pause: wholeMinutes(
      { required: message('pause', 'required'), invalid: message('pause', 'notNegative') },
      { min: 0 },
    ),
    price: requiredAmount((problem) => message('price', problem), { allowZero: true }),
    currencyId: requiredChoice(message('currencyId', 'required')),
  });

export type AppointmentTypeValues = z.input<ReturnType<typeof appointmentTypeSchema>>;

/** The price as stored (shared-ui's parseAmount: a decimal comma accepted, rounded to 2 decimals). */
export const parsePrice = (value: string): number => parseAmount(value) ?? Number.NaN;
