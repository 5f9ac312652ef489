import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, formatMoney, PageLayout, PageSpinner, VisuallyHidden } from 'shared-ui';
import { useAppointmentTypes } from './use-appointment-type-money';

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
`;

/** /settings/appointments: the clinic's appointment types with their money settings. */
export function AppointmentSettingsPage() {
  const { t } = useTranslation('mf-billing');
  const types = useAppointmentTypes();
  return (
    <PageLayout title={t('appointmentSettings.title')}>
      {types.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : types.isError ? (
        <ErrorPanel title={t('moneySettings.loadError')} onRetry={() => types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState title={t('appointmentSettings.empty')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('appointmentSettings.name')}</th>
              <th>{t('moneySettings.price')}</th>
              <th>{t('moneySettings.duration')}</th>
              <th>{t('moneySettings.pause')}</th>
              <th>
                <VisuallyHidden>{t('appointmentSettings.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {types.data.map((type) => (
              <tr key={type.id}>
                <td>{type.name}</td>
                <td>
                  {Number(type.price) === 0
                    ? t('payments.free')
                    : formatMoney(type.price, type.currency_code)}
                </td>
                <td>{t('appointmentSettings.minutes', { count: type.duration })}</td>
                <td>{t('appointmentSettings.minutes', { count: type.pause })}</td>
                <td>
                  <Link
                    to={`/settings/appointment/${type.id}/edit`}
                    aria-label={t('appointmentSettings.editOf', { name: type.name })}
                  >
                    {t('appointmentSettings.edit')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageLayout>
  );
}
