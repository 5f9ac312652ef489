import { nameError, type NameErrorKind, type NamedItem } from '../common/name.rules';

/** Spec 001 §9: description rule 10000 (the template's content is its description). */
export const TEMPLATE_CONTENT_MAX_LENGTH = 10000;

export interface TemplateValues {
  name: string;
  content: string;
  scriptId: string;
  stepId: string;
  disorderId: string;
  evaluationStateId: string;
  evaluationStateLevels: number[];
}

export type TemplateErrors = Partial<{ name: NameErrorKind; content: 'tooLong' }>;

/** Name unique within clinic and appointment type (spec 002 §5); content at most 10000 characters. */
export function validateTemplate(
  values: TemplateValues,
  sameType: readonly NamedItem[],
  editing?: { id: string; name: string },
): TemplateErrors {
  const errors: TemplateErrors = {};
  const name = nameError(values.name, sameType, editing);
  if (name) errors.name = name;
  if (values.content.length > TEMPLATE_CONTENT_MAX_LENGTH) errors.content = 'tooLong';
  return errors;
}

/** Changing the script clears the step (spec 002 §5); the step picker is disabled until a script is chosen. */
export function changeScript(values: TemplateValues, scriptId: string): TemplateValues {
  return scriptId === values.scriptId ? values : { ...values, scriptId, stepId: '' };
}

export const isStepPickerEnabled = (values: TemplateValues): boolean => values.scriptId !== '';

/** Levels only mean something with an evaluation state: clearing the state clears them. */
export function changeEvaluationState(values: TemplateValues, evaluationStateId: string): TemplateValues {
  return {
    ...values,
    evaluationStateId,
    evaluationStateLevels: evaluationStateId ? values.evaluationStateLevels : [],
  };
}

export function toggleLevel(levels: readonly number[], level: number, on: boolean): number[] {
  const next = on ? [...new Set([...levels, level])] : levels.filter((l) => l !== level);
  return next.sort((a, b) => a - b);
}
