import type { SupabaseClient } from '@supabase/supabase-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { configureFunctions } from './functions';

export type { Database };
export {
  ApiError,
  raise,
  authRefusal,
  hintOf,
  isNotFound,
  withNotFound,
  isDuplicate,
  isNetworkError,
  notAllowed,
  type ApiErrorLike,
  type AuthErrorLike,
} from './api-error';
export { callFunction, type CallFunctionOptions } from './functions';
export { isRowId } from './row-id';
export { PERSON_COLUMNS, toPerson, fullName, type Person, type PersonRow } from './person';
export type TypedSupabaseClient = SupabaseClient<Database>;
type PostgrestApi = Pick<TypedSupabaseClient, 'from' | 'rpc'>;
/** A storage bucket's API (upload, signed URLs, remove …), as supabase-js's `storage.from(bucket)`. */
export type StorageBucket = ReturnType<TypedSupabaseClient['storage']['from']>;

/**
 * What every resource uses for data, whatever it needs: tables, views and RPCs (`from`, `rpc`) and storage
 * (`bucket`). Which client answers is this package's concern, not the resource's (see getDataClient).
 */
export interface DataClient extends PostgrestApi {
  /** A storage bucket. Storage is never on a first screen, so this loads supabase-js when needed. */
  bucket(name: string): Promise<StorageBucket>;
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /**
   * The access token of the session supabase-js stored on this device, while it is still valid (the shell
   * reads it at boot without supabase-js). With it, reads need not wait for supabase-js to load.
   */
  storedAccessToken?: () => string | null;
}

let config: SupabaseConfig | null = null;
let client: Promise<TypedSupabaseClient> | null = null;
/** The client once created: from then on every request goes through it (its session, its token refresh). */
let loaded: TypedSupabaseClient | null = null;
let postgrest: PostgrestApi | null = null;
let supabaseJsGate: Promise<void> = Promise.resolve();

/** The shell calls this once with the deployment's runtime config (config.json). */
export function configureSupabase(next: SupabaseConfig): void {
  config = next;
  configureFunctions({ url: next.url, anonKey: next.anonKey, accessToken: getAccessToken });
  client = null;
  loaded = null;
  postgrest = null;
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
 * supabase-js for what can wait until the first screen is done: Realtime subscriptions (each refreshes what it
 * may have missed when it opens) and the shell's auth listener (the session was checked at boot). When the
 * shell holds nothing back (no stored session, a page no remote owns), at once.
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
 * PostgREST before supabase-js has loaded: a postgrest-js client (the library supabase-js itself uses for
 * `from` and `rpc`, 5 KB gzip against supabase-js's 57) sending the headers supabase-js would send: the anon
 * key and the session's bearer token (getAccessToken). RLS decides every request either way.
 */
function postgrestBeforeSupabaseJs(): PostgrestApi {
  const { url, anonKey } = requireConfig();
  postgrest ??= new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: anonKey },
    // As supabase-js: its `db.schema` default, sent as Accept-Profile/Content-Profile.
    schema: 'public',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('Authorization'))
        headers.set('Authorization', `Bearer ${(await getAccessToken()) ?? anonKey}`);
      return fetch(input, { ...init, headers });
    },
    // The same API as SupabaseClient's `from`/`rpc` (they delegate to a PostgrestClient); only the generic
    // parameters supabase-js derives from Database differ in spelling.
  }) as unknown as PostgrestApi;
  return postgrest;
}

type Untyped = { from(relation: string): unknown; rpc(fn: string, args?: unknown, options?: unknown): unknown };

/** supabase-js once it has loaded (its session, its token refresh), before that the postgrest-js client. */
const postgrestNow = (): PostgrestApi => loaded ?? postgrestBeforeSupabaseJs();

/**
 * The one data facade. A first screen's reads do not wait for supabase-js (the shell starts it after that
 * screen, getSupabaseAfterFirstScreen); a resource never chooses a client: `from` and `rpc` go through whichever
 * is ready, `bucket` through supabase-js's storage.
 */
const dataClient: DataClient = {
  // Forwarded as they are: both clients' `from`/`rpc` are postgrest-js's (the generics are only spelled apart).
  from: ((relation: string) => (postgrestNow() as unknown as Untyped).from(relation)) as unknown as PostgrestApi['from'],
  rpc: ((fn: string, args?: unknown, options?: unknown) =>
    (postgrestNow() as unknown as Untyped).rpc(fn, args, options)) as unknown as PostgrestApi['rpc'],
  bucket: async (name) => (await getSupabase()).storage.from(name),
};

/** The data facade (see DataClient). Async for the callers' sake only: it is ready at once. */
export function getDataClient(): Promise<DataClient> {
  requireConfig();
  return Promise.resolve(dataClient);
}
