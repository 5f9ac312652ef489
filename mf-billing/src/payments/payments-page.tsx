import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorPanel,
  List,
  PageLayout,
  PageSpinner,
  Tabs,
  toast,
  useErrorMessage,
} from 'shared-ui';
import { BillingNav } from '../common/billing-nav';
import { ConfirmDialog } from '../common/confirm-dialog';
import { PAYMENT_CATEGORIES, type PaymentCategory } from './payment.rules';
import type { PaymentItem } from './payments.resource';
import { PaymentRow } from './payment-row';
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
  const errorText = useErrorMessage('mf-billing');
  if (items.isPending) return <PageSpinner label={t('loading')} />;
  if (items.isError) return <ErrorPanel title={t('payments.loadError')} onRetry={() => items.refetch()} />;
  const rows = items.data.pages.flat();
  if (rows.length === 0) return <EmptyState title={t('payments.empty')} />;
  // one request at a time: a double click re-sends nothing (useSendPayment)
  const onSend = (item: PaymentItem) =>
    send.mutate(item.appointmentId, {
      onSuccess: () => toast.success(t('payments.sent')),
      onError: (error) => toast.error(errorText(error, 'payments.sendError')),
    });
  return (
    <>
      <Rows aria-label={t(`payments.categories.${category}`)}>
        {rows.map((item) => (
          <PaymentRow
            key={item.appointmentId}
            item={item}
            sending={send.isPending && send.variables === item.appointmentId}
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
            {t('payments.more', { shown: rows.length, total: rows[0]?.totalCount ?? rows.length })}
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
  const errorText = useErrorMessage('mf-billing');
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.appointmentId, {
      onSuccess: () => setRemoving(null),
      onError: (error) => toast.error(errorText(error, 'payments.removeError')),
    });
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
      <ConfirmDialog
        open={removing !== null}
        title={t('payments.removeTitle')}
        message={t('payments.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
