import { parseAmount } from 'shared-ui';
import { requiredAmount, requiredChoice, wholeMinutes, z } from 'shared-ui/forms';

const message = (field: string, rule: string) => `moneySettings.validation.${field}.${rule}`;

/** Whole minutes from `min` to a day; an empty field has the same text. */
const minutes = (field: 'duration' | 'pause', min: number) =>
  wholeMinutes(
    { required: message(field, 'notWholeMinutes'), invalid: message(field, 'notWholeMinutes') },
    { min },
  );

/**
 * Spec 002 §3/§5: price, currency, duration and pause of an appointment type; numeric inputs minimum 0 (the
 * price by shared-ui's one amount rule, 600,50 and 600.50 alike; 0 is a free type). The duration must also be
 * above 0 (an appointment cannot last 0 minutes; the database refuses it) and whole minutes, as the pause.
 * Messages `moneySettings.validation.<field>.<rule>`.
 */
export const moneySettingsSchema = z.object({
  price: requiredAmount((problem) => message('price', problem), { allowZero: true }),
  currencyId: requiredChoice(message('currencyId', 'required')),
  duration: minutes('duration', 1),
  pause: minutes('pause', 0),
});

/** What the form edits, as typed. */
export type MoneySettingsValues = z.input<typeof moneySettingsSchema>;

/** The numbers saved from values moneySettingsSchema accepted (the price rounded to 2 decimals). */
export function toMoneySettings(v: MoneySettingsValues) {
  return {
    price: parseAmount(v.price) ?? Number.NaN,
    duration: Number(v.duration.trim()),
    pause: Number(v.pause.trim()),
    currencyId: v.currencyId,
  };
}
