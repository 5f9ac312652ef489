import { Suspense } from 'react';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageLayout, PageSpinner, Spinner, useDateLocale } from 'shared-ui';
import { Breadcrumbs } from '../common/layout';
import { SessionTable } from './session-table';
import { StatisticsCharts } from './statistics-charts-lazy';
import { useUserStatistics } from './use-video-statistics';
import { formatDuration } from './video-statistics-rules';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** /video-archive/video/:id/statistic/user/:userId: one viewer's statistics with charts and sessions. */
export function UserStatisticsPage() {
  const { t } = useTranslation('mf-content');
  const locale = useDateLocale();
  const { id = '', userId = '' } = useParams();
  const statistics = useUserStatistics(id, userId);
  if (statistics.isPending) return <PageSpinner label={t('common.loading')} />;
  // Spec 002 §8: a failed statistics fetch ends loading and the empty state shows.
  const user = statistics.data;
  if (!user)
    return (
      <PageLayout title={t('videoArchive.statistics')}>
        <EmptyState title={t('videoArchive.noStatistics')} />
      </PageLayout>
    );
  const userName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <PageLayout
      title={t('videoArchive.userStatisticsTitle', { video: user.videoName, user: userName })}
      subtitle={
        <Breadcrumbs
          label={t('common.breadcrumbs')}
          items={[
            { label: t('videoArchive.title'), to: '/video-archive' },
            { label: user.videoName, to: `/video-archive/video/${id}/statistic` },
            { label: userName },
          ]}
        />
      }
    >
      <Facts>
        <dt>{t('videoArchive.totalViewsLabel')}</dt>
        <dd>{user.sessions.length}</dd>
        <dt>{t('videoArchive.duration')}</dt>
        <dd>{formatDuration(user.videoDuration)}</dd>
        <dt>{t('videoArchive.firstView')}</dt>
        <dd>{user.firstViewDate ? format(new Date(user.firstViewDate), 'dd MMM yyyy', { locale }) : '—'}</dd>
      </Facts>
      {/* victory is ~100 KB: the charts come in their own chunk, the facts and tables paint first. */}
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <StatisticsCharts user={user} />
      </Suspense>
      {user.lastSession && (
        <SessionTable
          caption={t('videoArchive.lastSession')}
          sessions={[user.lastSession]}
          videoDuration={user.videoDuration}
        />
      )}
      <SessionTable
        caption={t('videoArchive.allSessions')}
        sessions={user.sessions}
        videoDuration={user.videoDuration}
      />
    </PageLayout>
  );
}
