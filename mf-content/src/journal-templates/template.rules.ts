import { optionalText, z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

/**
 * Spec 001 §9: description rule 10000 (the template's content is its description). The form's own limit: the
 * database's journal_templates.content has none.
 */
export const TEMPLATE_CONTENT_MAX_LENGTH = 10000;

/** The journal template form: a name unique within clinic and appointment type (spec 002 §5), content at most 10000. */
export const templateSchema = (sameType: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('templates', sameType, editing),
    content: optionalText('templates.validation.content.tooLong', TEMPLATE_CONTENT_MAX_LENGTH),
    scriptId: z.string(),
    stepId: z.string(),
    disorderId: z.string(),
    evaluationStateId: z.string(),
    evaluationStateLevels: z.array(z.number()),
  });

export type TemplateValues = z.input<ReturnType<typeof templateSchema>>;

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
