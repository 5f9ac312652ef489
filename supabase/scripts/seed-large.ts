// npm run seed:large -w supabase: the benchmark clinic's 10 020 users through the Auth admin API (as on hosted,
// where postgres may not write auth.*), then scripts/seed-large.sql, into the running local stack (or
// SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY + SUPABASE_DB_URL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { createUsersThroughAuthApi, type AuthApi } from './auth-admin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));


const PATIENT_FIRST = [
  'Emma',
  'Noah',
  'Olivia',
  'Jakob',
  'Nora',
  'Lucas',
  'Sofie',
  'Emil',
  'Ella',
  'Oskar',
  'Maja',
  'Filip',
];
const PATIENT_LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Dahl',
  'Lund',
  'Moen',
  'Strand',
];

/** The benchmark users with the ids the SQL used to give them (md5('bench-user:' || email) as uuid). */
function benchUsers(): { id: string; email: string; role: string; first: string; last: string }[] {
  const id = (e: string) => {
    const h = crypto.createHash('md5').update(`bench-user:${e}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  const out = [];
  for (let i = 1; i <= 20; i += 1) {
    const email = `bench-therapist${i}@bench.clinic`;
    out.push({ id: id(email), email, role: 'THERAPIST', first: 'Therapist', last: `Number ${i}` });
  }
  for (let i = 1; i <= 10000; i += 1) {
    const email = `bench-patient${i}@bench.clinic`;
    out.push({
      id: id(email),
      email,
      role: 'PATIENT',
      first: PATIENT_FIRST[i % 12]!,
      last: `${PATIENT_LAST[Math.floor(i / 12) % 20]}-${i}`,
    });
  }
  return out;
}

/** Creates the benchmark users that do not exist yet, a few requests at a time, with one shared bcrypt hash. */
async function createBenchUsers(db: pg.Client, api: AuthApi, log: (l: string) => void): Promise<void> {
  const existing = new Set<string>(
    (await db.query(`select id::text from auth.users where email like 'bench-%@bench.clinic'`)).rows.map(
      (r) => r.id,
    ),
  );
  const todo = benchUsers().filter((u) => !existing.has(u.id));
  if (!todo.length) return;
  const passwordHash = await bcrypt.hash('demo-password-1', 6);
  const t0 = Date.now();
  // The clinic does not exist yet: seed-large.sql attaches the users to it.
  const clinicId = '0d1c0000-0000-4000-8000-0000000000b1';
  await createUsersThroughAuthApi(
    api,
    todo.map((user) => ({ ...user, clinicId })),
    passwordHash,
  );
  log(
    `seed:large: ${todo.length} users created through the Auth admin API in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

export async function seedLarge(
  dbUrl: string,
  log: (l: string) => void = console.log,
  api = authApiFromEnv(),
): Promise<number> {
  const sql = fs.readFileSync(path.join(here, 'seed-large.sql'), 'utf8');
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const present = (
    await c.query(`select 1 from public.clinics where id = '0d1c0000-0000-4000-8000-0000000000b1'`)
  ).rowCount;
  if (!present) {
    if (!api) {
      await c.end();
      throw new Error(
        'seed:large needs the Auth API: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or start the local stack)',
      );
    }
    await createBenchUsers(c, api, log);
  }
  if (process.env.SEED_LARGE_VERBOSE) c.on('notice', (n) => log(`${n.message}`));
  const t0 = Date.now();
  try {
    await c.query('set statement_timeout = 0');
    await c.query('begin');
    await c.query(sql);
    await c.query('commit');
    await c.query('analyze');
  } catch (e) {
    await c.query('rollback').catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
  const ms = Date.now() - t0;
  log(`seed:large loaded in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

function readState(): { dbUrl?: string; apiUrl?: string; serviceRoleKey?: string } | null {
  const dataDir = process.env.SUPABASE_DATA_DIR ?? path.join(here, '..', '.data');
  const state = path.join(dataDir, 'stack.json');
  return fs.existsSync(state) ? JSON.parse(fs.readFileSync(state, 'utf8')) : null;
}

function dbUrlFromState(): string {
  if (process.env.SUPABASE_DB_URL) return process.env.SUPABASE_DB_URL;
  return readState()?.dbUrl ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
}

function authApiFromEnv(): AuthApi | null {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY)
    return {
      apiUrl: process.env.SUPABASE_URL.replace(/\/$/, ''),
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY,
    };
  if (process.env.SUPABASE_DB_URL) return null;
  const s = readState();
  return s?.apiUrl && s.serviceRoleKey ? { apiUrl: s.apiUrl, serviceRoleKey: s.serviceRoleKey } : null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seedLarge(dbUrlFromState()).catch((e) => {
    console.error(`seed:large failed: ${(e as Error).message}`);
    process.exit(1);
  });
}
