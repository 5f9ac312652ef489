import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SUPABASE_DIR } from './config.ts';
import { applyBootstrap, applyMigrations } from './migrate.ts';
import { portInUse } from './proc.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * npm run supabase:start | stop | status [--json] | reset; npm run stack:migrate -w supabase
 * `start` runs the supervisor as a detached daemon (this file with `daemon`) and returns once it is ready;
 * the daemon's children die with it. State (pid, URLs, keys) lives in <data>/stack.json.
 */
const dataDir = path.resolve(process.env.SUPABASE_DATA_DIR ?? path.join(SUPABASE_DIR, '.data'));
const stateFile = path.join(dataDir, 'stack.json');
const logFile = path.join(dataDir, 'stack.log');
const SELF = fileURLToPath(import.meta.url);

interface State {
  pid: number;
  apiUrl: string;
  dbUrl: string;
  adminDbUrl?: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl: string;
  digitalId: Stack['digitalId'];
  ports: Stack['ports'];
  startedAt: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readState(): State | null {
  try {
    const s = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State;
    if (alive(s.pid)) return s;
  } catch {
    return null;
  }
  fs.rmSync(stateFile, { force: true });
  return null;
}

function printStatus(s: State, json: boolean) {
  const info = {
    API_URL: s.apiUrl,
    DB_URL: s.dbUrl,
    INBOX_URL: s.inboxUrl,
    ANON_KEY: s.anonKey,
    SERVICE_ROLE_KEY: s.serviceRoleKey,
    DIGITAL_ID_ISSUER: s.digitalId?.issuer ?? null,
    DIGITAL_ID_CLIENT_ID: s.digitalId?.clientId ?? null,
  };
  if (json) {
    console.log(JSON.stringify({ running: true, pid: s.pid, ...info }, null, 2));
    return;
  }
  console.log(
    [
      `local stack is running (pid ${s.pid}, since ${s.startedAt})`,
      `         API URL: ${s.apiUrl}`,
      `        REST URL: ${s.apiUrl}/rest/v1`,
      `          DB URL: ${s.dbUrl}`,
      `       Inbox URL: ${s.inboxUrl}`,
      s.digitalId
        ? `  Digital ID URL: ${s.digitalId.issuer}${s.digitalId.local ? ' (local provider)' : ''}, client ${s.digitalId.clientId}`
        : `  Digital ID URL: not configured`,
      `        anon key: ${s.anonKey}`,
      `service_role key: ${s.serviceRoleKey}`,
      `(local development keys only: never use them anywhere else)`,
    ].join('\n'),
  );
}

async function start(): Promise<number> {
  const running = readState();
  if (running) {
    console.log('already running');
    printStatus(running, false);
    return 0;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, 'daemon'], {
    detached: true,
    stdio: ['ignore', log, log, 'ipc'],
    cwd: SUPABASE_DIR,
    env: process.env,
  });
  fs.closeSync(log);
  const result = await new Promise<{ ok: true; state: State } | { ok: false; error: string }>((resolve) => {
    child.once('message', (m) => resolve(m as { ok: true; state: State }));
    child.once('exit', (code) => resolve({ ok: false, error: `supervisor exited with code ${code}` }));
  });
  if (!result.ok) {
    console.error(`failed to start the local stack: ${result.error}\n--- ${logFile} (tail) ---`);
    try {
      console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    } catch {
      /* no log */
    }
    return 1;
  }
  child.disconnect();
  child.unref();
  console.log(`started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  printStatus(result.state, false);
  return 0;
}

async function stop(): Promise<number> {
  const s = readState();
  if (!s) {
    console.log('not running');
    return 0;
  }
  process.kill(s.pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (alive(s.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(s.pid)) process.kill(s.pid, 'SIGKILL');
  // The children follow their supervisor; wait for the ports to be released.
  for (const port of [s.ports.api, s.ports.db, s.ports.inbox, ...(s.ports.oidc ? [s.ports.oidc] : [])]) {
    while ((await portInUse(port)) && Date.now() < deadline + 10_000)
      await new Promise((r) => setTimeout(r, 50));
  }
  fs.rmSync(stateFile, { force: true });
  console.log('stopped');
  return 0;
}

async function daemon(): Promise<void> {
  let stack: Stack;
  try {
    stack = await startStack({
      dataDir,
      handleSignals: false,
      log: (l) => console.log(`${new Date().toISOString()} ${l}`),
    });
  } catch (err) {
    console.error((err as Error).stack);
    process.send?.({ ok: false, error: (err as Error).message });
    process.exit(1);
  }
  const state: State = {
    pid: process.pid,
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    adminDbUrl: stack.adminDbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    inboxUrl: stack.inboxUrl,
    digitalId: stack.digitalId,
    ports: stack.ports,
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  const shutdown = () => {
    fs.rmSync(stateFile, { force: true });
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.send?.({ ok: true, state });
  process.on('disconnect', () => {});
  // Keep the event loop alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  switch (cmd) {
    case 'start':
      return start();
    case 'stop':
      return stop();
    case 'status': {
      const s = readState();
      if (!s) {
        // --json always succeeds (the answer is in `running`); the human form fails like the CLI's status.
        if (args.includes('--json')) {
          console.log(JSON.stringify({ running: false }));
          return 0;
        }
        console.error('local stack is not running (npm run supabase:start)');
        return 1;
      }
      printStatus(s, args.includes('--json'));
      return 0;
    }
    case 'reset': {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      console.log(`wiped ${dataDir}`);
      return start();
    }
    case 'migrate': {
      // Applies migrations added since the stack started (like `supabase migration up`), then reloads PostgREST.
      const s = readState();
      if (!s) {
        console.error('local stack is not running (npm run supabase:start)');
        return 1;
      }
      if (!s.adminDbUrl) {
        console.error(
          'the running stack is older than this command; restart it (npm run supabase:stop, then start)',
        );
        return 1;
      }
      // The platform SQL as the superuser; the project's migrations as postgres, as on hosted.
      const admin = new pg.Pool({ connectionString: s.adminDbUrl, max: 1 });
      const pool = new pg.Pool({ connectionString: s.dbUrl, max: 1 });
      try {
        await applyBootstrap(admin);
        const r = await applyMigrations(pool, {
          migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
          log: (l) => console.log(l),
        });
        console.log(r.applied.length ? `applied ${r.applied.length} migration(s)` : 'no pending migrations');
      } finally {
        await pool.end();
        await admin.end();
      }
      return 0;
    }
    case 'daemon':
      await daemon();
      return -1;
    default:
      console.error('usage: cli.ts start | stop | status [--json] | reset | migrate');
      return 2;
  }
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
