import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ErrorPanel,
  Modal,
  PageLayout,
  PageSpinner,
  PersonalData,
  StatusChip,
  toast,
  useFormatMoney,
} from 'shared-ui';
import { formatDay } from './invoice-format';
import { InvoicePreview } from './invoice-preview';
import { useSingleFlight } from '../single-flight';
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

const ConfirmActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
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
  // one write at a time (a double click: one mail, one toggle, one delete, one PDF)
  const once = useSingleFlight();
  const data = invoice.data;
  const { regenerate } = actions;
  useEffect(() => {
    if (!data || data.pdf_url || triedPdf.current) return;
    triedPdf.current = true;
    regenerate.mutate(data);
  }, [data, regenerate]);

  if (invoice.isPending) return <PageSpinner label={t('loading')} />;
  if (invoice.isError) {
    return (
      <PageLayout title={t('invoice.title')}>
        <ErrorPanel title={t('invoice.loadError')} onRetry={() => invoice.refetch()} />
      </PageLayout>
    );
  }
  const inv = invoice.data;
  const name = `${inv.patient?.first_name ?? ''} ${inv.patient?.last_name ?? ''}`.trim();

  // A second click while one of these is on its way does nothing (between renders the busy button may still
  // take it): one mail, one toggle, one delete.
  const remove = () =>
    once(() =>
      actions.remove.mutateAsync().then(
        () => navigate('/invoices'),
        () => toast.error(t('invoice.deleteError')),
      ),
    );
  const send = () =>
    once(() =>
      actions.send.mutateAsync(inv).then(
        () => toast.success(`${t('invoice.sent')} ${name}`),
        () => toast.error(`${t('invoice.sendError')} ${name}`),
      ),
    );
  const togglePaid = () =>
    once(() =>
      actions.markPaid
        .mutateAsync({ invoice: inv, isPaid: !inv.is_paid })
        .catch(() => toast.error(t('invoice.markPaidError'))),
    );
  // spec 002 §8: 'Something went wrong' versus 'Successfully created PDF'
  const createPdf = () =>
    once(() =>
      actions.regenerate.mutateAsync(inv).then(
        () => toast.success(t('invoice.pdfCreated')),
        () => toast.error(t('invoice.pdfError')),
      ),
    );

  return (
    <PageLayout
      title={t('invoice.heading', { number: inv.number })}
      actions={
        <Actions>
          <Button variant="secondary" onClick={() => navigate(`/invoice/${id}/edit`)}>
            {t('invoice.edit')}
          </Button>
          <Button variant="secondary" loading={actions.markPaid.isPending} onClick={togglePaid}>
            {inv.is_paid ? t('invoice.markUnpaid') : t('invoice.markPaid')}
          </Button>
          <Button variant="secondary" disabled={!inv.pdf_url} loading={actions.send.isPending} onClick={send}>
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
        <dd>{formatDay(inv.invoice_date)}</dd>
        <dt>{t('invoices.dueDate')}</dt>
        <dd>{formatDay(inv.due_date)}</dd>
        <dt>{t('invoices.total')}</dt>
        <dd>{formatMoney(inv.total, inv.currency_code)}</dd>
        <dt>{t('invoices.status')}</dt>
        <dd data-testid="invoice-status">
          <StatusChip tone={inv.is_paid ? 'success' : 'warning'}>
            {inv.is_paid ? t('invoices.paid') : t('invoices.unpaid')}
          </StatusChip>
        </dd>
      </Facts>
      <InvoicePreview
        url={pdf.data}
        missing={!inv.pdf_url}
        creating={actions.regenerate.isPending}
        onCreate={createPdf}
        fileName={t('invoice.fileName', { number: inv.number })}
      />
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invoice.deleteTitle')}
        closeLabel={t('payments.removeNo')}
        width="480px"
      >
        <p>{t('invoice.deleteConfirm')}</p>
        <ConfirmActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('payments.removeNo')}
          </Button>
          <Button variant="danger" loading={actions.remove.isPending} onClick={remove}>
            {t('payments.removeYes')}
          </Button>
        </ConfirmActions>
      </Modal>
    </PageLayout>
  );
}
