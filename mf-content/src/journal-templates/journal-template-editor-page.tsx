import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  PageLayout,
  PageSpinner,
  RichTextEditor,
  Select,
  TextField,
  toast,
  useEscapeGoesBack,
  useSession,
} from 'shared-ui';
import { useSaveFailure } from '../common/use-save-failure';
import { CheckboxGroup, Form, FormActions, ReadOnlyNote } from '../common/layout';
import { useDisorders } from '../common/use-disorders';
import { EVALUATION_LEVELS } from '../common/evaluation-levels';
import { useEvaluationStates } from '../common/use-evaluation-states';
import type { JournalTemplate } from './journal-templates.resource';
import { isStepPickerEnabled } from './template.rules';
import {
  useJournalTemplates,
  useSaveJournalTemplate,
  useScriptOptions,
  useStepOptions,
} from './use-journal-templates';
import { useTemplateForm } from './use-template-form';

const NONE = 'none';
const toSelect = (value: string) => value || NONE;
const fromSelect = (value: string) => (value === NONE ? '' : value);

/**
 * /appointment-type/:id/journal-template/create and …/journal-template/:templateId/edit. Every staff member of
 * the clinic reads every template of it (RLS: journal_templates read = staff), but only its creator may change it
 * (spec 002: 'edited or removed only by its creator'): anyone else reaching the edit URL sees the template
 * read-only with a note and no Save. A template the viewer may not read at all is not in the list: 'Not found'.
 */
export function JournalTemplateEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id = '', templateId } = useParams();
  const templates = useJournalTemplates(id);
  const userId = useSession()?.userId;
  useEscapeGoesBack(`/appointment-type/${id}/journal-templates`);
  const title = templateId ? t('templates.editTitle') : t('templates.createTitle');
  if (templates.isPending) return <PageSpinner label={t('common.loading')} />;
  const editing = templateId ? templates.data?.find((tpl) => tpl.id === templateId) : undefined;
  const readOnly = Boolean(editing && editing.createdBy !== userId);
  if (templates.isError || (templateId && !editing))
    return (
      <PageLayout title={title}>
        <EmptyState title={t(templates.isError ? 'common.loadFailed' : 'common.notFound')} />
      </PageLayout>
    );
  return (
    <PageLayout title={readOnly ? t('templates.viewTitle') : title}>
      <TemplateForm
        key={templateId ?? 'new'}
        title={readOnly ? t('templates.viewTitle') : title}
        all={templates.data}
        editing={editing}
        readOnly={readOnly}
      />
    </PageLayout>
  );
}

function TemplateForm({
  title,
  all,
  editing,
  readOnly,
}: {
  title: string;
  all: JournalTemplate[];
  editing: JournalTemplate | undefined;
  /** Someone else's template: every field disabled, no Save (the database would refuse it anyway). */
  readOnly: boolean;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const form = useTemplateForm(editing, all);
  const scripts = useScriptOptions(id);
  const steps = useStepOptions(form.values.scriptId || undefined).data ?? [];
  const disorders = useDisorders();
  const states = useEvaluationStates();
  const save = useSaveJournalTemplate(id);
  const saveFailed = useSaveFailure();
  const back = `/appointment-type/${id}/journal-templates`;
  const { values, errors } = form;
  const none = { value: NONE, label: t('templates.none') };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = form.validate();
    if (found.name === 'duplicate') toast.error(t('templates.errors.duplicate'));
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: editing?.id,
        name: values.name,
        content: values.content,
        scriptId: values.scriptId || null,
        stepId: values.stepId || null,
        disorderId: values.disorderId || null,
        evaluationStateId: values.evaluationStateId || null,
        evaluationStateLevels: values.evaluationStateLevels,
      },
      {
        onSuccess: () => {
          toast.success(editing ? t('templates.updated') : t('templates.created'));
          navigate(back);
        },
        onError: (failure) =>
          saveFailed(failure, () => {
            form.setErrors((current) => ({ ...current, name: 'duplicate' }));
            toast.error(t('templates.errors.duplicate'));
          }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={title}>
      {readOnly && <ReadOnlyNote role="note">{t('templates.notCreator')}</ReadOnlyNote>}
      <TextField
        label={t('templates.name')}
        value={values.name}
        disabled={readOnly}
        error={errors.name ? t(`templates.errors.${errors.name}`) : undefined}
        onChange={(event) => form.setName(event.target.value)}
      />
      <Select
        label={t('templates.script')}
        value={toSelect(values.scriptId)}
        disabled={readOnly}
        onValueChange={(value) => form.setScript(fromSelect(value))}
        options={[none, ...(scripts.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      <Select
        label={t('templates.step')}
        value={toSelect(values.stepId)}
        disabled={readOnly || !isStepPickerEnabled(values)}
        hint={readOnly || isStepPickerEnabled(values) ? undefined : t('templates.stepHint')}
        onValueChange={(value) => form.setStep(fromSelect(value))}
        options={[none, ...steps.map((s) => ({ value: s.id, label: s.name }))]}
      />
      <Select
        label={t('templates.disorder')}
        value={toSelect(values.disorderId)}
        disabled={readOnly}
        onValueChange={(value) => form.setDisorder(fromSelect(value))}
        options={[none, ...(disorders.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
      />
      <Select
        label={t('templates.evaluationState')}
        value={toSelect(values.evaluationStateId)}
        disabled={readOnly}
        onValueChange={(value) => form.setEvaluationState(fromSelect(value))}
        options={[none, ...(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      {values.evaluationStateId && (
        <CheckboxGroup disabled={readOnly}>
          <legend>{t('templates.levels')}</legend>
          {EVALUATION_LEVELS.map((level) => (
            <label key={level}>
              <input
                type="checkbox"
                checked={values.evaluationStateLevels.includes(level)}
                onChange={(event) => form.toggleLevel(level, event.target.checked)}
              />
              {t(`evaluationStates.levels.${level}`)}
            </label>
          ))}
        </CheckboxGroup>
      )}
      <RichTextEditor
        label={t('templates.content')}
        value={values.content}
        onChange={form.setContent}
        disabled={readOnly}
        hint={readOnly ? undefined : t('templates.contentHint')}
        error={errors.content ? t('templates.errors.contentTooLong') : undefined}
      />
      <FormActions>
        <Button onClick={() => navigate(back)}>{readOnly ? t('common.back') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="primary" type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
