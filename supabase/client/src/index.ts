import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

export type { Database };
export type TypedSupabaseClient = SupabaseClient<Database>;

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

let config: SupabaseConfig | null = null;
let client: Promise<TypedSupabaseClient> | null = null;

/** The shell calls this once with the deployment's runtime config (config.json). */
export function configureSupabase(next: SupabaseConfig): void {
  config = next;
  client = null;
}

/** The configured project URL (e.g. for edge-function clients that use ky rather than supabase-js). */
export function getSupabaseUrl(): string {
  if (!config) throw new Error('Supabase is not configured: the shell must call configureSupabase()');
  return config.url;
}

/**
 * The page's single Supabase client. Because this package is a federation singleton, the shell and every
 * remote share it: one auth session, one token-refresh timer. supabase-js (about 60 KB gzip) is fetched on
 * first use rather than before the first screen paints.
 */
export function getSupabase(): Promise<TypedSupabaseClient> {
  if (!config) return Promise.reject(new Error('Supabase is not configured: the shell must call configureSupabase()'));
  const { url, anonKey } = config;
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(url, anonKey, {
      // detectSessionInUrl: recovery and invitation links return with the session in the URL fragment.
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return client;
}
