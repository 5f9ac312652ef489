import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface LocalStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  /** The local digital-ID provider (the browser's authorisation endpoint and the app's client id). */
  digitalId: { issuer: string; clientId: string; authorizeUrl: string } | null;
  stop(): Promise<void>;
}

/**
 * The real local Supabase stack (Postgres, PostgREST, auth, storage, functions, inbox) on free ports with a
 * fresh data folder, so every run starts from the demo seed and never touches a developer's running stack.
 * It runs the supervisor in the foreground in a child process (jest cannot load its ES modules itself).
 */
export async function startLocalStack(): Promise<LocalStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-supabase-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'local/cli.ts', 'daemon'], {
    cwd: path.join(repoRoot, 'supabase'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      SUPABASE_DATA_DIR: dataDir,
      SUPABASE_API_PORT: '0',
      SUPABASE_DB_PORT: '0',
      SUPABASE_INBOX_PORT: '0',
      SUPABASE_OIDC_PORT: '0',
    },
  });
  type Ready = { ok: true; state: Omit<LocalStack, 'stop'> } | { ok: false; error: string };
  const ready = await new Promise<Ready>((resolve) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => resolve({ ok: false, error: `the local stack exited with code ${code}` }));
  });
  if (!ready.ok) throw new Error(ready.error);
  child.disconnect();
  return {
    ...ready.state,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
