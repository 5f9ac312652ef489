import { useTranslation } from 'react-i18next';
import { ErrorPanel, PageLayout, PageSpinner } from 'shared-ui';
import { useWorkingHours } from '../common/use-working-hours';
import { WorkingHoursEditor } from './working-hours-editor';

export function WorkingHoursPage() {
  const { t } = useTranslation('mf-calendar');
  const { data, window, isLoading, isError, refetch } = useWorkingHours();
  return (
    <PageLayout title={t('workingHours.title')}>
      {isLoading && <PageSpinner label={t('workingHours.loading')} />}
      {isError && <ErrorPanel title={t('workingHours.loadError')} onRetry={() => refetch()} />}
      {data && <WorkingHoursEditor data={data} window={window} />}
    </PageLayout>
  );
}
