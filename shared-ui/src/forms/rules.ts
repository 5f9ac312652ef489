import { z } from './schema';
import { validateAmount, type AmountError } from '../format/money';
import { validateText } from '../validation/text';

/** The i18n keys of a text field's messages (spec 000 §5: empty, whitespace only, too long). */
export interface TextMessages {
  required: string;
  blank: string;
  tooLong?: string;
}

/**
 * A text field by the spec's generic rule (spec 000 §5; shared-ui's `validateText`, the one implementation):
 * empty → `required`, whitespace only → `blank`, longer than `maxLength` → `tooLong`. The parsed value is the
 * text as typed (trimming is the save's decision). Where the database holds the same limit, pass the constant
 * the database test compares with, so the two cannot drift.
 */
export function requiredText(messages: TextMessages, maxLength?: number) {
  return z.string().superRefine((value, context) => {
    const problem = validateText(value, messages, maxLength);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** An optional text: '' is fine; otherwise at most `maxLength` characters. */
export function optionalText(tooLong: string, maxLength: number) {
  return z.string().max(maxLength, { message: tooLong });
}

/** A choice that must be made (a select's value): '' → `required`. */
export function requiredChoice(required: string) {
  return z.string().min(1, { message: required });
}

/**
 * An amount typed as text, by shared-ui's one amount rule (`validateAmount`: 600,50 and 600.50 alike, at most
 * MAX_AMOUNT, above 0 or — with `allowZero` — at least 0). `message` gives each problem's i18n key
 * (`'required'`, `'invalid'`, `'notPositive'`, `'negative'`, `'tooLarge'`). The parsed value is the text as typed
 * (`parseAmount` is the save's).
 */
export function requiredAmount(message: (problem: AmountError) => string, options: { allowZero: boolean }) {
  return z.string().superRefine((value, context) => {
    const problem = validateAmount(value, options);
    if (problem) context.addIssue({ code: 'custom', message: message(problem) });
  });
}

/** The longest duration or pause a form takes: a day. */
export const MAX_MINUTES = 24 * 60;

/**
 * Whole minutes typed as text (an appointment's duration or pause; numeric inputs have minimum 0, spec 000 §5):
 * empty → `messages.required`; not a whole number from `min` up to a day → `messages.invalid`. The parsed value
 * is the text as typed (`Number(text)` is the save's).
 */
export function wholeMinutes(messages: { required: string; invalid: string }, { min }: { min: number }) {
  return z.string().superRefine((value, context) => {
    const text = value.trim();
    const minutes = Number(text);
    const problem =
      text === ''
        ? messages.required
        : /^\d+$/.test(text) && minutes >= min && minutes <= MAX_MINUTES
          ? null
          : messages.invalid;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}
