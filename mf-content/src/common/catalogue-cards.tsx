import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, CardGrid, EmptyState, PageSpinner, toast, useSession, ErrorPanel } from 'shared-ui';
import { ConfirmDialog } from './confirm-dialog';
import { CardHeader, CardMenu, CardTitle } from './layout';
import { LongText } from './long-text';
import { useSaveFailure } from './use-save-failure';

export interface CatalogueCard {
  id: string;
  name: string;
  createdBy: string | null;
}

/**
 * A catalogue list's body (disorders, evaluation states, video scripts): loading, failure and empty states, one
 * card per item with Edit and Remove for its creator only, and the removal's confirmation. The texts are the
 * section's `title`, `empty`, `removed` and `removeConfirm`.
 */
export function CatalogueCards<T extends CatalogueCard>({
  section,
  list,
  remove,
  editPath,
  text,
}: {
  section: string;
  list: {
    isPending: boolean;
    isError: boolean;
    data: readonly T[] | undefined;
    refetch: () => Promise<unknown>;
  };
  remove: {
    isPending: boolean;
    mutate: (
      id: string,
      options: { onSuccess: () => void; onError: (failure: unknown) => void; onSettled: () => void },
    ) => void;
  };
  editPath: (item: T) => string;
  /** The card's line under its name, if any. */
  text?: (item: T) => string | null | undefined;
}) {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const [removing, setRemoving] = useState<string | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => toast.success(t(`${section}.removed`)),
      onError: (failure) => saveFailed(failure),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      {list.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : list.isError || !list.data ? (
        <ErrorPanel title={t('common.loadFailed')} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t(`${section}.empty`)} />
      ) : (
        <CardGrid aria-label={t(`${section}.title`)}>
          {list.data.map((item) => {
            const line = text?.(item);
            return (
              <Card key={item.id}>
                <CardHeader>
                  <CardTitle>{item.name}</CardTitle>
                  <CardMenu
                    label={t('common.actionsFor', { name: item.name })}
                    items={
                      item.createdBy === userId
                        ? [
                            {
                              key: 'edit',
                              label: t('common.edit'),
                              onSelect: () => navigate(editPath(item)),
                            },
                            {
                              key: 'remove',
                              label: t('common.remove'),
                              onSelect: () => setRemoving(item.id),
                            },
                          ]
                        : []
                    }
                  />
                </CardHeader>
                {line && <LongText text={line} />}
              </Card>
            );
          })}
        </CardGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(`${section}.removeConfirm`)}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
