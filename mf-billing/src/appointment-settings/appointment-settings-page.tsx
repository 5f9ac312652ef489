import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function AppointmentSettingsPage() {
  const { t } = useTranslation('mf-billing');
  return <PageLayout title={t('appointmentSettings.title')} />;
}
