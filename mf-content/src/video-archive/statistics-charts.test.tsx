import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { theme } from 'shared-ui';
import { setupContentTests } from '../testing/setup-tests';
import StatisticsCharts from './statistics-charts';
import type { ViewingSession } from './video-statistics.rules';

setupContentTests();

const session = (deviceType: string, n: number): ViewingSession => ({
  deviceType,
  browserName: 'Chrome',
  browserVersion: '131',
  secondsPlayed: 10,
  isPlaybackCompleted: false,
  startDate: `2026-11-2${n}T10:00:00Z`,
});

const user = {
  videoName: 'Box breathing',
  userId: 'u1',
  firstName: 'Kari',
  lastName: 'Nordmann',
  sessions: [session('desktop', 1), session('mobile', 2), session('mobile', 3)],
  lastSession: null,
  videoDuration: 240,
  firstViewDate: null,
  viewsByDate: { '2026-11-21': 1, '2026-11-22': 1, '2026-11-23': 1 },
  completedViews: 1,
  uncompletedViews: 2,
};

describe('statistics charts', () => {
  it("draw in the product's colours with a legend naming each device and bar, the counts inside the ring", () => {
    renderWithProviders(<StatisticsCharts user={user} />);
    const devices = screen.getByRole('figure', { name: 'Most used device' });
    // the device names are in the legend (never cut at the chart's edge), with their counts
    expect(within(devices).getByText('desktop: 1')).toBeInTheDocument();
    expect(within(devices).getByText('mobile: 2')).toBeInTheDocument();
    const fills = Array.from(devices.querySelectorAll('path')).map((path) => path.style.fill);
    expect(fills).toEqual(expect.arrayContaining([theme.colors.primary, theme.colors.liveSession.phone]));
    const reviews = screen.getByRole('figure', { name: 'Reviews' });
    expect(within(reviews).getByText('Partly reviewed: 2')).toBeInTheDocument();
    expect(within(reviews).getByText('Fully reviewed: 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Views by day' })).getByText('Views'),
    ).toBeInTheDocument();
  });

  it('name every chart image (svg role="img"), for axe\'s svg-img-alt', () => {
    renderWithProviders(<StatisticsCharts user={user} />);
    expect(screen.getByRole('img', { name: 'Views by day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Most used device' })).toBeInTheDocument();
  });
});
