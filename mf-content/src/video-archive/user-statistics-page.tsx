import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { VictoryArea, VictoryAxis, VictoryBar, VictoryChart, VictoryPie } from 'victory';
import { EmptyState, PageLayout, PageSpinner, useDateLocale } from 'shared-ui';
import { Breadcrumbs } from '../common/layout';
import { SessionTable } from './session-table';
import { useVideoStatistics } from './use-video-archive';
import { deviceSlices, formatDuration, viewsByDay } from './video-statistics-rules';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
const Panel = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  figcaption {
    font-weight: 600;
  }
`;
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
  const statistics = useVideoStatistics(id);
  if (statistics.isPending) return <PageSpinner label={t('common.loading')} />;
  const user = statistics.data?.users.find((u) => u.userId === userId);
  if (!statistics.data || !user)
    return (
      <PageLayout title={t('videoArchive.statistics')}>
        <EmptyState title={t('videoArchive.noStatistics')} />
      </PageLayout>
    );
  const userName = `${user.firstName} ${user.lastName}`.trim();
  const byDay = viewsByDay(user.viewsByDate);
  const devices = deviceSlices(user.viewsByDeviceType);
  const reviewed = [
    { x: t('videoArchive.partlyReviewed'), y: user.uncompletedViews },
    { x: t('videoArchive.fullyReviewed'), y: user.completedViews },
  ];
  return (
    <PageLayout
      title={t('videoArchive.userStatisticsTitle', { video: statistics.data.videoName, user: userName })}
      subtitle={
        <Breadcrumbs
          label={t('common.breadcrumbs')}
          items={[
            { label: t('videoArchive.title'), to: '/video-archive' },
            { label: statistics.data.videoName, to: `/video-archive/video/${id}/statistic` },
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
      <Grid>
        <Panel aria-label={t('videoArchive.viewsByDay')}>
          <figcaption>{t('videoArchive.viewsByDay')}</figcaption>
          {byDay.enough ? (
            <VictoryChart>
              <VictoryAxis tickFormat={(day: string) => day.slice(5)} />
              <VictoryAxis dependentAxis />
              <VictoryArea data={byDay.points} x="day" y="views" />
            </VictoryChart>
          ) : (
            <p>{t('videoArchive.notEnoughData')}</p>
          )}
        </Panel>
        <Panel aria-label={t('videoArchive.reviews')}>
          <figcaption>{t('videoArchive.reviews')}</figcaption>
          <VictoryChart domainPadding={40}>
            <VictoryAxis />
            <VictoryAxis dependentAxis tickFormat={(n: number) => (Number.isInteger(n) ? n : '')} />
            <VictoryBar data={reviewed} />
          </VictoryChart>
        </Panel>
        <Panel aria-label={t('videoArchive.mostUsedDevice')}>
          <figcaption>{t('videoArchive.mostUsedDevice')}</figcaption>
          <VictoryPie
            data={devices.map((slice) => ({
              x: slice.device ? t(`videoArchive.devices.${slice.device}`) : t('videoArchive.unknownDevice'),
              y: slice.views,
            }))}
          />
        </Panel>
      </Grid>
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
