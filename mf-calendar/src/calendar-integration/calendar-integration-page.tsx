import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function CalendarIntegrationPage() {
  const { t } = useTranslation('mf-calendar');
  return <PageLayout title={t('calendarIntegration.title')} />;
}
