import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, PageLayout, PageSpinner, ErrorPanel } from 'shared-ui';
import styled from 'styled-components';
import { Form, FormActions, ReadOnlyNote } from './layout';

/** The fields of a read-only form: a disabled fieldset disables every input, select and button inside. */
const Fields = styled.fieldset`
  display: contents;
`;

/**
 * The frame of the catalogue's create/edit pages (appointment types, scripts, disorders, evaluation states):
 * a spinner while any query loads, the load error with Retry, the not-found page for an id that is not in the
 * list, else the
 * page with its title. `children` is a function so it runs only once the data is there.
 */
export function EditorFrame({
  title,
  queries,
  notFound,
  children,
}: {
  title: string;
  queries: ReadonlyArray<{ isPending: boolean; isError: boolean; refetch: () => Promise<unknown> }>;
  notFound: boolean;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('mf-content');
  if (queries.some((q) => q.isPending)) return <PageSpinner label={t('common.loading')} />;
  if (queries.some((q) => q.isError))
    return (
      <PageLayout title={title}>
        <ErrorPanel
          title={t('common.loadFailed')}
          onRetry={() => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))}
        />
      </PageLayout>
    );
  // one way in every remote: an id that is not there for this user is the not-found page
  if (notFound) return <Navigate to="/not-found" replace />;
  return <PageLayout title={title}>{children()}</PageLayout>;
}

/**
 * The catalogue's form: its fields, then Cancel (back to `cancelTo`) and Save (busy while saving; a second
 * submit while saving is ignored). With `readOnly` (someone else's row: only its creator edits) the note says
 * why, every field is disabled, there is no Save and Cancel reads Back.
 */
export function FormFrame({
  label,
  onSubmit,
  cancelTo,
  saving,
  readOnly,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  cancelTo: string;
  saving: boolean;
  readOnly?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    if (readOnly || saving) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      {readOnly && <ReadOnlyNote role="note">{readOnly}</ReadOnlyNote>}
      {readOnly ? <Fields disabled>{children}</Fields> : children}
      <FormActions>
        <Button onClick={() => navigate(cancelTo)}>{readOnly ? t('common.back') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="primary" type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
