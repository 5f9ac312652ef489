import { matchesRoutePrefix } from './route-match';

/**
 * One entry of remotes.json: where the remote's federation manifest is, which route prefixes it owns and which
 * side-menu entry each of its paths highlights (both from the remote's routes.json, through its build).
 */
export interface RemoteEntry {
  manifest: string;
  routes: string[];
  /** path → side-menu key. An entry deployed by a build older than this field has none: nothing highlights. */
  menu?: Record<string, string>;
}

export type RemoteRegistry = Record<string, RemoteEntry>;

/** The registry beside the shell (index.html preloads it), unless config.json names another (`registryUrl`). */
export const DEFAULT_REGISTRY_URL = '/remotes.json';

/** Part of the entry chunk (boot/early-boot.ts fetches it first thing): no shared singletons here. */
export async function fetchRemoteRegistry(url = DEFAULT_REGISTRY_URL): Promise<RemoteRegistry> {
  // no-cache: redeploying a remote (or moving it) must not need a shell rebuild nor wait for a cache to expire.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json could not be loaded (${response.status})`);
  return (await response.json()) as RemoteRegistry;
}

function specificity(pattern: string): number {
  return pattern.split('/').filter(Boolean).length;
}

/**
 * The remote that owns a path: among the route prefixes that match it, the most specific wins, so
 * /dashboard/patients is mf-patients' although mf-calendar owns /dashboard, and /patients/1/journal is
 * mf-journal's although mf-patients owns /patients/:id.
 */
export function ownerOf(registry: RemoteRegistry, pathname: string): string | null {
  let owner: string | null = null;
  let best = -1;
  for (const [name, entry] of Object.entries(registry)) {
    for (const pattern of entry.routes) {
      if (matchesRoutePrefix(pattern, pathname) && specificity(pattern) > best) {
        owner = name;
        best = specificity(pattern);
      }
    }
  }
  return owner;
}

/** The federation container name of a remote (webpack names cannot contain '-'). */
export function containerName(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}
