import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardGrid, EmptyState, PageLayout, PageSpinner, toast, useSession } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { CardHeader, CardMenu, CardText, CardTitle } from '../common/layout';
import { useEvaluationStates, useRemoveEvaluationState } from '../common/use-evaluation-states';
import { useSaveFailure } from '../common/use-save-failure';

export function EvaluationStatesPage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const states = useEvaluationStates();
  const remove = useRemoveEvaluationState();
  const [removing, setRemoving] = useState<string | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => toast.success(t('evaluationStates.removed')),
      onError: (failure) => saveFailed(failure),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageLayout
      title={t('evaluationStates.title')}
      actions={
        <Button variant="primary" onClick={() => navigate('/evaluation-state/create')}>
          {t('evaluationStates.add')}
        </Button>
      }
    >
      {states.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : states.isError ? (
        <EmptyState role="alert" title={t('common.loadFailed')} />
      ) : states.data.length === 0 ? (
        <EmptyState title={t('evaluationStates.empty')} />
      ) : (
        <CardGrid aria-label={t('evaluationStates.title')}>
          {states.data.map((state) => (
            <Card key={state.id}>
              <CardHeader>
                <CardTitle>{state.name}</CardTitle>
                <CardMenu
                  label={t('common.actionsFor', { name: state.name })}
                  items={
                    state.createdBy === userId
                      ? [
                          {
                            key: 'edit',
                            label: t('common.edit'),
                            onSelect: () => navigate(`/evaluation-state/${state.id}/edit`),
                          },
                          { key: 'remove', label: t('common.remove'), onSelect: () => setRemoving(state.id) },
                        ]
                      : []
                  }
                />
              </CardHeader>
              <CardText>{t(`evaluationStates.levels.${state.level}`)}</CardText>
            </Card>
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('evaluationStates.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
