import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/** supabase/ (the folder holding config.toml, migrations/, functions/). */
export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The Supabase CLI's well-known local development secret and the demo keys signed with it.
// Public knowledge: never use them outside local development.
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface FunctionConfig {
  verifyJwt: boolean;
}

export interface ProjectConfig {
  apiSchemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  siteUrl: string;
  redirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  minPasswordLength: number;
  enableConfirmations: boolean;
  /** [auth.email] double_confirm_changes (hosted default true): an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
  /** Wrong passwords allowed per e-mail address from one IP address within 5 minutes. */
  failuresPerEmail: number;
  failuresPerIp: number;
  accessTokenHook: { enabled: boolean; schema: string; name: string } | null;
  storageFileSizeLimit: number;
  /**
   * [realtime] private_only (on unless set false): Realtime refuses every public channel, as hosted does with the
   * project's "Allow public access" turned off; only private channels authorised by realtime.messages policies join.
   */
  realtimePrivateOnly: boolean;
  seedPaths: string[];
  functions: Record<string, FunctionConfig>;
}

function parseSize(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(v);
  if (!m) return fallback;
  const unit = (m[2] ?? 'B').toUpperCase();
  const mult: Record<string, number> = {
    B: 1,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
    KIB: 1024,
    MIB: 1024 ** 2,
    GIB: 1024 ** 3,
  };
  return Math.round(Number(m[1]) * (mult[unit] ?? 1));
}

type Toml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function loadProjectConfig(dir = SUPABASE_DIR): ProjectConfig {
  const file = path.join(dir, 'config.toml');
  const t: Toml = fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as Toml) : {};
  const auth: Toml = t.auth ?? {};
  const hook: Toml | undefined = auth.hook?.custom_access_token;
  let accessTokenHook: ProjectConfig['accessTokenHook'] = null;
  if (hook?.enabled && typeof hook.uri === 'string') {
    const m = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(hook.uri);
    if (m) accessTokenHook = { enabled: true, schema: m[1]!, name: m[2]! };
  }
  const functions: Record<string, FunctionConfig> = {};
  for (const [name, f] of Object.entries((t.functions ?? {}) as Toml)) {
    functions[name] = { verifyJwt: (f as Toml).verify_jwt !== false };
  }
  return {
    apiSchemas: t.api?.schemas ?? ['public', 'graphql_public'],
    extraSearchPath: t.api?.extra_search_path ?? ['public', 'extensions'],
    maxRows: t.api?.max_rows ?? 1000,
    siteUrl: auth.site_url ?? 'http://localhost:3000',
    redirectUrls: auth.additional_redirect_urls ?? [],
    jwtExpiry: auth.jwt_expiry ?? 3600,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval ?? 10,
    minPasswordLength: auth.minimum_password_length ?? 6,
    enableConfirmations: auth.email?.enable_confirmations ?? false,
    doubleConfirmChanges: auth.email?.double_confirm_changes ?? true,
    failuresPerEmail: auth.rate_limit?.sign_in_failures_per_email ?? 10,
    failuresPerIp: auth.rate_limit?.sign_in_failures_per_ip ?? 100,
    accessTokenHook,
    storageFileSizeLimit: parseSize(t.storage?.file_size_limit, 50 * 1024 * 1024),
    realtimePrivateOnly: t.realtime?.private_only !== false,
    seedPaths: (t.db?.seed?.enabled === false ? [] : (t.db?.seed?.sql_paths ?? ['./seed.sql'])) as string[],
    functions,
  };
}
