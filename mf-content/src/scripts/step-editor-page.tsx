import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  Select,
  TextField,
  Link,
  toast,
  useEscapeGoesBack,
  useSession,
} from 'shared-ui';
import { Controller, fieldErrorText, useWatch } from 'shared-ui/forms';
import { useNameSaveFailure } from '../common/use-save-failure';
import { CheckboxGroup, Form, FormActions } from '../common/layout';
import { STEP_TYPES, type StepType, type StepValues } from './script.rules';
import type { ScriptItem } from './scripts.resource';
import { StepDescription, StepFiles } from './step-fields';
import { useStepForm } from './use-step-form';
import { useForms, usePresentationOptions, useSaveStep, useScriptItems, useScripts } from './use-scripts';

/** ./step/create and ./step/:stepId/edit of a script page. */
export function StepEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id = '', scriptId = '', stepId } = useParams();
  const items = useScriptItems(scriptId);
  const scripts = useScripts(id);
  const userId = useSession()?.userId;
  const back = `/appointment-type/${id}/script/${scriptId}`;
  useEscapeGoesBack(back);
  const title = stepId ? t('steps.editTitle') : t('steps.createTitle');
  if (items.isPending || scripts.isPending) return <PageSpinner label={t('common.loading')} />;
  const script = scripts.data?.find((s) => s.id === scriptId);
  const editing = stepId ? items.steps.find((s) => s.id === stepId) : undefined;
  if (items.isError || scripts.isError)
    return (
      <PageLayout title={title}>
        <ErrorPanel
          title={t('common.loadFailed')}
          onRetry={() =>
            Promise.all([items.isError && items.refetch(), scripts.isError && scripts.refetch()])
          }
        />
      </PageLayout>
    );
  if (!script || (stepId && !editing)) return <Navigate to="/not-found" replace />;
  // A step belongs to its script's creator (RLS: script_steps follow the script): nobody else adds or edits one.
  if (script.createdBy !== userId)
    return (
      <PageLayout title={title}>
        <EmptyState title={t('scripts.notCreatorItems')} action={<Link to={back}>{t('common.back')}</Link>} />
      </PageLayout>
    );
  return (
    <PageLayout title={title}>
      <StepForm key={stepId ?? 'new'} title={title} steps={items.steps} editing={editing} />
    </PageLayout>
  );
}

function StepForm({
  title,
  steps,
  editing,
}: {
  title: string;
  steps: ScriptItem[];
  editing: ScriptItem | undefined;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const { id = '', scriptId = '' } = useParams();
  const { form, ...upload } = useStepForm(editing, steps);
  const forms = useForms();
  const presentations = usePresentationOptions();
  const save = useSaveStep(scriptId);
  const saveFailed = useNameSaveFailure(form.setError, 'steps');
  const back = `/appointment-type/${id}/script/${scriptId}`;
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors, isSubmitting } = form.formState;

  const onSave = async (values: StepValues) => {
    if (upload.uploading) return;
    try {
      await save.mutateAsync({
        id: editing?.id,
        existing: steps,
        name: values.name,
        type: values.type as StepType,
        description: values.description,
        formId: values.formId || null,
        files: upload.files,
        presentationIds: values.presentationIds,
      });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('steps.updated') : t('steps.created'));
    navigate(back);
  };

  return (
    <Form onSubmit={form.submit(onSave)} noValidate aria-label={title}>
      <TextField label={t('steps.name')} {...form.register('name')} error={fieldErrorText(t, errors.name)} />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('steps.type')}
            value={field.value}
            placeholder={t('steps.typePlaceholder')}
            onValueChange={(value) => field.onChange(value as StepType)}
            error={fieldErrorText(t, errors.type)}
            options={STEP_TYPES.map((option) => ({ value: option, label: t(`steps.types.${option}`) }))}
          />
        )}
      />
      {type === 'QFORM' && (
        <Controller
          control={form.control}
          name="formId"
          render={({ field }) => (
            <Select
              label={t('steps.form')}
              value={field.value}
              placeholder={t('steps.formPlaceholder')}
              onValueChange={field.onChange}
              error={fieldErrorText(t, errors.formId)}
              options={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
            />
          )}
        />
      )}
      {type !== 'WHITEBOARD' && type !== '' && (
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => <StepDescription value={field.value} onChange={field.onChange} />}
        />
      )}
      {type === 'CUSTOM' && (
        <StepFiles
          files={upload.files}
          uploading={upload.uploading}
          failed={upload.uploadFailed}
          onAdd={upload.addFiles}
          onRemove={upload.removeFile}
        />
      )}
      {type === 'PRESENTATION' && (
        <Controller
          control={form.control}
          name="presentationIds"
          render={({ field }) => (
            <CheckboxGroup>
              <legend>{t('steps.presentations')}</legend>
              {(presentations.data ?? []).length === 0 && <span>{t('steps.noPresentations')}</span>}
              {(presentations.data ?? []).map((p) => (
                <label key={p.id}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(p.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, p.id]
                          : field.value.filter((chosen) => chosen !== p.id),
                      )
                    }
                  />
                  {p.name}
                </label>
              ))}
            </CheckboxGroup>
          )}
        />
      )}
      <FormActions>
        <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
        <Button variant="primary" type="submit" loading={isSubmitting} disabled={upload.uploading}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
