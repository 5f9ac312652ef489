import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const BOOTSTRAP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap');

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Platform SQL (roles, auth, storage). Re-applied when a file changes; the files are idempotent. */
export async function applyBootstrap(pool: pg.Pool, log: (l: string) => void = () => {}): Promise<void> {
  await pool.query(`create schema if not exists _supabase_local;
    create table if not exists _supabase_local.bootstrap (name text primary key, hash text not null)`);
  const done = new Map<string, string>(
    (await pool.query('select name, hash from _supabase_local.bootstrap')).rows.map((r) => [r.name, r.hash]),
  );
  const files = fs
    .readdirSync(BOOTSTRAP_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of files) {
    const sql = fs.readFileSync(path.join(BOOTSTRAP_DIR, f), 'utf8');
    const h = sha(sql);
    if (done.get(f) === h) continue;
    log(`bootstrap ${f}`);
    await inTransaction(pool, async (c) => {
      await c.query(sql);
      await c.query(
        'insert into _supabase_local.bootstrap (name, hash) values ($1, $2) on conflict (name) do update set hash = excluded.hash',
        [f, h],
      );
    });
  }
}

export interface MigrationResult {
  applied: string[];
  /** True when the database had no migration history before (first start or after a reset). */
  fresh: boolean;
}

/**
 * Splits SQL into its top-level statements (quotes, quoted identifiers, dollar quotes and comments respected).
 * Each statement keeps its text as written.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i]!;
    if (ch === '-' && sql[i + 1] === '-') {
      const e = sql.indexOf('\n', i);
      i = e === -1 ? n : e + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (ch === "'" || ch === '"') {
      const escapes = ch === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === ch && sql[i + 1] === ch) i += 2;
        else if (sql[i] === ch) break;
        else i += 1;
      }
      i += 1;
    } else if (ch === '$' && !/\w/.test(sql[i - 1] ?? '')) {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (m) {
        const e = sql.indexOf(m[0], i + m[0].length);
        i = e === -1 ? n : e + m[0].length;
      } else i += 1;
    } else if (ch === ';') {
      out.push(sql.slice(start, i + 1));
      start = i + 1;
      i += 1;
    } else i += 1;
  }
  if (sql.slice(start).trim()) out.push(sql.slice(start));
  return out.filter((st) => stripComments(st).trim() !== '' && stripComments(st).trim() !== ';');
}

function stripComments(st: string): string {
  return st.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Tables hosted's supautils lets postgres put policies on (supautils.policy_grants). */
const POLICY_GRANT =
  /^\s*(create|alter|drop)\s+policy\s[\s\S]*?\son\s+(auth|storage|realtime)\s*\.\s*[a-z_0-9]+/i;

/**
 * Runs a migration or seed file as the connection's role (postgres, not a superuser). Top-level policy
 * statements on the platform tables supautils opens to postgres go through _supabase_local.policy_grant.
 */
export async function runProjectSql(c: pg.PoolClient, sql: string): Promise<void> {
  const statements = splitStatements(sql);
  if (!statements.some((st) => POLICY_GRANT.test(stripComments(st)))) {
    await c.query(sql);
    return;
  }
  for (const st of statements) {
    const text = stripComments(st);
    if (POLICY_GRANT.test(text)) await c.query('select _supabase_local.policy_grant($1)', [text.trim()]);
    else await c.query(st);
  }
}

/**
 * Applies supabase/migrations/<version>_<name>.sql once each, in version order, as the CLI records them. The
 * pool must connect as postgres — as `supabase db push` does on hosted, where postgres is not a superuser.
 * Seeds are separate (seed.ts): on hosted they need the Auth API for the demo users.
 */
export async function applyMigrations(
  pool: pg.Pool,
  opts: { migrationsDir: string; log?: (l: string) => void },
): Promise<MigrationResult> {
  const log = opts.log ?? (() => {});
  const known = new Set<string>(
    (await pool.query('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const seeded = Number(
    (await pool.query('select count(*)::int as n from supabase_migrations.seed_files')).rows[0].n,
  );
  const result: MigrationResult = { applied: [], fresh: known.size === 0 && seeded === 0 };
  const files = fs.existsSync(opts.migrationsDir)
    ? fs
        .readdirSync(opts.migrationsDir)
        .map((f) => /^(\d+)_(.+)\.sql$/.exec(f))
        .filter((m): m is RegExpExecArray => m !== null)
        .sort((a, b) => a[1]!.localeCompare(b[1]!, 'en', { numeric: true }))
    : [];
  for (const m of files) {
    const [file, version, name] = [m[0], m[1]!, m[2]!];
    if (known.has(version)) continue;
    const sql = fs.readFileSync(path.join(opts.migrationsDir, file), 'utf8');
    log(`migration ${file}`);
    await inTransaction(pool, async (c) => {
      try {
        await runProjectSql(c, sql);
      } catch (err) {
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      await c.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [version, [sql], name],
      );
    });
    result.applied.push(file);
  }
  await pool.query(`notify pgrst, 'reload schema'`);
  return result;
}

/** Runs the seed SQL files once each (recorded in supabase_migrations.seed_files), as the pool's role. */
export async function applySeedFiles(
  pool: pg.Pool,
  seedFiles: string[],
  log: (l: string) => void = () => {},
): Promise<string[]> {
  const done = new Set<string>(
    (await pool.query('select path from supabase_migrations.seed_files')).rows.map((r) => r.path),
  );
  const seeded: string[] = [];
  for (const seed of seedFiles) {
    if (!fs.existsSync(seed) || done.has(path.basename(seed))) continue;
    const sql = fs.readFileSync(seed, 'utf8');
    log(`seed ${path.basename(seed)}`);
    await inTransaction(pool, async (c) => {
      if (sql.trim()) {
        try {
          await runProjectSql(c, sql);
        } catch (err) {
          throw new Error(`seed ${seed} failed: ${(err as Error).message}`);
        }
      }
      await c.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        path.basename(seed),
        sha(sql),
      ]);
    });
    seeded.push(seed);
  }
  await pool.query(`notify pgrst, 'reload schema'`);
  return seeded;
}

export async function inTransaction<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const r = await fn(c);
    await c.query('commit');
    return r;
  } catch (err) {
    await c.query('rollback').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}
