import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Select, TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameField } from '../common/use-name-field';
import { EVALUATION_LEVELS, type EvaluationLevel } from '../common/evaluation-levels';
import type { EvaluationState } from '../common/evaluation-states.resource';
import { useEvaluationStates, useSaveEvaluationState } from '../common/use-evaluation-states';

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
  const [level, setLevel] = useState<EvaluationLevel>(editing?.level ?? 1);
  const name = useNameField({
    initial: editing?.name,
    others: all,
    editing,
    text: (kind) => t(`evaluationStates.errors.${kind}`),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.check()) return;
    save.mutate(
      { id: editing?.id, name: name.value, level },
      {
        onSuccess: () => {
          toast.success(editing ? t('evaluationStates.updated') : t('evaluationStates.created'));
          navigate('/evaluation-states');
        },
        onError: name.handleSaveError,
      },
    );
  };

  return (
    <FormFrame
      readOnly={readOnly}
      onSubmit={onSubmit}
      label={title}
      cancelTo="/evaluation-states"
      saving={save.isPending}
    >
      <TextField
        label={t('evaluationStates.name')}
        value={name.value}
        error={name.error}
        onChange={(event) => name.onChange(event.target.value)}
      />
      <Select
        label={t('evaluationStates.level')}
        value={String(level)}
        onValueChange={(value) => setLevel(Number(value) as EvaluationLevel)}
        options={EVALUATION_LEVELS.map((l) => ({
          value: String(l),
          label: t(`evaluationStates.levels.${l}`),
        }))}
      />
    </FormFrame>
  );
}
