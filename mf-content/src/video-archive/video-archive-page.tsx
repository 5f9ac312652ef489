import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function VideoArchivePage() {
  const { t } = useTranslation('mf-content');
  return (
    <PageLayout title={t('videoArchive.title')}>
      <EmptyState title={t('videoArchive.empty')} description={t('videoArchive.emptyDescription')} />
    </PageLayout>
  );
}
