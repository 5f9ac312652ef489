import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function SlidesPage() {
  const { t } = useTranslation('mf-content');
  return (
    <PageLayout title={t('slides.title')}>
      <EmptyState title={t('slides.empty')} />
    </PageLayout>
  );
}
