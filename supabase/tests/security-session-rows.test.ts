// Security, issue 22 (found in the audit): a live session's rows (live_sessions, remote_sharing) and its step
// state (appointments.page_states) are written only by the live-session RPCs, which check the clinic and the
// relation. Through the API, a therapist of another clinic cannot plant a sharing row on an Oslo patient's
// screen, the appointment's own therapist cannot rewrite who a row belongs to, and a patient cannot rewrite
// their own rows.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient, sindre: SupabaseClient;
const one = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows[0];
const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};

// An Oslo appointment of Ingrid's with its patient, and a remote_sharing row made the way the app makes it.
let appointment: { id: string; clinic_id: string; patient_user_id: string; therapist_user_id: string; email: string };

before(async () => {
  stack = await startDataModelStack();
  [ingrid, sindre] = await Promise.all(['therapist@demo.clinic', 'therapist@fjord.clinic'].map(signIn));
  appointment = await one(
    `select a.id, a.clinic_id, a.patient_user_id, a.therapist_user_id, u.email
       from public.appointments a join public.users u on u.id = a.patient_user_id
      where u.email like 'patient%@demo.clinic' and a.therapist_user_id = (select id from public.users where email = 'therapist@demo.clinic')
      order by a.start_at limit 1`,
  );
  assert.ok(appointment, 'the seed has an appointment of Ingrid with a patient');
  await stack.pool.query(
    `insert into public.remote_sharing (clinic_id, appointment_id, patient_user_id, therapist_user_id)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [appointment.clinic_id, appointment.id, appointment.patient_user_id, appointment.therapist_user_id],
  );
});
after(async () => {
  await stack?.close();
});

const sharingOf = (id: string) =>
  one(`select count(*)::int n from public.remote_sharing where appointment_id = $1`, [id]);

describe("a live session's rows are written only by the live-session RPCs", () => {
  it("another clinic's therapist cannot put a sharing row or a live session on an Oslo patient's screen", async () => {
    // an Oslo appointment that has neither row yet, so only the access rule can refuse
    const target = await one(
      `select a.id, a.patient_user_id from public.appointments a
        where a.clinic_id = $1 and a.patient_user_id is not null
          and not exists (select 1 from public.remote_sharing r where r.appointment_id = a.id)
          and not exists (select 1 from public.live_sessions l where l.appointment_id = a.id)
        order by a.start_at limit 1`,
      [appointment.clinic_id],
    );
    const before = (await sharingOf(target.id)).n;
    const sharing = await sindre.from('remote_sharing').insert({
      clinic_id: (await one(`select clinic_id from public.users where email = 'therapist@fjord.clinic'`)).clinic_id,
      appointment_id: target.id,
      patient_user_id: target.patient_user_id,
      therapist_user_id: (await one(`select id from public.users where email = 'therapist@fjord.clinic'`)).id,
      type: 'media',
      file: 'https://attacker.example/phish.png',
    });
    assert.ok(sharing.error, 'the insert is refused');
    assert.equal((await sharingOf(target.id)).n, before);
    const live = await sindre.from('live_sessions').insert({
      clinic_id: (await one(`select clinic_id from public.users where email = 'therapist@fjord.clinic'`)).clinic_id,
      appointment_id: target.id,
      patient_user_id: target.patient_user_id,
      therapist_user_id: (await one(`select id from public.users where email = 'therapist@fjord.clinic'`)).id,
    });
    assert.ok(live.error, 'the insert is refused');
    assert.equal((await one(`select count(*)::int n from public.live_sessions where appointment_id = $1`, [target.id])).n, 0);
  });

  it("the appointment's own therapist cannot rewrite a sharing row or the step state directly", async () => {
    const moved = await ingrid
      .from('remote_sharing')
      .update({ file: 'https://attacker.example/x.png', type: 'media' })
      .eq('appointment_id', appointment.id)
      .select('id');
    assert.ok(moved.error || (moved.data ?? []).length === 0, 'nothing updated');
    const row = await one(`select file from public.remote_sharing where appointment_id = $1`, [appointment.id]);
    assert.equal(row.file, null);
    const steps = await ingrid
      .from('appointments')
      .update({ page_states: { currentStepId: 'forged' } })
      .eq('id', appointment.id)
      .select('id');
    assert.ok(steps.error, 'page_states is not writable');
  });

  it('the patient cannot rewrite their own sharing row (its therapist, appointment or file)', async () => {
    const patient = await signIn(appointment.email);
    const seen = await patient.from('remote_sharing').select('id').eq('appointment_id', appointment.id);
    assert.equal(seen.data?.length, 1, 'the patient reads their own row (so a refusal below is a refusal)');
    const res = await patient
      .from('remote_sharing')
      .update({ file: 'https://attacker.example/y.png' })
      .eq('appointment_id', appointment.id)
      .select('id');
    assert.ok(res.error || (res.data ?? []).length === 0, 'nothing updated');
    const row = await one(`select file from public.remote_sharing where appointment_id = $1`, [appointment.id]);
    assert.equal(row.file, null);
  });
});
