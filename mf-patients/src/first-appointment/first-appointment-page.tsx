import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function FirstAppointmentPage() {
  const { t } = useTranslation('mf-patients');
  return <PageLayout title={t('firstAppointment.title')} />;
}
