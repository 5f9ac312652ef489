import type { LiveSessionType } from 'shared-ui';
import { nameError, type NameErrorKind, type NamedItem } from '../common/name.rules';

export const STEP_TYPES = ['CUSTOM', 'QFORM', 'WHITEBOARD', 'PRESENTATION'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Endings of a script (spec 001 §2): next appointment, next therapist, treatment package, page. */
export const ENDING_TYPES = ['NEXT_APPOINTMENT', 'NEXT_THERAPIST', 'TREATMENT_PACKAGE', 'PAGE'] as const;
export type EndingType = (typeof ENDING_TYPES)[number];

export interface ScriptValues {
  name: string;
  disorderId: string;
  liveSessionTypes: LiveSessionType[];
}

export type ScriptErrors = Partial<{ name: NameErrorKind; liveSessionTypes: 'required' }>;

/** Script names unique within clinic and appointment type; at least one live session type (spec 001 §5). */
export function validateScript(
  values: ScriptValues,
  sameType: readonly NamedItem[],
  editing?: { id: string; name: string },
): ScriptErrors {
  const errors: ScriptErrors = {};
  const name = nameError(values.name, sameType, editing);
  if (name) errors.name = name;
  if (values.liveSessionTypes.length === 0) errors.liveSessionTypes = 'required';
  return errors;
}

export interface StepValues {
  name: string;
  type: StepType | '';
  formId: string;
}

export type StepErrors = Partial<{ name: NameErrorKind; type: 'required'; formId: 'required' }>;

/** Step name required and unique within the script, a type, and a form for QFORM steps (spec 002 §5). */
export function validateStep(
  values: StepValues,
  sameScript: readonly NamedItem[],
  editing?: { id: string; name: string },
): StepErrors {
  const errors: StepErrors = {};
  const name = nameError(values.name, sameScript, editing);
  if (name) errors.name = name;
  if (!values.type) errors.type = 'required';
  if (values.type === 'QFORM' && !values.formId) errors.formId = 'required';
  return errors;
}

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
