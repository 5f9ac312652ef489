/**
 * `npm start`: builds what is stale (lerna + nx cache), starts the local Supabase stack with the demo clinic,
 * and serves the production builds: shell on :3000, remotes on :3001–3005. Ctrl+C stops everything.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFrontend } from './frontend';

const repoRoot = path.resolve(__dirname, '../..');

const DEMO_USERS: Array<[email: string, who: string]> = [
  ['therapist@demo.clinic', 'a therapist of Demo Clinic Oslo'],
  ['newbie@demo.clinic', 'a new therapist: sets a password, then agrees to the data-processing agreement'],
  ['therapist@fjord.clinic', 'a therapist of Fjord Clinic Bergen'],
];

/** The part of the local stack's supervisor (supabase/local) this script uses. */
interface LocalStack {
  apiUrl: string;
  dbUrl: string;
  adminDbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  ports: Record<string, number | null>;
  inboxUrl: string;
  digitalId: { authorizeUrl: string; clientId: string; issuer: string } | null;
  stop(): Promise<void>;
}

// Loaded by path so the shell's typecheck does not take in the stack's sources (they have their own).
const STACK_MODULE = '../../supabase/local/stack.ts';
const POSTGREST_MODULE = '../../supabase/local/postgrest.ts';
const DEMO_PASSWORD = 'demo-password-1';

function buildStale(): void {
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--ignore', 'e2e'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The stack's state file, as `npm run supabase:start` writes it: the supabase scripts (seed:large, status) find
 * the stack this process runs. Removed on stop; a leftover names a dead pid, which they ignore.
 */
function recordStackState(stack: LocalStack): () => void {
  const stateFile = path.join(stack.dataDir, 'stack.json');
  const { apiUrl, dbUrl, adminDbUrl, anonKey, serviceRoleKey, inboxUrl, digitalId, ports } = stack;
  const state = {
    pid: process.pid,
    apiUrl,
    dbUrl,
    adminDbUrl,
    anonKey,
    serviceRoleKey,
    inboxUrl,
    digitalId,
    ports,
  };
  fs.writeFileSync(stateFile, JSON.stringify({ ...state, startedAt: new Date().toISOString() }, null, 2));
  return () => fs.rmSync(stateFile, { force: true });
}

async function main() {
  // Before the build: a machine without PostgREST learns at once what to install.
  const { findPostgrest } = (await import(POSTGREST_MODULE)) as { findPostgrest: () => unknown };
  try {
    findPostgrest();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  buildStale();
  const { startStack } = (await import(STACK_MODULE)) as {
    startStack: (options: object) => Promise<LocalStack>;
  };
  const stack = await startStack({});
  const forgetStackState = recordStackState(stack);
  let frontend: Awaited<ReturnType<typeof startFrontend>>;
  try {
    frontend = await startFrontend({
      basePort: 3000,
      supabase: { url: stack.apiUrl, anonKey: stack.anonKey },
      vipps: stack.digitalId,
      // The platform's other applications, when a developer runs them too.
      clinicAdminAppUrl: process.env.CLINIC_ADMIN_APP_URL,
      therapistAppUrl: process.env.THERAPIST_APP_URL,
      // The local deployment target: `npm run deploy -w <remote> -- --to local` (README "Deploying a remote").
      deployDir: path.join(repoRoot, '.deployments'),
      // A developer's machine: any build served from this machine may be tried in one browser (never in a
      // deployment's config.json unless it lists its own origins).
      remoteOverrides: { allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] },
    });
  } catch (error) {
    // A port taken by something else: leave nothing running behind.
    forgetStackState();
    await stack.stop();
    throw error;
  }

  console.log(`
  Therapist workspace  ${frontend.shellUrl}
  Supabase API         ${stack.apiUrl}
  Mail inbox           ${stack.inboxUrl}
  Deployments          ${frontend.shellUrl}/deployments (the folder .deployments; npm run deploy -w <remote> -- --to local)
  Digital ID (Vipps)   ${stack.digitalId ? `${stack.digitalId.issuer} (pick Lars Bakke: colleague@demo.clinic)` : 'not configured'}

  Demo sign-in (password ${DEMO_PASSWORD}):
${DEMO_USERS.map(([email, who]) => `    ${email.padEnd(26)} ${who}`).join('\n')}

  Ctrl+C stops everything.
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await frontend.close();
    forgetStackState();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
