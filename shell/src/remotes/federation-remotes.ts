import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { storedSessionKey } from '../session/stored-session';
import { containerName, ownerOf, type RemoteRegistry } from './remote-registry';

/**
 * The federation side of remotes.json: where each remote's manifest is, and the first route's remote fetched
 * ahead. Part of the entry chunk (boot/early-boot.ts runs it as soon as remotes.json arrives, while the shell's
 * own code is still downloading): no shared singletons are imported here.
 */
let registered: RemoteRegistry | null = null;

/** Registers every remote's manifest with the federation runtime, once per page. */
export function registerFederationRemotes(registry: RemoteRegistry): void {
  if (registered === registry) return;
  registered = registry;
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name: containerName(name), entry: entry.manifest })),
  );
}

/**
 * When a session is stored, the remote owning the first URL is fetched (manifest, entry and the chunks of
 * `./app`) alongside the shell's own code, so it is ready when the guards admit the user. Remote code is
 * public; nothing is mounted before admission.
 */
export function preloadFirstRemote(registry: RemoteRegistry, pathname: string, storage: Storage): void {
  const owner = ownerOf(registry, pathname);
  if (!owner || !hasStoredSession(storage)) return;
  void preloadRemote([{ nameOrAlias: containerName(owner), exposes: ['./app'] }]).catch(() => {
    // The real load reports the failure (error panel with Retry); a failed preload only loses the head start.
  });
}

export function hasStoredSession(storage: Storage): boolean {
  return storedSessionKey(storage) !== null;
}
