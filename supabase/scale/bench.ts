// npm run bench:scale: builds (or reuses) the scale data set in its own data folder, times every first-screen
// request as a therapist of a small clinic and of the large clinic, checks their plans, ramps the morning load
// until it breaks, and writes docs/SCALE.md. SCALE (default 1) shrinks the data set; SCALE_DATA_DIR keeps it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPABASE_DIR } from '../local/config.ts';
import { PLATFORM_PASSWORD, platformTherapistEmail, scaleFromArgs } from '../scripts/seed-platform.ts';
import { ensureDataSet, startScaleStack } from './data-set.ts';
import { runLoad, type LoadResult } from './load.ts';
import { checkPlans, therapistOf, timeRequests, type PlanCheck, type RequestTiming } from './requests.ts';

const scale = scaleFromArgs();
const dataDir = process.env.SCALE_DATA_DIR ?? path.join(SUPABASE_DIR, '.data-scale', String(scale));
const runs = Number(process.env.BENCH_RUNS ?? 40);
const loadSeconds = Number(process.env.LOAD_SECONDS ?? 20);
const steps = (process.env.LOAD_STEPS ?? '5,10,20,40,80').split(',').map(Number);
const report = process.env.SCALE_REPORT ?? path.join(SUPABASE_DIR, '..', 'docs', 'SCALE.md');

const f = (n: number) => n.toFixed(1);
const stack = await startScaleStack(dataDir);
try {
  const info = await ensureDataSet(stack, scale, true);
  console.log(JSON.stringify(info));
  await stack.pool.query('checkpoint');
  const who = {
    'small clinic': platformTherapistEmail(1, 1),
    'large clinic': 'bench-therapist1@bench.clinic',
  };
  const tables: Record<string, { timings: RequestTiming[]; plans: PlanCheck[] }> = {};
  for (const [label, email] of Object.entries(who)) {
    const t = await therapistOf(stack, stack.pool, email, PLATFORM_PASSWORD);
    tables[label] = { timings: await timeRequests(stack, t, runs), plans: await checkPlans(stack.pool, t) };
    console.log(label, JSON.stringify(tables[label]));
  }
  const loads: LoadResult[] = [];
  for (const n of steps) {
    const r = await runLoad(stack, stack.pool, {
      therapists: n,
      seconds: loadSeconds,
      clinics: info.clinics,
    });
    loads.push(r);
    const errs = Object.values(r.errors).reduce((a, b) => a + b, 0);
    console.log(`load ${n}: ${f(r.throughput)} req/s, ${r.mornings} mornings, ${errs} errors`);
    // broken: more than 1 % errors, or a request of the morning slower than 2 s at p95
    if (errs > r.requests * 0.01 || r.perRequest.some((x) => x.p95 > 2000)) break;
  }

  const lines: string[] = [];
  lines.push('# Scale report (`npm run bench:scale`)', '');
  lines.push(
    `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM (${os.platform()} ${os.release()}), shared with other work; ` +
      `the local stack (embedded Postgres, real PostgREST behind the Node gateway), SCALE=${scale}.`,
    '',
  );
  lines.push('## Data set', '', '| table | rows |', '|---|---|');
  for (const [k, v] of Object.entries(info.counts)) lines.push(`| ${k} | ${v} |`);
  lines.push('', '| build step | seconds |', '|---|---|');
  for (const [k, v] of Object.entries(info.seconds)) lines.push(`| ${k} | ${f(v)} |`);
  for (const [label, { timings, plans }] of Object.entries(tables)) {
    const base = timings[0]!.p95;
    lines.push('', `## First-screen requests, therapist of the ${label} (${runs} runs each)`, '');
    lines.push(
      '| request | screen | p50 ms | p95 ms | p95 factor | errors | seq scans | statements | indexes |',
    );
    lines.push('|---|---|---|---|---|---|---|---|---|');
    for (const t of timings) {
      const p = plans.find((x) => x.name === t.name)!;
      lines.push(
        `| ${t.name} | ${t.screen} | ${f(t.p50)} | ${f(t.p95)} | ${(t.p95 / base).toFixed(1)}× | ${t.errors} | ` +
          `${p.seqScans.join(', ') || 'none'} | ${p.statements} | ${p.indexes.join(', ')} |`,
      );
    }
  }
  lines.push('', `## Morning load (${loadSeconds} s per step)`, '');
  lines.push(
    '| therapists | mornings | requests/s | errors | slowest p95 (request) |',
    '|---|---|---|---|---|',
  );
  for (const r of loads) {
    const slow = [...r.perRequest].sort((a, b) => b.p95 - a.p95)[0];
    const errs =
      Object.entries(r.errors)
        .map(([k, v]) => `${k} ×${v}`)
        .join('; ') || '0';
    lines.push(
      `| ${r.therapists} | ${r.mornings} | ${f(r.throughput)} | ${errs} | ${slow ? `${f(slow.p95)} ms (${slow.name})` : ''} |`,
    );
  }
  const last = loads[loads.length - 1]!;
  lines.push(
    '',
    `Per request at ${last.therapists} therapists:`,
    '',
    '| request | n | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
  );
  for (const r of last.perRequest)
    lines.push(`| ${r.name} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} |`);
  // the hand-written findings below the marker stay; the figures above it are this run's
  const marker = '<!-- notes: kept by npm run bench:scale -->';
  const previous = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  const notes = previous.includes(marker) ? previous.slice(previous.indexOf(marker)) : `${marker}\n`;
  fs.writeFileSync(report, `${lines.join('\n')}\n\n${notes}`);
  console.log(`wrote ${report}`);
} finally {
  await stack.close();
}
