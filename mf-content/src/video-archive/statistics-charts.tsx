import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VictoryArea, VictoryAxis, VictoryBar, VictoryChart, VictoryPie } from 'victory';
import type { UserStatistics } from './video-statistics.resource';
import { deviceSlices, viewsByDay } from './video-statistics-rules';

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

/** Views by day (area, more than 2 points), partly vs fully reviewed (bar), most used device (pie). */
export default function StatisticsCharts({ user }: { user: UserStatistics }) {
  const { t } = useTranslation('mf-content');
  const byDay = viewsByDay(user.viewsByDate);
  const devices = deviceSlices(user.sessions);
  const reviewed = [
    { x: t('videoArchive.partlyReviewed'), y: user.uncompletedViews },
    { x: t('videoArchive.fullyReviewed'), y: user.completedViews },
  ];
  return (
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
  );
}
