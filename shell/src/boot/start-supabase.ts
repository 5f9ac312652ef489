import { configureSupabase, discardEarlyReads, holdSupabaseJsUntil } from 'supabase-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { ownerOf, type RemoteRegistry } from '../remotes/remote-registry';
import { authStore } from '../session/auth-store';
import type { EarlyBoot } from './early-boot';
import { firstScreenDone } from './first-screen';
import { isStillValid, readStoredSession } from './stored-session';

type FirstRead = Awaited<EarlyBoot['firstRead']>;

/**
 * Configures the page's Supabase client. For a returning user (a still-valid stored session) the first
 * screen does not wait for supabase-js: its reads go through supabase-client's data client with the stored
 * token, the read the page started first last time is already under way (early-boot.ts), and what can wait
 * (the auth listener, Realtime subscriptions: ~57 KB gzip of supabase-js and its start) waits until that first
 * screen is done — or until the session ends or its check fails (the login page needs the listener). An early
 * read nobody asked for by then is dropped, so a later identical request never gets an old answer.
 */
export function startSupabase(
  boot: EarlyBoot,
  config: RuntimeConfig,
  registry: RemoteRegistry,
  firstRead: FirstRead,
): void {
  configureSupabase({
    url: config.supabaseUrl,
    anonKey: config.supabaseAnonKey,
    storedAccessToken: () => {
      const stored = readStoredSession(window.localStorage);
      return stored && isStillValid(stored) ? stored.accessToken : null;
    },
    earlyReads: firstRead ? [{ ...firstRead.read, response: firstRead.response }] : [],
  });
  if (!boot.session) return;
  const firstScreen = firstScreenDone();
  const unsubscribe = authStore.subscribe(() => {
    if (authStore.get().status === 'signed-out') firstScreen.settle();
  });
  void boot.session.check.then((result) => result.status !== 'valid' && firstScreen.settle());
  void firstScreen.done.then(() => {
    unsubscribe();
    discardEarlyReads();
  });
  if (ownerOf(registry, window.location.pathname)) holdSupabaseJsUntil(firstScreen.done);
}
