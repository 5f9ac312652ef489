// The HTTP entry of the slides service (spec 002 §7 "Slides service"), without Deno or npm imports so node:test
// runs it with a fake store and a fake Google (supabase/tests/content-slides-function.test.ts); index.ts wires
// it to Deno.serve, the environment and supabase-js.
//
//   GET    /            header redirecturl   → {data: authorisation URL}
//   POST   /            {code, state}, redirecturl → {data: {isIntegrated, isAlreadyIntegrated}}
//   GET    /presentations                    → {data: [{id, name, sourceId, pageCount}], provider}
//   POST   /presentations  {ids}             → {data: {added}}       (saves the selections into the library)
//   DELETE /                                 → {data: true}          (revoke, then delete the account)
//
// Provider: Google when configured (GOOGLE_SLIDES_CLIENT_ID + GOOGLE_SLIDES_CLIENT_SECRET), else the local one —
// the same rows the browser's local flow writes (connect_slides_account / disconnect_slides_account as the
// caller; the account's presentations are the caller's uploads). Failures are {error: {hint, message}}
// (_shared/http.ts), the spec's §8 texts as messages and HINTS' hints.
import * as google from './google.ts';
import { failure, json, preflight } from '../_shared/http.ts';

export const MESSAGES = {
  authUrl: 'Error during getting auth url',
  integration: 'Error during integration google slides',
  already: 'Your account is already in the system',
  slides: 'Error during get slides from Google',
  slidesLength: 'Error during get slides length from Google',
  save: 'Error during save google slides to app',
  deleteAccount: 'Error during delete google slides account',
} as const;

/** Each refusal's stable hint (what mf-content maps to its texts), beside the spec's §8 message. */
export const HINTS: Record<keyof typeof MESSAGES, string> = {
  authUrl: 'slides_auth_url_failed',
  integration: 'slides_integration_failed',
  already: 'slides_already_integrated',
  slides: 'slides_list_failed',
  slidesLength: 'slides_length_failed',
  save: 'slides_save_failed',
  deleteAccount: 'slides_disconnect_failed',
};

type Refusal = keyof typeof MESSAGES;
/** A refusal of the slides service in the functions' one shape (_shared/http.ts). */
const refuse = (status: number, refusal: Refusal) => failure(status, HINTS[refusal], MESSAGES[refusal]);

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
  /** Google consent: keeps a fresh random state for this user (single use, 10 minutes) with the return address. */
  beginOAuth(caller: Caller, state: string, redirect: string): Promise<void>;
  /** Spends the state if this user drew it and it has not expired; answers its return address, else null. */
  claimOAuth(caller: Caller, state: string): Promise<string | null>;
  /** Google: the account row (provider GOOGLE), the tokens (service role only) and the user's flag, together. */
  saveGoogleAccount(caller: Caller, email: string, tokens: StoredTokens): Promise<void>;
  tokens(caller: Caller): Promise<StoredTokens | null>;
  saveTokens(caller: Caller, tokens: StoredTokens): Promise<void>;
  /** Local: connect_slides_account as the caller; 'already' when an account exists. */
  connectLocal(caller: Caller, code: string): Promise<'connected' | 'already'>;
  /** The caller's uploads (the local provider's "account"), newest first. */
  localPresentations(caller: Caller): Promise<Array<{ id: string; name: string; pageCount: number }>>;
  /** Local: add_slide_presentations as the caller (it skips uploads already saved); how many were added. */
  addLocal(caller: Caller, uploadIds: string[]): Promise<number>;
  /** Which of these source ids the caller has already saved into the clinic's library. */
  savedSourceIds(caller: Caller, sourceIds: string[]): Promise<string[]>;
  /** The caller's folder in the slide-uploads bucket: '<clinic id>/<user id>'. */
  pageFolder(caller: Caller): Promise<string>;
  storePage(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  removePages(paths: string[]): Promise<void>;
  /** Google: the presentations with their pages in one transaction; answers the source ids really added
   * (one saved meanwhile by a concurrent call is skipped). */
  saveGooglePresentations(caller: Caller, items: GoogleItem[]): Promise<string[]>;
  /** disconnect_slides_account as the caller, and the stored tokens removed. */
  disconnect(caller: Caller): Promise<void>;
}

/** One account presentation as the page lists it; sourceId is the library's google_slide_id once saved. */
export interface AccountItem {
  id: string;
  name: string;
  sourceId: string;
  /** Known for the local provider; Google's list does not say (read on save). */
  pageCount: number | null;
}

export interface GoogleItem {
  sourceId: string;
  name: string;
  pages: Array<{ imagePath: string; notes: string }>;
}

/** A step of a save that failed with its own §8 text. */
class StepError extends Error {
  constructor(
    readonly refusal: Refusal,
    cause: unknown,
  ) {
    super(`${MESSAGES[refusal]}: ${(cause as Error)?.message ?? cause}`);
  }
}

export interface Deps {
  store: SlidesStore;
  google: google.GoogleConfig | null;
}


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

/** 32 random bytes, base64url: the OAuth state (unguessable, unlike the user's id). */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A valid access token, refreshed a minute before it expires (the refresh token stays server-side). */
async function accessToken(deps: Deps, caller: Caller, cfg: google.GoogleConfig): Promise<string | null> {
  const stored = await deps.store.tokens(caller);
  if (!stored) return null;
  const now = cfg.now?.() ?? Date.now();
  if (stored.expiresAt.getTime() - 60_000 > now) return stored.accessToken;
  if (!stored.refreshToken) return null;
  const fresh = await google.refreshTokens(cfg, stored.refreshToken);
  await deps.store.saveTokens(caller, fresh);
  return fresh.accessToken;
}

export async function handle(req: Request, path: string[], deps: Deps): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  const bearer = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  const caller = bearer ? await deps.store.caller(bearer) : null;
  if (!caller) return failure(401, 'not_signed_in', 'Invalid or expired session');
  const cfg = deps.google;

  if (path.length === 0 && req.method === 'GET') {
    const redirect = redirectOf(req);
    if (!redirect) return refuse(400, 'authUrl');
    if (!cfg) {
      // The local provider consents at once: back to the page with its code.
      const back = new URL(redirect);
      back.searchParams.set('code', 'local');
      return json({ data: back.toString() });
    }
    // A random state bound to this user, single use, expiring (as the calendar service does): a return link
    // someone else's consent produced cannot be spent by this user, and the state cannot be predicted.
    const state = randomState();
    try {
      await deps.store.beginOAuth(caller, state, redirect);
    } catch (error) {
      console.error(`google-slides: keeping the state failed: ${(error as Error)?.message ?? error}`);
      return refuse(502, 'authUrl');
    }
    return json({ data: google.authUrl(cfg, redirect, state) });
  }

  if (path.length === 0 && req.method === 'POST') {
    let code = '';
    let state = '';
    try {
      const body = (await req.json()) as { code?: unknown; state?: unknown };
      code = String(body.code ?? '');
      state = String(body.state ?? '');
    } catch {
      // an empty code is refused below
    }
    if (!code) return refuse(400, 'integration');
    if (await deps.store.isIntegrated(caller)) {
      return refuse(409, 'already');
    }
    try {
      if (!cfg) {
        const outcome = await deps.store.connectLocal(caller, code);
        if (outcome === 'already') {
          return refuse(409, 'already');
        }
      } else {
        // The state must be one this user drew, unused and unexpired: a code from a consent someone else started
        // (a forged return link connecting their Google account to this user) is refused before any exchange.
        // The code is exchanged against the return address kept with the state, not one sent now.
        const redirect = state ? await deps.store.claimOAuth(caller, state) : null;
        if (!redirect) return refuse(400, 'integration');
        const tokens = await google.exchangeCode(cfg, code, redirect);
        const email = await google.userEmail(cfg, tokens.accessToken);
        await deps.store.saveGoogleAccount(caller, email, tokens);
      }
    } catch (error) {
      console.error(`google-slides: integration failed: ${(error as Error)?.message ?? error}`);
      return refuse(502, 'integration');
    }
    return json({ data: { isIntegrated: true, isAlreadyIntegrated: false } });
  }

  if (path.length === 1 && path[0] === 'presentations' && req.method === 'GET') {
    try {
      if (!cfg) {
        const uploads = await deps.store.localPresentations(caller);
        const data: AccountItem[] = uploads.map((u) => ({ ...u, sourceId: `local:${u.id}` }));
        return json({ data, provider: 'LOCAL' });
      }
      const token = await accessToken(deps, caller, cfg);
      if (!token) return refuse(409, 'slides');
      const files = await google.listPresentations(cfg, token);
      const data: AccountItem[] = files.map((f) => ({ ...f, sourceId: f.id, pageCount: null }));
      return json({ data, provider: 'GOOGLE' });
    } catch (error) {
      console.error(`google-slides: listing failed: ${(error as Error)?.message ?? error}`);
      return refuse(502, 'slides');
    }
  }

  if (path.length === 1 && path[0] === 'presentations' && req.method === 'POST') {
    let ids: string[] = [];
    try {
      const body = (await req.json()) as { ids?: unknown };
      if (Array.isArray(body.ids)) ids = [...new Set(body.ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
    } catch {
      // no ids: refused below
    }
    if (ids.length === 0 || ids.length > 50) return refuse(400, 'save');
    if (!cfg) {
      try {
        return json({ data: { added: await deps.store.addLocal(caller, ids) } });
      } catch (error) {
        console.error(`google-slides: local save failed: ${(error as Error)?.message ?? error}`);
        return refuse(502, 'save');
      }
    }
    return saveFromGoogle(deps, caller, cfg, ids);
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
      return refuse(502, 'deleteAccount');
    }
    return json({ data: true });
  }

  return failure(404, 'not_found', 'Not found');
}

/**
 * Saves Google presentations into the library: for each one not saved yet, presentations.get (pages and speaker
 * notes), each page's thumbnail bytes copied into slide-uploads (Google's contentUrl expires), then every row in
 * one transaction. Any failure removes the copied pages and saves nothing, so the page keeps its selection and a
 * retry starts clean; ids already saved are skipped (the spec's "difference between selected and existing").
 */
async function saveFromGoogle(deps: Deps, caller: Caller, cfg: google.GoogleConfig, ids: string[]): Promise<Response> {
  const stored: string[] = [];
  try {
    const token = await accessToken(deps, caller, cfg).catch((e) => {
      throw new StepError('slides', e);
    });
    if (!token) return refuse(409, 'slides');
    const saved = new Set(await deps.store.savedSourceIds(caller, ids));
    const fresh = ids.filter((id) => !saved.has(id));
    if (fresh.length === 0) return json({ data: { added: 0 } });
    const folder = await deps.store.pageFolder(caller);
    const items: GoogleItem[] = [];
    for (const id of fresh) {
      const presentation = await google.getPresentation(cfg, token, id).catch((e) => {
        throw new StepError('slidesLength', e);
      });
      // One folder per save of a presentation: a retry never collides with what a failed one left behind.
      const dir = `${folder}/google-${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${crypto.randomUUID()}`;
      const pages: GoogleItem['pages'] = [];
      for (const [index, pageId] of presentation.pageIds.entries()) {
        const url = await google.pageThumbnailUrl(cfg, token, id, pageId);
        const image = await google.pageImage(cfg, url);
        const imagePath = `${dir}/${index + 1}.png`;
        await deps.store.storePage(imagePath, image.bytes, image.contentType);
        stored.push(imagePath);
        pages.push({ imagePath, notes: presentation.notes[index] ?? '' });
      }
      items.push({ sourceId: id, name: presentation.title.trim() || id, pages });
    }
    const added = new Set(await deps.store.saveGooglePresentations(caller, items));
    // A presentation saved meanwhile by another call was skipped by the database: its copied pages go.
    const orphans = items.filter((i) => !added.has(i.sourceId)).flatMap((i) => i.pages.map((p) => p.imagePath));
    if (orphans.length > 0) await deps.store.removePages(orphans).catch(() => undefined);
    return json({ data: { added: added.size } });
  } catch (error) {
    console.error(`google-slides: save failed: ${(error as Error)?.message ?? error}`);
    if (stored.length > 0) {
      await deps.store.removePages(stored).catch((e) =>
        console.error(`google-slides: removing copied pages failed: ${(e as Error)?.message ?? e}`),
      );
    }
    return refuse(502, error instanceof StepError ? error.refusal : 'save');
  }
}
