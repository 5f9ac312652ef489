// RLS matrix: every public table from the catalog × select/insert/update/delete × {anon, Oslo patient,
// Oslo therapist, Bergen therapist}, against the seeded demo data. A table missing from EXPECTED (e.g. a
// new table) fails, as does a table without RLS or without a policy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { client } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD, actor, asActor, attempt, startDataModelStack, type Actor, type DataModelStack } from './data-model-helpers.ts';

// Allowed operations (S select, I insert, U update, D delete) on the actor's own data, for the Oslo patient
// (patient1, main therapist Ingrid, may view journal records) and the Oslo therapist (Ingrid). anon: none.
// The Bergen therapist is checked against Oslo's data: nothing but the global reference tables.
const EXPECTED: Record<string, { patient: string; therapist: string }> = {
  access_log: { patient: '', therapist: 'S' },
  appointment_types: { patient: 'S', therapist: 'SIUD' },
  appointments: { patient: 'S', therapist: 'SU' },
  calendar_events: { patient: '', therapist: 'SIUD' },
  calendars: { patient: '', therapist: 'SIUD' },
  cgi_records: { patient: 'S', therapist: 'SIUD' },
  chapters: { patient: 'S', therapist: 'SIUD' },
  clinics: { patient: 'S', therapist: 'S' },
  currencies: { patient: 'S', therapist: 'S' },
  digital_id_connections: { patient: '', therapist: '' },
  disorders: { patient: '', therapist: 'SIUD' },
  evaluation_states: { patient: '', therapist: 'SIUD' },
  files: { patient: 'I', therapist: 'SIUD' },
  form_answers: { patient: 'SIU', therapist: 'S' },
  forms: { patient: 'S', therapist: 'SIUD' },
  invitations: { patient: '', therapist: 'S' }, // written only by the invitation RPCs (issue 22)
  invoice_templates: { patient: '', therapist: 'S' },
  // invoices are written by save_invoice / delete_invoice only; is_paid is the one column users update
  invoices: { patient: 'S', therapist: 'SU' },
  journal_access_confirmations: { patient: '', therapist: 'S' },
  journal_record_history: { patient: '', therapist: 'S' },
  journal_records: { patient: 'S', therapist: 'SUD' },
  journal_templates: { patient: '', therapist: 'SIUD' },
  journals: { patient: 'S', therapist: 'S' }, // made only by open_patient_journal (issue 22)
  languages: { patient: 'S', therapist: 'S' },
  live_sessions: { patient: 'S', therapist: 'S' }, // written only by the live-session RPCs (issue 22)
  locations: { patient: 'S', therapist: 'S' },
  notification_seen: { patient: 'S', therapist: 'S' }, // written only by mark_notifications_seen
  notifications: { patient: 'SU', therapist: 'SIU' },
  messages: { patient: 'S', therapist: 'SI' },
  packages: { patient: 'S', therapist: 'SIUD' },
  pages: { patient: 'S', therapist: 'SIUD' },
  patient_profiles: { patient: 'S', therapist: 'SU' }, // made only by complete_patient_invitation
  // payments are created by create_payment_request and settled by the provider's callback only
  payments: { patient: 'S', therapist: 'S' },
  presentations: { patient: '', therapist: 'SIUD' },
  questions: { patient: 'S', therapist: 'SIUD' },
  remote_sharing: { patient: 'S', therapist: 'S' }, // written only by the live-session RPCs (issue 22)
  script_steps: { patient: '', therapist: 'SIUD' },
  scripts: { patient: '', therapist: 'SIUD' },
  // the therapist's own slides account (written only through the connect/disconnect RPCs) and uploads
  slide_accounts: { patient: '', therapist: 'S' },
  // a Google account's OAuth tokens: the google-slides function (service role) only
  slide_google_tokens: { patient: '', therapist: '' },
  slide_uploads: { patient: '', therapist: 'SID' },
  slides: { patient: '', therapist: 'SIUD' },
  tags: { patient: 'S', therapist: 'SIUD' },
  therapist_patients: { patient: 'S', therapist: 'S' },
  therapist_profiles: { patient: 'S', therapist: 'SIU' },
  timeslots: { patient: 'S', therapist: 'SIUD' },
  user_addresses: { patient: 'SIUD', therapist: 'SIUD' },
  users: { patient: 'SU', therapist: 'SU' },
  video_scripts: { patient: '', therapist: 'SIUD' },
  video_statistics: { patient: 'SIUD', therapist: 'SI' },
  videos: { patient: 'S', therapist: 'SIUD' },
  weekly_working_hour_slots: { patient: 'S', therapist: 'SIUD' },
  weekly_working_hours: { patient: 'S', therapist: 'SIU' },
};
const GLOBAL = new Set(['currencies', 'languages']);

// The column that makes a row "the actor's own", first match wins.
const SCOPE: Record<'patient' | 'therapist', string[]> = {
  patient: ['patient_user_id', 'user_id', 'receiver_id', 'owner_id'],
  therapist: ['therapist_user_id', 'receiver_id', 'reader_id', 'user_id', 'invitation_created_by_id', 'owner_id', 'created_by'],
};

let stack: DataModelStack;
let tables: string[];
let columns: Map<string, { name: string; type: string }[]>;
let anon: Actor, patient: Actor, therapist: Actor, bergen: Actor;

before(async () => {
  stack = await startDataModelStack();
  const p = stack.pool;
  tables = (await p.query(`select tablename from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.tablename);
  columns = new Map();
  for (const r of (
    await p.query(`select table_name, column_name, data_type from information_schema.columns
                   where table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`)
  ).rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, []);
    columns.get(r.table_name)!.push({ name: r.column_name, type: r.data_type });
  }
  anon = await actor(p, 'anon', null);
  patient = await actor(p, 'patient', 'patient1@demo.clinic');
  therapist = await actor(p, 'therapist', 'therapist@demo.clinic');
  bergen = await actor(p, 'bergen', 'therapist@fjord.clinic');
  // a slides upload in each clinic (the seed has none: uploads come from the therapist's own files)
  for (const a of [therapist, bergen]) {
    await p.query(`insert into public.slide_accounts (user_id, clinic_id, provider) values ($1, $2, 'LOCAL') on conflict do nothing`, [a.id, a.clinic]);
    await p.query(`insert into public.slide_google_tokens (user_id, access_token, expires_at) values ($1, 'test-token', now()) on conflict do nothing`, [a.id]);
    await p.query(`insert into public.slide_uploads (clinic_id, user_id, name, pages) values ($1, $2, 'Bench slides', $3)`, [
      a.clinic,
      a.id,
      JSON.stringify([{ imagePath: `${a.id}/page-1.png`, notes: "" }]),
    ]);
  }
  // a notification_seen row per actor (the seed has none: rows come from mark_notifications_seen)
  for (const a of [patient, therapist, bergen]) {
    await p.query(
      `insert into public.notification_seen (notification_id, user_id, clinic_id)
       select n.id, $1, $2 from public.notifications n order by n.created_at limit 1 on conflict do nothing`,
      [a.id, a.clinic],
    );
  }
  // a payment of patient1 when the seed leaves none (its invoices take the unpaid sessions of patients 1–3, and a
  // session is billed once), written as create_payment_request would
  await p.query(
    `insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, payment_types, currency_id,
       merchant_reference, description, created_by)
     select a.clinic_id, a.id, a.patient_user_id, (a.appointment_type_price * 100)::int, 'created', '{VIPPS}',
       a.appointment_type_currency_id, 'RLS-' || a.id, a.title, a.therapist_user_id
     from public.appointments a
     where a.patient_user_id = $1 and a.appointment_type_price > 0
       and not exists (select 1 from public.payments x where x.patient_user_id = $1)
     order by a.start_at limit 1`,
    [patient.id],
  );
  // an access_log row: Ingrid reads one of patient1's records (the only way rows get there)
  await asActor(
    p,
    therapist,
    (c) => c.query(`select * from public.read_journal_record((select id from public.journal_records where patient_user_id = $1 limit 1))`, [patient.id]),
    true,
  );
});
after(async () => {
  await stack?.close();
});

const cols = (t: string) => columns.get(t)!.map((c) => c.name);
const has = (t: string, c: string) => cols(t).includes(c);

function scopeColumn(t: string, who: 'patient' | 'therapist'): string | null {
  if (t === 'users') return 'id';
  return SCOPE[who].find((c) => has(t, c)) ?? null;
}

/** A row to act on: the actor's own (by the scope column) else any row of their clinic (superuser read). */
async function sourceRow(t: string, a: Actor, who: 'patient' | 'therapist'): Promise<Record<string, unknown> | null> {
  const scope = scopeColumn(t, who);
  const p = stack.pool;
  if (scope) {
    const own = await p.query(`select * from public.${t} where ${scope} = $1 ${has(t, 'clinic_id') ? 'and clinic_id = $2' : ''} limit 1`,
      has(t, 'clinic_id') ? [a.id, a.clinic] : [a.id]);
    if (own.rows[0]) return own.rows[0];
  }
  if (t === 'clinics') return (await p.query('select * from public.clinics where id = $1', [a.clinic])).rows[0];
  const any = has(t, 'clinic_id')
    ? await p.query(`select * from public.${t} where clinic_id = $1 limit 1`, [a.clinic])
    : await p.query(`select * from public.${t} limit 1`);
  return any.rows[0] ?? null;
}

function insertCopy(t: string, row: Record<string, unknown>, overrides: Record<string, unknown>) {
  const skip = new Set(['created_at', 'updated_at', 'is_updated', 'created_by', 'updated_by']);
  const names = cols(t).filter((c) => !skip.has(c));
  const values = names.map((n) => {
    if (n in overrides) return overrides[n];
    if (n === 'id' && columns.get(t)!.find((c) => c.name === 'id')!.type === 'uuid') return crypto.randomUUID();
    const v = row[n];
    const type = columns.get(t)!.find((c) => c.name === n)!.type;
    return v !== null && (type === 'jsonb' || type === 'json') ? JSON.stringify(v) : v;
  });
  return {
    sql: `insert into public.${t} (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    params: values,
  };
}

/** Refused (42501) → false; done, or stopped by a constraint after RLS passed (23xxx) → true; else a test bug. */
function passed(r: { rows: number; code?: string; message?: string }, what: string): boolean {
  if (r.code === undefined) return r.rows > 0;
  if (r.code === '42501') return false;
  if (r.code.startsWith('23')) return true;
  throw new Error(`${what}: unexpected ${r.code} ${r.message}`);
}

/** Which of S/I/U/D the actor may do on their own data of table t. */
async function ownCell(t: string, a: Actor, who: 'patient' | 'therapist'): Promise<string> {
  const row = await sourceRow(t, a, who);
  assert.ok(row, `the seed has no ${t} row for ${a.name}'s clinic`);
  const scope = scopeColumn(t, who);
  const updCol = (
    await stack.pool.query(
      `select column_name from information_schema.column_privileges
       where table_schema = 'public' and table_name = $1 and grantee = 'authenticated' and privilege_type = 'UPDATE'
         and column_name not in ('id', 'clinic_id') order by column_name limit 1`,
      [t],
    )
  ).rows[0]?.column_name as string | undefined;
  const key = t === 'access_log' || has(t, 'id') ? 'id' : null;
  return asActor(stack.pool, a, async (c) => {
    let out = '';
    const sel = await attempt(c, `select 1 from public.${t}`);
    if (passed(sel, `${t} select`)) out += 'S';
    const overrides: Record<string, unknown> = {};
    if (has(t, 'clinic_id')) overrides.clinic_id = a.clinic;
    if (scope && scope !== 'id' && scope !== 'created_by') overrides[scope] = a.id;
    if (t === 'notifications') overrides.sender_id = a.id;
    // a new patient profile starts without appointments (the count moves only through the RPCs)
    if (t === 'patient_profiles') overrides.number_of_active_appointments = 0;
    const ins = insertCopy(t, row, overrides);
    const i = await attempt(c, ins.sql, ins.params);
    if (passed(i, `${t} insert`)) out += 'I';
    if (updCol && key) {
      const u = await attempt(c, `update public.${t} set "${updCol}" = "${updCol}" where id = $1`, [row.id]);
      if (passed(u, `${t} update`)) out += 'U';
    }
    if (key) {
      const d = await attempt(c, `delete from public.${t} where id = $1`, [row.id]);
      if (passed(d, `${t} delete`)) out += 'D';
    }
    return out;
  });
}

/** What the actor can do to another clinic's rows (expected: nothing, global tables aside). */
async function foreignCell(t: string, a: Actor, other: string): Promise<string> {
  const p = stack.pool;
  const row = has(t, 'clinic_id')
    ? (await p.query(`select * from public.${t} where clinic_id = $1 limit 1`, [other])).rows[0]
    : t === 'clinics'
      ? (await p.query('select * from public.clinics where id = $1', [other])).rows[0]
      : (await p.query(`select * from public.${t} limit 1`)).rows[0];
  const template = row ?? (await p.query(`select * from public.${t} limit 1`)).rows[0];
  assert.ok(template, `no ${t} row at all`);
  const where = t === 'clinics' ? 'id = $1' : has(t, 'clinic_id') ? 'clinic_id = $1' : null;
  return asActor(p, a, async (c) => {
    let out = '';
    const sel = where ? await attempt(c, `select 1 from public.${t} where ${where}`, [other]) : await attempt(c, `select 1 from public.${t}`);
    if (passed(sel, `${t} select`)) out += 'S';
    const overrides: Record<string, unknown> = {};
    if (has(t, 'clinic_id')) overrides.clinic_id = other;
    for (const col of ['therapist_user_id', 'user_id', 'owner_id', 'receiver_id', 'invitation_created_by_id', 'sender_id', 'reader_id'])
      if (has(t, col) && t !== 'users') overrides[col] = a.id;
    const ins = insertCopy(t, template, overrides);
    const i = await attempt(c, ins.sql, ins.params);
    if (passed(i, `${t} insert`)) out += 'I';
    if (where) {
      const firstCol = cols(t).find((x) => x !== 'id' && x !== 'clinic_id')!;
      const u = await attempt(c, `update public.${t} set "${firstCol}" = "${firstCol}" where ${where}`, [other]);
      if (passed(u, `${t} update`)) out += 'U';
      const d = await attempt(c, `delete from public.${t} where ${where}`, [other]);
      if (passed(d, `${t} delete`)) out += 'D';
    }
    return out;
  });
}

describe('RLS on every public table', () => {
  it('is enabled on every table, and every table has at least one policy', async () => {
    const r = await stack.pool.query(`
      select c.relname, c.relrowsecurity, (select count(*) from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
    assert.ok(r.rows.length >= 45, `expected every spec entity, found ${r.rows.length} tables`);
    assert.deepEqual(r.rows.filter((x) => !x.relrowsecurity).map((x) => x.relname), [], 'tables without RLS');
    assert.deepEqual(r.rows.filter((x) => Number(x.policies) === 0).map((x) => x.relname), [], 'tables without a policy');
  });

  it('anon has no privilege on any table, view or sequence in public, and no public function to execute', async () => {
    const r = await stack.pool.query(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
        and (has_table_privilege('anon', c.oid, 'select, insert, update, delete, truncate, references, trigger'))`);
    assert.deepEqual(r.rows, []);
    const f = await stack.pool.query(`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')`);
    assert.deepEqual(f.rows, []);
  });

  it('the migrations use nothing of the local stack (they deploy unchanged to hosted Supabase)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.join(import.meta.dirname, '..', 'migrations');
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.sql'))) {
      const sql = fs.readFileSync(path.join(dir, f), 'utf8');
      assert.doesNotMatch(sql, /_supabase_local|_realtime\.|supabase_admin/, f);
    }
  });

  it('every table has an expected row in the matrix (a new table must be added here)', () => {
    assert.deepEqual(tables, Object.keys(EXPECTED).sort());
  });
});

describe('RLS matrix: table × select/insert/update/delete × actor', () => {
  it('anon reaches nothing through the API', async () => {
    const db = client(stack);
    const failures: string[] = [];
    for (const t of tables) {
      const r = await db.from(t).select('*').limit(1);
      if (!r.error || r.error.code !== '42501') failures.push(`${t}: ${r.error?.code ?? 'rows ' + JSON.stringify(r.data)}`);
      const i = await db.from(t).insert({});
      if (!i.error || i.error.code !== '42501') failures.push(`${t} insert: ${i.error?.code}`);
    }
    assert.deepEqual(failures, []);
  });

  it('anon in SQL: every cell refused', async () => {
    const got: Record<string, string> = {};
    for (const t of tables) {
      got[t] = await asActor(stack.pool, anon, async (c) => {
        let out = '';
        if (!(await attempt(c, `select 1 from public.${t}`)).code) out += 'S';
        if ((await attempt(c, `insert into public.${t} default values`)).code !== '42501') out += 'I';
        const first = cols(t)[0]; // not every table has an id (slide_accounts is keyed by user_id)
        if ((await attempt(c, `update public.${t} set "${first}" = "${first}"`)).code !== '42501') out += 'U';
        if ((await attempt(c, `delete from public.${t}`)).code !== '42501') out += 'D';
        return out;
      });
    }
    assert.deepEqual(got, Object.fromEntries(tables.map((t) => [t, ''])));
  });

  for (const who of ['patient', 'therapist'] as const) {
    it(`Oslo ${who}: own data`, async () => {
      const a = who === 'patient' ? patient : therapist;
      const got: Record<string, string> = {};
      for (const t of tables) got[t] = await ownCell(t, a, who);
      assert.deepEqual(got, Object.fromEntries(tables.map((t) => [t, EXPECTED[t]?.[who]])));
    });

    it(`Oslo ${who}: nothing of Bergen's`, async () => {
      const a = who === 'patient' ? patient : therapist;
      const got: Record<string, string> = {};
      for (const t of tables) got[t] = await foreignCell(t, a, BERGEN);
      assert.deepEqual(got, Object.fromEntries(tables.map((t) => [t, GLOBAL.has(t) ? 'S' : ''])));
    });
  }

  it('Bergen therapist: nothing of Oslo\'s', async () => {
    const got: Record<string, string> = {};
    for (const t of tables) got[t] = await foreignCell(t, bergen, OSLO);
    assert.deepEqual(got, Object.fromEntries(tables.map((t) => [t, GLOBAL.has(t) ? 'S' : ''])));
  });

  it('Bergen therapist signed in through the API sees only Bergen rows', async () => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    assert.equal(error, null);
    for (const t of ['appointments', 'users', 'patient_profiles', 'calendar_events', 'journal_records', 'notifications']) {
      const r = await c.from(t).select('clinic_id');
      assert.equal(r.error, null, `${t}: ${r.error?.message}`);
      assert.ok(r.data!.length > 0, `${t}: Bergen sees its own rows`);
      assert.deepEqual([...new Set(r.data!.map((x: { clinic_id: string }) => x.clinic_id))], [BERGEN], t);
    }
  });
});

describe('own calendar and working hours', () => {
  it('a therapist cannot write events into a colleague\'s calendar or slots into their working hours', async () => {
    const lars = (await stack.pool.query(`select id from public.users where email = 'colleague@demo.clinic'`)).rows[0].id;
    const cal = (await stack.pool.query('select calendar_id, weekly_working_hours_id from public.therapist_profiles where user_id = $1', [lars])).rows[0];
    const r = await asActor(stack.pool, therapist, async (c) => [
      (await attempt(c, `insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, type, start_at, end_at)
                         values ($1, $2, $3, 'EXTERNAL', now(), now() + interval '1 hour')`, [OSLO, cal.calendar_id, therapist.id])).code,
      (await attempt(c, `insert into public.weekly_working_hour_slots (clinic_id, weekly_working_hours_id, therapist_user_id, live_session_type, start_at, end_at)
                         values ($1, $2, $3, 'VIDEO', now(), now() + interval '30 minutes')`, [OSLO, cal.weekly_working_hours_id, therapist.id])).code,
    ]);
    assert.deepEqual(r, ['42501', '42501']);
  });
});

describe('protected fields', () => {
  it('a user cannot change their role, clinic, treatment flag or identifier', async () => {
    for (const col of ['role', 'clinic_id', 'is_treatment_finished', 'custom_identifier']) {
      const r = await asActor(stack.pool, patient, (c: pg.PoolClient) =>
        attempt(c, `update public.users set ${col} = ${col} where id = $1`, [patient.id]),
      );
      assert.equal(r.code, '42501', `${col} is writable`);
    }
    const ok = await asActor(stack.pool, patient, (c) => attempt(c, `update public.users set first_name = 'Emmy' where id = $1`, [patient.id]));
    assert.equal(ok.rows, 1);
  });
});
