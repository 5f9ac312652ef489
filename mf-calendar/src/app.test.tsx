import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { CalendarRoutes } from './app';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('mf-calendar page frames', () => {
  it.each([
    ['/dashboard/calendar', 'Calendar'],
    ['/dashboard', 'Calendar'],
    ['/dashboard/unknown', 'Calendar'],
    ['/working-hours', 'Working hours'],
    ['/calendar-integration', 'Calendar integration'],
    ['/service/google-calendar-auth', 'Connecting your calendar'],
  ])('%s shows the %s page', (route, title) => {
    renderWithProviders(<CalendarRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows the spec's empty state", () => {
    renderWithProviders(<CalendarRoutes />, { route: '/dashboard/calendar' });
    expect(screen.getByText('No events to display')).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(
      <>
        <CalendarRoutes />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </>,
      { route: '/dashboard/calendar/no/such/page' },
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  });
});
