import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageLayout, PageSpinner } from 'shared-ui';
import { Form, FormActions } from './layout';

/**
 * The frame of the catalogue's create/edit pages (appointment types, scripts, disorders, evaluation states):
 * a spinner while any query loads, the load error, 'not found' for an id that is not in the list, else the
 * page with its title. `children` is a function so it runs only once the data is there.
 */
export function EditorFrame({
  title,
  queries,
  notFound,
  children,
}: {
  title: string;
  queries: ReadonlyArray<{ isPending: boolean; isError: boolean }>;
  notFound: boolean;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('mf-content');
  if (queries.some((q) => q.isPending)) return <PageSpinner label={t('common.loading')} />;
  if (queries.some((q) => q.isError))
    return (
      <PageLayout title={title}>
        <EmptyState role="alert" title={t('common.loadFailed')} />
      </PageLayout>
    );
  if (notFound)
    return (
      <PageLayout title={title}>
        <EmptyState title={t('common.notFound')} />
      </PageLayout>
    );
  return <PageLayout title={title}>{children()}</PageLayout>;
}

/** The catalogue's form: its fields, then Cancel (back to `cancelTo`) and Save (busy while saving). */
export function FormFrame({
  label,
  onSubmit,
  cancelTo,
  saving,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  cancelTo: string;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <FormActions>
        <Button onClick={() => navigate(cancelTo)}>{t('common.cancel')}</Button>
        <Button variant="primary" type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
