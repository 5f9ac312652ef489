import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  PersonalData,
  StatusChip,
  toast,
  useErrorMessage,
  useFormatMoney,
} from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { formatDay } from './invoice-format';
import { InvoicePreview } from './invoice-preview';
import { useInvoice, useInvoiceActions, useInvoicePdfUrl } from './use-invoices';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

/** /invoice/:id — facts, the PDF preview, and the actions of spec 002 §4. */
export function InvoicePage() {
  const { t } = useTranslation('mf-billing');
  const formatMoney = useFormatMoney();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const pdf = useInvoicePdfUrl(invoice.data);
  const actions = useInvoiceActions(id);
  const [confirming, setConfirming] = useState(false);
  // An invoice without a stored PDF (the seed's, or one whose PDF failed) gets it on first open, once; the
  // 'Create PDF' button stays for a failure.
  const triedPdf = useRef(false);
  const errorText = useErrorMessage('mf-billing');
  const data = invoice.data;
  const { regenerate } = actions;
  useEffect(() => {
    if (!data || data.pdfUrl || triedPdf.current) return;
    triedPdf.current = true;
    regenerate.mutate(data);
  }, [data, regenerate]);

  if (invoice.isPending) return <PageSpinner label={t('loading')} />;
  // an unknown, another clinic's or a malformed id is a not-found (the shell's page), not a failure; the invoice
  // this page is deleting is gone too, and the delete goes to the list itself
  const deleting = actions.remove.isPending || actions.remove.isSuccess;
  if (invoice.notFound)
    return deleting ? <PageSpinner label={t('loading')} /> : <Navigate to="/not-found" replace />;
  if (invoice.isError) {
    return (
      <PageLayout title={t('invoice.title')}>
        <ErrorPanel title={t('invoice.loadError')} onRetry={() => invoice.refetch()} />
      </PageLayout>
    );
  }
  const inv = invoice.data;
  const name = `${inv.patient?.firstName ?? ''} ${inv.patient?.lastName ?? ''}`.trim();

  // A second click while one of these is on its way does nothing (useInvoiceActions): one mail, one toggle, one
  // delete, one PDF.
  const remove = () =>
    actions.remove.mutate(undefined, {
      onError: (error) => toast.error(errorText(error, 'invoice.deleteError')),
    });
  const send = () =>
    actions.send.mutate(inv, {
      onSuccess: () => toast.success(`${t('invoice.sent')} ${name}`),
      onError: () => toast.error(`${t('invoice.sendError')} ${name}`),
    });
  const togglePaid = () =>
    actions.markPaid.mutate(
      { invoice: inv, isPaid: !inv.isPaid },
      { onError: (error) => toast.error(errorText(error, 'invoice.markPaidError')) },
    );
  // spec 002 §8: 'Something went wrong' versus 'Successfully created PDF'
  const createPdf = () =>
    actions.regenerate.mutate(inv, {
      onSuccess: () => toast.success(t('invoice.pdfCreated')),
      onError: () => toast.error(t('invoice.pdfError')),
    });

  return (
    <PageLayout
      title={t('invoice.heading', { number: inv.number })}
      actions={
        <Actions>
          <Button variant="secondary" onClick={() => navigate(`/invoice/${id}/edit`)}>
            {t('invoice.edit')}
          </Button>
          <Button variant="secondary" loading={actions.markPaid.isPending} onClick={togglePaid}>
            {inv.isPaid ? t('invoice.markUnpaid') : t('invoice.markPaid')}
          </Button>
          <Button variant="secondary" disabled={!inv.pdfUrl} loading={actions.send.isPending} onClick={send}>
            {t('invoice.send')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('invoice.delete')}
          </Button>
        </Actions>
      }
    >
      <Facts>
        <dt>{t('invoices.patient')}</dt>
        <dd>
          <PersonalData>{name}</PersonalData>
        </dd>
        <dt>{t('invoices.invoiceDate')}</dt>
        <dd>{formatDay(inv.invoiceDate)}</dd>
        <dt>{t('invoices.dueDate')}</dt>
        <dd>{formatDay(inv.dueDate)}</dd>
        <dt>{t('invoices.total')}</dt>
        <dd>{formatMoney(inv.total, inv.currencyCode)}</dd>
        <dt>{t('invoices.status')}</dt>
        <dd data-testid="invoice-status">
          <StatusChip tone={inv.isPaid ? 'success' : 'warning'}>
            {inv.isPaid ? t('invoices.paid') : t('invoices.unpaid')}
          </StatusChip>
        </dd>
      </Facts>
      <InvoicePreview
        url={pdf.data}
        missing={!inv.pdfUrl}
        creating={actions.regenerate.isPending}
        onCreate={createPdf}
        fileName={t('invoice.fileName', { number: inv.number })}
        title={t('invoice.heading', { number: inv.number })}
      />
      <ConfirmDialog
        open={confirming}
        title={t('invoice.deleteTitle')}
        message={t('invoice.deleteConfirm')}
        busy={actions.remove.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </PageLayout>
  );
}
