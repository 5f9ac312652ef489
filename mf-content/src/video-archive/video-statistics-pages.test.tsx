import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const session = (index: number, over: Record<string, unknown> = {}) => ({
  deviceType: null,
  browserName: null,
  browserVersion: null,
  userAgent: IPHONE,
  secondsPlayed: 95,
  isPlaybackCompleted: false,
  startDate: new Date(Date.UTC(2026, 10, 1 + index, 10)).toISOString(),
  ...over,
});

/** The seeded viewer gets `count` sessions (newest last) over as many days. */
function viewed(count: number) {
  const sessions = Array.from({ length: count }, (_, i) => session(i));
  db.update('video_statistics', (row) => row.user_id === fixtures.patient.id, {
    sessions,
    last_session: sessions[count - 1],
    views_by_date: Object.fromEntries(sessions.map((s) => [s.startDate.slice(0, 10), 1])),
    total_completed_views_count: 0,
    uncompleted_views_count: count,
  });
}

const userPage = `/video-archive/video/${fixtures.video.id}/statistic/user/${fixtures.patient.id}`;

describe('video statistics', () => {
  it("'By users' shows a card per viewer with the views; the name leads to the viewer's page", async () => {
    viewed(4);
    renderWithProviders(<ContentRoutes />, {
      route: `/video-archive/video/${fixtures.video.id}/statistic/by-users`,
      showPath: true,
    });
    const cards = await screen.findByRole('list', { name: 'By users' });
    expect(cards).toHaveTextContent('Views: 4');
    // spec 002: a user card shows the avatar and the role (the picture, or the initials without one)
    expect(within(cards).getByTestId('statistics-user-role')).toHaveTextContent('Patient');
    expect(within(cards).getByTestId('statistics-user-avatar')).toHaveTextContent('KN');
    await userEvent.click(within(cards).getByRole('link', { name: 'Kari Nordmann' }));
    expect(
      await screen.findByRole('heading', { name: 'Statistics by Box breathing and by Kari Nordmann' }),
    ).toBeInTheDocument();
  });

  it('a video that is not there for this user is the not-found page', async () => {
    renderWithProviders(<ContentRoutes />, {
      route: '/video-archive/video/50000000-0000-4000-8000-000000000999/statistic/by-users',
      showPath: true,
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
  });

  it("'There are no statistics by users' without viewers", async () => {
    db.remove('video_statistics', () => true);
    renderWithProviders(<ContentRoutes />, {
      route: `/video-archive/video/${fixtures.video.id}/statistic/by-users`,
    });
    expect(await screen.findByText('There are no statistics by users')).toBeInTheDocument();
  });

  it('the per-user page classifies sessions from their user agent and paginates above 10', async () => {
    viewed(12);
    renderWithProviders(<ContentRoutes />, { route: userPage });
    const all = await screen.findByRole('table', { name: 'All sessions:' });
    // header + 10 rows on the first of 2 pages
    expect(within(all).getAllByRole('row')).toHaveLength(11);
    expect(within(all).getAllByRole('cell', { name: 'mobile' })).toHaveLength(10);
    expect(within(all).getAllByRole('cell', { name: 'Safari 18' })).toHaveLength(10);
    expect(within(all).getAllByRole('cell', { name: '39.58 %' })).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(all).getAllByRole('row')).toHaveLength(3);
    const last = screen.getByRole('table', { name: 'Last session:' });
    expect(within(last).getAllByRole('row')).toHaveLength(2);
  });

  it('shows every session without pages up to 10, and the empty state for a user without statistics', async () => {
    viewed(10);
    const { unmount } = renderWithProviders(<ContentRoutes />, { route: userPage });
    const all = await screen.findByRole('table', { name: 'All sessions:' });
    expect(within(all).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ContentRoutes />, {
      route: `/video-archive/video/${fixtures.video.id}/statistic/user/${fixtures.colleague.id}`,
    });
    expect(await screen.findByText('There are no statistics by users')).toBeInTheDocument();
  });
});
