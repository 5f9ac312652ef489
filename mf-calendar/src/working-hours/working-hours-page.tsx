import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function WorkingHoursPage() {
  const { t } = useTranslation('mf-calendar');
  return <PageLayout title={t('workingHours.title')} />;
}
