import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Link,
  PageLayout,
  PageSpinner,
  PersonalData,
  StatusChip,
  Table,
  useFormatMoney,
} from 'shared-ui';
import { BillingNav } from '../common/billing-nav';
import { formatDay } from './invoice-format';
import { useInvoiceList, usePatientName } from './use-invoices';

const FilterBar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** `?patient=<id>` (the patient profile's link): whose invoices are shown, and the way back to all of them. */
function PatientFilter({ patientId, onClear }: { patientId: string; onClear(): void }) {
  const { t } = useTranslation('mf-billing');
  const patient = usePatientName(patientId);
  const name = patient.data
    ? `${patient.data.firstName ?? ''} ${patient.data.lastName ?? ''}`.trim()
    : patient.isPending
      ? '…'
      : t('invoices.filter.unknownPatient');
  return (
    <FilterBar role="group" aria-label={t('invoices.filter.label')} data-testid="invoice-patient-filter">
      <span>
        {t('invoices.filter.patient')}:{' '}
        <PersonalData>
          <strong>{name}</strong>
        </PersonalData>
      </span>
      <Button variant="ghost" onClick={onClear}>
        <X size={16} aria-hidden="true" />
        {t('invoices.filter.clear')}
      </Button>
    </FilterBar>
  );
}

export function InvoicesPage() {
  const { t } = useTranslation('mf-billing');
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient') || null;
  const invoices = useInvoiceList(patientId);
  const create = (
    <Button variant="primary" onClick={() => navigate('/invoice/create')}>
      {t('invoices.create')}
    </Button>
  );
  return (
    <PageLayout
      title={t('invoices.title')}
      actions={
        <>
          <BillingNav />
          {create}
        </>
      }
    >
      {patientId !== null && <PatientFilter patientId={patientId} onClear={() => setParams({})} />}
      {invoices.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : invoices.isError ? (
        <ErrorPanel title={t('invoices.loadError')} onRetry={() => invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyState
          title={patientId !== null ? t('invoices.emptyForPatient') : t('invoices.empty')}
          action={create}
        />
      ) : (
        <Table caption={t('invoices.title')} captionHidden>
          <thead>
            <tr>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.patient')}</th>
              <th scope="col">{t('invoices.invoiceDate')}</th>
              <th scope="col">{t('invoices.dueDate')}</th>
              <th scope="col" data-numeric>
                {t('invoices.total')}
              </th>
              <th scope="col">{t('invoices.status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((i) => (
              <tr key={i.id} data-testid="invoice-row">
                <td>
                  <Link to={`/invoice/${i.id}`}>{t('invoices.numberLink', { number: i.number })}</Link>
                </td>
                <td>
                  <PersonalData>
                    {`${i.patient?.firstName ?? ''} ${i.patient?.lastName ?? ''}`.trim()}
                  </PersonalData>
                </td>
                <td>{formatDay(i.invoiceDate)}</td>
                <td>{formatDay(i.dueDate)}</td>
                <td data-numeric>{formatMoney(i.total, i.currencyCode)}</td>
                <td>
                  <StatusChip tone={i.isPaid ? 'success' : 'warning'}>
                    {i.isPaid ? t('invoices.paid') : t('invoices.unpaid')}
                  </StatusChip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageLayout>
  );
}
