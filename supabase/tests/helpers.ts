import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startStack, type Stack, type StackOptions } from '../local/stack.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'migrations');

/** A stack on free ports with its own temporary data folder, so it never meets a running dev stack. */
export async function startTestStack(opts: StackOptions = {}): Promise<Stack & { cleanup(): Promise<void> }> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-test-'));
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    inboxPort: 0,
    dataDir,
    // The platform plus test fixtures only: these tests are about the stack, not the app schema.
    projectMigrations: false,
    extraMigrationsDirs: [FIXTURES],
    log: process.env.STACK_LOG ? (l) => console.error(l) : undefined,
    ...opts,
  });
  return Object.assign(stack, {
    async cleanup() {
      await stack.stop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export function client(stack: Stack, key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export async function createUser(
  stack: Stack,
  email: string,
  password = 'correct-horse-1',
  appMetadata: Record<string, unknown> = {},
): Promise<string> {
  const admin = client(stack, stack.serviceRoleKey);
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: appMetadata,
  });
  if (error) throw error;
  return data.user.id;
}

export async function signedIn(stack: Stack, email: string, password = 'correct-horse-1'): Promise<SupabaseClient> {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}
