import type { RemoteOverridePolicy } from '../remotes/remote-overrides';

/** Deployment configuration read at run time (served beside the shell), so one build runs in every environment. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The digital-ID provider (Vipps; the local stack's own provider in development). Absent: no digital ID. */
  vipps?: { authorizeUrl: string; clientId: string };
  /** Base URL of the clinic administration application (header link; hidden when unset). */
  clinicAdminAppUrl?: string;
  /** Base URL of the therapist application's workspace (header link; hidden when unset). */
  therapistAppUrl?: string;
  /**
   * Per-browser remote overrides (remotes/remote-overrides.ts): absent, the production default, turns them off;
   * otherwise only manifests from these origins may be loaded.
   */
  remoteOverrides?: RemoteOverridePolicy;
  /**
   * Where the deployment's remote registry is (e.g. `<SUPABASE_URL>/storage/v1/object/public/<bucket>/<folder>/
   * remotes.json`), so a static host serves the shell with no rewrite. Absent: `/remotes.json` beside the shell.
   */
  registryUrl?: string;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json could not be loaded (${response.status})`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

/** The loaded configuration (tests set one with setRuntimeConfig). */
export function runtimeConfig(): Partial<RuntimeConfig> {
  return current ?? {};
}

export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
