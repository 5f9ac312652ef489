import { ApiError } from 'supabase-client';
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
  it('maps sign-in failures', () => {
    expect(loginFailureMessage(new ApiError('x', null, 'not_connected', 404))).toEqual({
      key: 'digitalId.notConnected',
    });
    expect(loginFailureMessage(new ApiError('x', null, 'invalid_grant', 400))).toEqual({
      key: 'digitalId.loginFailed',
    });
    expect(loginFailureMessage(new Error('network'))).toEqual({ key: 'digitalId.loginFailed' });
    expect(loginFailureMessage(new CustomTokenError('otp_expired', 'Token has expired'))).toEqual({
      text: 'otp_expired: Token has expired',
    });
  });

  it('maps connection failures: status 500 and an unknown user read "The user was not found"', () => {
    expect(connectFailureKey(new ApiError('x', null, 'internal_error', 500))).toBe('digitalId.userNotFound');
    expect(connectFailureKey(new ApiError('x', null, 'user_not_found', 404))).toBe('digitalId.userNotFound');
    expect(connectFailureKey(new ApiError('x', null, 'already_connected', 409))).toBe(
      'digitalId.connectFailed',
    );
    expect(connectFailureKey(new Error('offline'))).toBe('digitalId.connectFailed');
  });
});
