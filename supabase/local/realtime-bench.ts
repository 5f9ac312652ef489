import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runRealtimeLoad } from './realtime-load.ts';
import { startStack } from './stack.ts';

/**
 * npm run bench:realtime -w supabase — the live topics under load on a throw-away stack (free ports, the project's
 * migrations and seed, private channels only): 200 sockets over 20 therapists of the seed's 2 clinics while a
 * writer commits 20 notifications a second for a minute. SOCKETS_PER_THERAPIST, THERAPISTS, SECONDS and RATE
 * override the sizes.
 */
const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-realtime-bench-'));
const stack = await startStack({ apiPort: 0, dbPort: 0, inboxPort: 0, dataDir, functions: false });
const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
try {
  const clinicIds = (await pool.query('select id from public.clinics order by name limit 2')).rows.map((r) => r.id);
  const report = await runRealtimeLoad({
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    pool,
    clinicIds,
    therapists: size('THERAPISTS', 20),
    socketsPerTherapist: size('SOCKETS_PER_THERAPIST', 10),
    seconds: size('SECONDS', 60),
    ratePerSecond: size('RATE', 20),
  });
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.missing === 0 && report.duplicates === 0 && report.strays === 0 && report.foreignJoinsAllowed === 0;
  console.log(ok ? 'every authorised socket got each change once; nobody else got any' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await pool.end();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
