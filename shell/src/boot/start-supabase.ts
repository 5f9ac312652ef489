import { settleFirstScreen, whenFirstScreenDone } from 'shared-ui';
import { configureSupabase, holdSupabaseJsUntil } from 'supabase-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { ownerOf, type RemoteRegistry } from '../remotes/remote-registry';
import { authStore } from '../session/auth-store';
import type { EarlyBoot } from './early-boot';
import { isStillValid, readStoredSession } from '../session/stored-session';

/**
 * Configures the page's Supabase client. For a returning user (a still-valid stored session) the first
 * screen does not wait for supabase-js: its reads go through supabase-client's data client with the stored
 * token, and what can wait (the auth listener, Realtime subscriptions: ~57 KB gzip of supabase-js and its
 * start) waits until that first screen is done (shared-ui's first-screen.ts) — or until the session ends or its
 * check fails (the login page needs the listener).
 */
export function startSupabase(boot: EarlyBoot, config: RuntimeConfig, registry: RemoteRegistry): void {
  configureSupabase({
    url: config.supabaseUrl,
    anonKey: config.supabaseAnonKey,
    storedAccessToken: () => {
      const stored = readStoredSession(window.localStorage);
      return stored && isStillValid(stored) ? stored.accessToken : null;
    },
  });
  if (!boot.session) return;
  const firstScreenDone = whenFirstScreenDone();
  const unsubscribe = authStore.subscribe(() => {
    if (authStore.get().status === 'signed-out') settleFirstScreen();
  });
  void boot.session.check.then((result) => result.status !== 'valid' && settleFirstScreen());
  void firstScreenDone.then(unsubscribe);
  if (ownerOf(registry, window.location.pathname)) holdSupabaseJsUntil(firstScreenDone);
}
