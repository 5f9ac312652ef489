import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  LIVE_SESSION_TYPES,
  Select,
  TextField,
  toast,
  useEscapeGoesBack,
  useSession,
  type LiveSessionType,
} from 'shared-ui';
import { useSaveFailure } from '../common/use-save-failure';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { CheckboxGroup, FieldError } from '../common/layout';
import { useDisorders } from '../common/use-disorders';
import { validateScript, type ScriptErrors } from './script.rules';
import type { Script } from './scripts.resource';
import { useSaveScript, useScripts } from './use-scripts';

const NO_DISORDER = 'none';

/** /appointment-type/:id/script/create and …/script/:scriptId/edit: name, disorder, live session types. */
export function ScriptEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id = '', scriptId } = useParams();
  const scripts = useScripts(id);
  const disorders = useDisorders();
  useEscapeGoesBack(`/appointment-type/${id}/scripts`);
  const title = scriptId ? t('scripts.editTitle') : t('scripts.createTitle');
  const editing = scriptId ? scripts.data?.find((s) => s.id === scriptId) : undefined;
  return (
    <EditorFrame title={title} queries={[scripts, disorders]} notFound={Boolean(scriptId) && !editing}>
      {() => (
        <ScriptForm
          key={scriptId ?? 'new'}
          title={title}
          appointmentTypeId={id}
          all={scripts.data!}
          editing={editing}
          disorders={disorders.data!}
        />
      )}
    </EditorFrame>
  );
}

function ScriptForm({
  title,
  appointmentTypeId,
  all,
  editing,
  disorders,
}: {
  title: string;
  appointmentTypeId: string;
  all: Script[];
  editing: Script | undefined;
  disorders: { id: string; name: string }[];
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  // Someone else's row (every staff member reads the clinic's): shown read-only, only its creator edits.
  const readOnly = editing && editing.createdBy !== userId ? t('scripts.notCreator') : undefined;
  const save = useSaveScript(appointmentTypeId);
  const saveFailed = useSaveFailure();
  const [name, setName] = useState(editing?.name ?? '');
  const [disorderId, setDisorderId] = useState(editing?.disorderId ?? NO_DISORDER);
  const [types, setTypes] = useState<LiveSessionType[]>(editing?.liveSessionTypes ?? []);
  const [errors, setErrors] = useState<ScriptErrors>({});
  const back = `/appointment-type/${appointmentTypeId}/scripts`;

  const duplicate = () => {
    setErrors((current) => ({ ...current, name: 'duplicate' }));
    toast.error(t('scripts.errors.duplicate'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateScript({ name, disorderId, liveSessionTypes: types }, all, editing);
    setErrors(found);
    if (found.name === 'duplicate') toast.error(t('scripts.errors.duplicate'));
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: editing?.id,
        count: all.length,
        name,
        disorderId: disorderId === NO_DISORDER ? null : disorderId,
        liveSessionTypes: LIVE_SESSION_TYPES.filter((type) => types.includes(type)),
      },
      {
        onSuccess: () => {
          toast.success(editing ? t('scripts.updated') : t('scripts.created'));
          navigate(back);
        },
        onError: (failure) => saveFailed(failure, duplicate),
      },
    );
  };

  const toggle = (type: LiveSessionType, on: boolean) => {
    setTypes((current) => (on ? [...current, type] : current.filter((t) => t !== type)));
    setErrors((current) => ({ ...current, liveSessionTypes: undefined }));
  };

  return (
    <FormFrame readOnly={readOnly} onSubmit={onSubmit} label={title} cancelTo={back} saving={save.isPending}>
      <TextField
        label={t('scripts.name')}
        value={name}
        error={errors.name ? t(`scripts.errors.${errors.name}`) : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <Select
        label={t('scripts.disorder')}
        value={disorderId}
        onValueChange={setDisorderId}
        options={[
          { value: NO_DISORDER, label: t('scripts.noDisorder') },
          ...disorders.map((d) => ({ value: d.id, label: d.name })),
        ]}
      />
      <CheckboxGroup aria-describedby={errors.liveSessionTypes ? 'live-session-types-error' : undefined}>
        <legend>{t('scripts.liveSessionTypesLabel')}</legend>
        {LIVE_SESSION_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {t(`scripts.liveSessionTypes.${type}`)}
          </label>
        ))}
        {errors.liveSessionTypes && (
          <FieldError id="live-session-types-error" role="alert">
            {t('scripts.errors.liveSessionTypes')}
          </FieldError>
        )}
      </CheckboxGroup>
    </FormFrame>
  );
}
