import type { LiveSessionType } from 'shared-ui';
import { z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

export const STEP_TYPES = ['CUSTOM', 'QFORM', 'WHITEBOARD', 'PRESENTATION'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Endings of a script (spec 001 §2): next appointment, next therapist, treatment package, page. */
export const ENDING_TYPES = ['NEXT_APPOINTMENT', 'NEXT_THERAPIST', 'TREATMENT_PACKAGE', 'PAGE'] as const;
export type EndingType = (typeof ENDING_TYPES)[number];

/** The script form: a name unique within clinic and appointment type; at least one live session type (spec 001 §5). */
export const scriptSchema = (sameType: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('scripts', sameType, editing),
    disorderId: z.string(),
    liveSessionTypes: z
      .array(z.custom<LiveSessionType>())
      .min(1, { message: 'scripts.validation.liveSessionTypes.required' }),
  });

export type ScriptValues = z.input<ReturnType<typeof scriptSchema>>;

/**
 * The step form: a name required and unique within the script, a type, and a form for QFORM steps (spec 002 §5);
 * the description and the chosen presentations go along as typed.
 */
export const stepSchema = (sameScript: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z
    .object({
      name: nameField('steps', sameScript, editing),
      type: z.union([z.enum(STEP_TYPES), z.literal('')]).refine((type) => type !== '', {
        message: 'steps.validation.type.required',
      }),
      formId: z.string(),
      description: z.string(),
      presentationIds: z.array(z.string()),
    })
    .superRefine((values, context) => {
      if (values.type === 'QFORM' && !values.formId)
        context.addIssue({ code: 'custom', path: ['formId'], message: 'steps.validation.formId.required' });
    });

export type StepValues = z.input<ReturnType<typeof stepSchema>>;

/** Only endings not already in the script are offered (spec 001 §5). */
export function availableEndings(existing: readonly { type: string }[]): EndingType[] {
  const taken = new Set(existing.map((item) => item.type));
  return ENDING_TYPES.filter((type) => !taken.has(type));
}

export function validateEnding(type: string, existing: readonly { type: string }[]): 'required' | undefined {
  return availableEndings(existing).includes(type as EndingType) ? undefined : 'required';
}

/** New steps and endings get order equal to the current count of existing ones (spec 002 §4). */
export const nextOrder = (existing: readonly unknown[]): number => existing.length;

/** Moves one item up (-1) or down (+1) in the working order of 'Change order'; at an end nothing moves. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
