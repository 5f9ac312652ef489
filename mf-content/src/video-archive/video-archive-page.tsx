import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  CardGrid,
  EmptyState,
  PageLayout,
  PageSpinner,
  toast,
  useEscapeGoesBack,
  useSession,
  ErrorPanel,
} from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import type { VideoCard as Video } from './video-archive.resource';
import { VideoCard } from './video-card';
import { useRemoveVideo, useVideos } from './use-video-archive';
import { useSaveFailure } from '../common/use-save-failure';

/** /video-archive: the clinic's videos (drafts: the user's own, with a Draft badge and no actions). */
export function VideoArchivePage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const videos = useVideos();
  const remove = useRemoveVideo();
  const [removing, setRemoving] = useState<Video | null>(null);
  useEscapeGoesBack();

  const addVideo = () => navigate('/video-archive/video/create');
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('videoEditor.removed')),
      onError: (failure) => saveFailed(failure),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageLayout
      title={t('videoArchive.title')}
      subtitle={videos.data ? t('videoArchive.subtitle', { count: videos.data.length }) : undefined}
      actions={
        <>
          <Button onClick={() => navigate('/video-archive/video-scripts')}>{t('videoScripts.title')}</Button>
          {videos.data?.length ? (
            <Button variant="primary" onClick={addVideo}>
              {t('videoEditor.addVideo')}
            </Button>
          ) : null}
        </>
      }
    >
      {videos.isPending ? (
        <PageSpinner label={t('videoArchive.loading')} />
      ) : videos.isError ? (
        <ErrorPanel title={t('common.loadFailed')} onRetry={() => videos.refetch()} />
      ) : videos.data.length === 0 ? (
        <EmptyState
          title={t('videoArchive.empty')}
          description={t('videoArchive.emptyDescription')}
          action={
            <Button variant="primary" onClick={addVideo}>
              {t('videoEditor.addVideo')}
            </Button>
          }
        />
      ) : (
        <CardGrid aria-label={t('videoArchive.title')} $minWidth="300px">
          {videos.data.map((video) => (
            <VideoCard key={video.id} video={video} userId={userId} onRemove={setRemoving} />
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('videoEditor.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
