import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function AppointmentTypesPage() {
  const { t } = useTranslation('mf-content');
  return <PageLayout title={t('appointmentTypes.title')} />;
}
