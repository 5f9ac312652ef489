import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function FreePatientsPage() {
  const { t } = useTranslation('mf-patients');
  return (
    <PageLayout title={t('freePatients.title')}>
      <EmptyState title={t('freePatients.empty')} />
    </PageLayout>
  );
}
