import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function CalendarPage() {
  const { t } = useTranslation('mf-calendar');
  return (
    <PageLayout title={t('calendar.title')}>
      <EmptyState title={t('calendar.empty')} />
    </PageLayout>
  );
}
