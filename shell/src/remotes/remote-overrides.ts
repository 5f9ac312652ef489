import type { RemoteRegistry } from './remote-registry';

/**
 * Per-browser remote overrides: `localStorage['mf-override:<remote>'] = '<manifest URL>'` points one remote
 * (and so every parcel it exposes) at another build for this browser alone, following single-spa's
 * import-map-overrides convention (`import-map-override:<module>`).
 *
 * An override loads code into a therapist's session, next to health data and the session token. So:
 * - off unless the deployment's config.json has `remoteOverrides.allowedOrigins` (absent in production);
 * - a manifest URL is accepted only when it is an absolute http(s) URL without credentials, naming a .json
 *   document, whose origin is on that allow-list (no javascript:, data:, blob:, file:, relative URLs);
 * - only a remote the registry already lists can be overridden (no new remote, no new routes);
 * - overrides are read from localStorage only, never from the URL, so a link cannot plant one;
 * - an active override is always shown (OverrideMarker), so nobody works unknowingly on a test build.
 * The threat and the reasons are in shell/README.md ("Trying a build: remote overrides").
 */

export const OVERRIDE_KEY_PREFIX = 'mf-override:';
/** Set to any value to show the overrides button while no override is active (import-map-overrides' `devtools`). */
export const OVERRIDE_PANEL_KEY = 'mf-overrides-ui';

/** config.json's `remoteOverrides`: absent (the production default) means overrides are off. */
export interface RemoteOverridePolicy {
  /** Origins a manifest may come from: `https://staging.example.org`, or `http://localhost:*` (any port). */
  allowedOrigins: string[];
}

export type OverrideCheck = { ok: true; url: string } | { ok: false; reason: string };

export interface OverrideState {
  /** Overrides in force on this page: remote → manifest URL. */
  active: Record<string, string>;
  /** Overrides found in localStorage but ignored, with why (shown in the panel and logged). */
  rejected: Record<string, { value: string; reason: string }>;
}

/** Whether the deployment allows overrides at all (a non-empty, well-formed allow-list). */
export function overridesEnabled(policy: RemoteOverridePolicy | undefined): policy is RemoteOverridePolicy {
  return Boolean(
    policy && Array.isArray(policy.allowedOrigins) && policy.allowedOrigins.some(isValidOriginPattern),
  );
}

const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** An allow-list entry: scheme://host[:port], where the port alone may be `*`. No path, no host wildcard. */
export function isValidOriginPattern(pattern: unknown): pattern is string {
  return typeof pattern === 'string' && ORIGIN_PATTERN.test(pattern);
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/** Whether an origin (of a parsed URL) matches one allow-list entry. */
export function originAllowed(url: URL, pattern: string): boolean {
  const match = ORIGIN_PATTERN.exec(pattern);
  if (!match) return false;
  const [, scheme, host, port] = match;
  if (`${scheme!.toLowerCase()}:` !== url.protocol) return false;
  if (host!.toLowerCase() !== url.hostname.toLowerCase()) return false;
  if (port === '*') return true;
  return (port ?? defaultPort(url.protocol)) === (url.port || defaultPort(url.protocol));
}

/** Checks one override value against the deployment's policy. */
export function checkOverrideUrl(value: string, policy: RemoteOverridePolicy | undefined): OverrideCheck {
  if (!overridesEnabled(policy)) return { ok: false, reason: 'overrides are off in this deployment' };
  const trimmed = value.trim();
  let url: URL;
  try {
    // No base URL: a relative value is refused rather than resolved against the shell.
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `${url.protocol} URLs are not allowed (http or https only)` };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed' };
  if (!url.pathname.endsWith('.json')) {
    return { ok: false, reason: 'must name a federation manifest (…/mf-manifest.json)' };
  }
  if (!policy.allowedOrigins.some((pattern) => originAllowed(url, pattern))) {
    return { ok: false, reason: `origin ${url.origin} is not on this deployment's allow-list` };
  }
  return { ok: true, url: url.href };
}

/** Reads the overrides of the remotes the registry lists; anything else in storage is ignored. */
export function readOverrides(
  storage: Pick<Storage, 'getItem'>,
  registry: RemoteRegistry,
  policy: RemoteOverridePolicy | undefined,
): OverrideState {
  const state: OverrideState = { active: {}, rejected: {} };
  for (const name of Object.keys(registry)) {
    let value: string | null;
    try {
      value = storage.getItem(OVERRIDE_KEY_PREFIX + name);
    } catch {
      value = null; // storage blocked (privacy settings): no overrides
    }
    if (value === null || value.trim() === '') continue;
    const check = checkOverrideUrl(value, policy);
    if (check.ok) state.active[name] = check.url;
    else state.rejected[name] = { value, reason: check.reason };
  }
  return state;
}

/** The registry with the active overrides' manifests (routes stay the deployment's). */
export function applyOverrides(registry: RemoteRegistry, active: Record<string, string>): RemoteRegistry {
  const result: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(registry)) {
    result[name] = active[name] ? { ...entry, manifest: active[name] } : entry;
  }
  return result;
}

/** Stores an override after the same check the boot applies; returns the check so the panel can show why not. */
export function setOverride(
  storage: Pick<Storage, 'setItem'>,
  name: string,
  value: string,
  policy: RemoteOverridePolicy | undefined,
): OverrideCheck {
  const check = checkOverrideUrl(value, policy);
  if (check.ok) storage.setItem(OVERRIDE_KEY_PREFIX + name, check.url);
  return check;
}

export function clearOverride(storage: Pick<Storage, 'removeItem'>, name: string): void {
  storage.removeItem(OVERRIDE_KEY_PREFIX + name);
}

export function clearAllOverrides(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(OVERRIDE_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
