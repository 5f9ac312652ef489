import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import registry from '../public/remotes.json';
import { ShellRoutes } from './app';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <ShellRoutes registry={registry} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { route },
  );
}

describe('shell routes', () => {
  it('sends unknown paths to /not-found, whose Back button goes home', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: "That page doesn't exist or is unavailable" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  });

  it('leaves paths a remote owns to that remote', () => {
    renderAt('/payments');
    expect(screen.getByTestId('path')).toHaveTextContent('/payments');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends unknown service paths to /service/404', () => {
    renderAt('/service/whatever');
    expect(screen.getByTestId('path')).toHaveTextContent('/service/404');
  });

  it('shows the 403 text', () => {
    renderAt('/403');
    expect(
      screen.getByRole('heading', { name: 'Sorry, you are not authorized to access this page.' }),
    ).toBeInTheDocument();
  });
});
