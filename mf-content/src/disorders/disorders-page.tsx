import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardGrid, EmptyState, PageLayout, PageSpinner, toast, useSession } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { CardHeader, CardMenu, CardTitle } from '../common/layout';
import { useDisorders, useRemoveDisorder } from '../common/use-disorders';
import { useSaveFailure } from '../common/use-save-failure';

export function DisordersPage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const disorders = useDisorders();
  const remove = useRemoveDisorder();
  const [removing, setRemoving] = useState<string | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => toast.success(t('disorders.removed')),
      onError: (failure) => saveFailed(failure),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageLayout
      title={t('disorders.title')}
      actions={
        <Button variant="primary" onClick={() => navigate('/disorder/create')}>
          {t('disorders.add')}
        </Button>
      }
    >
      {disorders.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : disorders.isError ? (
        <EmptyState role="alert" title={t('common.loadFailed')} />
      ) : disorders.data.length === 0 ? (
        <EmptyState title={t('disorders.empty')} />
      ) : (
        <CardGrid aria-label={t('disorders.title')}>
          {disorders.data.map((disorder) => (
            <Card key={disorder.id}>
              <CardHeader>
                <CardTitle>{disorder.name}</CardTitle>
                <CardMenu
                  label={t('common.actionsFor', { name: disorder.name })}
                  items={
                    disorder.createdBy === userId
                      ? [
                          {
                            key: 'edit',
                            label: t('common.edit'),
                            onSelect: () => navigate(`/disorder/${disorder.id}/edit`),
                          },
                          {
                            key: 'remove',
                            label: t('common.remove'),
                            onSelect: () => setRemoving(disorder.id),
                          },
                        ]
                      : []
                  }
                />
              </CardHeader>
            </Card>
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('disorders.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
