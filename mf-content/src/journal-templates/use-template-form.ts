import { useState } from 'react';
import {
  changeEvaluationState,
  changeScript,
  toggleLevel,
  validateTemplate,
  type TemplateErrors,
  type TemplateValues,
} from './template.rules';
import type { JournalTemplate } from './journal-templates.resource';

const fromTemplate = (template: JournalTemplate | undefined): TemplateValues => ({
  name: template?.name ?? '',
  content: template?.content ?? '',
  scriptId: template?.scriptId ?? '',
  stepId: template?.stepId ?? '',
  disorderId: template?.disorderId ?? '',
  evaluationStateId: template?.evaluationStateId ?? '',
  evaluationStateLevels: template?.evaluationStateLevels ?? [],
});

export function useTemplateForm(editing: JournalTemplate | undefined, sameType: JournalTemplate[]) {
  const [values, setValues] = useState(() => fromTemplate(editing));
  const [errors, setErrors] = useState<TemplateErrors>({});
  const update = (next: (current: TemplateValues) => TemplateValues, clear?: keyof TemplateErrors) => {
    setValues(next);
    if (clear) setErrors((current) => ({ ...current, [clear]: undefined }));
  };
  return {
    values,
    errors,
    setErrors,
    setName: (name: string) => update((v) => ({ ...v, name }), 'name'),
    setContent: (content: string) => update((v) => ({ ...v, content }), 'content'),
    setScript: (scriptId: string) => update((v) => changeScript(v, scriptId)),
    setStep: (stepId: string) => update((v) => ({ ...v, stepId })),
    setDisorder: (disorderId: string) => update((v) => ({ ...v, disorderId })),
    setEvaluationState: (id: string) => update((v) => changeEvaluationState(v, id)),
    toggleLevel: (level: number, on: boolean) =>
      update((v) => ({ ...v, evaluationStateLevels: toggleLevel(v.evaluationStateLevels, level, on) })),
    validate: () => {
      const found = validateTemplate(
        values,
        sameType,
        editing ? { id: editing.id, name: editing.name } : undefined,
      );
      setErrors(found);
      return found;
    },
  };
}
