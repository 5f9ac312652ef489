import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import {
  VictoryArea,
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryLegend,
  VictoryPie,
} from 'victory';
import type { AppTheme } from 'shared-ui';
import type { UserStatistics } from './video-statistics.resource';
import type { DeviceType } from './video-statistics-user-agent';
import { deviceSlices, viewsByDay } from './video-statistics.rules';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
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
  svg {
    display: block;
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every chart draws in the same box; the SVG scales to the panel (about 320–560 px wide). */
const WIDTH = 400;
const HEIGHT = 300;
const FONT = 14;

/** The product's colours for each device (a colour never carries the meaning alone: the legend names it). */
export const deviceColour = (theme: AppTheme, device: DeviceType | string | null): string => {
  switch (device) {
    case 'desktop':
      return theme.colors.primary;
    case 'mobile':
      return theme.colors.liveSession.phone;
    case 'tablet':
      return theme.colors.liveSession.inOffice;
    default:
      return theme.colors.status.neutral.solid;
  }
};

function useChartStyle() {
  const theme = useTheme();
  const text = { fontFamily: theme.font.family, fontSize: FONT, fill: theme.colors.text };
  const muted = { ...text, fill: theme.colors.textMuted };
  const axis = {
    axis: { stroke: theme.colors.border },
    ticks: { stroke: theme.colors.border, size: 4 },
    tickLabels: { ...muted, padding: 6 },
    grid: { stroke: 'none' },
  };
  const valueAxis = { ...axis, grid: { stroke: theme.colors.border, strokeDasharray: '4 4' } };
  return { theme, text, muted, axis, valueAxis };
}

/** Views by day (area, more than 2 points), partly vs fully reviewed (bar), most used device (pie). */
export default function StatisticsCharts({ user }: { user: UserStatistics }) {
  const { t } = useTranslation('mf-content');
  const { theme, text, axis, valueAxis } = useChartStyle();
  const byDay = viewsByDay(user.viewsByDate);
  const devices = deviceSlices(user.sessions).map((slice) => ({
    x: slice.device ? t(`videoArchive.devices.${slice.device}`) : t('videoArchive.unknownDevice'),
    y: slice.views,
    fill: deviceColour(theme, slice.device),
  }));
  const partly = theme.colors.status.warning.solid;
  const fully = theme.colors.status.success.solid;
  const reviewed = [
    { x: t('videoArchive.partlyReviewed'), y: user.uncompletedViews, fill: partly },
    { x: t('videoArchive.fullyReviewed'), y: user.completedViews, fill: fully },
  ];
  /** The legend above a chart: `perRow` entries a row (24 px each), so long (Norwegian) names never run off. */
  const legend = (data: Array<{ name: string; fill: string }>, perRow: number, x = 48) => (
    <VictoryLegend
      standalone={false}
      x={x}
      y={4}
      orientation="horizontal"
      itemsPerRow={perRow}
      gutter={24}
      rowGutter={-4}
      style={{ labels: text }}
      data={data.map((entry) => ({ name: entry.name, symbol: { fill: entry.fill, type: 'square' } }))}
    />
  );
  const integer = (n: number) => (Number.isInteger(n) ? n : '');

  return (
    <Grid>
      <Panel aria-label={t('videoArchive.viewsByDay')}>
        <figcaption>{t('videoArchive.viewsByDay')}</figcaption>
        {byDay.enough ? (
          <VictoryChart
            width={WIDTH}
            height={HEIGHT}
            padding={{ top: 48, bottom: 44, left: 48, right: 24 }}
            // the chart's svg has role="img": its <title> names it (axe: svg-img-alt)
            containerComponent={<VictoryContainer title={t('videoArchive.viewsByDay')} />}
          >
            {legend([{ name: t('videoArchive.views'), fill: theme.colors.primary }], 1)}
            <VictoryAxis tickFormat={(day: string) => day.slice(5)} style={axis} />
            <VictoryAxis dependentAxis tickFormat={integer} style={valueAxis} />
            <VictoryArea
              data={byDay.points}
              x="day"
              y="views"
              style={{
                data: {
                  fill: theme.colors.primary,
                  fillOpacity: 0.2,
                  stroke: theme.colors.primary,
                  strokeWidth: 2,
                },
              }}
            />
          </VictoryChart>
        ) : (
          <Muted>{t('videoArchive.notEnoughData')}</Muted>
        )}
      </Panel>
      <Panel aria-label={t('videoArchive.reviews')}>
        <figcaption>{t('videoArchive.reviews')}</figcaption>
        <VictoryChart
          width={WIDTH}
          height={HEIGHT}
          domainPadding={{ x: 70 }}
          padding={{ top: 72, bottom: 24, left: 48, right: 24 }}
          containerComponent={<VictoryContainer title={t('videoArchive.reviews')} />}
        >
          {legend(
            reviewed.map((bar) => ({ name: `${bar.x}: ${bar.y}`, fill: bar.fill })),
            1,
          )}
          <VictoryAxis style={axis} tickFormat={() => ''} />
          <VictoryAxis dependentAxis tickFormat={integer} style={valueAxis} />
          <VictoryBar
            data={reviewed}
            barWidth={56}
            cornerRadius={{ top: 4 }}
            style={{ data: { fill: ({ datum }: { datum?: { fill: string } }) => datum?.fill ?? partly } }}
          />
        </VictoryChart>
      </Panel>
      <Panel aria-label={t('videoArchive.mostUsedDevice')}>
        <figcaption>{t('videoArchive.mostUsedDevice')}</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={t('videoArchive.mostUsedDevice')}
        >
          {legend(
            devices.map((slice) => ({ name: `${slice.x}: ${slice.y}`, fill: slice.fill })),
            2,
            12,
          )}
          <VictoryPie
            standalone={false}
            width={WIDTH}
            height={HEIGHT}
            padding={{ top: 72, bottom: 8, left: 12, right: 12 }}
            innerRadius={48}
            data={devices}
            // The counts sit inside the ring (the legend names the devices): nothing is drawn past the edge.
            labels={({ datum }: { datum?: { y: number } }) => String(datum?.y ?? '')}
            labelRadius={({ innerRadius }: { innerRadius?: number | ((...args: never[]) => number) }) =>
              (typeof innerRadius === 'number' ? innerRadius : 48) + 28
            }
            style={{
              data: {
                fill: ({ datum }: { datum?: { fill: string } }) => datum?.fill ?? theme.colors.primary,
                stroke: theme.colors.surface,
                strokeWidth: 2,
              },
              labels: { ...text, fill: theme.colors.primaryText, fontWeight: 600 },
            }}
          />
        </svg>
      </Panel>
    </Grid>
  );
}
