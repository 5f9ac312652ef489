import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function PreScreeningPage() {
  const { t } = useTranslation('mf-patients');
  return (
    <PageLayout title={t('preScreening.title')}>
      <EmptyState title={t('preScreening.empty')} />
    </PageLayout>
  );
}
