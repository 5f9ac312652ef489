import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ShellRoutes } from './app';
import type { AuthState } from './session/auth-store';
import { signedIn } from './testing/fixtures';
import { servedRegistry as registry } from './testing/served-registry';

const admitted = signedIn();

function renderAt(route: string, auth: AuthState = admitted) {
  return renderWithProviders(<ShellRoutes registry={registry} auth={auth} />, { route, showPath: true });
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

  it('fetches the playground page when it is opened', async () => {
    renderAt('/playground');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playground' })).toBeInTheDocument();
  });

  it.each([
    ['/translations/edit', 'Edit translations'],
    ['/translations/new', 'New translation'],
  ])('%s is an empty placeholder page, not /not-found (000 §2.2)', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(route);
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

  it('leaves a service path a remote owns to that remote (the calendar authorisation callback)', () => {
    renderAt('/service/google-calendar-auth?code=c&state=s');
    expect(screen.getByTestId('path')).toHaveTextContent('/service/google-calendar-auth');
  });

  it('sends a signed-out visitor to /login and shows the sign-in form', async () => {
    renderAt('/payments', { status: 'signed-out' });
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a user with a temporary password to their own set-new-password page', async () => {
    renderAt('/payments', signedIn({ temporaryPasswordResolved: false }));
    expect(screen.getByTestId('path')).toHaveTextContent('/users/u1/set-new-password');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('asks for the data-processing agreement, with Agree enabled only after the agreement was opened', async () => {
    renderAt('/payments', signedIn({ dataProcessingAgreementAgreed: null }));
    expect(screen.getByTestId('path')).toHaveTextContent('/data-processing-agreement');
    const agree = await screen.findByRole('button', { name: 'Agree' });
    // blocked with its reason, said on the page and in the button's tooltip; a click agrees to nothing
    expect(agree).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText('Open the agreement first: Agree is available once you have read it.'),
    ).toBeInTheDocument();
    await userEvent.click(agree);
    expect(screen.getByTestId('path')).toHaveTextContent('/data-processing-agreement');
    await userEvent.click(screen.getByRole('link', { name: 'Read the data processing agreement' }));
    expect(agree).not.toHaveAttribute('aria-disabled');
  });

  it("shows 'Show consent' to a user who declined", async () => {
    renderAt('/payments', signedIn({ dataProcessingAgreementAgreed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Show consent' }));
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the 403 text', () => {
    renderAt('/403');
    expect(
      screen.getByRole('heading', { name: 'Sorry, you are not authorized to access this page.' }),
    ).toBeInTheDocument();
  });
});
