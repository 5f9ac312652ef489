// The digital-ID provider (Vipps, spec 000 §7.3 / spec 002 §7) seen from the edge functions: the OpenID Connect
// authorisation-code exchange against the configured issuer, ID-token verification and the verified e-mail.
// Configured by env (function secrets in production, injected by the local stack):
//   VIPPS_ISSUER         e.g. https://api.vipps.no/access-management-1.0/access/ (the local stack's own provider
//                        otherwise); its /.well-known/openid-configuration names the endpoints
//   VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET   the app's client at the provider (client_secret_basic)
import { createRemoteJWKSet, jwtVerify } from 'npm:jose@6';
// A refusal of the digital-ID flow is the shared FunctionError (status, hint, message).
import { FunctionError as DigitalIdError, answerError, json } from './http.ts';


interface Discovery {
  issuer: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

let discovered: { issuer: string; doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> } | null = null;

function config() {
  const issuer = Deno.env.get('VIPPS_ISSUER');
  const clientId = Deno.env.get('VIPPS_CLIENT_ID');
  const clientSecret = Deno.env.get('VIPPS_CLIENT_SECRET');
  if (!issuer || !clientId || !clientSecret) {
    throw new DigitalIdError(503, 'not_configured', 'The digital ID provider is not configured');
  }
  return { issuer, clientId, clientSecret };
}

async function discovery(issuer: string) {
  if (discovered?.issuer === issuer) return discovered;
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new DigitalIdError(502, 'provider_unavailable', `Discovery failed (${res.status})`);
  const doc = (await res.json()) as Discovery;
  discovered = { issuer, doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) };
  return discovered;
}

/** The two flows never share a return path, so a code obtained for one cannot be spent on the other. */
export const RETURN_PATHS = { login: '/vipps-callback', connect: '/connect-vipps' } as const;
export type DigitalIdMode = keyof typeof RETURN_PATHS;

/** The body both functions take (spec 000 §7.1 / spec 002 §7), checked before anything is spent. */
export function readAuthorisation(body: unknown, mode: DigitalIdMode): { code: string; redirectUri: string } {
  const b = (body ?? {}) as { code?: unknown; state?: unknown; redirectUri?: unknown };
  const code = typeof b.code === 'string' ? b.code.trim() : '';
  const state = typeof b.state === 'string' ? b.state : '';
  const redirectUri = typeof b.redirectUri === 'string' ? b.redirectUri : '';
  if (!code || code.length > 2048) throw new DigitalIdError(400, 'invalid_request', 'code is required');
  // The browser compared the returned state with the one it stored before redirecting (CSRF); this checks that
  // the state belongs to this flow, so a connect round trip cannot be replayed as a sign-in and vice versa.
  if (!new RegExp(`^${mode}\\.[A-Za-z0-9_-]{32,128}$`).test(state)) {
    throw new DigitalIdError(400, 'invalid_state', 'state does not belong to this flow');
  }
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new DigitalIdError(400, 'invalid_request', 'redirectUri must be an absolute URL');
  }
  if (url.pathname !== RETURN_PATHS[mode] || url.search || url.hash) {
    throw new DigitalIdError(400, 'invalid_request', `redirectUri must point to ${RETURN_PATHS[mode]}`);
  }
  return { code, redirectUri };
}

/**
 * Spends the authorisation code at the provider's token endpoint, verifies the ID token (signature from the
 * JWKS, issuer, audience, expiry) and reads the e-mail from userinfo for the same subject. Only a verified
 * e-mail is returned.
 */
export async function verifiedIdentity(code: string, redirectUri: string): Promise<{ sub: string; email: string }> {
  const { issuer, clientId, clientSecret } = config();
  const { doc, jwks } = await discovery(issuer);
  const basic = btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`);
  const tokenRes = await fetch(doc.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  });
  const tokens = (await tokenRes.json().catch(() => ({}))) as {
    id_token?: string;
    access_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!tokenRes.ok || !tokens.id_token || !tokens.access_token) {
    // invalid_grant: expired, spent or foreign code; the provider's reason is kept for the logs only.
    console.warn(`digital ID token exchange refused: ${tokens.error ?? tokenRes.status}`);
    throw new DigitalIdError(400, 'token_exchange_failed', 'The authorisation code was refused');
  }
  let sub: string;
  try {
    const { payload } = await jwtVerify(tokens.id_token, jwks, { issuer: doc.issuer, audience: clientId });
    sub = String(payload.sub ?? '');
  } catch (err) {
    console.warn(`digital ID token rejected: ${(err as Error).message}`);
    throw new DigitalIdError(401, 'invalid_id_token', 'The ID token could not be verified');
  }
  const infoRes = await fetch(doc.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
  });
  const info = (await infoRes.json().catch(() => ({}))) as { sub?: string; email?: string; email_verified?: unknown };
  if (!infoRes.ok || !sub || info.sub !== sub) {
    throw new DigitalIdError(502, 'userinfo_failed', 'The provider did not confirm the identity');
  }
  const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : '';
  if (!email || (info.email_verified !== true && info.email_verified !== 'true')) {
    throw new DigitalIdError(403, 'email_not_verified', 'The digital ID has no verified e-mail address');
  }
  return { sub, email };
}

/** The key of a connection record (spec 002 §7: "keyed by hashed email"): sha256 hex of the lower-cased e-mail. */
export async function emailHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A success: the spec's `data` envelope. */
export const reply = (status: number, body: Record<string, unknown> = {}): Response => json(body, status);

/** The digital-ID functions' answer to anything they threw (http.ts's answerError). */
export const failureOf = (err: unknown): Response => answerError('digital ID function', err);
