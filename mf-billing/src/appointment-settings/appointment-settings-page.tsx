import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorPanel,
  Link,
  PageLayout,
  PageSpinner,
  StatusChip,
  Table,
  useFormatMoney,
  VisuallyHidden,
} from 'shared-ui';
import { useAppointmentTypes } from './use-appointment-type-money';

/** /settings/appointments: the clinic's appointment types with their money settings. */
export function AppointmentSettingsPage() {
  const { t } = useTranslation('mf-billing');
  const types = useAppointmentTypes();
  const formatMoney = useFormatMoney();
  return (
    <PageLayout title={t('appointmentSettings.title')}>
      {types.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : types.isError ? (
        <ErrorPanel title={t('moneySettings.loadError')} onRetry={() => types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState title={t('appointmentSettings.empty')} />
      ) : (
        <Table caption={t('appointmentSettings.title')} captionHidden>
          <thead>
            <tr>
              <th scope="col">{t('appointmentSettings.name')}</th>
              <th scope="col" data-numeric>
                {t('moneySettings.price')}
              </th>
              <th scope="col" data-numeric>
                {t('moneySettings.duration')}
              </th>
              <th scope="col" data-numeric>
                {t('moneySettings.pause')}
              </th>
              <th scope="col">
                <VisuallyHidden>{t('appointmentSettings.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {types.data.map((type) => (
              <tr key={type.id}>
                <td>{type.name}</td>
                <td data-numeric>
                  {Number(type.price) === 0 ? (
                    <StatusChip tone="success">{t('payments.free')}</StatusChip>
                  ) : (
                    formatMoney(type.price, type.currencyCode)
                  )}
                </td>
                <td data-numeric>{t('appointmentSettings.minutes', { count: type.duration })}</td>
                <td data-numeric>{t('appointmentSettings.minutes', { count: type.pause })}</td>
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
