import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Link, PersonalData, StatusChip } from 'shared-ui';
import { CardHeader, CardMenu, CardTitle } from '../common/layout';
import { LongText } from '../common/long-text';
import type { VideoCard as Video } from './video-archive.resource';
import { VideoPoster } from './video-player';

/** The card's foot: the Statistics link (with its icon) at the start. */
const Footer = styled.div`
  display: flex;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * One video of the archive. A draft (only the user's own are listed) shows a Draft badge and no menu; its title
 * continues it on the create page, where the draft is reused. Otherwise the menu: edit and remove for the
 * creator only (disabled for others, spec 002 §6) and 'show statistic', always disabled (spec 002 §2).
 */
export function VideoCard({
  video,
  userId,
  onRemove,
}: {
  video: Video;
  userId: string | undefined;
  onRemove: (video: Video) => void;
}) {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const name = video.name ?? t('videoArchive.untitled');
  const own = video.createdBy === userId;
  return (
    <Card aria-label={name}>
      <PersonalData>
        <Body>
          <CardHeader>
            <CardTitle>
              {video.isDraft ? <Link to="/video-archive/video/create">{name}</Link> : name}
            </CardTitle>
            {video.isDraft ? (
              <StatusChip tone="info">{t('videoArchive.draft')}</StatusChip>
            ) : (
              <CardMenu
                label={t('common.actionsFor', { name })}
                items={[
                  {
                    key: 'edit',
                    label: t('common.edit'),
                    disabled: !own,
                    onSelect: () => navigate(`/video-archive/video/${video.id}/edit`),
                  },
                  {
                    key: 'remove',
                    label: t('common.remove'),
                    disabled: !own,
                    onSelect: () => onRemove(video),
                  },
                  {
                    key: 'statistic',
                    label: t('videoEditor.showStatistic'),
                    disabled: true,
                    onSelect: () => {},
                  },
                ]}
              />
            )}
          </CardHeader>
          {video.recordingPath && <VideoPoster path={video.recordingPath} label={name} />}
          {video.description && <LongText text={video.description} />}
          {!video.isDraft && (
            <Footer>
              <Link to={`/video-archive/video/${video.id}/statistic`}>
                <ChartColumn size={16} aria-hidden="true" />
                {t('videoArchive.statistics')}
              </Link>
            </Footer>
          )}
        </Body>
      </PersonalData>
    </Card>
  );
}
