// Opt-in (npm run test:bench -w supabase, ~2 min): loads seed:large (10 000 patients, 100 000 appointments in
// one clinic), checks that the hot list queries run on indexes (EXPLAIN as the therapist, RLS on) and
// measures them through the gateway and PostgREST: p95 ≤ 10 ms, with the RLS-on vs service-role ratio.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { seedLarge } from '../scripts/seed-large.ts';
import { client } from './helpers.ts';
import {
  PASSWORD,
  actor,
  asActor,
  startDataModelStack,
  type Actor,
  type DataModelStack,
} from './data-model-helpers.ts';

const enabled = process.env.SUPABASE_BENCH === '1';
const CLINIC = '0d1c0000-0000-4000-8000-0000000000b1';
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

let stack: DataModelStack;
let therapist: Actor;
let token: string;
let calendarId: string;
let weekStart: string;
let weekEnd: string;

before(async () => {
  if (!enabled) return;
  stack = await startDataModelStack();
  await seedLarge(stack.dbUrl, (l) => console.log(`# ${l}`), {
    apiUrl: stack.apiUrl,
    serviceRoleKey: stack.serviceRoleKey,
  });
  // let the load settle (autovacuum, checkpoint) before measuring
  await stack.pool.query('vacuum analyze');
  // CHECKPOINT is the superuser's (the pool is the project's postgres role, not a superuser, as on hosted)
  const admin = new pg.Client({ connectionString: stack.adminDbUrl });
  await admin.connect();
  await admin.query('checkpoint');
  await admin.end();
  therapist = await actor(stack.pool, 'bench therapist', 'bench-therapist1@bench.clinic');
  const c = client(stack);
  const { data, error } = await c.auth.signInWithPassword({
    email: 'bench-therapist1@bench.clinic',
    password: PASSWORD,
  });
  if (error) throw error;
  token = data.session!.access_token;
  calendarId = (
    await stack.pool.query('select calendar_id from public.therapist_profiles where user_id = $1', [
      therapist.id,
    ])
  ).rows[0].calendar_id;
  const w = (
    await stack.pool.query(
      `select date_trunc('week', now()) s, date_trunc('week', now()) + interval '7 days' e`,
    )
  ).rows[0];
  weekStart = w.s.toISOString();
  weekEnd = w.e.toISOString();
});
after(async () => {
  await stack?.close();
});

function queries() {
  const now = new Date().toISOString();
  return {
    'calendar week': {
      path:
        `/rest/v1/calendar_events?select=id,start_at,end_at,summary,type,appointment_status,live_session_type,appointment_id,patient_user_id` +
        `&clinic_id=eq.${CLINIC}&calendar_id=eq.${calendarId}&start_at=gte.${weekStart}&start_at=lt.${weekEnd}&order=start_at`,
      sql: `select id, start_at, end_at, summary, type, appointment_status, live_session_type, appointment_id, patient_user_id
            from public.calendar_events where clinic_id = '${CLINIC}' and calendar_id = '${calendarId}'
            and start_at >= '${weekStart}' and start_at < '${weekEnd}' order by start_at`,
      index: 'calendar_events_clinic_calendar_start_idx',
      head: false,
      servicePath: undefined as string | undefined,
      definer: false,
    },
    // LIKE is not leakproof, so under RLS the trigram indexes are not used: search goes through the
    // search_patients function (same visibility rules, applied explicitly); the service role reads the table.
    'patient search': {
      path: `/rest/v1/rpc/search_patients?p_query=Hans&p_limit=20`,
      servicePath:
        `/rest/v1/users?select=*&clinic_id=eq.${CLINIC}&role=eq.PATIENT` +
        `&or=(last_name.ilike.Hans*,first_name.ilike.Hans*,email.ilike.Hans*,phone.ilike.*Hans*,custom_identifier.ilike.*Hans*)&order=last_name,first_name&limit=20`,
      sql: `select u.* from public.users u where u.clinic_id = '${CLINIC}' and u.role = 'PATIENT'
            and (u.last_name ilike 'Hans%' or u.first_name ilike 'Hans%' or u.email ilike 'Hans%' or u.phone ilike '%Hans%'
                 or u.custom_identifier ilike '%Hans%')
            and u.id in (select private.visible_patient_ids()) order by u.last_name, u.first_name limit 20`,
      definer: true,
      index: 'users_search_last_name_idx',
      head: false,
    },
    'unpaid payments': {
      path:
        `/rest/v1/appointments?select=id,title,start_at,appointment_type_price,is_sent,patient_user_id&clinic_id=eq.${CLINIC}` +
        `&therapist_user_id=eq.${therapist.id}&is_paid=eq.false&is_payment_item_deleted=eq.false&status=neq.CANCELED` +
        `&appointment_type_price=gt.0&start_at=lt.${now}&order=start_at.desc&limit=50`,
      sql: `select id, title, start_at, appointment_type_price, is_sent, patient_user_id from public.appointments
            where clinic_id = '${CLINIC}' and therapist_user_id = '${therapist.id}' and is_paid = false
            and is_payment_item_deleted = false and status <> 'CANCELED' and appointment_type_price > 0 and start_at < '${now}'
            order by start_at desc limit 50`,
      index: 'appointments_unpaid_idx',
      head: false,
      servicePath: undefined as string | undefined,
      definer: false,
    },
    'unseen notification count': {
      path: `/rest/v1/notifications?select=id&receiver_id=eq.${therapist.id}&seen=eq.false`,
      sql: `select count(*) from public.notifications where receiver_id = '${therapist.id}' and seen = false`,
      index: 'notifications_receiver_unseen_idx',
      head: true,
      servicePath: undefined as string | undefined,
      definer: false,
    },
  };
}

async function timeRequests(path: string, key: string, bearer: string, head: boolean) {
  const url = stack.apiUrl + path;
  const headers: Record<string, string> = { apikey: key, Authorization: `Bearer ${bearer}` };
  if (head) headers.Prefer = 'count=exact';
  const run = async () => {
    const t0 = performance.now();
    const r = await fetch(url, { method: head ? 'HEAD' : 'GET', headers });
    if (!head) await r.arrayBuffer();
    const ms = performance.now() - t0;
    if (r.status >= 300) throw new Error(`${r.status} for ${path}`);
    return { ms, range: r.headers.get('content-range') };
  };
  for (let i = 0; i < 30; i++) await run();
  const times: number[] = [];
  let range: string | null = null;
  for (let i = 0; i < RUNS; i++) {
    const r = await run();
    times.push(r.ms);
    range = r.range;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)]!, p95: times[Math.floor(RUNS * 0.95)]!, range };
}

describe(
  'seed:large benchmarks',
  { skip: enabled ? false : 'opt-in: npm run test:bench -w supabase' },
  () => {
    it('the hot list queries run on indexes (EXPLAIN as the therapist, RLS on)', async () => {
      for (const [name, q] of Object.entries(queries())) {
        // as the API runs it: the therapist's role and claims (a SECURITY DEFINER function keeps the claims only)
        const plan = await asActor(stack.pool, therapist, async (c) => {
          if (q.definer) await c.query('reset role');
          return (await c.query(`explain (format json) ${q.sql}`)).rows[0]['QUERY PLAN'] as unknown[];
        });
        const text = JSON.stringify(plan);
        assert.ok(!/"Node Type":"Seq Scan"/.test(text), `${name}: no sequential scan\n${text}`);
        assert.ok(text.includes(`"Index Name":"${q.index}`), `${name}: uses ${q.index}\n${text}`);
      }
    });

    it('p95 ≤ 10 ms through PostgREST with RLS; ratio to the service role reported', async () => {
      const rows: string[] = [];
      const failures: string[] = [];
      for (const [name, q] of Object.entries(queries())) {
        const rls = await timeRequests(q.path, stack.anonKey, token, q.head);
        const svc = await timeRequests(
          q.servicePath ?? q.path,
          stack.serviceRoleKey,
          stack.serviceRoleKey,
          q.head,
        );
        rows.push(
          `# ${name.padEnd(26)} RLS p50 ${rls.p50.toFixed(2)} ms p95 ${rls.p95.toFixed(2)} ms | service_role p50 ${svc.p50.toFixed(2)} ms p95 ${svc.p95.toFixed(2)} ms | ratio p95 ${(rls.p95 / svc.p95).toFixed(2)}${q.head ? ` | count ${rls.range}` : ''}`,
        );
        if (rls.p95 > 10) failures.push(`${name}: p95 ${rls.p95.toFixed(2)} ms`);
      }
      console.log(rows.join('\n'));
      assert.deepEqual(failures, []);
    });
  },
);
