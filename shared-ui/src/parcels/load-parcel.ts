import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

/** The federation container name of a remote (webpack names cannot contain '-'): mf-calendar → mf_calendar. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** What `./parcels/<name>` exports: the lifecycles of createParcelLifecycles, named or as the default. */
type ParcelModule = Partial<LifeCycles> & { default?: LifeCycles };

/**
 * Loads `<remote>/parcels/<parcel>` through the page's federation runtime. The remotes were registered from
 * remotes.json by the shell at start-up (register-remotes.ts), so a parcel needs no URL of its own.
 */
export async function loadParcel<P>(remote: string, parcel: string): Promise<LifeCycles<P>> {
  const module = await loadRemote<ParcelModule>(`${containerName(remote)}/parcels/${parcel}`);
  const lifecycles = module && (module.mount ? module : module.default);
  if (!lifecycles?.mount || !lifecycles.bootstrap || !lifecycles.unmount) {
    throw new Error(`${remote}/parcels/${parcel} does not export parcel lifecycles`);
  }
  return lifecycles as LifeCycles<P>;
}

/**
 * After a failed load, lets the next attempt fetch again. The runtime keeps a failed manifest or entry fetch
 * (its promise) for the remote, so until it is re-registered every Retry fails at once; the shell does the
 * same for its applications. A remote whose entry did load is left alone: webpack retries a failed chunk by
 * itself, and re-registering would drop a container that the page's application of that remote is using.
 */
export function forgetFailedRemote(remote: string): void {
  const instance = getInstance();
  if (!instance) return;
  const name = containerName(remote);
  if (instance.moduleCache.get(name)?.inited) return;
  const registered = instance.options.remotes.find((entry) => entry.name === name);
  if (registered) registerRemotes([registered], { force: true });
}
