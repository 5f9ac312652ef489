// Migration 20261127060000_live_session_rules.sql through the API: 'Start session' confirms the patient action
// (spec 002 §4), 'End appointment' stops the patient's access to time slots on Go to journal's rule (001 §4),
// and both keep refusing the roles that must be refused (another clinic's therapist, a same-clinic therapist
// who is not the appointment's, the patient, anon).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { openLiveSessionWorld, type LiveSessionWorld } from './live-session-helpers.ts';

let world: LiveSessionWorld;
let pool: pg.Pool;
let ingrid: SupabaseClient;
let ids: Record<string, string>;
const signIn = (email: string) => world.signIn(email);
const one = (sql: string, params: unknown[] = []) => world.one(sql, params);
const bookIn = (patientEmail: string, minutes?: number) => world.bookIn(patientEmail, minutes);
const appointment = (id: string) => one(`select * from public.appointments where id = $1`, [id]);
const profile = (email: string) =>
  one(`select is_access_to_time_slots_stopped s, number_of_active_appointments n from public.patient_profiles where user_id = $1`, [
    ids[email],
  ]);

before(async () => {
  world = await openLiveSessionWorld();
  ({ pool, ingrid, ids } = world);
});
after(async () => {
  await world?.close();
});


/** Bergen's therapist (the seed's other clinic). */
const otherClinicTherapist = () => signIn('therapist@fjord.clinic');

describe('start_live_session confirms the patient action (spec 002 §4)', () => {
  it('sets isTherapistConfirmedPatientAction with the start; the patient readiness stays its own flag', async () => {
    const id = await bookIn('patient3@demo.clinic');
    assert.equal((await appointment(id)).is_therapist_confirmed_patient_action, false, 'not before the start');
    const r = await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal(r.error, null, r.error?.message);
    const a = await appointment(id);
    assert.equal(a.status, 'STARTED');
    assert.equal(a.is_therapist_confirmed_patient_action, true);
    assert.equal(a.is_patient_confirmed_readiness, false);

    // the patient stopping it clears the confirmation; a new start sets it again
    const patient = await signIn('patient3@demo.clinic');
    assert.equal((await patient.rpc('patient_stop_appointment', { p_appointment_id: id })).error, null);
    assert.equal((await appointment(id)).is_therapist_confirmed_patient_action, false);
    assert.equal((await ingrid.rpc('start_live_session', { p_appointment_id: id })).error, null);
    assert.equal((await appointment(id)).is_therapist_confirmed_patient_action, true);
  });

  it('is refused to another clinic, another therapist of the clinic, the patient and anon', async () => {
    const id = await bookIn('patient4@demo.clinic');
    const callers: Array<[string, SupabaseClient]> = [
      ['another clinic', await otherClinicTherapist()],
      ['same clinic, not the appointment’s therapist', await signIn('colleague@demo.clinic')],
      ['the patient', await signIn('patient4@demo.clinic')],
      ['anon', client(world.stack)],
    ];
    for (const [who, c] of callers) {
      const r = await c.rpc('start_live_session', { p_appointment_id: id });
      assert.ok(r.error, `${who} must be refused`);
    }
    const a = await appointment(id);
    assert.equal(a.status, 'NOT_STARTED');
    assert.equal(a.is_therapist_confirmed_patient_action, false);
  });
});

describe("finish_appointment ('End appointment') and the patient's access to time slots", () => {
  it('stops the access when no next appointment was scheduled and no therapist assigned', async () => {
    const id = await bookIn('patient5@demo.clinic');
    await pool.query(`update public.patient_profiles set is_access_to_time_slots_stopped = false where user_id = $1`, [
      ids['patient5@demo.clinic'],
    ]);
    await ingrid.rpc('start_live_session', { p_appointment_id: id });
    const before = await profile('patient5@demo.clinic');
    const r = await ingrid.rpc('finish_appointment', { p_appointment_id: id });
    assert.equal(r.error, null, r.error?.message);
    const afterEnd = await profile('patient5@demo.clinic');
    assert.equal(afterEnd.s, true);
    assert.equal(afterEnd.n, Math.max(before.n - 1, 0));
    assert.equal((await appointment(id)).status, 'FINISHED');
  });

  it('keeps the access when the next appointment was scheduled', async () => {
    const id = await bookIn('patient6@demo.clinic');
    await pool.query(`update public.patient_profiles set is_access_to_time_slots_stopped = false where user_id = $1`, [
      ids['patient6@demo.clinic'],
    ]);
    await pool.query(`update public.appointments set is_next_appointment_was_scheduled = true where id = $1`, [id]);
    await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal((await ingrid.rpc('finish_appointment', { p_appointment_id: id })).error, null);
    assert.equal((await profile('patient6@demo.clinic')).s, false);
  });

  it('is refused to another clinic, another therapist of the clinic, the patient and anon (nothing changes)', async () => {
    const id = await bookIn('patient7@demo.clinic');
    await pool.query(`update public.patient_profiles set is_access_to_time_slots_stopped = false where user_id = $1`, [
      ids['patient7@demo.clinic'],
    ]);
    const callers: Array<[string, SupabaseClient]> = [
      ['another clinic', await otherClinicTherapist()],
      ['same clinic, not the appointment’s therapist', await signIn('colleague@demo.clinic')],
      ['the patient', await signIn('patient7@demo.clinic')],
      ['anon', client(world.stack)],
    ];
    for (const [who, c] of callers) {
      const r = await c.rpc('finish_appointment', { p_appointment_id: id });
      assert.ok(r.error, `${who} must be refused`);
    }
    assert.equal((await appointment(id)).status, 'NOT_STARTED');
    assert.equal((await profile('patient7@demo.clinic')).s, false);
  });
});
