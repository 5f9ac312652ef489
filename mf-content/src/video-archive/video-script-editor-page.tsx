import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameSaveFailure } from '../common/use-save-failure';
import { useSaveVideoScript, useVideoScripts } from './use-video-scripts';
import { VIDEO_DESCRIPTION_MAX } from './video-form.rules';
import type { VideoScript } from './video-scripts.resource';
import { videoScriptSchema } from './video-script.rules';

const LIST = '/video-archive/video-scripts';

/** /video-archive/video-script/create and /video-archive/video-script/:id/edit (creator only): name, description. */
export function VideoScriptEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id } = useParams();
  const userId = useSession()?.userId;
  const scripts = useVideoScripts();
  useEscapeGoesBack(LIST);
  const editing = id ? scripts.data?.find((s) => s.id === id && s.createdBy === userId) : undefined;
  return (
    <EditorFrame
      title={id ? t('videoScripts.editTitle') : t('videoScripts.createTitle')}
      queries={[scripts]}
      notFound={Boolean(id) && !editing}
    >
      {() => <VideoScriptForm key={id ?? 'new'} all={scripts.data!} editing={editing} />}
    </EditorFrame>
  );
}

function VideoScriptForm({ all, editing }: { all: VideoScript[]; editing: VideoScript | undefined }) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const save = useSaveVideoScript();
  const form = useSchemaForm(videoScriptSchema(all, editing), {
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
  });
  const saveFailed = useNameSaveFailure(form.setError, 'videoScripts');
  const { errors } = form.formState;

  const onSave = async (values: { name: string; description: string }) => {
    try {
      await save.mutateAsync({ id: editing?.id, ...values });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('videoScripts.updated') : t('videoScripts.created'));
    navigate(LIST);
  };

  return (
    <FormFrame
      onSubmit={form.submit(onSave)}
      label={editing ? t('videoScripts.editTitle') : t('videoScripts.createTitle')}
      cancelTo={LIST}
      saving={form.formState.isSubmitting}
    >
      <TextField
        label={t('videoScripts.name')}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <TextField
        label={t('videoScripts.description')}
        maxLength={VIDEO_DESCRIPTION_MAX}
        {...form.register('description')}
        error={fieldErrorText(t, errors.description)}
      />
    </FormFrame>
  );
}
