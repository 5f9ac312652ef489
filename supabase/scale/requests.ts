// The first screens' requests (as the remotes' *.resource.ts files make them), timed through the gateway and
// the real PostgREST as one therapist, with each request's SQL run under EXPLAIN ANALYZE (auto_explain, nested
// statements included, so the statements inside RPCs and RLS helpers show) as that therapist.
import type pg from 'pg';
import type { Stack } from '../local/stack.ts';

export interface Therapist {
  email: string;
  id: string;
  clinicId: string;
  calendarId: string;
  patientId: string;
  journalId: string;
  token: string;
}

export interface FirstScreenRequest {
  name: string;
  /** the screen that makes it */
  screen: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** the statement PostgREST runs for it (the plan check) */
  sql: string;
}

/** Tables that grow with the platform: a sequential scan of one is a finding. */
export const PLATFORM_TABLES = [
  'appointments',
  'calendar_events',
  'users',
  'patient_profiles',
  'therapist_patients',
  'journals',
  'journal_records',
  'journal_record_history',
  'journal_record_texts',
  'payments',
  'invoices',
  'invoice_appointments',
  'notifications',
  'notification_seen',
];

export async function signIn(stack: Stack, email: string, password: string): Promise<string> {
  const r = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await r.json()) as { access_token?: string };
  if (!r.ok || !body.access_token) throw new Error(`sign-in ${email}: ${r.status}`);
  return body.access_token;
}

/** The therapist's ids and a main patient with journal records, and a fresh access token. */
export async function therapistOf(
  stack: Stack,
  pool: pg.Pool,
  email: string,
  password: string,
): Promise<Therapist> {
  const r = await pool.query(
    `select u.id, u.clinic_id, tp.calendar_id, pp.user_id as patient_id, pp.journal_id
       from public.users u join public.therapist_profiles tp on tp.user_id = u.id
       join public.patient_profiles pp on pp.therapist_user_id = u.id
      where u.email = $1
      order by (select count(*) from public.journal_records jr where jr.journal_id = pp.journal_id) desc
      limit 1`,
    [email],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`no therapist ${email} with a patient`);
  return {
    email,
    id: row.id,
    clinicId: row.clinic_id,
    calendarId: row.calendar_id,
    patientId: row.patient_id,
    journalId: row.journal_id,
    token: await signIn(stack, email, password),
  };
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

const EVENT_COLUMNS =
  'id,type,start_at,end_at,summary,live_session_type,appointment_status,calendar_id,appointment_id,patient_user_id,' +
  'appointment:appointments!calendar_events_appointment_id_fkey(status,is_draft_appointment,therapist_user_id,appointment_type_name,title),' +
  'patient:users!calendar_events_patient_user_id_fkey(first_name,last_name)';

function calendarRange(t: Therapist, start: string, end: string) {
  return {
    path:
      `/rest/v1/calendar_events?select=${encodeURIComponent(EVENT_COLUMNS)}&clinic_id=eq.${t.clinicId}` +
      `&calendar_id=eq.${t.calendarId}&start_at=lt.${encodeURIComponent(end)}&end_at=gt.${encodeURIComponent(start)}` +
      `&order=start_at&limit=3000`,
    sql: `select e.id, e.type, e.start_at, e.end_at, e.summary, e.live_session_type, e.appointment_status, e.calendar_id,
            e.appointment_id, e.patient_user_id,
            (select row(a.status, a.is_draft_appointment, a.therapist_user_id, a.appointment_type_name, a.title)
               from public.appointments a where a.id = e.appointment_id),
            (select row(u.first_name, u.last_name) from public.users u where u.id = e.patient_user_id)
          from public.calendar_events e where e.clinic_id = ${q(t.clinicId)} and e.calendar_id = ${q(t.calendarId)}
            and e.start_at < ${q(end)} and e.end_at > ${q(start)} order by e.start_at limit 3000`,
  };
}

/** Every request of the first screens, in the order a morning opens them. */
export function firstScreenRequests(t: Therapist, now = new Date()): FirstScreenRequest[] {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  const weekStart = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
  const dayEnd = new Date(day.getTime() + 86_400_000);
  const rpc = (
    name: string,
    body: Record<string, unknown>,
    screen: string,
    label = name,
  ): FirstScreenRequest => ({
    name: label,
    screen,
    method: 'POST',
    path: `/rest/v1/rpc/${name}`,
    body,
    sql: `select * from public.${name}(${Object.entries(body)
      .map(([k, v]) => `${k} => ${typeof v === 'string' ? q(v) : String(v)}`)
      .join(', ')})`,
  });
  const get = (name: string, screen: string, path: string, sql: string): FirstScreenRequest => ({
    name,
    screen,
    method: 'GET',
    path,
    sql,
  });
  return [
    get(
      'one row by primary key',
      '(reference)',
      `/rest/v1/users?select=id&id=eq.${t.id}`,
      `select id from public.users where id = ${q(t.id)}`,
    ),
    rpc('get_menu_badges', {}, 'menu (every page)'),
    get(
      'notifications',
      'menu (every page)',
      `/rest/v1/notifications?select=${encodeURIComponent('id,type,text,seen,created_at,auto_seen_trigger_type,additional_data,receiver_id,notification_seen(seen_at)')}` +
        `&or=${encodeURIComponent(`(receiver_id.eq.${t.id},receiver_id.is.null)`)}&application=eq.therapist&order=created_at.desc&limit=50`,
      `select n.id, n.type, n.text, n.seen, n.created_at, n.auto_seen_trigger_type, n.additional_data, n.receiver_id,
         (select json_agg(s.seen_at) from public.notification_seen s where s.notification_id = n.id)
       from public.notifications n where (n.receiver_id = ${q(t.id)} or n.receiver_id is null) and n.application = 'therapist'
       order by n.created_at desc limit 50`,
    ),
    get(
      'calendar therapists',
      'calendar',
      `/rest/v1/users?select=${encodeURIComponent('id,first_name,last_name,is_calendar_integrated,profile:therapist_profiles!therapist_profiles_user_id_fkey(calendar_id)')}` +
        `&clinic_id=eq.${t.clinicId}&or=${encodeURIComponent(`(id.eq.${t.id},and(role.eq.THERAPIST,is_calendar_integrated.is.true))`)}&order=last_name,first_name`,
      `select u.id, u.first_name, u.last_name, u.is_calendar_integrated,
         (select tp.calendar_id from public.therapist_profiles tp where tp.user_id = u.id)
       from public.users u where u.clinic_id = ${q(t.clinicId)}
         and (u.id = ${q(t.id)} or (u.role = 'THERAPIST' and u.is_calendar_integrated is true))
       order by u.last_name, u.first_name`,
    ),
    get(
      'calendars',
      'calendar',
      `/rest/v1/calendars?select=id,name,access_role&clinic_id=eq.${t.clinicId}&therapist_user_id=eq.${t.id}&order=name`,
      `select id, name, access_role from public.calendars where clinic_id = ${q(t.clinicId)} and therapist_user_id = ${q(t.id)} order by name`,
    ),
    {
      name: 'calendar week',
      screen: 'calendar',
      method: 'GET',
      ...calendarRange(t, weekStart.toISOString(), weekEnd.toISOString()),
    },
    get(
      'working hours (week)',
      'calendar',
      `/rest/v1/weekly_working_hour_slots?select=start_at&clinic_id=eq.${t.clinicId}&therapist_user_id=eq.${t.id}` +
        `&start_at=gte.${encodeURIComponent(weekStart.toISOString())}&start_at=lt.${encodeURIComponent(weekEnd.toISOString())}&limit=3000`,
      `select start_at from public.weekly_working_hour_slots where clinic_id = ${q(t.clinicId)} and therapist_user_id = ${q(t.id)}
         and start_at >= ${q(weekStart.toISOString())} and start_at < ${q(weekEnd.toISOString())} limit 3000`,
    ),
    {
      name: 'day list',
      screen: 'calendar (day)',
      method: 'GET',
      ...calendarRange(t, day.toISOString(), dayEnd.toISOString()),
    },
    get(
      'waiting room',
      'patients (session)',
      `/rest/v1/appointments?select=${encodeURIComponent('id,start_at,status,is_draft_appointment,patient:users!appointments_patient_user_id_fkey(id,first_name,last_name,email,phone,avatar_url)')}` +
        `&clinic_id=eq.${t.clinicId}&therapist_user_id=eq.${t.id}&status=in.(NOT_STARTED,STARTED)&patients_online=neq.${encodeURIComponent('{}')}&order=start_at`,
      `select a.id, a.start_at, a.status, a.is_draft_appointment,
         (select row(u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url) from public.users u where u.id = a.patient_user_id)
       from public.appointments a where a.clinic_id = ${q(t.clinicId)} and a.therapist_user_id = ${q(t.id)}
         and a.status in ('NOT_STARTED', 'STARTED') and a.patients_online <> '{}' order by a.start_at`,
    ),
    rpc(
      'get_patients_have_first_appointment',
      { p_therapist_user_id: t.id, p_clinic_id: t.clinicId },
      'patients (session)',
    ),
    rpc(
      'list_patients',
      { p_query: '', p_include_finished: false, p_limit: 30, p_offset: 0 },
      'patients',
      'list_patients',
    ),
    rpc(
      'list_patients',
      { p_query: 'Hans', p_include_finished: false, p_limit: 30, p_offset: 0 },
      'patients',
      'list_patients (search)',
    ),
    get(
      'patient profile',
      'patient profile',
      `/rest/v1/users?select=${encodeURIComponent('id,first_name,last_name,email,phone,avatar_url,custom_identifier,is_treatment_finished,profile:patient_profiles!patient_profiles_user_id_fkey(id,therapist_user_id,package_id,disorder_id,selected_page_id,phase,evaluation_states)')}` +
        `&id=eq.${t.patientId}&role=eq.PATIENT`,
      `select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier, u.is_treatment_finished,
         (select row(p.id, p.therapist_user_id, p.phase) from public.patient_profiles p where p.user_id = u.id)
       from public.users u where u.id = ${q(t.patientId)} and u.role = 'PATIENT'`,
    ),
    get(
      'patient therapists',
      'patient profile',
      `/rest/v1/therapist_patients?select=therapist_user_id,is_main&patient_user_id=eq.${t.patientId}`,
      `select therapist_user_id, is_main from public.therapist_patients where patient_user_id = ${q(t.patientId)}`,
    ),
    get(
      'patient appointments',
      'patient profile',
      `/rest/v1/appointments?select=id,start_at,title,appointment_type_name,live_session_type,status&clinic_id=eq.${t.clinicId}` +
        `&patient_user_id=eq.${t.patientId}&order=start_at.desc&limit=200`,
      `select id, start_at, title, appointment_type_name, live_session_type, status from public.appointments
       where clinic_id = ${q(t.clinicId)} and patient_user_id = ${q(t.patientId)} order by start_at desc limit 200`,
    ),
    rpc('list_journal_records', { p_journal_id: t.journalId, p_limit: 30, p_offset: 0 }, 'journal'),
    rpc(
      'list_payment_items',
      { p_category: 'NOTSENT', p_limit: 25, p_offset: 0 },
      'payments',
      'list_payment_items (not sent)',
    ),
    rpc(
      'list_payment_items',
      { p_category: 'UNPAID', p_limit: 25, p_offset: 0 },
      'payments',
      'list_payment_items (unpaid)',
    ),
    get(
      'invoices',
      'invoices',
      `/rest/v1/invoices?select=${encodeURIComponent('id,number,invoice_date,due_date,total,currency_code,is_paid,pdf_url,created_at,patient:users!invoices_patient_user_id_fkey(first_name,last_name)')}` +
        `&clinic_id=eq.${t.clinicId}&order=created_at.desc&limit=200`,
      `select i.id, i.number, i.invoice_date, i.due_date, i.total, i.currency_code, i.is_paid, i.pdf_url, i.created_at,
         (select row(u.first_name, u.last_name) from public.users u where u.id = i.patient_user_id)
       from public.invoices i where i.clinic_id = ${q(t.clinicId)} order by i.created_at desc limit 200`,
    ),
  ];
}

export async function send(
  stack: Stack,
  t: Therapist,
  r: FirstScreenRequest,
): Promise<{ status: number; ms: number; error?: string }> {
  const t0 = performance.now();
  const res = await fetch(stack.apiUrl + r.path, {
    method: r.method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${t.token}`,
      ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: r.body !== undefined ? JSON.stringify(r.body) : undefined,
  });
  if (res.ok) {
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  }
  // PostgREST's error: the database's code and hint (never a request body, so never journal text)
  const body = (await res.json().catch(() => ({}))) as { code?: string; hint?: string };
  return {
    status: res.status,
    ms: performance.now() - t0,
    error: `${res.status} ${body.code ?? ''} ${body.hint ?? ''}`.trim(),
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export interface RequestTiming {
  name: string;
  screen: string;
  p50: number;
  p95: number;
  errors: number;
}

/** Each request `runs` times after a warm-up, round-robin so drift hits all of them alike. */
export async function timeRequests(stack: Stack, t: Therapist, runs: number): Promise<RequestTiming[]> {
  const reqs = firstScreenRequests(t);
  const samples = reqs.map(() => [] as number[]);
  const errors = reqs.map(() => 0);
  for (let i = -5; i < runs; i += 1) {
    for (const [k, r] of reqs.entries()) {
      const { status, ms } = await send(stack, t, r);
      if (status >= 300) errors[k]! += 1;
      if (i >= 0) samples[k]!.push(ms);
    }
  }
  return reqs.map((r, k) => {
    const s = samples[k]!.sort((a, b) => a - b);
    return {
      name: r.name,
      screen: r.screen,
      p50: percentile(s, 0.5),
      p95: percentile(s, 0.95),
      errors: errors[k]!,
    };
  });
}

export interface PlanCheck {
  name: string;
  /** sequential scans of platform-sized tables, as table names */
  seqScans: string[];
  /** statements executed for the request: 1 when nothing runs per row; more when a helper's SQL runs again */
  statements: number;
  indexes: string[];
  ms: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

/** EXPLAIN ANALYZE of every statement the request runs, as the therapist (role authenticated, their claims). */
export async function checkPlans(
  pool: pg.Pool,
  t: Therapist,
  /** planner seq scans off: at a tiny scale a scan is cheapest, but a scan left then means no index serves it */
  onlyIfNoIndex = false,
  reqs = firstScreenRequests(t),
): Promise<PlanCheck[]> {
  const claims = (
    await pool.query(
      `select json_build_object('sub', id, 'role', 'authenticated', 'aud', 'authenticated',
         'app_metadata', json_build_object('provider', 'email', 'clinic_id', clinic_id, 'role', role)) as c
       from public.users where id = $1`,
      [t.id],
    )
  ).rows[0].c;
  const out: PlanCheck[] = [];
  const c = await pool.connect();
  try {
    for (const r of reqs) {
      const plans: { Plan: PlanNode }[] = [];
      const onNotice = (n: { message?: string }) => {
        const m = /^duration: [\d.]+ ms\s+plan:\s*([\s\S]*)$/.exec(n.message ?? '');
        if (m) plans.push(JSON.parse(m[1]!));
      };
      c.on('notice', onNotice);
      await c.query('begin');
      try {
        await c.query(`load 'auto_explain'`);
        await c.query(`set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on;
          set local auto_explain.log_nested_statements = on; set local auto_explain.log_format = json;
          set local auto_explain.log_timing = off; set local client_min_messages = log`);
        if (onlyIfNoIndex) await c.query('set local enable_seqscan = off');
        await c.query(
          `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
          [JSON.stringify(claims)],
        );
        const t0 = performance.now();
        await c.query(r.sql);
        const ms = performance.now() - t0;
        const nodes = plans.flatMap((p) => walk(p.Plan));
        out.push({
          name: r.name,
          seqScans: [
            ...new Set(
              nodes
                .filter(
                  (n) => n['Node Type'] === 'Seq Scan' && PLATFORM_TABLES.includes(n['Relation Name'] ?? ''),
                )
                .map((n) => n['Relation Name']!),
            ),
          ],
          // the outer statement is logged too
          statements: plans.length,
          indexes: [...new Set(nodes.filter((n) => n['Index Name']).map((n) => n['Index Name']!))],
          ms,
        });
      } finally {
        await c.query('rollback');
        c.off('notice', onNotice);
      }
    }
  } finally {
    c.release();
  }
  return out;
}
