// npm run seed:large -w supabase: loads scripts/seed-large.sql into the running local stack (or SUPABASE_DB_URL).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function seedLarge(dbUrl: string, log: (l: string) => void = console.log): Promise<number> {
  const sql = fs.readFileSync(path.join(here, 'seed-large.sql'), 'utf8');
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
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

function dbUrlFromState(): string {
  if (process.env.SUPABASE_DB_URL) return process.env.SUPABASE_DB_URL;
  const dataDir = process.env.SUPABASE_DATA_DIR ?? path.join(here, '..', '.data');
  const state = path.join(dataDir, 'stack.json');
  if (fs.existsSync(state)) return JSON.parse(fs.readFileSync(state, 'utf8')).dbUrl;
  return 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seedLarge(dbUrlFromState()).catch((e) => {
    console.error(`seed:large failed: ${(e as Error).message}`);
    process.exit(1);
  });
}
