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
  seeded: string[];
}

/** Applies supabase/migrations/<version>_<name>.sql once each, in version order, as the CLI records them. */
export async function applyMigrations(
  pool: pg.Pool,
  opts: { migrationsDir: string; seedFiles: string[]; log?: (l: string) => void },
): Promise<MigrationResult> {
  const log = opts.log ?? (() => {});
  const result: MigrationResult = { applied: [], seeded: [] };
  const known = new Set<string>(
    (await pool.query('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const wasEmpty = known.size === 0;
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
        await c.query(sql);
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
  const seeded = new Map<string, string>(
    (await pool.query('select path, hash from supabase_migrations.seed_files')).rows.map((r) => [r.path, r.hash]),
  );
  // Seed only a database that had no migrations history yet (first start or after reset), as the CLI does.
  if (wasEmpty && seeded.size === 0) {
    for (const seed of opts.seedFiles) {
      if (!fs.existsSync(seed)) continue;
      const sql = fs.readFileSync(seed, 'utf8');
      log(`seed ${path.basename(seed)}`);
      await inTransaction(pool, async (c) => {
        if (sql.trim()) {
          try {
            await c.query(sql);
          } catch (err) {
            throw new Error(`seed ${seed} failed: ${(err as Error).message}`);
          }
        }
        await c.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          path.basename(seed),
          sha(sql),
        ]);
      });
      result.seeded.push(seed);
    }
  }
  await pool.query(`notify pgrst, 'reload schema'`);
  return result;
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
