import { requiredChoice, requiredText, z } from 'shared-ui/forms';

const message = (field: string, rule: string) => `calendarIntegration.validation.${field}.${rule}`;

/** The calendar the app writes to: one must be chosen (spec 000 §2.4). */
export const chooseCalendarSchema = z.object({
  calendarId: requiredChoice(message('calendarId', 'required')),
});

/** A new calendar at the provider: its name, not blank (the same text as empty; the service refuses it too). */
export const newCalendarSchema = z.object({
  name: requiredText({ required: message('name', 'required'), blank: message('name', 'required') }),
});

type ServiceCalendarLike = { id: string; primary?: boolean };

/** The calendar offered before the user chooses: the primary writable one, else the first writable one. */
export function defaultCalendarId<T extends ServiceCalendarLike>(
  items: readonly T[],
  writable: (calendar: T) => boolean,
): string {
  return (items.find((c) => writable(c) && c.primary) ?? items.find(writable))?.id ?? '';
}
