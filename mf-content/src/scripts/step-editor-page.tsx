import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  PageLayout,
  PageSpinner,
  Select,
  TextField,
  Link,
  toast,
  useEscapeGoesBack,
  useSession,
} from 'shared-ui';
import { useSaveFailure } from '../common/use-save-failure';
import { CheckboxGroup, Form, FormActions } from '../common/layout';
import { STEP_TYPES, type StepType } from './script.rules';
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
  const failed = items.isError || scripts.isError;
  if (failed || !script || (stepId && !editing))
    return (
      <PageLayout title={title}>
        <EmptyState
          role={failed ? 'alert' : undefined}
          title={t(failed ? 'common.loadFailed' : 'common.notFound')}
        />
      </PageLayout>
    );
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
  const form = useStepForm(editing, steps);
  const forms = useForms();
  const presentations = usePresentationOptions();
  const save = useSaveStep(scriptId);
  const saveFailed = useSaveFailure();
  const back = `/appointment-type/${id}/script/${scriptId}`;
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = form.validate();
    if (found.name === 'duplicate') toast.error(t('steps.errors.duplicate'));
    if (Object.keys(found).length > 0 || form.uploading) return;
    save.mutate(
      {
        id: editing?.id,
        existing: steps,
        name: values.name,
        type: values.type as StepType,
        description: form.description,
        formId: values.formId || null,
        files: form.files,
        presentationIds: form.presentationIds,
      },
      {
        onSuccess: () => {
          toast.success(editing ? t('steps.updated') : t('steps.created'));
          navigate(back);
        },
        onError: (failure) =>
          saveFailed(failure, () => {
            form.setErrors((current) => ({ ...current, name: 'duplicate' }));
            toast.error(t('steps.errors.duplicate'));
          }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={title}>
      <TextField
        label={t('steps.name')}
        value={values.name}
        error={errors.name ? t(`steps.errors.${errors.name}`) : undefined}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <Select
        label={t('steps.type')}
        value={values.type}
        placeholder={t('steps.typePlaceholder')}
        onValueChange={(value) => form.set('type', value as StepType)}
        error={errors.type ? t('steps.errors.type') : undefined}
        options={STEP_TYPES.map((type) => ({ value: type, label: t(`steps.types.${type}`) }))}
      />
      {values.type === 'QFORM' && (
        <Select
          label={t('steps.form')}
          value={values.formId}
          placeholder={t('steps.formPlaceholder')}
          onValueChange={(value) => form.set('formId', value)}
          error={errors.formId ? t('steps.errors.formId') : undefined}
          options={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
        />
      )}
      {values.type !== 'WHITEBOARD' && values.type !== '' && (
        <StepDescription value={form.description} onChange={form.setDescription} />
      )}
      {values.type === 'CUSTOM' && (
        <StepFiles
          files={form.files}
          uploading={form.uploading}
          failed={form.uploadFailed}
          onAdd={form.addFiles}
          onRemove={form.removeFile}
        />
      )}
      {values.type === 'PRESENTATION' && (
        <CheckboxGroup>
          <legend>{t('steps.presentations')}</legend>
          {(presentations.data ?? []).length === 0 && <span>{t('steps.noPresentations')}</span>}
          {(presentations.data ?? []).map((p) => (
            <label key={p.id}>
              <input
                type="checkbox"
                checked={form.presentationIds.includes(p.id)}
                onChange={(event) => form.togglePresentation(p.id, event.target.checked)}
              />
              {p.name}
            </label>
          ))}
        </CheckboxGroup>
      )}
      <FormActions>
        <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
        <Button variant="primary" type="submit" loading={save.isPending} disabled={form.uploading}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
