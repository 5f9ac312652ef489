import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  lazyComponent,
  PageLayout,
  PageSpinner,
  Spinner,
  useDateLocale,
  formatClinic,
} from 'shared-ui';
import { Breadcrumbs } from '../common/layout';
import { SessionTable } from './session-table';
import { useUserStatistics } from './use-video-statistics';
import { formatDuration } from './video-statistics.rules';

// victory is ≈ 83 KB gzip: the charts come in their own chunk, fetched once the tables have painted. Not
// fetched with the page's code (the route table could): on a busy machine its parse competed with the first
// paint of the tables (STATISTICS.md).
const StatisticsCharts = lazyComponent(() => import('./statistics-charts').then((m) => m.default));

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
  const { t, i18n } = useTranslation('mf-content');
  const locale = useDateLocale();
  const { id = '', userId = '' } = useParams();
  const statistics = useUserStatistics(id, userId);
  // The facts and tables paint first; the charts (the page's heaviest render: victory's SVG) follow in a
  // background render that yields to the browser, also when their code is already here (a second visit).
  const chartsFor = useDeferredValue(statistics.data, undefined);
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
        <dd>{formatDuration(user.videoDuration, i18n.language)}</dd>
        <dt>{t('videoArchive.firstView')}</dt>
        <dd>{user.firstViewDate ? formatClinic(user.firstViewDate, 'dd MMM yyyy', locale) : '—'}</dd>
      </Facts>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        {chartsFor ? <StatisticsCharts user={chartsFor} /> : <Spinner label={t('common.loading')} />}
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
