import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, EmptyState, PageSpinner, toast, useSession, ErrorPanel } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useTemplateGridColumns } from '../common/grid-columns';
import { CardHeader, CardMenu, CardTitle, ColumnsGrid } from '../common/layout';
import { LongText } from '../common/long-text';
import { previewText } from './template-preview';
import { useJournalTemplates, useRemoveJournalTemplate } from './use-journal-templates';
import { useSaveFailure } from '../common/use-save-failure';

/** The journal templates of an appointment type; edit and remove only for the creator (spec 002 §6). */
export function JournalTemplatesTab({ appointmentTypeId }: { appointmentTypeId: string }) {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const templates = useJournalTemplates(appointmentTypeId);
  const remove = useRemoveJournalTemplate(appointmentTypeId);
  const columns = useTemplateGridColumns();
  const [removing, setRemoving] = useState<string | null>(null);

  if (templates.isPending) return <PageSpinner label={t('common.loading')} />;
  if (templates.isError)
    return <ErrorPanel title={t('common.loadFailed')} onRetry={() => templates.refetch()} />;
  if (templates.data.length === 0) return <EmptyState title={t('templates.empty')} />;

  return (
    <>
      <ColumnsGrid $columns={columns} aria-label={t('templates.title')}>
        {templates.data.map((template) => (
          <Card key={template.id}>
            <CardHeader>
              <CardTitle>{template.name}</CardTitle>
              <CardMenu
                label={t('common.actionsFor', { name: template.name })}
                items={
                  template.createdBy === userId
                    ? [
                        {
                          key: 'edit',
                          label: t('common.edit'),
                          onSelect: () =>
                            navigate(
                              `/appointment-type/${appointmentTypeId}/journal-template/${template.id}/edit`,
                            ),
                        },
                        {
                          key: 'remove',
                          label: t('common.remove'),
                          onSelect: () => setRemoving(template.id),
                        },
                      ]
                    : []
                }
              />
            </CardHeader>
            <LongText text={previewText(template.content)} />
          </Card>
        ))}
      </ColumnsGrid>
      <ConfirmDialog
        open={removing !== null}
        title={t('templates.removeConfirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => toast.success(t('templates.removed')),
            onError: (failure) => saveFailed(failure),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </>
  );
}
