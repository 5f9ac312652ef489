// The live session's transitions (migration 20261123200000_live_session.sql) through the API, as the
// therapist and as the patient (the patient app's calls with the patient's own credentials).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { OSLO } from './data-model-helpers.ts';
import { openLiveSessionWorld, type LiveSessionWorld } from './live-session-helpers.ts';

let world: LiveSessionWorld;
let pool: pg.Pool;
let ingrid: SupabaseClient;
let ingridTab2: SupabaseClient;
let lars: SupabaseClient;
let ids: LiveSessionWorld['ids'];
let signIn: LiveSessionWorld['signIn'];
let q: LiveSessionWorld['q'];
let one: LiveSessionWorld['one'];
let bookIn: LiveSessionWorld['bookIn'];

before(async () => {
  world = await openLiveSessionWorld();
  ({ pool, ingrid, ids, signIn, q, one, bookIn } = world);
  [ingridTab2, lars] = await Promise.all(['therapist@demo.clinic', 'colleague@demo.clinic'].map(signIn));
});
after(async () => world?.close());

const stepsOf = async (appointmentId: string): Promise<string[]> =>
  (
    await q(
      `select s.id from public.script_steps s join public.appointments a on a.script_id = s.script_id
       where a.id = $1 order by s.is_ending, s."order", s.created_at, s.id`,
      [appointmentId],
    )
  ).map((r) => r.id);
const appointment = (id: string) => one(`select * from public.appointments where id = $1`, [id]);

describe('start_live_session and the patient handshake', () => {
  it('starts in one transaction (the patient action confirmed by the start), refuses a second start', async () => {
    const id = await bookIn('patient3@demo.clinic');
    const page = await one(`select id from public.pages where clinic_id = $1 limit 1`, [OSLO]);
    await pool.query(`update public.patient_profiles set selected_page_id = $2 where user_id = $1`, [
      ids['patient3@demo.clinic'],
      page.id,
    ]);
    const r = await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal(r.error, null, r.error?.message);
    const a = await appointment(id);
    assert.equal(a.status, 'STARTED');
    assert.ok(a.appointment_start_time);
    assert.equal(a.is_therapist_confirmed_patient_action, true, 'spec 002 §4: Start sets it');
    assert.equal(a.is_patient_confirmed_readiness, false, 'the patient has not confirmed yet');
    assert.equal(a.page_states.currentStepId, (await stepsOf(id))[0], 'the first step is set');
    const profile = await one(`select selected_page_id from public.patient_profiles where user_id = $1`, [ids['patient3@demo.clinic']]);
    assert.equal(profile.selected_page_id, null);
    const ev = await one(`select appointment_status from public.calendar_events where id = $1`, [a.calendar_event_id]);
    assert.equal(ev.appointment_status, 'STARTED');
    const live = await one(`select live_session_status from public.live_sessions where appointment_id = $1`, [id]);
    assert.equal(live.live_session_status, 'STARTED');

    const again = await ingridTab2.rpc('start_live_session', { p_appointment_id: id });
    assert.equal(again.error?.hint, 'already_started');
    assert.equal((await appointment(id)).appointment_start_time.getTime(), a.appointment_start_time.getTime());

    const other = await lars.rpc('start_live_session', { p_appointment_id: id });
    assert.ok(other.error, 'another therapist cannot start it');

    const patient = await signIn('patient3@demo.clinic');
    assert.equal((await patient.rpc('set_patient_online', { p_appointment_id: id, p_online: true })).error, null);
    const ready = await patient.rpc('confirm_patient_readiness', { p_appointment_id: id });
    assert.equal(ready.error, null, ready.error?.message);
    const confirmed = await appointment(id);
    assert.equal(confirmed.is_patient_confirmed_readiness, true);
    assert.equal(confirmed.is_therapist_confirmed_patient_action, true);

    const notTheirs = await (await signIn('patient4@demo.clinic')).rpc('confirm_patient_readiness', { p_appointment_id: id });
    assert.equal(notTheirs.error?.hint, 'appointment_not_found');
    const therapistAsPatient = await ingrid.rpc('confirm_patient_readiness', { p_appointment_id: id });
    assert.equal(therapistAsPatient.error?.hint, 'appointment_not_found');
  });

  it('a patient ready before the start is confirmed by the start itself', async () => {
    const id = await bookIn('patient4@demo.clinic', 35);
    const patient = await signIn('patient4@demo.clinic');
    assert.equal((await patient.rpc('confirm_patient_readiness', { p_appointment_id: id })).error, null);
    assert.equal((await appointment(id)).is_therapist_confirmed_patient_action, false, 'not before the session starts');
    await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal((await appointment(id)).is_therapist_confirmed_patient_action, true);
  });

  it('refuses a start more than 60 minutes ahead', async () => {
    const id = await bookIn('patient5@demo.clinic', 24 * 60);
    const r = await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal(r.error?.hint, 'too_early');
    assert.equal((await appointment(id)).status, 'NOT_STARTED');
  });

  it('the patient stopping it clears the confirmation and the sharing; a restart is allowed', async () => {
    const id = await bookIn('patient6@demo.clinic');
    const patient = await signIn('patient6@demo.clinic');
    await ingrid.rpc('start_live_session', { p_appointment_id: id });
    await patient.rpc('confirm_patient_readiness', { p_appointment_id: id });
    assert.equal((await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { is_whiteboard_shown: true } })).error, null);
    const stop = await patient.rpc('patient_stop_appointment', { p_appointment_id: id });
    assert.equal(stop.error, null, stop.error?.message);
    const a = await appointment(id);
    assert.equal(a.is_appointment_was_stopped_by_patient, true);
    assert.equal(a.is_therapist_confirmed_patient_action, false);
    assert.equal((await one(`select count(*)::int c from public.remote_sharing where appointment_id = $1`, [id])).c, 0);
    assert.equal((await patient.rpc('patient_stop_appointment', { p_appointment_id: id })).error?.hint, 'already_stopped');
    const restart = await ingrid.rpc('start_live_session', { p_appointment_id: id });
    assert.equal(restart.error, null);
    assert.equal((await appointment(id)).is_appointment_was_stopped_by_patient, false);
  });
});

describe('steps, sharing, choices, CGI, overtime and go to journal', () => {
  let id: string;
  let steps: string[];
  let patient: SupabaseClient;
  const step = (c: SupabaseClient, action: string, expected: string, target?: string) =>
    c.rpc('live_session_step', {
      p_appointment_id: id,
      p_action: action,
      p_expected_step_id: expected,
      ...(target ? { p_target_step_id: target } : {}),
    });

  before(async () => {
    id = await bookIn('patient7@demo.clinic');
    steps = await stepsOf(id);
    assert.equal(steps.length, 7, 'the seeded script: 3 steps and 4 endings');
    patient = await signIn('patient7@demo.clinic');
  });

  it("'Done' and sharing are refused until the session is started; 'Next' is not", async () => {
    const done = await step(ingrid, 'done', steps[0]!);
    assert.equal(done.error?.message, 'This step can only be done during a live session');
    assert.equal(done.error?.hint, 'not_live');
    const share = await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { form_id: null } });
    assert.equal(share.error?.hint, 'not_live');
    const choose = await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'package', p_id: steps[0] });
    assert.equal(choose.error?.message, 'Treatment package can only be selected during a live session');
    const next = await step(ingrid, 'next', steps[0]!);
    assert.equal(next.error, null, next.error?.message);
    assert.deepEqual(next.data, { currentStepId: steps[1], finishedSteps: [steps[0]] });
    assert.equal((await ingrid.rpc('start_live_session', { p_appointment_id: id })).error, null);
  });

  it('a stale screen (another tab moved on) changes nothing; of two tabs clicking Next at once one wins', async () => {
    const stale = await step(ingrid, 'next', steps[0]!);
    assert.equal(stale.error?.message, 'Something went wrong during step change.');
    assert.equal(stale.error?.hint, 'step_changed');
    const [x, y] = await Promise.all([step(ingrid, 'next', steps[1]!), step(ingridTab2, 'next', steps[1]!)]);
    assert.equal([x, y].filter((r) => r.error === null).length, 1);
    assert.equal([x, y].find((r) => r.error)!.error!.hint, 'step_changed');
    assert.deepEqual((await appointment(id)).page_states.finishedSteps, [steps[0], steps[1]]);
  });

  it('select moves without finishing; Next goes to the next unfinished step', async () => {
    const sel = await step(ingrid, 'select', steps[2]!, steps[5]!);
    assert.deepEqual(sel.data, { currentStepId: steps[5], finishedSteps: [steps[0], steps[1]] });
    const bad = await step(ingrid, 'select', steps[5]!, '00000000-0000-4000-8000-000000000000');
    assert.equal(bad.error?.hint, 'step_not_found');
    const next = await step(ingrid, 'next', steps[5]!);
    assert.deepEqual(next.data, { currentStepId: steps[6], finishedSteps: [steps[0], steps[1], steps[5]] });
    const wrap = await step(ingrid, 'next', steps[6]!);
    assert.deepEqual(wrap.data, { currentStepId: steps[2], finishedSteps: [steps[0], steps[1], steps[5], steps[6]] });
  });

  it('after the patient confirms: sharing rows, Done removes them, and the choices apply', async () => {
    assert.equal((await patient.rpc('confirm_patient_readiness', { p_appointment_id: id })).error, null);
    const form = await one(`select id from public.forms where clinic_id = $1 and title = 'PHQ-9'`, [OSLO]);
    const shown = await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { form_id: form.id } });
    assert.equal(shown.error, null, shown.error?.message);
    const seen = await patient.from('remote_sharing').select('form_id, is_patient_ready').eq('appointment_id', id).single();
    assert.deepEqual(seen.data, { form_id: form.id, is_patient_ready: true });
    const badKey = await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { therapist_user_id: ids['colleague@demo.clinic'] } });
    assert.equal(badKey.error?.hint, 'invalid_key');
    const badPage = await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { current_page: 0 } });
    assert.equal(badPage.error?.hint, 'invalid_page');
    assert.equal((await one(`select form_id from public.remote_sharing where appointment_id = $1`, [id])).form_id, form.id);

    const done = await step(ingrid, 'done', steps[2]!);
    assert.equal(done.error, null, done.error?.message);
    assert.equal((await one(`select count(*)::int c from public.remote_sharing where appointment_id = $1`, [id])).c, 0);

    const pkg = await one(`select id from public.packages where clinic_id = $1 order by name limit 1`, [OSLO]);
    assert.equal((await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'package', p_id: pkg.id })).data, 'OK');
    const pg1 = await one(`select id from public.pages where clinic_id = $1 order by name limit 1`, [OSLO]);
    assert.equal((await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'page', p_id: pg1.id })).data, 'OK');
    const profile = await one(`select package_id, selected_page_id from public.patient_profiles where user_id = $1`, [ids['patient7@demo.clinic']]);
    assert.deepEqual(profile, { package_id: pkg.id, selected_page_id: pg1.id });
    assert.equal((await appointment(id)).page_id, pg1.id);
    const th = await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'therapist', p_id: ids['colleague@demo.clinic'] });
    assert.equal(th.data, 'SAVED');
    const sharing = await one(`select type, shared_therapist_user_id from public.remote_sharing where appointment_id = $1`, [id]);
    assert.deepEqual(sharing, { type: 'therapist', shared_therapist_user_id: ids['colleague@demo.clinic'] });
    const missing = await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'package', p_id: id });
    assert.equal(missing.error?.hint, 'package_not_found');
  });

  it('CGI-S is added, changed and removed (rows checked); bad levels change nothing', async () => {
    const add = await ingrid.rpc('set_cgi_rating', { p_appointment_id: id, p_kind: 'CGI_S', p_level: 4 });
    assert.equal(add.data, 'ADDED');
    const row = await one(`select level, therapist_user_display_name, patient_user_id from public.cgi_records where appointment_id = $1 and kind = 'CGI_S'`, [id]);
    assert.deepEqual(row, { level: 4, therapist_user_display_name: 'Ingrid Solberg', patient_user_id: ids['patient7@demo.clinic'] });
    assert.equal((await ingrid.rpc('set_cgi_rating', { p_appointment_id: id, p_kind: 'CGI_S', p_level: 6 })).data, 'UPDATED');
    assert.equal((await ingrid.rpc('set_cgi_rating', { p_appointment_id: id, p_kind: 'CGI_S', p_level: 8 })).error?.hint, 'invalid_level');
    assert.equal((await one(`select level from public.cgi_records where appointment_id = $1 and kind = 'CGI_S'`, [id])).level, 6);
    assert.equal((await ingrid.rpc('set_cgi_rating', { p_appointment_id: id, p_kind: 'CGI_S', p_level: null })).data, 'REMOVED');
    assert.equal((await one(`select count(*)::int c from public.cgi_records where appointment_id = $1`, [id])).c, 0);
    assert.equal((await lars.rpc('set_cgi_rating', { p_appointment_id: id, p_kind: 'CGI_S', p_level: 2 })).error?.hint, 'not_your_appointment');
  });

  it('CGI-I is refused for the pre-screening type', async () => {
    const pre = await bookIn('patient8@demo.clinic', 24 * 60 + 180, 'Pre-screening');
    const r = await ingrid.rpc('set_cgi_rating', { p_appointment_id: pre, p_kind: 'CGI_I', p_level: 3 });
    assert.equal(r.error?.hint, 'cgi_i_pre_screening');
    assert.equal((await ingrid.rpc('set_cgi_rating', { p_appointment_id: pre, p_kind: 'CGI_S', p_level: 3 })).data, 'ADDED');
  });

  it('overtime is reached by the server clock only', async () => {
    assert.equal((await ingrid.rpc('mark_overtime_reached', { p_appointment_id: id })).data, false);
    assert.equal((await appointment(id)).overtime_reached, false);
    await pool.query(`update public.appointments set appointment_start_time = now() - interval '51 minutes' where id = $1`, [id]);
    assert.equal((await ingrid.rpc('mark_overtime_reached', { p_appointment_id: id })).data, true);
    assert.equal((await appointment(id)).overtime_reached, true);
  });

  it('the next appointment booked from its step sets the flags once', async () => {
    const next = await bookIn('patient7@demo.clinic', 7 * 24 * 60);
    const r = await ingrid.rpc('mark_next_appointment_scheduled', { p_appointment_id: id, p_next_appointment_id: next });
    assert.equal(r.error, null, r.error?.message);
    const a = await appointment(id);
    assert.equal(a.is_next_appointment_was_scheduled, true);
    assert.equal(a.page_states.isNextAppointmentAdded, true);
    const twice = await ingrid.rpc('mark_next_appointment_scheduled', { p_appointment_id: id, p_next_appointment_id: next });
    assert.equal(twice.error?.hint, 'already_scheduled');
  });

  it('go to journal: only with every step finished; then finished once, count decremented once', async () => {
    const early = await ingrid.rpc('live_session_go_to_journal', { p_appointment_id: id });
    assert.equal(early.error?.hint, 'steps_not_finished');
    assert.equal((await appointment(id)).status, 'STARTED');
    let current = (await appointment(id)).page_states.currentStepId as string;
    for (let i = 0; i < 7; i++) {
      const finished = (await appointment(id)).page_states.finishedSteps as string[];
      if (steps.every((s) => finished.includes(s))) break;
      const r = await step(ingrid, 'next', current);
      assert.equal(r.error, null, r.error?.message);
      current = (r.data as { currentStepId: string }).currentStepId;
    }
    const before = await one(`select number_of_active_appointments n, therapist_user_id t from public.patient_profiles where user_id = $1`, [ids['patient7@demo.clinic']]);
    await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { is_whiteboard_shown: true } });
    const [x, y] = await Promise.all([
      ingrid.rpc('live_session_go_to_journal', { p_appointment_id: id }),
      ingridTab2.rpc('live_session_go_to_journal', { p_appointment_id: id }),
    ]);
    const ok = [x, y].filter((r) => r.error === null);
    assert.equal(ok.length, 1, 'two tabs: one applies it');
    assert.deepEqual(ok[0]!.data, { ok: true, appointment_id: id, reassigned: true });
    assert.equal([x, y].find((r) => r.error)!.error!.hint, 'appointment_finished');
    const a = await appointment(id);
    assert.equal(a.status, 'FINISHED');
    assert.deepEqual(
      [a.is_session_finished, a.is_session_scripts_finished, a.is_journal_phase_finished, a.is_next_appointment_was_scheduled],
      [true, true, true, true],
    );
    const ev = await one(`select appointment_status from public.calendar_events where id = $1`, [a.calendar_event_id]);
    assert.equal(ev.appointment_status, 'FINISHED');
    const after = await one(`select number_of_active_appointments n, therapist_user_id t, is_access_to_time_slots_stopped s from public.patient_profiles where user_id = $1`, [ids['patient7@demo.clinic']]);
    assert.equal(after.n, before.n - 1);
    assert.equal(after.t, ids['colleague@demo.clinic'], 'the pending reassignment applied');
    assert.equal(after.s, false, 'a next appointment was scheduled');
    assert.equal((await one(`select count(*)::int c from public.remote_sharing where appointment_id = $1`, [id])).c, 0);
    assert.equal((await one(`select live_session_status s from public.live_sessions where appointment_id = $1`, [id])).s, 'FINISHED');
  });
});

describe('live data', () => {
  it("appointments, live sessions and remote sharing publish their changes on the appointment's private topic", async () => {
    const rows = await q(
      `select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'publish_live_change' and c.relname in ('appointments', 'live_sessions', 'remote_sharing') order by 1`,
    );
    assert.deepEqual(rows.map((r) => r.relname), ['appointments', 'live_sessions', 'remote_sharing']);
  });
});
