import { useTranslation } from 'react-i18next';
import { SegmentedNav } from 'shared-ui';
import { useInvoicesEnabled } from './use-common';

/**
 * Payments | Invoices (issue 25): the spec's menu has no entry for invoices, so they are found from Payments.
 * Links (routes), not tabs of one page: each has its own address. One segmented switch in the page header, so
 * it does not read as a second tab row above the payments' own Not sent | Unpaid tabs. Shown only when the
 * clinic has invoices.
 */
export function BillingNav() {
  const { t } = useTranslation('mf-billing');
  const invoices = useInvoicesEnabled();
  if (!invoices) return null;
  return (
    <SegmentedNav
      label={t('billingNav.label')}
      items={[
        { to: '/payments', label: t('billingNav.payments') },
        { to: '/invoices', label: t('billingNav.invoices') },
      ]}
    />
  );
}
