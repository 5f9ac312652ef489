import { ApiError } from 'supabase-client';
/**
 * The browser's half of the digital-ID (Vipps) authorisation-code flow, spec 000 §7.3 and spec 002 §7: the
 * redirect to the provider and the check of what comes back. The state is random, remembered in this tab's
 * sessionStorage and must come back unchanged (CSRF); its prefix tells a sign-in from connecting a profile.
 */
export type DigitalIdMode = 'login' | 'connect';

export const RETURN_PATHS: Record<DigitalIdMode, string> = {
  login: '/vipps-callback',
  connect: '/connect-vipps',
};

const SCOPES: Record<DigitalIdMode, string> = {
  login: 'openid email phoneNumber name address',
  connect: 'openid email phoneNumber name api_version_2 address',
};

const STATE_KEY = 'digitalIdState';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function returnUri(mode: DigitalIdMode, origin = window.location.origin): string {
  return `${origin}${RETURN_PATHS[mode]}`;
}

/** Creates and remembers a fresh state, and returns the provider URL to send the browser to. */
export function authorizationUrl(
  provider: { authorizeUrl: string; clientId: string },
  mode: DigitalIdMode,
  origin = window.location.origin,
): string {
  const state = `${mode}.${randomToken()}`;
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', returnUri(mode, origin));
  url.searchParams.set('scope', SCOPES[mode]);
  url.searchParams.set('state', state);
  return url.toString();
}

export type ProviderReturn =
  | { ok: true; code: string; state: string; redirectUri: string }
  | { ok: false; reason: 'cancelled' | 'state-mismatch' | 'missing-code' };

/**
 * Reads the provider's answer for the given flow. The remembered state is used up whatever the outcome, so
 * an answer can be accepted once only.
 */
export function readProviderReturn(
  params: URLSearchParams,
  mode: DigitalIdMode,
  origin = window.location.origin,
): ProviderReturn {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const state = params.get('state');
  if (!expected || !state || state !== expected || !state.startsWith(`${mode}.`)) {
    return { ok: false, reason: 'state-mismatch' };
  }
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  const code = params.get('code');
  if (!code) return { ok: false, reason: 'missing-code' };
  return { ok: true, code, state, redirectUri: returnUri(mode, origin) };
}

/** True when the URL carries a provider answer (a code or an error) to be handled. */
export function hasProviderReturn(params: URLSearchParams): boolean {
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * A failed custom-token sign-in (verifyOtp): an Auth refusal (hint = the auth error's code) the spec shows as
 * "code: message" — the message being this app's text for the code, never the provider's raw one.
 */
export class CustomTokenError extends ApiError {
  constructor(refusal: ApiError) {
    super(refusal.message, refusal.hint ?? 'auth_error', refusal.code ?? 'auth_error', refusal.status);
    this.name = 'CustomTokenError';
  }
}

/**
 * The spec 000 §8 text for a failed digital-ID sign-in, through the shell's error texts (`errorText`: shared-ui's
 * errorMessage in the shell's namespace): nothing connected → 'You don't have connected profile to Vipps'; a
 * refused custom token → its code and text; anything else → 'Server responded with 404, cannot complete
 * operation'.
 */
export function loginFailureMessage(
  error: unknown,
  errorText: (error: unknown, fallback: string) => string,
): string {
  const text = errorText(error, 'digitalId.loginFailed');
  return error instanceof CustomTokenError ? `${error.hint}: ${text}` : text;
}

/** The spec 002 §8 message key for a failed connection (status 500 or an unknown user: 'The user was not found'). */
export function connectFailureKey(error: unknown): string {
  if (error instanceof ApiError && (error.status === 500 || error.hint === 'user_not_found')) {
    return 'digitalId.userNotFound';
  }
  return 'digitalId.connectFailed';
}
