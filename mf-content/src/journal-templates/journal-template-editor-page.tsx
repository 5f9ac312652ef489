import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  RichTextEditor,
  Select,
  TextField,
  toast,
  useEscapeGoesBack,
  useSession,
} from 'shared-ui';
import { Controller, fieldErrorText } from 'shared-ui/forms';
import { useNameSaveFailure } from '../common/use-save-failure';
import { CheckboxGroup, Form, FormActions, ReadOnlyNote } from '../common/layout';
import { useDisorders } from '../common/use-disorders';
import { EVALUATION_LEVELS } from '../common/evaluation-levels';
import { useEvaluationStates } from '../common/use-evaluation-states';
import type { JournalTemplate } from './journal-templates.resource';
import { isStepPickerEnabled, type TemplateValues } from './template.rules';
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
 * read-only with a note and no Save. A template the viewer may not read at all is not in the list: the not-found page.
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
  if (templates.isError)
    return (
      <PageLayout title={title}>
        <ErrorPanel title={t('common.loadFailed')} onRetry={() => templates.refetch()} />
      </PageLayout>
    );
  if (templateId && !editing) return <Navigate to="/not-found" replace />;
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
  const { form, values, ...change } = useTemplateForm(editing, all);
  const scripts = useScriptOptions(id);
  const steps = useStepOptions(values.scriptId || undefined).data ?? [];
  const disorders = useDisorders();
  const states = useEvaluationStates();
  const save = useSaveJournalTemplate(id);
  const saveFailed = useNameSaveFailure(form.setError, 'templates');
  const back = `/appointment-type/${id}/journal-templates`;
  const { errors, isSubmitting } = form.formState;
  const none = { value: NONE, label: t('templates.none') };

  const onSave = async (saved: TemplateValues) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        name: saved.name,
        content: saved.content,
        scriptId: saved.scriptId || null,
        stepId: saved.stepId || null,
        disorderId: saved.disorderId || null,
        evaluationStateId: saved.evaluationStateId || null,
        evaluationStateLevels: saved.evaluationStateLevels,
      });
    } catch (failure) {
      saveFailed(failure);
      return;
    }
    toast.success(editing ? t('templates.updated') : t('templates.created'));
    navigate(back);
  };
  // Someone else's template has no Save; Enter in a field must not save it either.
  const onSubmit = readOnly
    ? (event: { preventDefault: () => void }) => event.preventDefault()
    : form.submit(onSave);

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={title}>
      {readOnly && <ReadOnlyNote role="note">{t('templates.notCreator')}</ReadOnlyNote>}
      <TextField
        label={t('templates.name')}
        disabled={readOnly}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <Select
        label={t('templates.script')}
        value={toSelect(values.scriptId)}
        disabled={readOnly}
        onValueChange={(value) => change.setScript(fromSelect(value))}
        options={[none, ...(scripts.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      <Controller
        control={form.control}
        name="stepId"
        render={({ field }) => (
          <Select
            label={t('templates.step')}
            value={toSelect(field.value)}
            disabled={readOnly || !isStepPickerEnabled(values)}
            hint={readOnly || isStepPickerEnabled(values) ? undefined : t('templates.stepHint')}
            onValueChange={(value) => field.onChange(fromSelect(value))}
            options={[none, ...steps.map((s) => ({ value: s.id, label: s.name }))]}
          />
        )}
      />
      <Controller
        control={form.control}
        name="disorderId"
        render={({ field }) => (
          <Select
            label={t('templates.disorder')}
            value={toSelect(field.value)}
            disabled={readOnly}
            onValueChange={(value) => field.onChange(fromSelect(value))}
            options={[none, ...(disorders.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
          />
        )}
      />
      <Select
        label={t('templates.evaluationState')}
        value={toSelect(values.evaluationStateId)}
        disabled={readOnly}
        onValueChange={(value) => change.setEvaluationState(fromSelect(value))}
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
                onChange={(event) => change.toggleLevel(level, event.target.checked)}
              />
              {t(`evaluationStates.levels.${level}`)}
            </label>
          ))}
        </CheckboxGroup>
      )}
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            label={t('templates.content')}
            value={field.value}
            onChange={field.onChange}
            disabled={readOnly}
            hint={readOnly ? undefined : t('templates.contentHint')}
            error={fieldErrorText(t, errors.content)}
          />
        )}
      />
      <FormActions>
        <Button onClick={() => navigate(back)}>{readOnly ? t('common.back') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="primary" type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
