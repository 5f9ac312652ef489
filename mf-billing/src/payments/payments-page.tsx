import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, List, Modal, PageLayout, PageSpinner, Tabs, toast } from 'shared-ui';
import { BillingNav } from '../billing-nav/billing-nav';
import { PAYMENT_CATEGORIES, type PaymentCategory } from './payment.rules';
import type { PaymentItem } from './payments.resource';
import { PaymentRow } from './payment-row';
import { useSingleFlight } from '../single-flight';
import { useLivePayments, usePaymentItems, useRemovePayment, useSendPayment } from './use-payments';

/** Rows lay themselves out by the list's width (the side menu and the sidebar take the window's). */
const Rows = styled(List)`
  container: payments / inline-size;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const ConfirmActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

function CategoryList({
  category,
  onRemove,
}: {
  category: PaymentCategory;
  onRemove(item: PaymentItem): void;
}) {
  const { t } = useTranslation('mf-billing');
  const items = usePaymentItems(category);
  const send = useSendPayment();
  const once = useSingleFlight();
  if (items.isPending) return <PageSpinner label={t('loading')} />;
  if (items.isError) return <ErrorPanel title={t('payments.loadError')} onRetry={() => items.refetch()} />;
  const rows = items.data.pages.flat();
  if (rows.length === 0) return <EmptyState title={t('payments.empty')} />;
  const onSend = (item: PaymentItem) =>
    // one request at a time: a double click re-sends nothing (the database keeps one open request anyway)
    once(() =>
      send.mutateAsync(item.appointment_id).then(
        () => toast.success(t('payments.sent')),
        () => toast.error(t('payments.sendError')),
      ),
    );
  return (
    <>
      <Rows aria-label={t(`payments.categories.${category}`)}>
        {rows.map((item) => (
          <PaymentRow
            key={item.appointment_id}
            item={item}
            sending={send.isPending && send.variables === item.appointment_id}
            onSend={onSend}
            onRemove={onRemove}
          />
        ))}
      </Rows>
      {items.hasNextPage && (
        <Footer>
          <Button
            variant="secondary"
            loading={items.isFetchingNextPage}
            onClick={() => items.fetchNextPage()}
          >
            {t('payments.more', { shown: rows.length, total: rows[0]?.total_count ?? rows.length })}
          </Button>
        </Footer>
      )}
    </>
  );
}

export function PaymentsPage() {
  const { t } = useTranslation('mf-billing');
  // ?category=UNPAID opens that tab (a link from elsewhere, or a reload, keeps it).
  const [params, setParams] = useSearchParams();
  const category: PaymentCategory = params.get('category') === 'UNPAID' ? 'UNPAID' : 'NOTSENT';
  const setCategory = (c: PaymentCategory) =>
    setParams(c === 'NOTSENT' ? {} : { category: c }, { replace: true });
  const [removing, setRemoving] = useState<PaymentItem | null>(null);
  const remove = useRemovePayment();
  useLivePayments();
  const removeOnce = useSingleFlight();
  const confirmRemove = () => {
    if (!removing) return;
    const id = removing.appointment_id;
    void removeOnce(() =>
      remove.mutateAsync(id).then(
        () => setRemoving(null),
        () => toast.error(t('payments.removeError')),
      ),
    );
  };
  return (
    <PageLayout title={t('payments.title')} actions={<BillingNav />}>
      <Tabs
        label={t('payments.title')}
        value={category}
        onValueChange={(v) => setCategory(v as PaymentCategory)}
        items={PAYMENT_CATEGORIES.map((c) => ({
          value: c,
          label: t(`payments.categories.${c}`),
          content: <CategoryList category={c} onRemove={setRemoving} />,
        }))}
      />
      <Modal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('payments.removeTitle')}
        closeLabel={t('payments.removeNo')}
        width="480px"
      >
        <p>{t('payments.removeConfirm')}</p>
        <ConfirmActions>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('payments.removeNo')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={confirmRemove}>
            {t('payments.removeYes')}
          </Button>
        </ConfirmActions>
      </Modal>
    </PageLayout>
  );
}
