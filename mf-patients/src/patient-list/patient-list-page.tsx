import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function PatientListPage() {
  const { t } = useTranslation('mf-patients');
  return (
    <PageLayout title={t('patients.title')}>
      <EmptyState title={t('patients.empty')} />
    </PageLayout>
  );
}
