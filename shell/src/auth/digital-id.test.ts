import { ApiError, authRefusal } from 'supabase-client';
import { errorMessage } from 'shared-ui';
import {
  CustomTokenError,
  authorizationUrl,
  connectFailureKey,
  hasProviderReturn,
  loginFailureMessage,
  readProviderReturn,
} from './digital-id';

const provider = { authorizeUrl: 'https://id.example/oauth2/auth', clientId: 'client-1' };
const origin = 'https://app.example';

beforeEach(() => sessionStorage.clear());

function redirect(mode: 'login' | 'connect') {
  const url = new URL(authorizationUrl(provider, mode, origin));
  return { url, state: url.searchParams.get('state')! };
}

describe('authorizationUrl (spec 000 §7.3)', () => {
  it('sends a code request for the sign-in with the spec scope and a fresh remembered state', () => {
    const { url, state } = redirect('login');
    expect(url.origin + url.pathname).toBe('https://id.example/oauth2/auth');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/vipps-callback');
    expect(url.searchParams.get('scope')).toBe('openid email phoneNumber name address');
    expect(state).toMatch(/^login\.[A-Za-z0-9_-]{32}$/);
    expect(sessionStorage.getItem('digitalIdState')).toBe(state);
    expect(redirect('login').state).not.toBe(state);
  });

  it('connecting returns to /connect-vipps and adds api_version_2 (spec 002 §7)', () => {
    const { url, state } = redirect('connect');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/connect-vipps');
    expect(url.searchParams.get('scope')).toBe('openid email phoneNumber name api_version_2 address');
    expect(state.startsWith('connect.')).toBe(true);
  });
});

describe('readProviderReturn', () => {
  it('accepts the code once when the state is the remembered one', () => {
    const { state } = redirect('login');
    const params = new URLSearchParams({ code: 'abc', state });
    expect(hasProviderReturn(params)).toBe(true);
    expect(readProviderReturn(params, 'login', origin)).toEqual({
      ok: true,
      code: 'abc',
      state,
      redirectUri: 'https://app.example/vipps-callback',
    });
    expect(readProviderReturn(params, 'login', origin)).toEqual({ ok: false, reason: 'state-mismatch' });
  });

  it('refuses a foreign state, a state of the other flow, and a missing code', () => {
    redirect('login');
    expect(
      readProviderReturn(new URLSearchParams({ code: 'a', state: 'login.forged' }), 'login', origin),
    ).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
    const { state } = redirect('connect');
    expect(readProviderReturn(new URLSearchParams({ code: 'a', state }), 'login', origin)).toEqual({
      ok: false,
      reason: 'state-mismatch',
    });
    const login = redirect('login').state;
    expect(readProviderReturn(new URLSearchParams({ state: login }), 'login', origin)).toEqual({
      ok: false,
      reason: 'missing-code',
    });
  });

  it('reports a cancellation at the provider', () => {
    const { state } = redirect('connect');
    const params = new URLSearchParams({ error: 'access_denied', state });
    expect(hasProviderReturn(params)).toBe(true);
    expect(readProviderReturn(params, 'connect', origin)).toEqual({ ok: false, reason: 'cancelled' });
    expect(hasProviderReturn(new URLSearchParams())).toBe(false);
  });
});

describe('error messages (spec 000 §8, spec 002 §8)', () => {
  it("maps sign-in failures to the shell's texts, never the raw message", () => {
    const text = (error: unknown, fallback: string) => errorMessage(error, { namespace: 'shell', fallback });
    expect(loginFailureMessage(new ApiError('no token', 'not_connected', 'not_connected', 200), text)).toBe(
      "You don't have connected profile to Vipps",
    );
    expect(loginFailureMessage(new ApiError('x', 'invalid_grant', 'invalid_grant', 400), text)).toBe(
      'Server responded with 404, cannot complete operation',
    );
    expect(loginFailureMessage(new Error('network'), text)).toBe(
      'Server responded with 404, cannot complete operation',
    );
    const expired = new CustomTokenError(
      authRefusal({ message: 'raw provider text', code: 'otp_expired', status: 403 }),
    );
    expect(loginFailureMessage(expired, text)).toBe('otp_expired: Token has expired or is invalid');
    const unknown = new CustomTokenError(
      authRefusal({ message: 'raw provider text', code: 'odd_code', status: 400 }),
    );
    expect(loginFailureMessage(unknown, text)).toBe(
      'odd_code: Server responded with 404, cannot complete operation',
    );
  });

  it('maps connection failures: status 500 and an unknown user read "The user was not found"', () => {
    expect(connectFailureKey(new ApiError('x', 'internal_error', null, 500))).toBe('digitalId.userNotFound');
    expect(connectFailureKey(new ApiError('x', 'user_not_found', null, 404))).toBe('digitalId.userNotFound');
    expect(connectFailureKey(new ApiError('x', 'already_connected', null, 409))).toBe(
      'digitalId.connectFailed',
    );
    expect(connectFailureKey(new Error('offline'))).toBe('digitalId.connectFailed');
  });
});
