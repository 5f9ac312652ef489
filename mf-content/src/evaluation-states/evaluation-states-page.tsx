import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function EvaluationStatesPage() {
  const { t } = useTranslation('mf-content');
  return (
    <PageLayout title={t('evaluationStates.title')}>
      <EmptyState title={t('evaluationStates.empty')} />
    </PageLayout>
  );
}
