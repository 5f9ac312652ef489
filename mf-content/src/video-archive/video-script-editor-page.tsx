import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { useNameField } from '../common/use-name-field';
import { useSaveVideoScript, useVideoScripts } from './use-video-scripts';
import { VIDEO_DESCRIPTION_MAX } from './video-form.rules';
import type { VideoScript } from './video-scripts.resource';

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
  const [description, setDescription] = useState(editing?.description ?? '');
  const name = useNameField({
    initial: editing?.name,
    others: all,
    editing,
    text: (kind) => t(`videoScripts.errors.${kind}`),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.check()) return;
    save.mutate(
      { id: editing?.id, name: name.value, description },
      {
        onSuccess: () => {
          toast.success(editing ? t('videoScripts.updated') : t('videoScripts.created'));
          navigate(LIST);
        },
        onError: name.handleSaveError,
      },
    );
  };

  return (
    <FormFrame
      onSubmit={onSubmit}
      label={editing ? t('videoScripts.editTitle') : t('videoScripts.createTitle')}
      cancelTo={LIST}
      saving={save.isPending}
    >
      <TextField
        label={t('videoScripts.name')}
        value={name.value}
        error={name.error}
        onChange={(event) => name.onChange(event.target.value)}
      />
      <TextField
        label={t('videoScripts.description')}
        value={description}
        maxLength={VIDEO_DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
      />
    </FormFrame>
  );
}
