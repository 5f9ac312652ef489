import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function EvaluationStateEditorPage() {
  const { t } = useTranslation('mf-content');
  return <PageLayout title={t('evaluationStateEditor.title')} />;
}
