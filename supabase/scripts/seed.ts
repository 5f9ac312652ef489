/**
 * The demo seed, the same on the local stack and on a hosted project:
 *   1. the demo users (seeds/demo-users.json) through the Auth admin API, with their fixed ids — on hosted,
 *      postgres may only read auth.*, so SQL cannot make them; those marked signed_in sign in once, which sets
 *      last_sign_in_at as a real first sign-in does;
 *   2. the seed SQL files of config.toml ([db.seed] sql_paths), as postgres, each once (recorded in
 *      supabase_migrations.seed_files, as the CLI does).
 * Idempotent: users that exist are left alone, seed files already recorded are skipped.
 *
 * Hosted: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… SUPABASE_DB_URL=postgresql://postgres…
 *   npm run seed -w supabase
 * The local stack runs the same code on its first start (local/stack.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { SUPABASE_DIR, loadProjectConfig } from '../local/config.ts';
import { applySeedFiles } from '../local/migrate.ts';

export interface DemoUser {
  id: string;
  email: string;
  role: string;
  clinic_id: string;
  first_name: string;
  last_name: string;
  signed_in: boolean;
}

export function loadDemoUsers(projectDir = SUPABASE_DIR): { password: string; users: DemoUser[] } {
  return JSON.parse(fs.readFileSync(path.join(projectDir, 'seeds', 'demo-users.json'), 'utf8')) as {
    password: string;
    users: DemoUser[];
  };
}

async function call(
  apiUrl: string,
  key: string,
  method: string,
  route: string,
  body?: unknown,
  bearer = key,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${apiUrl}/auth/v1${route}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { message: text };
  }
  return { status: res.status, json };
}

/** Creates the demo users that do not exist yet; returns how many were created. */
export async function seedDemoUsers(opts: {
  apiUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  projectDir?: string;
  log?: (l: string) => void;
}): Promise<number> {
  const { password, users } = loadDemoUsers(opts.projectDir);
  // One bcrypt hash for all (GoTrue's admin API takes password_hash), at cost 6 as the SQL seed had: the tests
  // sign in as these users hundreds of times.
  let passwordHash: string | null = null;
  let created = 0;
  for (const u of users) {
    const existing = await call(opts.apiUrl, opts.serviceRoleKey, 'GET', `/admin/users/${u.id}`);
    let lastSignIn = existing.status === 200 ? existing.json.last_sign_in_at : null;
    if (existing.status !== 200) {
      passwordHash ??= await bcrypt.hash(password, 6);
      const r = await call(opts.apiUrl, opts.serviceRoleKey, 'POST', '/admin/users', {
        id: u.id,
        email: u.email,
        password_hash: passwordHash,
        email_confirm: true,
        app_metadata: { clinic_id: u.clinic_id, role: u.role },
        user_metadata: { first_name: u.first_name, last_name: u.last_name },
      });
      if (r.status !== 200)
        throw new Error(`creating demo user ${u.email}: ${r.status} ${JSON.stringify(r.json)}`);
      created += 1;
      lastSignIn = null;
    }
    if (u.signed_in && !lastSignIn) {
      const s = await call(opts.apiUrl, opts.anonKey, 'POST', '/token?grant_type=password', {
        email: u.email,
        password,
      });
      if (s.status !== 200)
        throw new Error(`signing in demo user ${u.email}: ${s.status} ${JSON.stringify(s.json)}`);
      // The session is not needed: end it, as signing out everywhere does.
      await call(opts.apiUrl, opts.anonKey, 'POST', '/logout?scope=global', {}, String(s.json.access_token));
    }
  }
  opts.log?.(`seed: ${created} demo user(s) created through the Auth admin API`);
  return created;
}

/** Demo users, then the seed SQL files, as on a hosted project. dbUrl must connect as postgres. */
export async function seedProject(opts: {
  apiUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  dbUrl: string;
  projectDir?: string;
  /** Default: config.toml's [db.seed] sql_paths. */
  seedPaths?: string[];
  log?: (l: string) => void;
}): Promise<string[]> {
  const projectDir = opts.projectDir ?? SUPABASE_DIR;
  await seedDemoUsers({ ...opts, projectDir });
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: 1 });
  try {
    // The CLI keeps this table on hosted too; create it when a project was never seeded by the CLI.
    await pool.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)`);
    const seedFiles = (opts.seedPaths ?? loadProjectConfig(projectDir).seedPaths).map((p) =>
      path.resolve(projectDir, p),
    );
    return await applySeedFiles(pool, seedFiles, opts.log);
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const need = (name: string) => {
    const v = process.env[name];
    if (!v) {
      console.error(`${name} is not set (see supabase/README.md, "Deploying to a hosted project")`);
      process.exit(2);
    }
    return v;
  };
  seedProject({
    apiUrl: need('SUPABASE_URL').replace(/\/$/, ''),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
    anonKey: need('SUPABASE_ANON_KEY'),
    dbUrl: need('SUPABASE_DB_URL'),
    log: (l) => console.log(l),
  }).then(
    (files) => console.log(`seeded ${files.length} file(s)`),
    (err: unknown) => {
      console.error((err as Error).message);
      process.exit(1);
    },
  );
}
