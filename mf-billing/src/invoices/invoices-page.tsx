import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorPanel,
  formatMoney,
  PageLayout,
  PageSpinner,
  PersonalData,
} from 'shared-ui';
import { BillingNav } from '../billing-nav/billing-nav';
import { formatDay } from './invoice-format';
import { useInvoiceList } from './use-invoices';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

const Paid = styled.span<{ $paid: boolean }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  background: ${({ theme, $paid }) => ($paid ? theme.colors.status.success.background : theme.colors.status.neutral.background)};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.status.success.text : theme.colors.status.neutral.text)};
`;

export function InvoicesPage() {
  const { t } = useTranslation('mf-billing');
  const navigate = useNavigate();
  const invoices = useInvoiceList();
  const create = <Button onClick={() => navigate('/invoice/create')}>{t('invoices.create')}</Button>;
  return (
    <PageLayout title={t('invoices.title')} actions={create}>
      <BillingNav />
      {invoices.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : invoices.isError ? (
        <ErrorPanel title={t('invoices.loadError')} onRetry={() => invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyState title={t('invoices.empty')} action={create} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('invoices.number')}</th>
              <th>{t('invoices.patient')}</th>
              <th>{t('invoices.invoiceDate')}</th>
              <th>{t('invoices.dueDate')}</th>
              <th className="number">{t('invoices.total')}</th>
              <th>{t('invoices.status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((i) => (
              <tr key={i.id}>
                <td>
                  <Link to={`/invoice/${i.id}`}>{t('invoices.numberLink', { number: i.number })}</Link>
                </td>
                <td>
                  <PersonalData>
                    {`${i.patient?.first_name ?? ''} ${i.patient?.last_name ?? ''}`.trim()}
                  </PersonalData>
                </td>
                <td>{formatDay(i.invoice_date)}</td>
                <td>{formatDay(i.due_date)}</td>
                <td className="number">{formatMoney(i.total, i.currency_code)}</td>
                <td>
                  <Paid $paid={i.is_paid}>{i.is_paid ? t('invoices.paid') : t('invoices.unpaid')}</Paid>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageLayout>
  );
}
