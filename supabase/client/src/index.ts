import type { SupabaseClient } from '@supabase/supabase-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { FIRST_READ_HEADER, rememberFirstRead, shapingHeaders } from './first-reads';
import { configureFunctions } from './functions';

export type { Database };
export { forgetFirstReads, type FirstRead } from './first-reads';
export {
  ApiError,
  raise,
  hintOf,
  isNotFound,
  isDuplicate,
  isNetworkError,
  type ApiErrorLike,
} from './api-error';
export { callFunction, type CallFunctionOptions } from './functions';
export type TypedSupabaseClient = SupabaseClient<Database>;
/** PostgREST only: tables, views and RPCs (what most resources need). */
export type DataClient = Pick<TypedSupabaseClient, 'from' | 'rpc'>;

export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /**
   * The access token of the session supabase-js stored on this device, while it is still valid (the shell
   * reads it at boot without supabase-js). With it, reads need not wait for supabase-js to load.
   */
  storedAccessToken?: () => string | null;
  /** Reads the shell started at boot (see first-reads.ts): each answers the first identical request. */
  earlyReads?: EarlyRead[];
}

/** A first read started at boot, and the answer it will get. */
export interface EarlyRead {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

let config: SupabaseConfig | null = null;
let client: Promise<TypedSupabaseClient> | null = null;
/** The client once created: from then on every request goes through it (its session, its token refresh). */
let loaded: TypedSupabaseClient | null = null;
let dataClient: DataClient | null = null;
let supabaseJsGate: Promise<void> = Promise.resolve();
let earlyReads: EarlyRead[] = [];

/** The shell calls this once with the deployment's runtime config (config.json). */
export function configureSupabase(next: SupabaseConfig): void {
  config = next;
  configureFunctions({ url: next.url, anonKey: next.anonKey, accessToken: getAccessToken });
  earlyReads = [...(next.earlyReads ?? [])];
  client = null;
  loaded = null;
  dataClient = null;
}

/**
 * The shell holds back what can wait until its first screen is done (the auth listener, Realtime
 * subscriptions: getSupabaseAfterFirstScreen) when a stored session lets that screen's reads go through
 * getDataClient(): supabase-js's code (about 57 KB gzip) and its start then stay off the first screen's
 * critical path unless something on it needs supabase-js itself (getSupabase() starts it at once).
 */
export function holdSupabaseJsUntil(until: Promise<unknown>): void {
  supabaseJsGate = until.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The client, for work that can wait until the first screen is done (a Realtime subscription refreshes what
 * it may have missed when it opens; the auth listener's session was checked at boot). Not held back: at once.
 */
export function getSupabaseAfterFirstScreen(): Promise<TypedSupabaseClient> {
  return supabaseJsGate.then(getSupabase);
}

function requireConfig(): SupabaseConfig {
  if (!config) throw new Error('Supabase is not configured: the shell must call configureSupabase()');
  return config;
}

/** The configured project URL (e.g. for edge-function clients that use ky rather than supabase-js). */
export function getSupabaseUrl(): string {
  return requireConfig().url;
}

const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The early read for this request, if the shell started one: same URL and same answer-shaping headers. */
function takeEarlyRead(url: string, headers: Headers): Promise<Response> | null {
  const shaping = JSON.stringify(shapingHeaders(headers));
  const index = earlyReads.findIndex(
    (read) => read.url === url && JSON.stringify(shapingHeaders(new Headers(read.headers))) === shaping,
  );
  if (index < 0) return null;
  const [read] = earlyReads.splice(index, 1);
  return read!.response;
}

/** Drops the early reads not asked for yet (the shell calls it once the first screen is done). */
export function discardEarlyReads(): void {
  earlyReads = [];
}

/**
 * Every request of the client (supabase-js's and the data client's) goes through this fetch: it records a
 * request marked with asFirstRead (the mark itself is never sent) and answers a GET from the shell's early
 * read when there is one. A failed or refused early read is asked again, normally.
 */
async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  const mark = headers.get(FIRST_READ_HEADER);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (mark === null && (method !== 'GET' || earlyReads.length === 0)) return fetch(input, init);
  headers.delete(FIRST_READ_HEADER);
  const url = requestUrl(input);
  if (mark !== null) {
    const { route, validUntil } = JSON.parse(mark) as { route: string; validUntil: number };
    rememberFirstRead(window.localStorage, route, { url, headers: shapingHeaders(headers), validUntil });
  }
  const early = method === 'GET' ? takeEarlyRead(url, headers) : null;
  if (early) {
    const response = await early.catch(() => null);
    if (response?.ok) return response;
  }
  return fetch(input, { ...init, headers });
}

/**
 * Marks a PostgREST read as its page's first read: the next load of `route` on this device starts the same
 * request at boot, while the code is still loading, if it is still before `validUntil` (first-reads.ts).
 * Use it for the one read the page's first screen waits for.
 */
export function asFirstRead<Query extends { setHeader(name: string, value: string): Query }>(
  query: Query,
  firstRead: { route: string; validUntil: Date },
): Query {
  return query.setHeader(
    FIRST_READ_HEADER,
    JSON.stringify({ route: firstRead.route, validUntil: firstRead.validUntil.getTime() }),
  );
}

/**
 * The page's single Supabase client. Because this package is a federation singleton, the shell and every
 * remote share it: one auth session, one token-refresh timer. supabase-js is fetched on first use rather than
 * before the first screen paints.
 */
export function getSupabase(): Promise<TypedSupabaseClient> {
  if (!config) return Promise.reject(new Error('Supabase is not configured: the shell must call configureSupabase()'));
  const { url, anonKey } = config;
  client ??= import('@supabase/supabase-js').then(async ({ createClient }) => {
    const created = createClient<Database>(url, anonKey, {
      // detectSessionInUrl: recovery and invitation links return with the session in the URL fragment.
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: { fetch: apiFetch },
    });
    // Realtime joins a channel with the token it has at that moment, and supabase-js hands it the session's
    // only once its auth has started (INITIAL_SESSION). A client created just before a subscription (this
    // one is created on first use) would join as anon and receive no row changes: hand it the token first.
    const { data } = await created.auth.getSession();
    if (data.session) await created.realtime.setAuth(data.session.access_token);
    loaded = created;
    return created;
  });
  return client;
}

/**
 * The bearer token for a request to the API: supabase-js's session once it is loaded, before that the stored
 * session's token while it is still valid, otherwise supabase-js's session (loading it). Null: signed out.
 */
export async function getAccessToken(): Promise<string | null> {
  const stored = loaded ? null : (requireConfig().storedAccessToken?.() ?? null);
  if (stored) return stored;
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * For PostgREST reads, writes and RPCs: supabase-js's client once it is loaded; before that a PostgREST
 * client of its own (postgrest-js, which supabase-js itself uses for `from` and `rpc`) that sends the same
 * headers supabase-js would: the anon key and the session's bearer token (getAccessToken). So the first
 * screen's data does not wait for supabase-js. RLS decides every request either way.
 */
export function getDataClient(): Promise<DataClient> {
  if (loaded) return Promise.resolve(loaded);
  const { url, anonKey } = requireConfig();
  dataClient ??= new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: anonKey },
    // As supabase-js: its `db.schema` default, sent as Accept-Profile/Content-Profile.
    schema: 'public',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('Authorization'))
        headers.set('Authorization', `Bearer ${(await getAccessToken()) ?? anonKey}`);
      return apiFetch(input, { ...init, headers });
    },
    // The same API as SupabaseClient's `from`/`rpc` (they delegate to a PostgrestClient); only the generic
    // parameters supabase-js derives from Database differ in spelling.
  }) as unknown as DataClient;
  return Promise.resolve(dataClient);
}
