import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Card,
  CardGrid,
  EmptyState,
  PageLayout,
  PageSpinner,
  PersonalData,
  useEscapeGoesBack,
} from 'shared-ui';
import { CardHeader, CardText, CardTitle, TitleLink } from '../common/layout';
import { useVideos } from './use-video-archive';

const Badge = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** /video-archive: the clinic's videos (drafts: the user's own, with a Draft badge and no actions). */
export function VideoArchivePage() {
  const { t } = useTranslation('mf-content');
  const videos = useVideos();
  useEscapeGoesBack();
  return (
    <PageLayout
      title={t('videoArchive.title')}
      subtitle={videos.data ? t('videoArchive.subtitle', { count: videos.data.length }) : undefined}
    >
      {videos.isPending ? (
        <PageSpinner label={t('videoArchive.loading')} />
      ) : videos.isError ? (
        <EmptyState role="alert" title={t('common.loadFailed')} />
      ) : videos.data.length === 0 ? (
        <EmptyState title={t('videoArchive.empty')} description={t('videoArchive.emptyDescription')} />
      ) : (
        <CardGrid aria-label={t('videoArchive.title')}>
          {videos.data.map((video) => (
            <Card key={video.id}>
              <PersonalData>
                <CardHeader>
                  <CardTitle>{video.name ?? t('videoArchive.untitled')}</CardTitle>
                  {video.isDraft && <Badge>{t('videoArchive.draft')}</Badge>}
                </CardHeader>
                {video.description && <CardText>{video.description}</CardText>}
                {!video.isDraft && (
                  <CardText>
                    <TitleLink to={`/video-archive/video/${video.id}/statistic`}>
                      {t('videoArchive.statistics')}
                    </TitleLink>
                  </CardText>
                )}
              </PersonalData>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageLayout>
  );
}
