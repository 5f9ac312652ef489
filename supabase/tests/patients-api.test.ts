// mf-patients' backend: the list RPCs and their categories, the invitation (one per e-mail, mail sent by the
// backend), the access toggles and the patient's own presence for the waiting room — through the API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient;
let lars: SupabaseClient;

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 10 });
  pool.on('error', () => {});
  [ingrid, lars] = await Promise.all(['therapist@demo.clinic', 'colleague@demo.clinic'].map(signIn));
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('list_patients', () => {
  it("splits Ingrid's patients as the seed says: 3 invited, 2 attached, 12 her own", async () => {
    const { data, error } = await ingrid.rpc('list_patients', { p_limit: 100 });
    assert.equal(error, null);
    const count = (cat: string) => data!.filter((r: { category: string }) => r.category === cat).length;
    assert.equal(count('NOT_ACTIVATED'), 3);
    assert.equal(count('ATTACHED'), 2);
    assert.equal(count('PROPER_PATIENT'), 12);
    assert.equal(data![0].total_count, 17);
    assert.deepEqual(
      [...new Set(data!.map((r: { category: string }) => r.category))],
      ['NOT_ACTIVATED', 'ATTACHED', 'PROPER_PATIENT'],
    );
  });

  it('searches by the start of a last name and pages', async () => {
    const { data: all } = await ingrid.rpc('list_patients', { p_limit: 100 });
    const last = (all![5] as { last_name: string }).last_name;
    const { data } = await ingrid.rpc('list_patients', { p_query: last.slice(0, 3).toLowerCase() });
    assert.ok(data!.length >= 1);
    assert.ok(
      data!.every((r: { last_name: string; first_name: string; email: string }) =>
        [r.last_name, r.first_name, r.email].some((v) =>
          v.toLowerCase().startsWith(last.slice(0, 3).toLowerCase()),
        ),
      ),
    );
    const page = await ingrid.rpc('list_patients', { p_limit: 5, p_offset: 5 });
    assert.equal(page.data!.length, 5);
    assert.equal(page.data![0].id, all![5].id);
    const bad = await ingrid.rpc('list_patients', { p_limit: 0 });
    assert.equal(bad.error?.hint, 'bad_page');
  });

  it('finish_treatment hides the patient unless asked for', async () => {
    const { data: before } = await ingrid.rpc('list_patients', { p_limit: 100 });
    const proper = before!.find((r: { category: string }) => r.category === 'PROPER_PATIENT');
    assert.equal((await ingrid.rpc('finish_treatment', { p_patient_user_id: proper.id })).error, null);
    const { data: after } = await ingrid.rpc('list_patients', { p_limit: 100 });
    assert.ok(!after!.some((r: { id: string }) => r.id === proper.id));
    const { data: withFinished } = await ingrid.rpc('list_patients', {
      p_limit: 100,
      p_include_finished: true,
    });
    assert.ok(
      withFinished!.some(
        (r: { id: string; is_treatment_finished: boolean }) => r.id === proper.id && r.is_treatment_finished,
      ),
    );
  });

  it('list_free_patients: no active appointment, activated, not finished', async () => {
    const { data, error } = await ingrid.rpc('list_free_patients', {});
    assert.equal(error, null);
    assert.ok(data!.length >= 1);
    assert.ok(
      data!.every(
        (r: { category: string; number_of_active_appointments: number }) =>
          r.category === 'FREE_PATIENT' && r.number_of_active_appointments === 0,
      ),
    );
    assert.ok(!data!.some((r: { email: string }) => /patient2[5-9]@|patient30@/.test(r.email)));
  });
});

describe('invite-patient', () => {
  const invite = (c: SupabaseClient, email: string, extra: Record<string, unknown> = {}) =>
    c.functions.invoke('invite-patient', {
      body: { firstName: ' Åse ', lastName: 'Nyhus', phone: '+4791234567', email, ...extra },
    });

  it('makes one invitation, the patient and the mail; the double click makes no second one', async () => {
    const email = 'New.Patient@Example.com';
    const [a, b] = await Promise.all([invite(ingrid, email), invite(ingrid, email)]);
    const ok = [a, b].filter((r) => !r.error);
    assert.equal(ok.length, 1, 'exactly one request succeeds');
    const rows = (
      await pool.query(`select * from public.invitations where receiver_email = 'new.patient@example.com'`)
    ).rows;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, 'CREATED');
    assert.equal(rows[0].type, 'PATIENT_INVITATION');
    assert.deepEqual(rows[0].trigger_actions, ['SEND_EMAIL']);
    assert.equal(rows[0].receiver_first_name, 'Åse');
    const user = await one(`select role, first_name, phone from public.users where id = $1`, [
      rows[0].initialized_user_id,
    ]);
    assert.deepEqual(user, { role: 'PATIENT', first_name: 'Åse', phone: '+4791234567' });
    const inbox = (await (
      await fetch(`${stack.inboxUrl}/api/v1/messages?to=new.patient@example.com`)
    ).json()) as {
      total: number;
    };
    assert.equal(inbox.total, 1);
    const { data } = await ingrid.rpc('list_patients', { p_limit: 100 });
    assert.ok(
      data!.some(
        (r: { email: string; category: string }) =>
          r.email === 'new.patient@example.com' && r.category === 'NOT_ACTIVATED',
      ),
    );
  });

  it('refuses bad data, an existing user and a type without therapist, changing nothing', async () => {
    const before = (await one(`select count(*)::int n from public.invitations`)).n;
    const bad = await ingrid.rpc('create_patient_invitation', {
      p_first_name: ' ',
      p_last_name: 'X',
      p_phone: '1',
      p_email: 'x@y.no',
    });
    assert.equal(
      bad.error?.message,
      'Data that you entered is badly formatted, please check and change first name, last name and email',
    );
    // the address is looked up first (the lookup is what is logged and limited)
    await ingrid.rpc('get_patient_by_email', { p_email: 'patient1@demo.clinic' });
    const existing = await ingrid.rpc('create_patient_invitation', {
      p_first_name: 'A',
      p_last_name: 'B',
      p_phone: '1',
      p_email: 'PATIENT1@demo.clinic',
    });
    assert.equal(existing.error?.hint, 'email_exists');
    const type = await one(`select id from public.appointment_types limit 1`);
    const noTherapist = await ingrid.rpc('create_patient_invitation', {
      p_first_name: 'A',
      p_last_name: 'B',
      p_phone: '1',
      p_email: 'a@b.no',
      p_is_patient_can_choose_next_appointment_by_himself: false,
      p_appointment_type_id: type.id,
    });
    assert.equal(
      noTherapist.error?.message,
      'If you select appointment type you need also select therapist!',
    );
    assert.equal((await one(`select count(*)::int n from public.invitations`)).n, before);
  });

  it('refuses a phone not in international format (E.164): nothing is written, seeded rows pass', async () => {
    // every seeded invitation already passes the constraint (the migration validated it on the seed)
    assert.equal(
      (await one(`select count(*)::int n from public.invitations where phone !~ '^\\+[1-9][0-9]{6,14}$'`)).n,
      0,
    );
    const invitations = (await one(`select count(*)::int n from public.invitations`)).n;
    const users = (await one(`select count(*)::int n from auth.users`)).n;
    for (const phone of ['12345', '91234567', '+47 912 34 567', '+0471234567', 'phone']) {
      const email = `bad.phone.${invitations}.${phone.replace(/\W/g, '')}@example.no`;
      // through the edge function, as the invite form sends it
      const r = await invite(ingrid, email, { phone });
      assert.ok(r.error, `${phone} is refused`);
      const body = (await (r.error as { context: Response }).context.json()) as {
        error: { message: string; hint: string };
      };
      assert.deepEqual(body, { error: { hint: 'phone_invalid', message: 'The input is not a valid phone number!' } });
      // and straight at the RPC (the address looked up first, as the function does)
      await ingrid.rpc('get_patient_by_email', { p_email: email });
      const direct = await ingrid.rpc('create_patient_invitation', {
        p_first_name: 'Bad',
        p_last_name: 'Phone',
        p_phone: phone,
        p_email: email,
      });
      assert.equal(direct.error?.hint, 'phone_invalid');
    }
    // no writer gets past the constraint, not even one that bypasses the RPC
    await assert.rejects(
      pool.query(`update public.invitations set phone = '12345' where id = (select id from public.invitations limit 1)`),
      /invitations_phone_e164/,
    );
    assert.equal((await one(`select count(*)::int n from public.invitations`)).n, invitations);
    assert.equal((await one(`select count(*)::int n from auth.users`)).n, users);
    // a valid international number is still taken as it is
    const ok = await invite(ingrid, 'good.phone@example.no', { phone: '+4791234568' });
    assert.equal(ok.error, null);
    assert.equal(
      (await one(`select phone from public.invitations where receiver_email = 'good.phone@example.no'`)).phone,
      '+4791234568',
    );
  });
});

describe('access toggles and presence', () => {
  it('set_patient_access changes the flag and tells the patient', async () => {
    const p = await one(`select id from public.users where email = 'patient4@demo.clinic'`);
    const { error } = await ingrid.rpc('set_patient_access', {
      p_patient_user_id: p.id,
      p_access: 'VIEW_JOURNAL_RECORDS',
      p_value: true,
    });
    assert.equal(error, null);
    assert.equal(
      (
        await one(`select is_allow_view_journal_records v from public.patient_profiles where user_id = $1`, [
          p.id,
        ])
      ).v,
      true,
    );
    const n = await one(
      `select type, application from public.notifications where receiver_id = $1 order by created_at desc limit 1`,
      [p.id],
    );
    assert.deepEqual(n, { type: 'PATIENT_ACCESS_CHANGED', application: 'patient' });
    const other = await one(`select id from public.users where email = 'patient15@demo.clinic'`);
    const refused = await ingrid.rpc('set_patient_access', {
      p_patient_user_id: other.id,
      p_access: 'BOOK_APPOINTMENTS',
      p_value: true,
    });
    assert.equal(refused.error?.code, '42501');
  });

  it('the patient comes online for their own appointment only (RLS decides)', async () => {
    const a = await one(
      `select a.id, u.email from public.appointments a join public.users u on u.id = a.patient_user_id
       where a.status = 'NOT_STARTED' and a.start_at > now() and u.email like 'patient%@demo.clinic' and not a.is_draft_appointment
       order by a.start_at limit 1`,
    );
    const patient = await signIn(a.email);
    assert.equal(
      (await patient.rpc('set_patient_online', { p_appointment_id: a.id, p_online: true })).error,
      null,
    );
    assert.notDeepEqual(
      (await one(`select patients_online p from public.appointments where id = $1`, [a.id])).p,
      {},
    );
    const other = await one(
      `select id from public.appointments where patient_user_id <> (select id from public.users where email = $1) limit 1`,
      [a.email],
    );
    const refused = await patient.rpc('set_patient_online', { p_appointment_id: other.id, p_online: true });
    assert.equal(refused.error?.hint, 'not_your_appointment');
    assert.equal(
      (await lars.rpc('set_patient_online', { p_appointment_id: a.id, p_online: false })).error?.hint,
      'not_your_appointment',
    );
  });
});

describe('chat messages', () => {
  it('therapist and patient write to the thread; the receiver is notified; others cannot read it', async () => {
    const p = await one(`select id, clinic_id from public.users where email = 'patient3@demo.clinic'`);
    const ingridId = (await one(`select id from public.users where email = 'therapist@demo.clinic'`)).id;
    const sent = await ingrid
      .from('messages')
      .insert({ clinic_id: p.clinic_id, patient_user_id: p.id, sender_id: ingridId, text: 'Hello' })
      .select('id')
      .single();
    assert.equal(sent.error, null);
    const toPatient = await one(
      `select application from public.notifications where receiver_id = $1 and type = 'CHAT_MESSAGE'`,
      [p.id],
    );
    assert.equal(toPatient.application, 'patient');
    const countToIngrid = async () =>
      (
        await one(
          `select count(*)::int n from public.notifications where receiver_id = $1 and type = 'CHAT_MESSAGE'`,
          [ingridId],
        )
      ).n as number;
    const before = await countToIngrid();
    const patient = await signIn('patient3@demo.clinic');
    assert.equal((await patient.from('messages').select('text')).data?.length, 1);
    const reply = await patient
      .from('messages')
      .insert({ clinic_id: p.clinic_id, patient_user_id: p.id, sender_id: p.id, text: 'Hi' });
    assert.equal(reply.error, null);
    assert.equal(await countToIngrid(), before + 1);
    // Someone else's thread: patient3 cannot write as Ingrid or into patient4's thread.
    const p4 = await one(`select id from public.users where email = 'patient4@demo.clinic'`);
    const forged = await patient
      .from('messages')
      .insert({ clinic_id: p.clinic_id, patient_user_id: p4.id, sender_id: p.id, text: 'x' });
    assert.ok(forged.error);
    const fjord = await signIn('therapist@fjord.clinic');
    assert.equal((await fjord.from('messages').select('id').eq('patient_user_id', p.id)).data?.length, 0);
  });
});
