import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { fetchRemoteRegistry, type RemoteRegistry } from '../remotes/remote-registry';
import { preloadFirstRemote, registerFederationRemotes } from '../remotes/federation-remotes';
import { applyOverrides, readOverrides, type OverrideState } from '../remotes/remote-overrides';
import {
  CLINIC_COLUMNS,
  PROFILE_COLUMNS,
  toProfileAndClinic,
  type ClinicSettingsRow,
  type UserProfileRow,
} from '../session/profile';
import {
  isStillValid,
  readStoredSession,
  type BootSession,
  type SessionCheck,
  type StoredSession,
} from '../session/stored-session';

/**
 * What the shell starts before its own code has loaded (index.ts runs this in the entry chunk, ahead of the
 * async boundary): the deployment files, the first route's remote and, for a returning user with a still
 * valid stored session, the one round trip that checks the session and reads the profile. Without this each
 * step waited for the previous one (bootstrap chunks → config/remotes.json → manifest → remote entry → chunks;
 * supabase-js → session → profile → clinic). Nothing here imports a shared singleton.
 */

/** The boot's check of a stored session: the auth server's answer and the fresh profile, in parallel. */

export interface EarlyBoot {
  config: Promise<RuntimeConfig>;
  /** The registry in force on this page: the deployment's remotes.json with this browser's overrides applied. */
  registry: Promise<RemoteRegistry>;
  /** The deployment's remotes.json as served, and the overrides found in this browser (remotes/remote-overrides). */
  deployed: Promise<{ registry: RemoteRegistry; overrides: OverrideState }>;
  /** The stored session the boot checks, when one is still valid (not for a password-recovery link). */
  session: BootSession | null;
}

let current: EarlyBoot | null = null;

export function startEarlyBoot(): EarlyBoot {
  const config = loadRuntimeConfig();
  // The registry is where config.json says (registryUrl), else beside the shell: that default fetch is answered
  // by index.html's preload of /remotes.json, which runs in parallel with config.json's. Overrides need the
  // deployment's policy (config.json) too.
  const deployed = config.then(async (c) => {
    const remotes = await fetchRemoteRegistry(c.registryUrl);
    return { registry: remotes, overrides: readOverrides(window.localStorage, remotes, c.remoteOverrides) };
  });
  const registry = deployed.then(({ registry: remotes, overrides }) =>
    applyOverrides(remotes, overrides.active),
  );
  registry.then(
    (remotes) => {
      registerFederationRemotes(remotes);
      preloadFirstRemote(remotes, window.location.pathname, window.localStorage);
    },
    () => undefined, // bootstrap awaits the same promise and shows the failure
  );
  const stored = readStoredSession(window.localStorage);
  const checkable = stored && isStillValid(stored) && !window.location.hash.includes('type=recovery');
  current = {
    config,
    registry,
    deployed,
    session: checkable ? { stored, check: config.then((c) => checkSession(c, stored), unknown) } : null,
  };
  return current;
}

/** The boot's requests; null when the page did not start through index.ts (unit tests). */
export function earlyBoot(): EarlyBoot | null {
  return current;
}

const unknown = (): SessionCheck => ({ status: 'unknown' });

/** One round trip: GET /auth/v1/user (the auth server checks the session still exists) and the profile row. */
export async function checkSession(config: RuntimeConfig, session: StoredSession): Promise<SessionCheck> {
  const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${session.accessToken}` };
  const profileQuery = new URLSearchParams({
    select: `${PROFILE_COLUMNS},clinic:clinics!users_clinic_id_fkey(${CLINIC_COLUMNS})`.replace(/\s/g, ''),
    id: `eq.${session.userId}`,
  });
  try {
    const [user, rows] = await Promise.all([
      fetch(`${config.supabaseUrl}/auth/v1/user`, { headers, cache: 'no-store' }),
      fetch(`${config.supabaseUrl}/rest/v1/users?${profileQuery.toString()}`, { headers, cache: 'no-store' }),
    ]);
    // 401: bad or expired token; 403: the session behind the token no longer exists (GoTrue's session_not_found).
    if (user.status === 401 || user.status === 403 || rows.status === 401) return { status: 'revoked' };
    if (!user.ok || !rows.ok) return unknown();
    const [row] = (await rows.json()) as Array<UserProfileRow & { clinic: ClinicSettingsRow | null }>;
    if (!row) return { status: 'valid', profile: null, clinic: null };
    return { status: 'valid', ...toProfileAndClinic(row) };
  } catch {
    return unknown();
  }
}
