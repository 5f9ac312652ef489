import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster, toast } from 'shared-ui';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { authorizationUrl } from './digital-id';
import { VippsCallbackPage } from './vipps-callback-page';

const calls: unknown[] = [];
let reply: () => Response = () =>
  HttpResponse.json({ error: { hint: 'not_connected', message: 'refused' } }, { status: 404 });
setupMockServer([
  http.post(`${API}/functions/v1/login-therapist`, async ({ request }) => {
    calls.push(await request.json());
    return reply();
  }),
]);

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
});

function returnWith(code: string): string {
  const url = new URL(authorizationUrl({ authorizeUrl: 'https://id.example/auth', clientId: 'c' }, 'login'));
  return `/vipps-callback?code=${code}&state=${url.searchParams.get('state')}`;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <VippsCallbackPage />
      <Toaster />
    </>,
    { route, showPath: true },
  );
}

describe('VippsCallbackPage', () => {
  it('shows the spec text, sends code, state and redirectUri, and an unconnected identity goes back to login', async () => {
    const route = returnWith('code-1');
    renderAt(route);
    expect(
      screen.getByText(
        'Your account is being verified, please wait, the process will not take more than 10 seconds',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText("You don't have connected profile to Vipps")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    const state = new URLSearchParams(route.split('?')[1]).get('state');
    expect(calls).toEqual([
      { code: 'code-1', state, redirectUri: `${window.location.origin}/vipps-callback` },
    ]);
  });

  it('any other failure of the function reads the spec generic digital-ID message', async () => {
    reply = () =>
      HttpResponse.json({ error: { hint: 'invalid_grant', message: 'refused' } }, { status: 400 });
    renderAt(returnWith('code-2'));
    expect(
      await screen.findByText('Server responded with 404, cannot complete operation'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it('never spends a code whose state this tab did not create', async () => {
    const shown = jest.spyOn(toast, 'error');
    renderAt('/vipps-callback?code=stolen&state=login.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Server responded with 404, cannot complete operation'),
    );
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(calls).toHaveLength(0);
  });
});
