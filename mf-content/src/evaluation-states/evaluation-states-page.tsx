import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageLayout } from 'shared-ui';
import { CatalogueCards } from '../common/catalogue-cards';
import { useEvaluationStates, useRemoveEvaluationState } from '../common/use-evaluation-states';

export function EvaluationStatesPage() {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const states = useEvaluationStates();
  const remove = useRemoveEvaluationState();

  return (
    <PageLayout
      title={t('evaluationStates.title')}
      actions={
        <Button variant="primary" onClick={() => navigate('/evaluation-state/create')}>
          {t('evaluationStates.add')}
        </Button>
      }
    >
      <CatalogueCards
        section="evaluationStates"
        list={states}
        remove={remove}
        editPath={(state) => `/evaluation-state/${state.id}/edit`}
        text={(state) => t(`evaluationStates.levels.${state.level}`)}
      />
    </PageLayout>
  );
}
