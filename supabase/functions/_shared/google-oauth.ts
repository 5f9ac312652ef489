// Google's OAuth 2.0 for the functions that act for a therapist's Google account (calendar-service,
// google-slides): the consent URL (authorisation code, offline access), the code exchange, the refresh, the
// account's identity and the revocation, and how a Google failure becomes a GoogleError. Over plain fetch, with
// no Deno or npm import, so node:test exercises it with a fake fetch (supabase/tests/calendar-service-google.test.ts,
// content-slides-google.test.ts). It has never been run against Google from this repository: the machine cannot
// reach it. Each function keeps its own client (its environment names its id and secret) and its own scopes.

export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  now?: () => number;
}

export interface GoogleTokens {
  accessToken: string;
  /** A refresh returns none: the one the account already had is kept. */
  refreshToken: string | null;
  expiresAt: Date;
}

/** A Google call that failed: its HTTP status and Google's own words (logged, never shown to the user). */
export class GoogleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleError';
  }
}

/** The response when it is a success; otherwise a GoogleError with the status and Google's explanation. */
export async function googleCheck(response: Response, what: string): Promise<Response> {
  if (response.ok) return response;
  let detail = '';
  try {
    // The OAuth endpoints answer { error, error_description }; the APIs { error: { message } }.
    const body = (await response.json()) as { error?: { message?: string } | string; error_description?: string };
    detail =
      typeof body.error === 'string' ? `${body.error} ${body.error_description ?? ''}` : (body.error?.message ?? '');
  } catch {
    // not JSON: the status says enough
  }
  throw new GoogleError(response.status, `Google ${what} failed (${response.status}) ${detail}`.trim());
}

export async function googleJson<T>(response: Response, what: string): Promise<T> {
  return (await (await googleCheck(response, what)).json()) as T;
}

/** The consent URL: code flow, offline access (a refresh token, asked for again each time), these scopes. */
export function consentUrl(cfg: GoogleConfig, redirectUri: string, state: string, scopes: readonly string[]): string {
  const url = new URL(GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    scope: scopes.join(' '),
    state,
  }).toString();
  return url.toString();
}

type TokenResponse = { access_token?: unknown; expires_in?: unknown; refresh_token?: unknown };

function tokensOf(body: TokenResponse, cfg: GoogleConfig, previousRefresh: string | null): GoogleTokens {
  if (typeof body.access_token !== 'string') throw new GoogleError(502, 'Google token response has no access_token');
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : previousRefresh,
    expiresAt: new Date((cfg.now ?? Date.now)() + expiresIn * 1000),
  };
}

async function tokenRequest(cfg: GoogleConfig, form: Record<string, string>, what: string): Promise<TokenResponse> {
  const response = await cfg.fetch(GOOGLE_TOKEN_URL, {
    method: 'POST',
    // form-encoded, as Google requires
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, client_id: cfg.clientId, client_secret: cfg.clientSecret }).toString(),
  });
  return googleJson<TokenResponse>(response, what);
}

/** Exchanges the code Google returned to redirectUri. */
export async function exchangeCode(cfg: GoogleConfig, code: string, redirectUri: string): Promise<GoogleTokens> {
  const body = await tokenRequest(
    cfg,
    { code, redirect_uri: redirectUri, grant_type: 'authorization_code' },
    'code exchange',
  );
  return tokensOf(body, cfg, null);
}

export async function refreshTokens(cfg: GoogleConfig, refreshToken: string): Promise<GoogleTokens> {
  const body = await tokenRequest(cfg, { refresh_token: refreshToken, grant_type: 'refresh_token' }, 'token refresh');
  return tokensOf(body, cfg, refreshToken);
}

/** The account behind an access token: its stable subject and its e-mail (null without the email scope). */
export async function userInfo(cfg: GoogleConfig, accessToken: string): Promise<{ sub: string; email: string | null }> {
  const response = await cfg.fetch(GOOGLE_USERINFO_URL, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = await googleJson<{ sub?: unknown; email?: unknown }>(response, 'userinfo');
  if (typeof body.sub !== 'string') throw new GoogleError(502, 'Google userinfo has no subject');
  return { sub: body.sub, email: typeof body.email === 'string' ? body.email : null };
}

/** Revokes the grant on disconnect (a token already revoked or expired answers 400: treated as done). */
export async function revoke(cfg: GoogleConfig, token: string): Promise<void> {
  const response = await cfg.fetch(GOOGLE_REVOKE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  if (response.status !== 400) await googleCheck(response, 'token revocation');
}
