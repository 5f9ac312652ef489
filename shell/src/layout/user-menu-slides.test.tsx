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

describe("UserMenu 'Disconnect google slides' (spec 002 §2)", () => {
  it('is offered when slides are integrated and opens the slides page’s disconnect confirmation', async () => {
    renderWithProviders(
      <>
        <UserMenu profile={{ ...therapistProfile, googleSlidesIntegrated: true }} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/dashboard/calendar' },
    );
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disconnect google slides' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/google-slides/all?action=disconnect');
  });

  it('is not offered when slides are not integrated', async () => {
    renderWithProviders(<UserMenu profile={{ ...therapistProfile, googleSlidesIntegrated: false }} />);
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Working hours' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disconnect google slides' })).not.toBeInTheDocument();
  });
});
