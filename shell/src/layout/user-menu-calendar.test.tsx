import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { therapistProfile } from '../testing/fixtures';
import { UserMenu } from './user-menu';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe("UserMenu 'Disconnect calendar' (spec 000 §2.3)", () => {
  it('is offered when a calendar is connected and opens the disconnect confirmation', async () => {
    renderWithProviders(
      <>
        <UserMenu profile={{ ...therapistProfile, calendarIntegrated: true }} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/dashboard/calendar' },
    );
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disconnect calendar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/calendar-integration?action=disconnect');
  });

  it('is not offered without a connected calendar', async () => {
    renderWithProviders(<UserMenu profile={{ ...therapistProfile, calendarIntegrated: false }} />);
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Working hours' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disconnect calendar' })).not.toBeInTheDocument();
  });
});
