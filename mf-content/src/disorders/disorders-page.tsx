import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function DisordersPage() {
  const { t } = useTranslation('mf-content');
  return (
    <PageLayout title={t('disorders.title')}>
      <EmptyState title={t('disorders.empty')} />
    </PageLayout>
  );
}
