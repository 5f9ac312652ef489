import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Select, TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { Controller, fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameSaveFailure } from '../common/use-save-failure';
import { EVALUATION_LEVELS, type EvaluationLevel } from '../common/evaluation-levels';
import type { EvaluationState } from '../common/evaluation-states.resource';
import { useEvaluationStates, useSaveEvaluationState } from '../common/use-evaluation-states';
import { evaluationStateSchema } from './evaluation-state.rules';

/** /evaluation-state/create and /evaluation-state/:id/edit: name (Enter submits), level, Cancel and Save. */
export function EvaluationStateEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id } = useParams();
  const states = useEvaluationStates();
  useEscapeGoesBack('/evaluation-states');
  const title = id ? t('evaluationStates.editTitle') : t('evaluationStates.createTitle');
  const editing = id ? states.data?.find((s) => s.id === id) : undefined;
  return (
    <EditorFrame title={title} queries={[states]} notFound={Boolean(id) && !editing}>
      {() => <EvaluationStateForm key={id ?? 'new'} all={states.data!} editing={editing} title={title} />}
    </EditorFrame>
  );
}

function EvaluationStateForm({
  all,
  editing,
  title,
}: {
  all: EvaluationState[];
  editing: EvaluationState | undefined;
  title: string;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  // Someone else's row (every staff member reads the clinic's): shown read-only, only its creator edits.
  const readOnly = editing && editing.createdBy !== userId ? t('evaluationStates.notCreator') : undefined;
  const save = useSaveEvaluationState();
  const form = useSchemaForm(evaluationStateSchema(all, editing), {
    defaultValues: { name: editing?.name ?? '', level: editing?.level ?? 1 },
  });
  const saveFailed = useNameSaveFailure(form.setError, 'evaluationStates');

  const onSave = async ({ name, level }: { name: string; level: EvaluationLevel }) => {
    try {
      await save.mutateAsync({ id: editing?.id, name, level });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('evaluationStates.updated') : t('evaluationStates.created'));
    navigate('/evaluation-states');
  };

  return (
    <FormFrame
      readOnly={readOnly}
      onSubmit={form.submit(onSave)}
      label={title}
      cancelTo="/evaluation-states"
      saving={form.formState.isSubmitting}
    >
      <TextField
        label={t('evaluationStates.name')}
        {...form.register('name')}
        error={fieldErrorText(t, form.formState.errors.name)}
      />
      <Controller
        control={form.control}
        name="level"
        render={({ field }) => (
          <Select
            label={t('evaluationStates.level')}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(Number(value) as EvaluationLevel)}
            options={EVALUATION_LEVELS.map((l) => ({
              value: String(l),
              label: t(`evaluationStates.levels.${l}`),
            }))}
          />
        )}
      />
    </FormFrame>
  );
}
