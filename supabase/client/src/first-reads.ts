/**
 * A page's first read, remembered on this device so that the next load of the same page can start it while the
 * code is still loading (the shell's early boot) instead of after the page's code has arrived and run.
 *
 * A remote marks a read with `asFirstRead(query, …)` (index.ts); the client's fetch removes the mark (it is
 * never sent), records the request here, and on the next load hands the early answer to the first identical
 * request. Only requests to the configured API's PostgREST are replayed, with the session's own token, so a
 * replay reads exactly what the page would have read a moment later; RLS decides it either way.
 *
 * No state, no imports: the shell's entry chunk uses this file before the shared singletons exist.
 */
export interface FirstRead {
  url: string;
  /** Request headers that shape the answer (Accept, Prefer, Accept-Profile); never the token. */
  headers: Record<string, string>;
  /** Epoch ms after which the read is not worth starting (e.g. the week it reads has passed). */
  validUntil: number;
}

/** Marks a request as its page's first read; removed by the client's fetch before the request is sent. */
export const FIRST_READ_HEADER = 'x-first-read';
const STORAGE_KEY = 'first-reads:v1';
const MAX_ROUTES = 8;
const SHAPING_HEADERS = ['accept', 'prefer', 'accept-profile', 'range'];

type Stored = Record<string, FirstRead & { savedAt: number }>;

function readAll(storage: Storage): Stored {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

export function shapingHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of SHAPING_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

export function rememberFirstRead(storage: Storage, route: string, read: FirstRead, now = Date.now()): void {
  const all = readAll(storage);
  all[route] = { ...read, savedAt: now };
  // Keep the newest few routes only.
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_ROUTES);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or unavailable: the next load simply starts without it.
  }
}

/** The read remembered for `route`, if it is still worth starting and goes to `restUrl` (the configured API). */
export function recordedFirstRead(storage: Storage, route: string, restUrl: string, now = Date.now()): FirstRead | null {
  const read = readAll(storage)[route];
  if (!read || typeof read.url !== 'string' || !(read.validUntil > now)) return null;
  if (!read.url.startsWith(`${restUrl.replace(/\/+$/, '')}/`)) return null;
  return { url: read.url, headers: read.headers ?? {}, validUntil: read.validUntil };
}

/** Forgets every remembered read (sign-out: the next user of this device must not start the last one's). */
export function forgetFirstReads(storage: Storage): void {
  storage.removeItem(STORAGE_KEY);
}
