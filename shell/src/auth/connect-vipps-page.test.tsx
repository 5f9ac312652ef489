import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'shared-ui';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { setRuntimeConfig } from '../config/runtime-config';
import { signedIn } from '../testing/fixtures';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { authorizationUrl } from './digital-id';
import { ConnectVippsPage } from './connect-vipps-page';
import { loginMethodMismatch, rememberedLoginMethod } from '../session/login-method';

const calls: Array<{ method: string; body: unknown }> = [];
let reply: () => Response = () => HttpResponse.json({ data: { email: 'ingrid@example.no' } });
setupMockServer([
  http.all(`${API}/functions/v1/connect-vipps`, async ({ request }) => {
    calls.push({ method: request.method, body: request.method === 'POST' ? await request.json() : null });
    return reply();
  }),
]);

const provider = { authorizeUrl: 'https://id.example/auth', clientId: 'client-1' };

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  setRuntimeConfig({ supabaseUrl: API, supabaseAnonKey: 'anon', vipps: provider });
});
afterAll(() => setRuntimeConfig(null));

function providerReturn(): string {
  const url = new URL(authorizationUrl(provider, 'connect'));
  return `/connect-vipps?code=code-9&state=${url.searchParams.get('state')}`;
}

describe('ConnectVippsPage', () => {
  it('spends the returned code once, clears it from the address and confirms the connection', async () => {
    const success = jest.spyOn(toast, 'success');
    const route = providerReturn();
    localStorage.setItem('loginMethod', 'password');
    renderWithProviders(<ConnectVippsPage auth={signedIn()} />, { route, showPath: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Vipps connected successfully'));
    // Connected while signed in with a password: the stored method no longer matches the profile, so the
    // session rule ends the session (spec 000 §4; auth-store's refreshProfile, profile-reload.test.ts).
    expect(loginMethodMismatch(rememberedLoginMethod(), true)).toBe('useVipps');
    const state = new URLSearchParams(route.split('?')[1]).get('state');
    expect(calls).toEqual([
      {
        method: 'POST',
        body: { code: 'code-9', state, redirectUri: `${window.location.origin}/connect-vipps` },
      },
    ]);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/connect-vipps$/);
  });

  it('status 500 reads "The user was not found"; other refusals "Unable to connect Vipps to profile"', async () => {
    const error = jest.spyOn(toast, 'error');
    reply = () =>
      HttpResponse.json({ error: { hint: 'internal_error', message: 'refused' } }, { status: 500 });
    const first = renderWithProviders(<ConnectVippsPage auth={signedIn()} />, { route: providerReturn() });
    await waitFor(() => expect(error).toHaveBeenCalledWith('The user was not found'));
    first.unmount();
    reply = () =>
      HttpResponse.json({ error: { hint: 'already_connected', message: 'refused' } }, { status: 409 });
    renderWithProviders(<ConnectVippsPage auth={signedIn()} />, { route: providerReturn() });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to connect Vipps to profile'));
  });

  it('a connected profile offers Disconnect, which calls the function and confirms', async () => {
    const success = jest.spyOn(toast, 'success');
    reply = () => HttpResponse.json({ data: { connected: false } });
    renderWithProviders(<ConnectVippsPage auth={signedIn({ vippsConnected: true })} />, {
      route: '/connect-vipps',
    });
    expect(screen.getByRole('heading', { name: 'Vipps' })).toBeInTheDocument();
    localStorage.setItem('loginMethod', 'vipps');
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Vipps' }));
    // Asked first, saying how sign-in changes; nothing happens before the confirmation.
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Vipps?' });
    expect(dialog).toHaveTextContent('From now on you sign in with email and password.');
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect Vipps' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Vipps disconnected successfully'));
    expect(calls).toEqual([{ method: 'DELETE', body: null }]);
    // Signed in with Vipps, now disconnected: the method no longer matches, the session rule ends the session.
    expect(loginMethodMismatch(rememberedLoginMethod(), false)).toBe('usePassword');
  });

  it('connecting asks first; Cancel leaves everything as it was', async () => {
    renderWithProviders(<ConnectVippsPage auth={signedIn()} />, { route: '/connect-vipps' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Vipps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Vipps?' });
    expect(dialog).toHaveTextContent(
      'You will be signed out once it is connected; sign in again with Vipps.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('without a configured provider the connect button is disabled and says why', () => {
    setRuntimeConfig({ supabaseUrl: API, supabaseAnonKey: 'anon' });
    renderWithProviders(<ConnectVippsPage auth={signedIn()} />, { route: '/connect-vipps' });
    expect(screen.getByRole('button', { name: 'Connect Vipps' })).toBeDisabled();
    expect(screen.getByText('Vipps is not available in this environment.')).toBeInTheDocument();
  });
});
