import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Link,
  PageLayout,
  PageSpinner,
  Select,
  toast,
  useEscapeGoesBack,
  useSession,
  ErrorPanel,
} from 'shared-ui';
import { Form, FormActions } from '../common/layout';
import { availableEndings, validateEnding } from './script.rules';
import { useAddEnding, useScriptItems, useScripts } from './use-scripts';
import { useSaveFailure } from '../common/use-save-failure';

/** /appointment-type/:id/script/:scriptId/ending/create: only endings not yet in the script are offered. */
export function EndingEditorPage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const { id = '', scriptId = '' } = useParams();
  const items = useScriptItems(scriptId);
  const scripts = useScripts(id);
  const userId = useSession()?.userId;
  const add = useAddEnding(scriptId);
  const [type, setType] = useState('');
  const [error, setError] = useState(false);
  const back = `/appointment-type/${id}/script/${scriptId}`;
  useEscapeGoesBack(back);

  if (items.isPending || scripts.isPending) return <PageSpinner label={t('common.loading')} />;
  if (items.isError || scripts.isError)
    return (
      <PageLayout title={t('endings.createTitle')}>
        <ErrorPanel
          title={t('common.loadFailed')}
          onRetry={() => Promise.all([items.refetch(), scripts.refetch()])}
        />
      </PageLayout>
    );
  const script = scripts.data.find((s) => s.id === scriptId);
  if (!script || script.createdBy !== userId)
    return (
      <PageLayout title={t('endings.createTitle')}>
        <EmptyState
          title={script ? t('scripts.notCreatorItems') : t('common.notFound')}
          action={script && <Link to={back}>{t('common.back')}</Link>}
        />
      </PageLayout>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (validateEnding(type, items.endings)) {
      setError(true);
      return;
    }
    add.mutate(
      { type, existing: items.endings },
      {
        onSuccess: () => {
          toast.success(t('endings.created'));
          navigate(back);
        },
        onError: (failure) => saveFailed(failure),
      },
    );
  };

  return (
    <PageLayout title={t('endings.createTitle')}>
      <Form onSubmit={onSubmit} noValidate aria-label={t('endings.createTitle')}>
        <Select
          label={t('endings.type')}
          value={type}
          placeholder={t('endings.typePlaceholder')}
          onValueChange={(value) => {
            setType(value);
            setError(false);
          }}
          error={error ? t('endings.errors.required') : undefined}
          options={availableEndings(items.endings).map((ending) => ({
            value: ending,
            label: t(`endings.types.${ending}`),
          }))}
        />
        <FormActions>
          <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" loading={add.isPending}>
            {t('common.save')}
          </Button>
        </FormActions>
      </Form>
    </PageLayout>
  );
}
