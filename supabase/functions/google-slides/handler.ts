// The HTTP entry of the slides service (spec 002 §7 "Slides service"), without Deno or npm imports so node:test
// runs it with a fake store and a fake Google (supabase/tests/content-slides-function.test.ts); index.ts wires
// it to Deno.serve, the environment and supabase-js.
//
//   GET    /            header redirecturl   → {data: authorisation URL}
//   POST   /            {code}, redirecturl  → {data: {isIntegrated, isAlreadyIntegrated}}
//   GET    /presentations                    → {data: [{id, name}]}  (the account's presentations)
//   DELETE /                                 → {data: true}          (revoke, then delete the account)
//
// Provider: Google when configured (GOOGLE_SLIDES_CLIENT_ID + GOOGLE_SLIDES_CLIENT_SECRET), else the local one —
// the same rows the browser's local flow writes (connect_slides_account / disconnect_slides_account as the
// caller; the account's presentations are the caller's uploads). Errors are {message} with the spec's §8 texts.
import * as google from './google.ts';

export const MESSAGES = {
  authUrl: 'Error during getting auth url',
  integration: 'Error during integration google slides',
  already: 'Your account is already in the system',
  slides: 'Error during get slides from Google',
  deleteAccount: 'Error during delete google slides account',
} as const;

export interface Caller {
  id: string;
  bearer: string;
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

/** What the entry needs from the database; index.ts implements it with supabase-js. */
export interface SlidesStore {
  /** The verified user of a bearer token, or null. */
  caller(bearer: string): Promise<Caller | null>;
  isIntegrated(caller: Caller): Promise<boolean>;
  /** Google: the account row (provider GOOGLE), the tokens (service role only) and the user's flag, together. */
  saveGoogleAccount(caller: Caller, email: string, tokens: StoredTokens): Promise<void>;
  tokens(caller: Caller): Promise<StoredTokens | null>;
  saveTokens(caller: Caller, tokens: StoredTokens): Promise<void>;
  /** Local: connect_slides_account as the caller; 'already' when an account exists. */
  connectLocal(caller: Caller, code: string): Promise<'connected' | 'already'>;
  localPresentations(caller: Caller): Promise<Array<{ id: string; name: string }>>;
  /** disconnect_slides_account as the caller, and the stored tokens removed. */
  disconnect(caller: Caller): Promise<void>;
}

export interface Deps {
  store: SlidesStore;
  google: google.GoogleConfig | null;
  cors: Record<string, string>;
}

const json = (deps: Deps, status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...deps.cors, 'content-type': 'application/json' } });

/** The return address must be a web page (the app's /google-slides/all); anything else is refused. */
function redirectOf(req: Request): string | null {
  const value = req.headers.get('redirecturl') ?? '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A valid access token, refreshed a minute before it expires (the refresh token stays server-side). */
async function accessToken(deps: Deps, caller: Caller, cfg: google.GoogleConfig): Promise<string | null> {
  const stored = await deps.store.tokens(caller);
  if (!stored) return null;
  const now = cfg.now?.() ?? Date.now();
  if (stored.expiresAt.getTime() - 60_000 > now) return stored.accessToken;
  if (!stored.refreshToken) return null;
  const fresh = await google.refresh(cfg, stored.refreshToken);
  await deps.store.saveTokens(caller, fresh);
  return fresh.accessToken;
}

export async function handle(req: Request, path: string[], deps: Deps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: deps.cors });
  const bearer = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  const caller = bearer ? await deps.store.caller(bearer) : null;
  if (!caller) return json(deps, 401, { message: 'Invalid or expired session' });
  const cfg = deps.google;

  if (path.length === 0 && req.method === 'GET') {
    const redirect = redirectOf(req);
    if (!redirect) return json(deps, 400, { message: MESSAGES.authUrl });
    if (!cfg) {
      // The local provider consents at once: back to the page with its code.
      const back = new URL(redirect);
      back.searchParams.set('code', 'local');
      return json(deps, 200, { data: back.toString() });
    }
    return json(deps, 200, { data: google.authUrl(cfg, redirect, caller.id) });
  }

  if (path.length === 0 && req.method === 'POST') {
    let code = '';
    try {
      code = String(((await req.json()) as { code?: unknown }).code ?? '');
    } catch {
      // an empty code is refused below
    }
    if (!code) return json(deps, 400, { message: MESSAGES.integration });
    if (await deps.store.isIntegrated(caller)) {
      return json(deps, 409, { message: MESSAGES.already, data: { isIntegrated: true, isAlreadyIntegrated: true } });
    }
    try {
      if (!cfg) {
        const outcome = await deps.store.connectLocal(caller, code);
        if (outcome === 'already') {
          return json(deps, 409, { message: MESSAGES.already, data: { isIntegrated: true, isAlreadyIntegrated: true } });
        }
      } else {
        const redirect = redirectOf(req);
        if (!redirect) return json(deps, 400, { message: MESSAGES.integration });
        const tokens = await google.exchangeCode(cfg, code, redirect);
        const email = await google.userEmail(cfg, tokens.accessToken);
        await deps.store.saveGoogleAccount(caller, email, tokens);
      }
    } catch (error) {
      console.error(`google-slides: integration failed: ${(error as Error)?.message ?? error}`);
      return json(deps, 502, { message: MESSAGES.integration });
    }
    return json(deps, 200, { data: { isIntegrated: true, isAlreadyIntegrated: false } });
  }

  if (path.length === 1 && path[0] === 'presentations' && req.method === 'GET') {
    try {
      if (!cfg) return json(deps, 200, { data: await deps.store.localPresentations(caller) });
      const token = await accessToken(deps, caller, cfg);
      if (!token) return json(deps, 409, { message: MESSAGES.slides });
      return json(deps, 200, { data: await google.listPresentations(cfg, token) });
    } catch (error) {
      console.error(`google-slides: listing failed: ${(error as Error)?.message ?? error}`);
      return json(deps, 502, { message: MESSAGES.slides });
    }
  }

  if (path.length === 0 && req.method === 'DELETE') {
    try {
      if (cfg) {
        const stored = await deps.store.tokens(caller);
        // Revoking the refresh token ends the whole grant; a token already revoked counts as done.
        const token = stored?.refreshToken ?? stored?.accessToken;
        if (token) await google.revoke(cfg, token);
      }
      await deps.store.disconnect(caller);
    } catch (error) {
      console.error(`google-slides: disconnect failed: ${(error as Error)?.message ?? error}`);
      return json(deps, 502, { message: MESSAGES.deleteAccount });
    }
    return json(deps, 200, { data: true });
  }

  return json(deps, 404, { message: 'Not found' });
}
