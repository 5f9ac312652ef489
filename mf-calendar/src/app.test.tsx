import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { CalendarRoutes } from './app';
import { calendarPages } from './routes';

describe('mf-calendar page frames', () => {
  // First in the file: no other test has fetched the working hours page's code yet.
  it('renders a page the preload fetched (what mount awaits) in its first commit, without the route spinner', async () => {
    await calendarPages.preload('/working-hours');
    renderWithProviders(<CalendarRoutes />, { route: '/working-hours' });
    expect(screen.getByRole('heading', { level: 1, name: 'Working hours' })).toBeInTheDocument();
  });

  it('preloads nothing for a URL matching no page, which the routes still answer', async () => {
    await expect(calendarPages.preload('/dashboard/calendar/no/such/page')).resolves.toBeUndefined();
    await expect(calendarPages.preload('/no/such/area')).resolves.toBeUndefined();
    renderWithProviders(<CalendarRoutes />, { route: '/dashboard/calendar/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  });

  it.each([
    ['/dashboard/calendar', 'Calendar'],
    ['/dashboard', 'Calendar'],
    ['/dashboard/unknown', 'Calendar'],
    ['/working-hours', 'Working hours'],
    ['/calendar-integration', 'Calendar integration'],
    ['/service/google-calendar-auth', 'Connecting your calendar'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders(<CalendarRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the calendar loading message until the signed-in user is known', () => {
    renderWithProviders(<CalendarRoutes />, { route: '/dashboard/calendar' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<CalendarRoutes />, { route: '/dashboard/calendar/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  });
});
