import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPABASE_DIR } from './config.ts';
import { startStack, type StackOptions } from './stack.ts';

/**
 * npm run stack:bench -w supabase — measures the targets on free ports with a throw-away data folder:
 * warm start (existing data folder, all services incl. Deno) ≤ 10 s, password grant p95 ≤ 60 ms,
 * a simple select through the gateway p95 ≤ 10 ms.
 */
const FIXTURES = path.join(SUPABASE_DIR, 'tests', 'fixtures', 'migrations');

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1]! };
}

function show(name: string, samples: number[], unit: string, target: number) {
  const r = stats(samples);
  const f = (v: number) => v.toFixed(unit === 's' ? 2 : 1);
  const ok = r.p95 <= target ? 'ok' : 'OVER TARGET';
  console.log(
    `${name.padEnd(34)} n=${String(r.n).padStart(4)}  median ${f(r.median)} ${unit}  p95 ${f(r.p95)} ${unit}  max ${f(r.max)} ${unit}  (target p95 ≤ ${target} ${unit}: ${ok})`,
  );
  return r;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-bench-'));
const opts: StackOptions = { apiPort: 0, dbPort: 0, inboxPort: 0, dataDir, projectMigrations: false, extraMigrationsDirs: [FIXTURES] };
try {
  let t = performance.now();
  let stack = await startStack(opts);
  const cold = (performance.now() - t) / 1000;
  await stack.stop();
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    stack = await startStack(opts);
    warm.push((performance.now() - t) / 1000);
    if (i < 4) await stack.stop();
  }
  console.log(`cold start (initdb + bootstrap)    ${cold.toFixed(2)} s`);
  show('warm start (all services)', warm, 's', 10);

  const admin = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' };
  const created = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1', email_confirm: true }),
  });
  if (!created.ok) throw new Error(`create user: ${created.status} ${await created.text()}`);

  const grant = async () => {
    const s = performance.now();
    const r = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`password grant ${r.status}`);
    return performance.now() - s;
  };
  for (let i = 0; i < 5; i++) await grant();
  const grants: number[] = [];
  for (let i = 0; i < 100; i++) grants.push(await grant());
  show('password grant (HTTP round trip)', grants, 'ms', 60);

  const select = async () => {
    const s = performance.now();
    const r = await fetch(`${stack.apiUrl}/rest/v1/t_item?select=id,label&id=eq.1`, {
      headers: { apikey: stack.anonKey },
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`select ${r.status}`);
    return performance.now() - s;
  };
  for (let i = 0; i < 20; i++) await select();
  const selects: number[] = [];
  for (let i = 0; i < 500; i++) selects.push(await select());
  show('simple select via gateway', selects, 'ms', 10);
  await stack.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
