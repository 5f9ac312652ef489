// npm run seed:platform -w supabase [-- --scale 0.01]: the platform data set of scripts/seed-platform.sql
// (1 000 clinics at scale 1) into the running local stack, or a hosted project (SUPABASE_URL +
// SUPABASE_SERVICE_ROLE_KEY + SUPABASE_DB_URL). Users: locally the fast path (seed-platform-users.sql as the
// cluster's superuser, the rows local/auth.ts writes); on hosted, where postgres may not write auth.*, the Auth
// admin API. SCALE (or --scale) shrinks every count: clinics = round(1 000 × scale), at least one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { createUsersThroughAuthApi, type AuthApi } from './auth-admin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const PLATFORM_PASSWORD = 'demo-password-1';
export const THERAPISTS_PER_CLINIC = 10;
export const PATIENTS_PER_CLINIC = 300;

export function clinicCount(scale: number): number {
  return Math.max(1, Math.round(1000 * scale));
}

export const platformTherapistEmail = (clinic: number, therapist: number) =>
  `platform-c${clinic}-therapist${therapist}@platform.clinic`;
const platformPatientEmail = (clinic: number, patient: number) => `platform-c${clinic}-patient${patient}@platform.clinic`;

// prettier-ignore
const FIRST_NAMES = ['Emma', 'Noah', 'Olivia', 'Jakob', 'Nora', 'Lucas', 'Sofie', 'Emil', 'Ella', 'Oskar', 'Maja', 'Filip'];
// prettier-ignore
const LAST_NAMES = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen'];

/** The users seed-platform-users.sql writes (same e-mails, ids md5('platform-user:' || email), metadata). */
function* platformUsers(clinics: number) {
  for (let c = 1; c <= clinics; c += 1) {
    const clinicId = uuidOfMd5(`platform-clinic:${c}`);
    for (let t = 1; t <= THERAPISTS_PER_CLINIC; t += 1) {
      const email = platformTherapistEmail(c, t);
      yield { id: uuidOfMd5(`platform-user:${email}`), email, clinicId, role: 'THERAPIST', first: 'Terapeut', last: `Nummer ${t}` };
    }
    for (let p = 1; p <= PATIENTS_PER_CLINIC; p += 1) {
      const email = platformPatientEmail(c, p);
      const first = FIRST_NAMES[p % 12]!;
      const last = `${LAST_NAMES[Math.floor(p / 12) % 10]!}-${p}`;
      yield { id: uuidOfMd5(`platform-user:${email}`), email, clinicId, role: 'PATIENT', first, last };
    }
  }
}

function uuidOfMd5(s: string): string {
  const h = crypto.createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Hosted: the users through the Auth admin API, eight requests at a time (hours at scale 1: see README). */
async function createUsersThroughApi(db: pg.Client, api: AuthApi, clinics: number, hash: string) {
  const existing = new Set<string>(
    (await db.query(`select id::text from auth.users where email like 'platform-c%@platform.clinic'`)).rows.map((r) => r.id),
  );
  const todo = [...platformUsers(clinics)].filter((u) => !existing.has(u.id));
  await createUsersThroughAuthApi(api, todo, hash);
}

export interface SeedPlatformOptions {
  /** As postgres (the project's role). */
  dbUrl: string;
  /** As the cluster's superuser: the local fast path for auth.*; without it the Auth admin API is used. */
  adminDbUrl?: string;
  api?: AuthApi | null;
  scale: number;
  log?: (line: string) => void;
}

/** Loads the platform; returns the seconds each step took. */
export async function seedPlatform(o: SeedPlatformOptions): Promise<Record<string, number>> {
  const log = o.log ?? console.log;
  const clinics = clinicCount(o.scale);
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>) => {
    const t0 = performance.now();
    const r = await fn();
    timings[name] = (performance.now() - t0) / 1000;
    log(`seed:platform ${name}: ${timings[name]!.toFixed(1)} s`);
    return r;
  };
  const hash = await bcrypt.hash(PLATFORM_PASSWORD, 6);
  const db = new pg.Client({ connectionString: o.dbUrl });
  await db.connect();
  try {
    await db.query('set statement_timeout = 0');
    if ((await db.query(`select 1 from public.clinics where id = md5('platform-clinic:1')::uuid`)).rowCount) {
      log('seed:platform: the platform clinics are present');
      return timings;
    }
    await step(`users (${clinics * (THERAPISTS_PER_CLINIC + PATIENTS_PER_CLINIC)})`, async () => {
      if (o.adminDbUrl) {
        const admin = new pg.Client({ connectionString: o.adminDbUrl });
        await admin.connect();
        try {
          await admin.query('set statement_timeout = 0');
          await admin.query('begin');
          await admin.query(`select set_config('seed.clinics', $1, true), set_config('seed.password_hash', $2, true)`, [
            String(clinics),
            hash,
          ]);
          await admin.query(fs.readFileSync(path.join(here, 'seed-platform-users.sql'), 'utf8'));
          await admin.query('commit');
        } finally {
          await admin.end();
        }
      } else if (o.api) {
        await createUsersThroughApi(db, o.api, clinics, hash);
      } else {
        throw new Error('seed:platform needs the cluster superuser (local) or the Auth admin API (hosted)');
      }
    });
    await step(`data (${clinics} clinics)`, async () => {
      // memory for the load's sorts, hashes and temporary tables (session settings postgres may set on hosted too)
      await db.query(`set work_mem = '128MB'; set maintenance_work_mem = '512MB'; set temp_buffers = '512MB'`);
      await db.query('begin');
      try {
        await db.query(`select set_config('seed.clinics', $1, true)`, [String(clinics)]);
        await db.query(fs.readFileSync(path.join(here, 'seed-platform.sql'), 'utf8'));
        await db.query('commit');
      } catch (e) {
        await db.query('rollback').catch(() => {});
        throw e;
      }
    });
    await step('vacuum analyze', () => db.query('vacuum analyze'));
  } finally {
    await db.end();
  }
  return timings;
}

function readState(): { dbUrl?: string; adminDbUrl?: string; apiUrl?: string; serviceRoleKey?: string } {
  const dataDir = process.env.SUPABASE_DATA_DIR ?? path.join(here, '..', '.data');
  const state = path.join(dataDir, 'stack.json');
  return fs.existsSync(state) ? JSON.parse(fs.readFileSync(state, 'utf8')) : {};
}

export function scaleFromArgs(argv: string[] = process.argv): number {
  const i = argv.indexOf('--scale');
  const v = Number(i >= 0 ? argv[i + 1] : (process.env.SCALE ?? 1));
  if (!(v > 0 && v <= 1)) throw new Error(`scale must be in (0, 1]: ${v}`);
  return v;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const hosted = process.env.SUPABASE_DB_URL;
  const s = readState();
  seedPlatform({
    dbUrl: hosted ?? s.dbUrl ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
    adminDbUrl: hosted ? undefined : s.adminDbUrl,
    api:
      process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY
        ? { apiUrl: process.env.SUPABASE_URL.replace(/\/$/, ''), serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY }
        : null,
    scale: scaleFromArgs(),
  }).catch((e) => {
    console.error(`seed:platform failed: ${(e as Error).message}`);
    process.exit(1);
  });
}
