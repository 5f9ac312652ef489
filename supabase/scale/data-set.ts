// The scale data set on a stack of its own (free ports, its own data folder, kept between runs so the slow
// build happens once): the platform (scripts/seed-platform.ts) plus the large clinic (scripts/seed-large.ts).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startStack, type Stack } from '../local/stack.ts';
import { seedLarge } from '../scripts/seed-large.ts';
import { clinicCount, seedPlatform } from '../scripts/seed-platform.ts';

export interface ScaleStack extends Stack {
  pool: pg.Pool;
  close(): Promise<void>;
}

export async function startScaleStack(dataDir: string, log?: (l: string) => void): Promise<ScaleStack> {
  fs.mkdirSync(dataDir, { recursive: true });
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    inboxPort: 0,
    dataDir,
    functions: false,
    oidc: false,
    handleSignals: true,
    log,
  });
  // superuser pool: EXPLAIN as a role and pg_stat_statements-free counters (the stack's tools only)
  const pool = new pg.Pool({ connectionString: stack.adminDbUrl, max: 8 });
  pool.on('error', () => {});
  return Object.assign(stack, {
    pool,
    async close() {
      await pool.end();
      await stack.stop();
    },
  });
}

export interface DataSetInfo {
  scale: number;
  clinics: number;
  /** seconds per step of the build that made this data folder */
  seconds: Record<string, number>;
  counts: Record<string, number>;
}

/** Builds the data set if this folder does not hold it yet; returns how long the build took and the row counts. */
export async function ensureDataSet(
  stack: ScaleStack,
  scale: number,
  withLarge: boolean,
  log = console.log,
): Promise<DataSetInfo> {
  const infoFile = path.join(stack.dataDir, 'scale-data-set.json');
  if (fs.existsSync(infoFile)) {
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as DataSetInfo;
    if (info.scale !== scale)
      throw new Error(`${stack.dataDir} holds scale ${info.scale}, not ${scale}: use another folder`);
    return info;
  }
  const seconds: Record<string, number> = {};
  if (withLarge) {
    seconds['large clinic (seed:large, users through the Auth admin API)'] =
      (await seedLarge(stack.dbUrl, log, { apiUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey })) /
      1000;
  }
  Object.assign(
    seconds,
    await seedPlatform({ dbUrl: stack.dbUrl, adminDbUrl: stack.adminDbUrl, scale, log }),
  );
  await stack.pool.query('checkpoint');
  const counts = (
    await stack.pool.query(`select
      (select count(*) from public.clinics)::int as clinics,
      (select count(*) from public.users where role = 'THERAPIST')::int as therapists,
      (select count(*) from public.users where role = 'PATIENT')::int as patients,
      (select count(*) from public.appointments)::int as appointments,
      (select count(*) from public.calendar_events)::int as calendar_events,
      (select count(*) from public.journal_records)::int as journal_records,
      (select count(*) from public.payments)::int as payments,
      (select count(*) from public.invoices)::int as invoices,
      (select count(*) from public.notifications)::int as notifications,
      pg_database_size(current_database())::bigint / 1048576 as database_mb`)
  ).rows[0];
  const info: DataSetInfo = { scale, clinics: clinicCount(scale), seconds, counts };
  fs.writeFileSync(infoFile, JSON.stringify(info, null, 2));
  return info;
}
