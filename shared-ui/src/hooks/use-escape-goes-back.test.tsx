import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { useEscapeGoesBack } from './use-escape-goes-back';

function Form({ to }: { to?: string }) {
  useEscapeGoesBack(to);
  return <input aria-label="Name" />;
}

describe('useEscapeGoesBack', () => {
  it('goes to the given page on Esc', async () => {
    renderWithProviders(<Form to="/login" />, { route: '/forgot-password', showPath: true });
    await userEvent.type(screen.getByLabelText('Name'), 'x{Escape}');
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('leaves Esc to an open dialog', async () => {
    renderWithProviders(
      <>
        <Form to="/login" />
        <div role="dialog" aria-label="Open dialog" />
      </>,
      { route: '/forgot-password', showPath: true },
    );
    await userEvent.type(screen.getByLabelText('Name'), '{Escape}');
    expect(screen.getByTestId('path')).toHaveTextContent('/forgot-password');
  });
});
