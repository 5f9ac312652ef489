// The scale bench (npm run bench:scale) scaled down so it cannot rot: the platform generator at its smallest
// (two clinics), every first-screen request through PostgREST without errors, their plans free of sequential
// scans of platform-sized tables, and a short load run without errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { seedPlatform, PLATFORM_PASSWORD, platformTherapistEmail } from '../scripts/seed-platform.ts';
import {
  checkPlans,
  firstScreenRequests,
  signIn,
  therapistOf,
  timeRequests,
  type Therapist,
} from '../scale/requests.ts';
import { runLoad } from '../scale/load.ts';
import { startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let therapist: Therapist;
/** EXPLAIN through auto_explain needs the cluster's superuser (LOAD), as the bench's own pool has */
let adminPool: pg.Pool;

before(async () => {
  stack = await startDataModelStack();
  adminPool = new pg.Pool({ connectionString: stack.adminDbUrl, max: 2 });
  // a connection the stack's stop terminates is an expected end, not the test's failure (as every pool here)
  adminPool.on('error', () => {});
  await seedPlatform({ dbUrl: stack.dbUrl, adminDbUrl: stack.adminDbUrl, scale: 0.002, log: () => {} });
  therapist = await therapistOf(stack, stack.pool, platformTherapistEmail(2, 3), PLATFORM_PASSWORD);
});
after(async () => {
  await adminPool?.end();
  await stack?.close();
});

describe('scale bench, smallest scale', () => {
  it('the generator wrote the platform as the app would (auth, journal text encrypted, invoices billed once)', async () => {
    const r = (
      await stack.pool.query(`select
        (select count(*) from public.clinics where name like 'Klinikk %')::int as clinics,
        (select count(*) from auth.identities i join auth.users u on u.id = i.user_id
          where u.email like 'platform-c%' and i.provider = 'email' and i.provider_id = u.id::text)::int as identities,
        (select count(*) from public.appointments a join public.calendar_events e on e.id = a.calendar_event_id
           join public.clinics c on c.id = a.clinic_id where c.name like 'Klinikk %')::int as with_event,
        (select count(*) from public.appointments a join public.clinics c on c.id = a.clinic_id
           where c.name like 'Klinikk %')::int as appointments,
        (select count(*) from public.journal_records r join private.journal_record_texts t on t.journal_record_id = r.id
           join public.journal_record_history h on h.journal_record_id = r.id and h.type = 'CREATE')::int as journal_complete,
        (select count(*) from public.journal_records)::int as journal_records,
        (select count(*) from public.invoices i join private.invoice_appointments ia on ia.invoice_id = i.id
           join public.payments p on p.appointment_id = ia.appointment_id join public.clinics c on c.id = i.clinic_id
           where c.name like 'Klinikk %')::int as invoiced_and_paid,
        (select count(*) from public.invoices i join public.clinics c on c.id = i.clinic_id
           where c.name like 'Klinikk %')::int as invoices`)
    ).rows[0];
    assert.equal(r.clinics, 2);
    assert.equal(r.identities, 620);
    assert.equal(r.appointments, 4000);
    assert.equal(r.with_event, r.appointments);
    assert.ok(r.journal_records > 0);
    assert.equal(r.journal_complete, r.journal_records);
    assert.ok(r.invoices > 0);
    assert.equal(r.invoiced_and_paid, 0);
    // the therapist reads a record's text through the app's function (decrypted with the Vault key)
    const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/list_journal_records`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${therapist.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_journal_id: therapist.journalId, p_limit: 1, p_offset: 0 }),
    });
    const rows = (await res.json()) as { text: string }[];
    assert.equal(res.status, 200);
    assert.match(rows[0]!.text, /^<p>Samtale \d+:/);
  });

  it('every first-screen request answers through PostgREST', async () => {
    const timings = await timeRequests(stack, therapist, 3);
    assert.equal(timings.length, firstScreenRequests(therapist).length);
    assert.deepEqual(
      timings.filter((t) => t.errors > 0).map((t) => t.name),
      [],
    );
  });

  it('no plan scans a platform-sized table sequentially', async () => {
    const plans = await checkPlans(adminPool, therapist, true);
    assert.equal(plans.length, firstScreenRequests(therapist).length);
    // the check sees the plans: the calendar reads its index
    assert.ok(plans.find((p) => p.name === 'calendar week')!.indexes.length > 0);
    // the menu's counts on every page: the call, its query and each helper once (6), none run per appointment
    // (142 statements here before 20261128200000, 2 970 for a therapist of the large clinic)
    const badges = plans.find((p) => p.name === 'get_menu_badges')!;
    assert.ok(badges.statements <= 8, `get_menu_badges ran ${badges.statements} statements`);
    // a journal page runs as many statements for one record as for many: the Vault key is read once, not once
    // per record (20261128200200)
    const page = (limit: number) => ({
      name: `journal page of ${limit}`,
      screen: 'journal',
      method: 'POST' as const,
      path: '/rest/v1/rpc/list_journal_records',
      sql: `select * from public.list_journal_records(p_journal_id => '${therapist.journalId}', p_limit => ${limit}, p_offset => 0)`,
    });
    const records = (
      await stack.pool.query('select count(*)::int as n from public.journal_records where journal_id = $1', [
        therapist.journalId,
      ])
    ).rows[0].n;
    assert.ok(records >= 2);
    const [one, many] = await checkPlans(adminPool, therapist, true, [page(1), page(30)]);
    assert.equal(many!.statements, one!.statements);
    assert.deepEqual(
      plans.filter((p) => p.seqScans.length > 0).map((p) => `${p.name}: ${p.seqScans.join(', ')}`),
      [],
    );
  });

  it('a booking finds the earlier appointments of its patient through an index led by the patient', async () => {
    // book_appointment's first-appointment test names no clinic: without 20261128200100 it read the whole
    // (clinic_id, patient_user_id, start_at) index (109 of 120 ms at 2 100 000 appointments)
    const ids = (
      await stack.pool.query(
        `select s.appointment_type_id, s.id, (select max(a.start_at) from public.appointments a
           where a.therapist_user_id = $2) + interval '2 days' as start
         from public.scripts s where s.clinic_id = $1 limit 1`,
        [therapist.clinicId, therapist.id],
      )
    ).rows[0];
    const [plan] = await checkPlans(adminPool, therapist, true, [
      {
        name: 'book_appointment',
        screen: 'calendar',
        method: 'POST',
        path: '/rest/v1/rpc/book_appointment',
        sql: `select public.book_appointment(p_patient_user_id => '${therapist.patientId}',
          p_appointment_type_id => '${ids.appointment_type_id}', p_start => '${ids.start.toISOString()}',
          p_live_session_type => 'VIDEO', p_script_id => '${ids.id}', p_title => 'Session',
          p_therapist_user_id => '${therapist.id}')`,
      },
    ]);
    assert.ok(plan!.indexes.includes('appointments_patient_start_idx'), plan!.indexes.join(', '));
  });

  it('get_menu_badges (a definer now) counts only the caller: a colleague their own, a patient nothing, anon refused', async () => {
    const badges = async (token: string) => {
      const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_menu_badges`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as Record<string, number>[] };
    };
    const pending = async (id: string) =>
      (
        await stack.pool.query(
          `select count(*)::int as n from public.appointments a where a.therapist_user_id = $1 and a.status = 'FINISHED'
             and not a.is_paid and not a.is_payment_item_deleted and a.appointment_type_price > 0
             and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)`,
          [id],
        )
      ).rows[0].n as number;
    const colleague = await therapistOf(stack, stack.pool, platformTherapistEmail(2, 4), PLATFORM_PASSWORD);
    const mine = await badges(therapist.token);
    const theirs = await badges(colleague.token);
    assert.equal(mine.body[0]!.pending_payments, await pending(therapist.id));
    assert.equal(theirs.body[0]!.pending_payments, await pending(colleague.id));
    assert.notEqual(await pending(therapist.id), 0);
    const patient = (
      await stack.pool.query('select email from public.users where id = $1', [therapist.patientId])
    ).rows[0].email as string;
    const asPatient = await badges(await signIn(stack, patient, PLATFORM_PASSWORD));
    assert.deepEqual(asPatient.body[0], { pending_payments: 0, patients_online: 0, unseen_notifications: 0 });
    assert.notEqual((await badges(stack.anonKey)).status, 200);
  });

  it('a short morning load runs without errors', async () => {
    const r = await runLoad(stack, stack.pool, { therapists: 4, seconds: 4, clinics: 2 });
    assert.ok(r.mornings > 0);
    assert.deepEqual(r.errors, {});
  });
});
