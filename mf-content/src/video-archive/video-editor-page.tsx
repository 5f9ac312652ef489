import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageLayout, PageSpinner, toast, useEscapeGoesBack, useSession, ErrorPanel } from 'shared-ui';
import { Breadcrumbs } from '../common/layout';
import { RecordingPanel } from './recording-panel';
import { useVideos } from './use-video-archive';
import { useEditedVideo, useLanguages } from './use-video-editor';
import { useVideoScripts } from './use-video-scripts';
import { VideoForm } from './video-form';

const Columns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * /video-archive/video/create ('Record video': the creator's draft reused) and /video-archive/video/:id/edit
 * ('Edit video', the creator's own video only): the recording, then the form.
 */
export function VideoEditorPage() {
  const { t } = useTranslation('mf-content');
  const { id } = useParams();
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const videos = useVideos();
  const video = useEditedVideo(id);
  const languages = useLanguages();
  const scripts = useVideoScripts();
  useEscapeGoesBack('/video-archive');

  const title = id ? t('videoEditor.editTitle') : t('videoEditor.createTitle');
  const queries = [videos, video, languages, scripts];
  const crumbs = (
    <Breadcrumbs
      label={t('common.breadcrumbs')}
      items={[
        { label: t('videoEditor.crumbArchive'), to: '/video-archive' },
        { label: id ? t('videoEditor.crumbEdit') : t('videoEditor.crumbCreate') },
      ]}
    />
  );
  if (queries.some((q) => q.isPending)) return <PageSpinner label={t('common.loading')} />;
  const failed = queries.some((q) => q.isError);
  // Only the creator edits a video (spec 002 §6); anyone else's, or a draft, is not editable here.
  const notFound = Boolean(id) && (!video.data || video.data.createdBy !== userId || video.data.isDraft);
  if (!failed && notFound) return <Navigate to="/not-found" replace />;
  return (
    <PageLayout title={title}>
      {crumbs}
      {failed ? (
        <ErrorPanel
          title={t('common.loadFailed')}
          onRetry={() => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))}
        />
      ) : (
        <Columns>
          <RecordingPanel video={video.data ?? null} editId={id} />
          <VideoForm
            key={id ?? 'create'}
            video={video.data ?? null}
            others={videos.data!}
            languages={languages.data!}
            scripts={scripts.data!}
            editId={id}
            onSaved={() => {
              toast.success(id ? t('videoEditor.updated') : t('videoEditor.created'));
              navigate('/video-archive');
            }}
          />
        </Columns>
      )}
    </PageLayout>
  );
}
