import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameField } from '../common/use-name-field';
import type { Disorder } from '../common/disorders.resource';
import { useDisorders, useSaveDisorder } from '../common/use-disorders';

/** /disorder/create and /disorder/:id/edit: name, Cancel and Save. */
export function DisorderEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id } = useParams();
  const disorders = useDisorders();
  useEscapeGoesBack('/disorders');
  const title = id ? t('disorders.editTitle') : t('disorders.createTitle');
  const editing = id ? disorders.data?.find((d) => d.id === id) : undefined;
  return (
    <EditorFrame title={title} queries={[disorders]} notFound={Boolean(id) && !editing}>
      {() => <DisorderForm key={id ?? 'new'} all={disorders.data!} editing={editing} />}
    </EditorFrame>
  );
}

function DisorderForm({ all, editing }: { all: Disorder[]; editing: Disorder | undefined }) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  // Someone else's row (every staff member reads the clinic's): shown read-only, only its creator edits.
  const readOnly = editing && editing.createdBy !== userId ? t('disorders.notCreator') : undefined;
  const save = useSaveDisorder();
  const name = useNameField({
    initial: editing?.name,
    others: all,
    editing,
    text: (kind) => t(`disorders.errors.${kind}`),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.check()) return;
    save.mutate(
      { id: editing?.id, name: name.value },
      {
        onSuccess: () => {
          toast.success(editing ? t('disorders.updated') : t('disorders.created'));
          navigate('/disorders');
        },
        onError: name.handleSaveError,
      },
    );
  };

  return (
    <FormFrame
      readOnly={readOnly}
      onSubmit={onSubmit}
      label={editing ? t('disorders.editTitle') : t('disorders.createTitle')}
      cancelTo="/disorders"
      saving={save.isPending}
    >
      <TextField
        label={t('disorders.name')}
        value={name.value}
        error={name.error}
        onChange={(event) => name.onChange(event.target.value)}
      />
    </FormFrame>
  );
}
