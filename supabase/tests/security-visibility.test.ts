// Security, issue 22 class 2: a patient's data reaches only staff with a relation to the patient, and
// that relation is a fact the client cannot write. Attacked through the API (PostgREST, Storage) as another
// clinic's therapist, a same-clinic colleague without a relation, a patient and anon.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient, lars: SupabaseClient, sindre: SupabaseClient, anon: SupabaseClient;
const ids: Record<string, string> = {};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];
const signIn = async (email: string, password = PASSWORD) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
};

// Ingrid's patient with an active appointment (so not a free patient of the clinic), to whom Lars has no
// relation: Lars must not reach this journal.
let target: { id: string; email: string; journal: string };
// an invitation Lars made himself (the seed's patients 28–30)
let larsInvitation: string;

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars, sindre] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic'].map((e) => signIn(e)),
  );
  anon = client(stack);
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  const t = await one(
    `select u.id, u.email, j.id as journal from public.patient_profiles pp
       join public.users u on u.id = pp.user_id
       join public.journals j on j.patient_user_id = u.id
     where pp.therapist_user_id = $1 and pp.number_of_active_appointments > 0
       and not exists (select 1 from public.therapist_patients tp where tp.patient_user_id = u.id and tp.therapist_user_id = $2)
       and exists (select 1 from public.journal_records r where r.journal_id = j.id)
     order by u.email limit 1`,
    [ids['therapist@demo.clinic'], ids['colleague@demo.clinic']],
  );
  assert.ok(t, 'the seed has a patient of Ingrid with appointments and a journal, without Lars');
  target = t;
  larsInvitation = (
    await one(
      `select id from public.invitations where invitation_created_by_id = $1 order by receiver_email limit 1`,
      [ids['colleague@demo.clinic']],
    )
  ).id;
});
after(async () => {
  await stack?.close();
});

describe('the forged invitation (same-clinic colleague without a relation)', () => {
  it('the journal exists and its main therapist reads it (so a refusal below is a refusal)', async () => {
    const r = await ingrid.rpc('list_journal_records', { p_journal_id: target.journal });
    assert.equal(r.error, null, r.error?.message);
    assert.ok((r.data as unknown[]).length > 0);
  });

  it('Lars cannot insert an ACCEPTED invitation naming the patient', async () => {
    const r = await lars.from('invitations').insert({
      clinic_id: OSLO,
      invitation_created_by_id: ids['colleague@demo.clinic'],
      receiver_email: 'forged@example.com',
      receiver_first_name: 'F',
      receiver_last_name: 'G',
      status: 'ACCEPTED',
      initialized_user_id: target.id,
    });
    assert.ok(r.error, 'the insert must be refused');
    assert.equal(
      Number(
        (await one(`select count(*) c from public.invitations where receiver_email = 'forged@example.com'`))
          .c,
      ),
      0,
    );
  });

  it('Lars cannot point his own invitation at the patient', async () => {
    const r = await lars
      .from('invitations')
      .update({ initialized_user_id: target.id, status: 'ACCEPTED' })
      .eq('id', larsInvitation)
      .select('id');
    assert.ok(r.error || (r.data ?? []).length === 0, 'the update must change nothing');
    const row = await one(`select initialized_user_id, status from public.invitations where id = $1`, [
      larsInvitation,
    ]);
    assert.notEqual(row.initialized_user_id, target.id);
    assert.equal(row.status, 'CREATED');
  });

  it('Lars cannot delete or re-create invitations either (only the RPCs write them)', async () => {
    const del = await lars.from('invitations').delete().eq('id', larsInvitation).select('id');
    assert.ok(del.error || (del.data ?? []).length === 0);
    assert.ok(await one(`select 1 from public.invitations where id = $1`, [larsInvitation]));
  });

  it('after the attempts, Lars still cannot read the journal (list_journal_records, even with a reason)', async () => {
    const r = await lars.rpc('list_journal_records', { p_journal_id: target.journal, p_reason: 'curious' });
    assert.equal(r.error?.hint, 'journal_not_found');
    const j = await lars.from('journals').select('id').eq('id', target.journal);
    assert.deepEqual(j.data, []);
  });

  it('Lars cannot make a patient profile (a free patient, or himself main therapist)', async () => {
    const r = await lars
      .from('patient_profiles')
      .insert({ clinic_id: OSLO, user_id: ids['colleague@demo.clinic'] });
    assert.ok(r.error);
  });

  it('staff cannot set "may read own journal" by hand (only set_patient_access, which checks and notifies)', async () => {
    const patient = ids['patient5@demo.clinic']!;
    const r = await ingrid
      .from('patient_profiles')
      .update({ is_allow_view_journal_records: true })
      .eq('user_id', patient)
      .select('id');
    assert.ok(r.error, 'the column is not writable');
    const ok = await ingrid.rpc('set_patient_access', {
      p_patient_user_id: patient,
      p_access: 'VIEW_JOURNAL_RECORDS',
      p_value: true,
    });
    assert.equal(ok.error, null, ok.error?.message);
  });
});

describe('the main therapist is chosen only through the checked RPCs', () => {
  it("an attached colleague naming himself in the appointment's page_states does not become main therapist", async () => {
    // patient1: Ingrid is the main therapist, Lars is attached (so he may update the appointment's free columns)
    const patient = ids['patient1@demo.clinic']!;
    const a = await one(
      `select id from public.appointments where patient_user_id = $1 and therapist_user_id = $2
         and status = 'NOT_STARTED' and not is_draft_appointment order by start_at limit 1`,
      [patient, ids['therapist@demo.clinic']],
    );
    assert.ok(a, 'the seed has an upcoming appointment of Ingrid with patient1');
    const w = await lars
      .from('appointments')
      .update({ page_states: { selectedTherapistUserId: ids['colleague@demo.clinic'] } })
      .eq('id', a.id)
      .select('id');
    // page_states is written only by the live-session RPCs (security-session-rows.test.ts); and even a row
    // that named him would not make him main therapist: go_to_journal no longer reads it
    assert.equal(w.error?.code, '42501', 'page_states is not writable by the client');
    const r = await ingrid.rpc('go_to_journal', { p_appointment_id: a.id });
    assert.equal(r.error, null, r.error?.message);
    assert.equal((r.data as { reassigned: boolean }).reassigned, false);
    const main = await one(`select therapist_user_id from public.patient_profiles where user_id = $1`, [
      patient,
    ]);
    assert.equal(main.therapist_user_id, ids['therapist@demo.clinic']);
  });
});

describe('another clinic: a stray invitation row never grants a patient of another clinic', () => {
  // A row as the old client write produced it, put in place with the database's own rights: the visibility
  // rule itself must still refuse it, whatever a row says.
  before(async () => {
    await q(
      `insert into public.invitations (clinic_id, invitation_created_by_id, receiver_email, receiver_first_name,
         receiver_last_name, status, initialized_user_id)
       values ((select clinic_id from public.users where email = 'therapist@fjord.clinic'), $1, 'stray@example.com',
         'S', 'T', 'ACCEPTED', $2)`,
      [ids['therapist@fjord.clinic'], target.id],
    );
  });

  it('journal_template_variables gives Sindre nothing about the Oslo patient', async () => {
    const r = await sindre.rpc('journal_template_variables', { p_patient_user_id: target.id });
    assert.equal(r.data, null);
    assert.equal(r.error?.hint, 'patient_not_found');
  });

  it("Sindre cannot upload into the Oslo patient's avatar folder", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const r = await sindre.storage
      .from('avatars')
      .upload(`patients/${target.id}/avatar-1.png`, new Blob([png], { type: 'image/png' }), { upsert: true });
    assert.ok(r.error, 'the upload must be refused');
    assert.equal(
      Number(
        (await one(`select count(*) c from storage.objects where name like $1`, [`patients/${target.id}/%`]))
          .c,
      ),
      0,
    );
  });

  it('nor the list, the journal or the profile', async () => {
    assert.equal(
      (await sindre.rpc('list_journal_records', { p_journal_id: target.journal })).error?.hint,
      'journal_not_found',
    );
    assert.deepEqual((await sindre.from('patient_profiles').select('id').eq('user_id', target.id)).data, []);
    assert.deepEqual((await sindre.from('users').select('id').eq('id', target.id)).data, []);
  });

  it('a same-clinic therapist still gets the variables of a patient they may see (and only then)', async () => {
    const r = await ingrid.rpc('journal_template_variables', { p_patient_user_id: target.id });
    assert.equal(r.error, null, r.error?.message);
    assert.ok((r.data as Record<string, unknown>).PatientFullName);
  });
});

describe('a patient and anon', () => {
  let patient: SupabaseClient;
  let invited: string;

  before(async () => {
    // an invited patient who has not accepted yet (the seed's patient 26), signing in with their own password
    invited = ids['patient26@demo.clinic']!;
    const admin = client(stack, stack.serviceRoleKey);
    const { error } = await admin.auth.admin.updateUserById(invited, {
      password: 'patient-own-1',
      email_confirm: true,
    });
    if (error) throw error;
    patient = await signIn('patient26@demo.clinic', 'patient-own-1');
  });

  it('a patient cannot write invitations directly', async () => {
    const r = await patient
      .from('invitations')
      .update({ status: 'ACCEPTED' })
      .eq('initialized_user_id', invited)
      .select('id');
    assert.ok(r.error || (r.data ?? []).length === 0);
    assert.equal(
      (await one(`select status from public.invitations where initialized_user_id = $1`, [invited])).status,
      'CREATED',
    );
  });

  it('the patient accepts their own invitation through accept_patient_invitation, with their own token', async () => {
    const r = await patient.rpc('accept_patient_invitation');
    assert.equal(r.error, null, r.error?.message);
    assert.equal(r.data, 1);
    assert.equal(
      (await one(`select status from public.invitations where initialized_user_id = $1`, [invited])).status,
      'ACCEPTED',
    );
    // nothing else changed: only the caller's own invitation
    assert.equal(
      Number(
        (
          await one(
            `select count(*) c from public.invitations where status = 'ACCEPTED' and initialized_user_id <> $1 and receiver_email <> 'stray@example.com'`,
            [invited],
          )
        ).c,
      ),
      0,
    );
  });

  it("staff cannot accept an invitation in a patient's name", async () => {
    const r = await lars.rpc('accept_patient_invitation');
    assert.equal(r.error?.hint, 'not_patient');
  });

  it('anon writes no invitation and looks up no address', async () => {
    const ins = await anon.from('invitations').insert({
      clinic_id: OSLO,
      receiver_email: 'anon@example.com',
      receiver_first_name: 'A',
      receiver_last_name: 'N',
      status: 'ACCEPTED',
      initialized_user_id: target.id,
    });
    assert.ok(ins.error);
    const lookup = await anon.rpc('get_patient_by_email', { p_email: target.email });
    assert.ok(lookup.error);
    assert.equal(lookup.data, null);
  });
});
