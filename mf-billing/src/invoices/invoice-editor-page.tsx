import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel, PageLayout, PageSpinner, toast, useErrorMessage, useEscapeGoesBack } from 'shared-ui';
import type { InvoiceDetail } from './invoices.resource';
import { InvoiceForm } from './invoice-form';
import { useInvoice } from './use-invoices';
import { useInvoiceDefaults, useInvoiceForm } from './use-invoice-form';
import type { InvoiceFormValues } from './invoice.rules';

/** The form once what it starts from is loaded (the next number and the currencies for a new invoice). */
function Editor({ existing }: { existing?: InvoiceDetail }) {
  const { t } = useTranslation('mf-billing');
  const back = existing ? `/invoice/${existing.id}` : '/invoices';
  useEscapeGoesBack(back);
  const { defaults, failed, retry } = useInvoiceDefaults(existing);
  if (failed) return <ErrorPanel title={t('invoice.loadError')} onRetry={retry} />;
  if (!defaults) return <PageSpinner label={t('loading')} />;
  return <EditorForm existing={existing} defaults={defaults} back={back} />;
}

function EditorForm({
  existing,
  defaults,
  back,
}: {
  existing: InvoiceDetail | undefined;
  defaults: InvoiceFormValues;
  back: string;
}) {
  const { t } = useTranslation('mf-billing');
  const navigate = useNavigate();
  const form = useInvoiceForm(existing, defaults);
  const errorText = useErrorMessage('mf-billing');
  const onSubmit = form.submit({
    saved: (id, pdfFailed) => {
      if (pdfFailed) toast.error(t('invoiceEditor.createError'));
      // Spec 002 §2: after create or edit the route is replaced by the invoice page.
      navigate(`/invoice/${id}`, { replace: true });
    },
    failed: (error, onField) => {
      if (!onField) toast.error(errorText(error, 'invoiceEditor.createError'));
    },
  });
  return <InvoiceForm form={form} onSubmit={onSubmit} onCancel={() => navigate(back)} />;
}

/** /invoice/create and /invoice/:id/edit. */
export function InvoiceEditorPage() {
  const { t } = useTranslation('mf-billing');
  const { id } = useParams();
  return (
    <PageLayout title={id ? t('invoiceEditor.editTitle') : t('invoiceEditor.title')}>
      {id ? <EditInvoice id={id} /> : <Editor />}
    </PageLayout>
  );
}

function EditInvoice({ id }: { id: string }) {
  const { t } = useTranslation('mf-billing');
  const invoice = useInvoice(id);
  if (invoice.isPending) return <PageSpinner label={t('loading')} />;
  // an unknown, another clinic's or a malformed id is a not-found (the shell's page), not a failure
  if (invoice.notFound) return <Navigate to="/not-found" replace />;
  if (invoice.isError) return <ErrorPanel title={t('invoice.loadError')} onRetry={() => invoice.refetch()} />;
  return <Editor existing={invoice.data} />;
}
