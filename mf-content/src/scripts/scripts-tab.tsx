import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, EmptyState, Link, PageSpinner, toast, useSession, ErrorPanel } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useScriptGridColumns } from '../common/grid-columns';
import { CardHeader, CardMenu, CardText, CardTitle, ColumnsGrid } from '../common/layout';
import { useRemoveScript, useScripts } from './use-scripts';
import { useSaveFailure } from '../common/use-save-failure';

/** The scripts of an appointment type as cards; edit, remove and the name link only for the creator. */
export function ScriptsTab({ appointmentTypeId }: { appointmentTypeId: string }) {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const scripts = useScripts(appointmentTypeId);
  const remove = useRemoveScript(appointmentTypeId);
  const columns = useScriptGridColumns();
  const [removing, setRemoving] = useState<string | null>(null);

  if (scripts.isPending) return <PageSpinner label={t('common.loading')} />;
  if (scripts.isError) return <ErrorPanel title={t('common.loadFailed')} onRetry={() => scripts.refetch()} />;
  if (scripts.data.length === 0) return <EmptyState title={t('scripts.empty')} />;

  const base = `/appointment-type/${appointmentTypeId}/script`;
  return (
    <>
      <ColumnsGrid $columns={columns} aria-label={t('scripts.title')}>
        {scripts.data.map((script) => {
          const mine = script.createdBy === userId;
          return (
            <Card key={script.id}>
              <CardHeader>
                <CardTitle>
                  {mine ? <Link to={`${base}/${script.id}`}>{script.name}</Link> : script.name}
                </CardTitle>
                <CardMenu
                  label={t('common.actionsFor', { name: script.name })}
                  items={
                    mine
                      ? [
                          {
                            key: 'edit',
                            label: t('common.edit'),
                            onSelect: () => navigate(`${base}/${script.id}/edit`),
                          },
                          {
                            key: 'remove',
                            label: t('common.remove'),
                            onSelect: () => setRemoving(script.id),
                          },
                        ]
                      : []
                  }
                />
              </CardHeader>
              {script.disorderName && <CardText>{script.disorderName}</CardText>}
              <CardText>
                {script.liveSessionTypes.map((type) => t(`scripts.liveSessionTypes.${type}`)).join(', ')}
              </CardText>
            </Card>
          );
        })}
      </ColumnsGrid>
      <ConfirmDialog
        open={removing !== null}
        title={t('scripts.removeConfirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => toast.success(t('scripts.removed')),
            onError: (failure) => saveFailed(failure),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </>
  );
}
