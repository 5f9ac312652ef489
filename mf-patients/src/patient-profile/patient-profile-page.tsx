import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function PatientProfilePage() {
  const { t } = useTranslation('mf-patients');
  return <PageLayout title={t('profile.title')} />;
}
