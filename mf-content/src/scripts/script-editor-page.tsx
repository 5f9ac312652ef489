import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { LIVE_SESSION_TYPES, Select, TextField, toast, useEscapeGoesBack, useSession } from 'shared-ui';
import { Controller, fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import { useNameSaveFailure } from '../common/use-save-failure';
import { EditorFrame, FormFrame } from '../common/form-frame';
import { CheckboxGroup, FieldError } from '../common/layout';
import { useDisorders } from '../common/use-disorders';
import { scriptSchema, type ScriptValues } from './script.rules';
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
  const form = useSchemaForm(scriptSchema(all, editing), {
    defaultValues: {
      name: editing?.name ?? '',
      disorderId: editing?.disorderId ?? NO_DISORDER,
      liveSessionTypes: editing?.liveSessionTypes ?? [],
    },
  });
  const saveFailed = useNameSaveFailure(form.setError, 'scripts');
  const { errors } = form.formState;
  const back = `/appointment-type/${appointmentTypeId}/scripts`;

  const onSave = async ({ name, disorderId, liveSessionTypes }: ScriptValues) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        count: all.length,
        name,
        disorderId: disorderId === NO_DISORDER ? null : disorderId,
        liveSessionTypes: LIVE_SESSION_TYPES.filter((type) => liveSessionTypes.includes(type)),
      });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('scripts.updated') : t('scripts.created'));
    navigate(back);
  };

  return (
    <FormFrame
      readOnly={readOnly}
      onSubmit={form.submit(onSave)}
      label={title}
      cancelTo={back}
      saving={form.formState.isSubmitting}
    >
      <TextField
        label={t('scripts.name')}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <Controller
        control={form.control}
        name="disorderId"
        render={({ field }) => (
          <Select
            label={t('scripts.disorder')}
            value={field.value}
            onValueChange={field.onChange}
            options={[
              { value: NO_DISORDER, label: t('scripts.noDisorder') },
              ...disorders.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        )}
      />
      <Controller
        control={form.control}
        name="liveSessionTypes"
        render={({ field }) => (
          <CheckboxGroup aria-describedby={errors.liveSessionTypes ? 'live-session-types-error' : undefined}>
            <legend>{t('scripts.liveSessionTypesLabel')}</legend>
            {LIVE_SESSION_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  checked={field.value.includes(type)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...field.value, type] : field.value.filter((t) => t !== type),
                    )
                  }
                />
                {t(`scripts.liveSessionTypes.${type}`)}
              </label>
            ))}
            {errors.liveSessionTypes && (
              <FieldError id="live-session-types-error" role="alert">
                {fieldErrorText(t, errors.liveSessionTypes)}
              </FieldError>
            )}
          </CheckboxGroup>
        )}
      />
    </FormFrame>
  );
}
