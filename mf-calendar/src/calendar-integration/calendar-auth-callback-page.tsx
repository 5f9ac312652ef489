import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function CalendarAuthCallbackPage() {
  const { t } = useTranslation('mf-calendar');
  return <PageLayout title={t('calendarAuth.title')} />;
}
