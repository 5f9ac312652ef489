import type { ClinicSettings, UserProfile } from './profile';

/**
 * The supabase-js session a returning user left in localStorage (`sb-<project ref>-auth-token`), read without
 * supabase-js so the shell can start the session's requests while its code is still loading. This module is
 * part of the entry chunk: it must not import the shared singletons (they resolve after the async boundary).
 */
export interface StoredSession {
  userId: string;
  accessToken: string;
  /** Seconds since the epoch (supabase-js `expires_at`). */
  expiresAt: number;
}

const SESSION_KEY = /^sb-.+-auth-token$/;
/** supabase-js refreshes a token this close to expiry on start; such a session is not "still valid". */
const EXPIRY_MARGIN_MS = 60_000;

/** supabase-js keeps the session under `sb-<project ref>-auth-token`. */
export function storedSessionKey(storage: Storage): string | null {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && SESSION_KEY.test(key)) return key;
  }
  return null;
}

export function readStoredSession(storage: Storage): StoredSession | null {
  const key = storedSessionKey(storage);
  if (!key) return null;
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
      user?: { id?: unknown };
    } | null;
    const userId = value?.user?.id;
    if (
      typeof value?.access_token !== 'string' ||
      typeof value.expires_at !== 'number' ||
      typeof userId !== 'string'
    ) {
      return null;
    }
    return { userId, accessToken: value.access_token, expiresAt: value.expires_at };
  } catch {
    return null;
  }
}

/** True while the access token can be used without a refresh (the API still checks it on every request). */
export function isStillValid(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt * 1000 > now + EXPIRY_MARGIN_MS;
}

/** What the boot's one round trip found for the stored session (boot/early-boot.ts's checkSession). */
export type SessionCheck =
  | { status: 'valid'; profile: UserProfile | null; clinic: ClinicSettings | null }
  /** The auth server no longer knows the session (signed out elsewhere, revoked) or the token is refused. */
  | { status: 'revoked' }
  /** Network or server trouble: the regular supabase-js path decides. */
  | { status: 'unknown' };

/** The stored session the boot checks, with that check under way (handed to the auth store). */
export interface BootSession {
  stored: StoredSession;
  check: Promise<SessionCheck>;
}
