import { useSchemaForm } from 'shared-ui/forms';
import {
  changeEvaluationState,
  changeScript,
  templateSchema,
  toggleLevel,
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

/**
 * The journal template form (shared-ui/forms with templateSchema) and the changes that touch more than one
 * field, written as the pure rules of template.rules.ts: a new script clears the step, no evaluation state
 * clears the levels.
 */
export function useTemplateForm(editing: JournalTemplate | undefined, sameType: JournalTemplate[]) {
  const form = useSchemaForm(
    templateSchema(sameType, editing ? { id: editing.id, name: editing.name } : undefined),
    { defaultValues: fromTemplate(editing) },
  );
  return {
    form,
    values: form.watch(),
    setScript: (scriptId: string) => form.update((v) => changeScript(v, scriptId)),
    setEvaluationState: (id: string) => form.update((v) => changeEvaluationState(v, id)),
    toggleLevel: (level: number, on: boolean) =>
      form.update((v) => ({ ...v, evaluationStateLevels: toggleLevel(v.evaluationStateLevels, level, on) })),
  };
}
