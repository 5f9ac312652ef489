import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameSaveFailure } from '../common/use-save-failure';
import type { Disorder } from '../common/disorders.resource';
import { useDisorders, useSaveDisorder } from '../common/use-disorders';
import { disorderSchema } from './disorder.rules';

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
  const form = useSchemaForm(disorderSchema(all, editing), { defaultValues: { name: editing?.name ?? '' } });
  const saveFailed = useNameSaveFailure(form.setError, 'disorders');

  const onSave = async ({ name }: { name: string }) => {
    try {
      await save.mutateAsync({ id: editing?.id, name });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('disorders.updated') : t('disorders.created'));
    navigate('/disorders');
  };

  return (
    <FormFrame
      readOnly={readOnly}
      onSubmit={form.submit(onSave)}
      label={editing ? t('disorders.editTitle') : t('disorders.createTitle')}
      cancelTo="/disorders"
      saving={form.formState.isSubmitting}
    >
      <TextField
        label={t('disorders.name')}
        {...form.register('name')}
        error={fieldErrorText(t, form.formState.errors.name)}
      />
    </FormFrame>
  );
}
