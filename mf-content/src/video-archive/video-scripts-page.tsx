import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  PageLayout,
  PageSpinner,
  toast,
  useEscapeGoesBack,
  useSession,
} from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { Breadcrumbs, CardHeader, CardMenu, CardText, CardTitle } from '../common/layout';
import { useRemoveVideoScript, useVideoScripts } from './use-video-scripts';
import { useSaveFailure } from '../common/use-save-failure';

/** /video-archive/video-scripts: the clinic's video scripts; edit and remove for their creator only. */
export function VideoScriptsPage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const scripts = useVideoScripts();
  const remove = useRemoveVideoScript();
  const [removing, setRemoving] = useState<string | null>(null);
  useEscapeGoesBack('/video-archive');

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => toast.success(t('videoScripts.removed')),
      onError: (failure) => saveFailed(failure),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageLayout
      title={t('videoScripts.title')}
      subtitle={scripts.data ? t('videoScripts.subtitle', { count: scripts.data.length }) : undefined}
      actions={
        <Button variant="primary" onClick={() => navigate('/video-archive/video-script/create')}>
          {t('videoScripts.add')}
        </Button>
      }
    >
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { label: t('videoEditor.crumbArchive'), to: '/video-archive' },
          { label: t('videoScripts.title') },
        ]}
      />
      {scripts.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : scripts.isError ? (
        <EmptyState role="alert" title={t('common.loadFailed')} />
      ) : scripts.data.length === 0 ? (
        <EmptyState title={t('videoScripts.empty')} />
      ) : (
        <CardGrid aria-label={t('videoScripts.title')}>
          {scripts.data.map((script) => (
            <Card key={script.id}>
              <CardHeader>
                <CardTitle>{script.name}</CardTitle>
                <CardMenu
                  label={t('common.actionsFor', { name: script.name })}
                  items={
                    script.createdBy === userId
                      ? [
                          {
                            key: 'edit',
                            label: t('common.edit'),
                            onSelect: () => navigate(`/video-archive/video-script/${script.id}/edit`),
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
              {script.description && <CardText>{script.description}</CardText>}
            </Card>
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('videoScripts.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
