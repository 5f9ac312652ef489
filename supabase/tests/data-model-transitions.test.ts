// State transitions as RPC functions, called through the API by seeded users.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, claimsOf, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let lars: SupabaseClient;
let fjord: SupabaseClient;
const ids: Record<string, string> = {};

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars, fjord] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [OSLO])) ids[r.name] = r.id;
  for (const r of await q(`select appointment_type_id, id from public.scripts where clinic_id = $1`, [OSLO])) ids['script:' + r.appointment_type_id] = r.id;
});
after(async () => {
  await stack?.close();
});

/** Moves an appointment of Ingrid's to the latest free start within the last 12 hours or the next 55 minutes. */
async function moveToStartable(id: string) {
  await stack.pool.query(
    `with a as (select * from public.appointments where id = $1),
     t as (select t from a, generate_series(date_trunc('minute', now()) - interval '12 hours', now() + interval '55 minutes', interval '5 minutes') t
           where not exists (select 1 from public.appointments x where x.therapist_user_id = a.therapist_user_id and x.id <> a.id
                             and x.status <> 'CANCELED' and x.busy_range && private.busy_range(t, t + make_interval(mins => a.appointment_type_duration), a.appointment_type_pause))
           order by t desc limit 1)
     update public.appointments p set start_at = t.t, end_at = t.t + make_interval(mins => p.appointment_type_duration) from t where p.id = $1`,
    [id],
  );
}

/** An Oslo-time instant `days` from today at hh:mm. */
async function osloTime(days: number, hhmm: string): Promise<string> {
  const r = await one(`select ((current_date + $1::int) + $2::time) at time zone 'Europe/Oslo' as t`, [days, hhmm]);
  return (r.t as Date).toISOString();
}

async function book(c: SupabaseClient, patientEmail: string, start: string, type = 'Individual therapy', extra: Record<string, unknown> = {}) {
  return c.rpc('book_appointment', {
    p_patient_user_id: ids[patientEmail],
    p_appointment_type_id: ids[type],
    p_start: start,
    p_live_session_type: 'VIDEO',
    p_script_id: ids['script:' + ids[type]],
    ...extra,
  });
}

describe('sign-in and claims', () => {
  it('seeded users sign in with demo-password-1 and carry clinic_id and role in app_metadata', async () => {
    const { data } = await ingrid.auth.getSession();
    const claims = decodeJwt(data.session!.access_token) as { app_metadata: Record<string, unknown> };
    assert.equal(claims.app_metadata.clinic_id, OSLO);
    assert.equal(claims.app_metadata.role, 'THERAPIST');
    const me = await ingrid.from('users').select('role, clinic_id, therapist_profile_id, is_temporary_password_resolved, is_calendar_integrated, is_data_processing_agreement_agreed').eq('id', ids['therapist@demo.clinic']).single();
    assert.equal(me.error, null);
    assert.equal(me.data!.role, 'THERAPIST');
    assert.ok(me.data!.therapist_profile_id);
    assert.equal(me.data!.is_temporary_password_resolved, true);
    assert.equal(me.data!.is_calendar_integrated, true);
    assert.equal(me.data!.is_data_processing_agreement_agreed, true);
    const newbie = await one(`select is_temporary_password_resolved from public.users where email = 'newbie@demo.clinic'`);
    assert.equal(newbie.is_temporary_password_resolved, false);
  });

  it('app_metadata written by the admin API reaches public.users and the next token', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const id = ids['newbie@demo.clinic'];
    const upd = await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'CLINIC_OWNER' } });
    assert.equal(upd.error, null);
    assert.equal((await one(`select role, clinic_id from public.users where id = $1`, [id])).role, 'CLINIC_OWNER');
    const c = await signIn('newbie@demo.clinic');
    const token = (await c.auth.getSession()).data.session!.access_token;
    assert.deepEqual((decodeJwt(token) as { app_metadata: Record<string, unknown> }).app_metadata.role, 'CLINIC_OWNER');
    await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'THERAPIST' } });
    assert.equal((await one(`select role from public.users where id = $1`, [id])).role, 'THERAPIST');
  });

  it('the access-token hook takes role and clinic from public.users: an unknown role never reaches a token', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const id = ids['patient30@demo.clinic'];
    await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'SUPERUSER', clinic_id: 'not-a-clinic' } });
    const c = await signIn('patient30@demo.clinic');
    const claims = decodeJwt((await c.auth.getSession()).data.session!.access_token) as { app_metadata: Record<string, unknown> };
    assert.deepEqual([claims.app_metadata.role, claims.app_metadata.clinic_id], [null, null]);
    assert.equal((await c.from('users').select('id')).data!.length, 0);
    await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'PATIENT', clinic_id: OSLO } });
  });

  it('the seed is idempotent', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const before = await one(`select (select count(*) from auth.users) u, (select count(*) from public.appointments) a`);
    await stack.pool.query(fs.readFileSync(path.join(import.meta.dirname, '..', 'seed.sql'), 'utf8'));
    assert.deepEqual(await one(`select (select count(*) from auth.users) u, (select count(*) from public.appointments) a`), before);
  });

  it('the seed has six weeks of appointments around today, journal records for the past, and the spec\'s categories', async () => {
    const r = await one(`select min(start_at) < now() - interval '14 days' as past, max(start_at) > now() + interval '10 days' as future,
      count(*) filter (where status = 'FINISHED') > 50 as finished, count(*) filter (where status = 'NOT_STARTED') > 30 as booked
      from public.appointments where clinic_id = $1`, [OSLO]);
    assert.deepEqual(r, { past: true, future: true, finished: true, booked: true });
    const p = await one(`select count(*) filter (where status = 'created') as unpaid, count(*) filter (where status = 'success') as paid,
      (select count(*) from public.appointments where is_sent = false and status = 'FINISHED' and appointment_type_price > 0) as notsent
      from public.payments`);
    assert.ok(Number(p.unpaid) > 0 && Number(p.paid) > 0 && Number(p.notsent) > 0, JSON.stringify(p));
    const cats = await one(`select
      count(*) filter (where pp.number_of_active_appointments = 0 and pp.therapist_user_id is null) as free,
      (select count(*) from public.invitations where status = 'CREATED') as invited,
      (select count(*) from public.therapist_patients where not is_main) as attached
      from public.patient_profiles pp where pp.clinic_id = $1`, [OSLO]);
    assert.ok(Number(cats.free) >= 6 && Number(cats.invited) === 6 && Number(cats.attached) === 5, JSON.stringify(cats));
  });
});

describe('book_appointment', () => {
  it('50 concurrent bookings of one therapist\'s slot: exactly one wins, the rest get a clear error, no partial rows', async () => {
    const start = await osloTime(30, '07:00');
    const patients = [...Array(12).keys()].map((i) => `patient${i + 1}@demo.clinic`).concat(['patient19@demo.clinic', 'patient20@demo.clinic']);
    const before = await q(`select user_id, number_of_active_appointments n from public.patient_profiles where clinic_id = $1`, [OSLO]);
    const t0 = Date.now();
    const results = await Promise.all([...Array(50).keys()].map((i) => book(ingrid, patients[i % patients.length]!, start)));
    const ms = Date.now() - t0;
    const ok = results.filter((r) => !r.error);
    const failed = results.filter((r) => r.error);
    assert.equal(ok.length, 1, JSON.stringify(failed.map((f) => f.error).slice(0, 3)));
    assert.equal(failed.length, 49);
    for (const f of failed) {
      assert.equal(f.error!.code, '23P01');
      assert.equal(f.error!.message, 'Haven`t free time');
      assert.equal(f.error!.hint, 'slot_taken');
    }
    const won = ok[0]!.data as { id: string; patient_user_id: string; calendar_event_id: string; pause_calendar_event_id: string };
    const rows = await q(`select id from public.appointments where therapist_user_id = $1 and start_at = $2`, [ids['therapist@demo.clinic'], start]);
    assert.equal(rows.length, 1);
    const events = await q(`select type, start_at, end_at, appointment_status from public.calendar_events where appointment_id = $1 order by start_at`, [won.id]);
    assert.deepEqual(events.map((e) => [e.type, e.appointment_status]), [['APPOINTMENT', 'NOT_STARTED'], ['PAUSE', 'NOT_STARTED']]);
    assert.equal((events[1].end_at - events[1].start_at) / 60000, 10, 'pause length from the type');
    const afterCounts = await q(`select user_id, number_of_active_appointments n from public.patient_profiles where clinic_id = $1`, [OSLO]);
    const changed = afterCounts.filter((a) => before.find((b) => b.user_id === a.user_id)!.n !== a.n);
    assert.deepEqual(changed.map((c) => [c.user_id, c.n - before.find((b) => b.user_id === c.user_id)!.n]), [[won.patient_user_id, 1]]);
    console.log(`# 50 concurrent book_appointment through PostgREST: ${ms} ms`);
  });

  it('50 concurrent bookings on 50 database connections at once: exactly one wins', async () => {
    const start = await osloTime(30, '10:00');
    const me = { name: 'therapist', id: ids['therapist@demo.clinic']!, clinic: OSLO, role: 'THERAPIST' };
    const patients = [...Array(9).keys()].map((i) => ids[`patient${i + 1}@demo.clinic`]);
    const clients = await Promise.all([...Array(50).keys()].map(() => stack.pool.connect()));
    try {
      const results = await Promise.all(
        clients.map(async (c, i) => {
          await c.query('begin');
          await c.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claimsOf(me)),
          ]);
          try {
            await c.query(`select id from public.book_appointment($1, $2, $3, 'VIDEO', $4)`, [
              patients[i % patients.length], ids['Individual therapy'], start, ids['script:' + ids['Individual therapy']],
            ]);
            await c.query('commit');
            return 'ok';
          } catch (e) {
            await c.query('rollback');
            return (e as { code: string }).code;
          }
        }),
      );
      assert.equal(results.filter((r) => r === 'ok').length, 1);
      assert.deepEqual([...new Set(results.filter((r) => r !== 'ok'))], ['23P01']);
      const rows = await q(`select a.id, (select count(*)::int from public.calendar_events e where e.appointment_id = a.id) events
                            from public.appointments a where a.therapist_user_id = $1 and a.start_at = $2`, [me.id, start]);
      assert.deepEqual(rows.map((r) => r.events), [2]);
    } finally {
      for (const c of clients) c.release();
    }
  });

  it('refuses an overlap with the pause of another appointment, and validates with the spec\'s texts', async () => {
    const start = await osloTime(31, '07:00');
    assert.equal((await book(ingrid, 'patient1@demo.clinic', start)).error, null);
    // 50 min + 10 min pause: 07:55 overlaps the pause
    const overlap = await book(ingrid, 'patient2@demo.clinic', await osloTime(31, '07:55'));
    assert.equal(overlap.error?.code, '23P01');
    assert.equal((await book(ingrid, 'patient2@demo.clinic', await osloTime(31, '08:00'))).error, null);
    const noScript = await book(ingrid, 'patient2@demo.clinic', await osloTime(32, '07:00'), 'Individual therapy', { p_script_id: ids['script:' + ids['Follow-up']] });
    assert.equal(noScript.error?.message, 'Please select script!');
    const noStart = await book(ingrid, 'patient2@demo.clinic', null as unknown as string);
    assert.equal(noStart.error?.message, 'Error in the time field (RPicker component)');
    const odd = await book(ingrid, 'patient2@demo.clinic', await osloTime(32, '07:03'));
    assert.equal(odd.error?.hint, 'start_not_on_5_minutes');
    const old = await book(ingrid, 'patient2@demo.clinic', await osloTime(-2, '07:00'));
    assert.equal(old.error?.message, 'Please select date!');
    const otherClinic = await book(fjord, 'patient2@demo.clinic', await osloTime(32, '07:00'));
    assert.ok(otherClinic.error, 'Bergen cannot book Oslo types or patients');
    const notMine = await book(ingrid, 'patient15@demo.clinic', await osloTime(32, '07:00'));
    assert.equal(notMine.error?.message, 'Please select patient!', 'a colleague\'s patient who is not free');
  });
});

describe('cancel, start, finish', () => {
  it('cancel: appointment and both events canceled, active count −1, first flag cleared, patient notified', async () => {
    const r = await book(ingrid, 'patient20@demo.clinic', await osloTime(33, '07:00'));
    assert.equal(r.error, null);
    const a = r.data as { id: string };
    const before = await one(`select number_of_active_appointments n from public.patient_profiles where user_id = $1`, [ids['patient20@demo.clinic']]);
    // Nobody else cancels it: another clinic's therapist, a colleague without a relation, the patient, anon.
    for (const caller of [fjord, lars, await signIn('patient20@demo.clinic'), client(stack)]) {
      const refused = await caller.rpc('cancel_appointment', { p_appointment_id: a.id });
      assert.ok(refused.error, 'refused');
    }
    assert.equal((await one(`select status from public.appointments where id = $1`, [a.id])).status, 'NOT_STARTED');
    assert.equal((await q(`select 1 from public.notifications where additional_data ->> 'appointmentId' = $1`, [a.id])).length, 0);
    const c = await ingrid.rpc('cancel_appointment', { p_appointment_id: a.id });
    assert.equal(c.error, null);
    assert.equal((c.data as { status: string }).status, 'CANCELED');
    const ev = await q(`select appointment_status from public.calendar_events where appointment_id = $1`, [a.id]);
    assert.deepEqual(ev.map((e) => e.appointment_status), ['CANCELED', 'CANCELED']);
    const after = await one(`select number_of_active_appointments n from public.patient_profiles where user_id = $1`, [ids['patient20@demo.clinic']]);
    assert.equal(after.n, Math.max(before.n - 1, 0));
    const n = await one(`select text from public.notifications where receiver_id = $1 and additional_data ->> 'appointmentId' = $2`, [ids['patient20@demo.clinic'], a.id]);
    assert.equal(n.text.EN, 'Appointment was successfully canceled');
    assert.equal(n.text.NO, 'Timen ble avlyst'); // the glossary's word for an appointment
    const again = await ingrid.rpc('cancel_appointment', { p_appointment_id: a.id });
    assert.equal(again.error?.message, 'Error during cancel appointment');
    // the slot is free again
    assert.equal((await book(ingrid, 'patient20@demo.clinic', await osloTime(33, '07:00'))).error, null);
    // never below 0
    await stack.pool.query(`update public.patient_profiles set number_of_active_appointments = 0 where user_id = $1`, [ids['patient20@demo.clinic']]);
    const b2 = (await book(ingrid, 'patient20@demo.clinic', await osloTime(34, '07:00'))).data as { id: string };
    await stack.pool.query(`update public.patient_profiles set number_of_active_appointments = 0 where user_id = $1`, [ids['patient20@demo.clinic']]);
    assert.equal((await ingrid.rpc('cancel_appointment', { p_appointment_id: b2.id })).error, null);
    assert.equal((await one(`select number_of_active_appointments n from public.patient_profiles where user_id = $1`, [ids['patient20@demo.clinic']])).n, 0);
  });

  it('only the appointment\'s therapist starts it, at the earliest 60 minutes ahead; drafts cannot start', async () => {
    const far = (await book(ingrid, 'patient3@demo.clinic', await osloTime(35, '07:00'))).data as { id: string };
    const early = await ingrid.rpc('start_appointment', { p_appointment_id: far.id });
    assert.equal(early.error?.hint, 'too_early');
    await moveToStartable(far.id);
    const byLars = await lars.rpc('start_appointment', { p_appointment_id: far.id });
    assert.equal(byLars.error?.code, '42501');
    const started = await ingrid.rpc('start_appointment', { p_appointment_id: far.id, p_confirm_patient_action: true });
    assert.equal(started.error, null);
    const a = started.data as { status: string; is_therapist_confirmed_patient_action: boolean; appointment_start_time: string; calendar_event_id: string };
    assert.equal(a.status, 'STARTED');
    assert.equal(a.is_therapist_confirmed_patient_action, true);
    assert.ok(a.appointment_start_time);
    assert.equal((await one(`select appointment_status s from public.calendar_events where id = $1`, [a.calendar_event_id])).s, 'STARTED');
    const draft = await one(`select id from public.appointments where is_draft_appointment`);
    await moveToStartable(draft.id);
    const d = await ingrid.rpc('start_appointment', { p_appointment_id: draft.id });
    assert.equal(d.error?.hint, 'draft_appointment');

    const fin = await ingrid.rpc('finish_appointment', { p_appointment_id: far.id });
    assert.equal(fin.error, null);
    const f = fin.data as Record<string, unknown>;
    assert.deepEqual([f.status, f.is_session_finished, f.is_session_scripts_finished, f.is_journal_phase_finished], ['FINISHED', true, true, true]);
    assert.equal((await one(`select appointment_status s from public.calendar_events where id = $1`, [a.calendar_event_id])).s, 'FINISHED');
    const edit = await ingrid.rpc('update_appointment', { p_appointment_id: far.id, p_title: 'Changed' });
    assert.equal(edit.error?.message, 'You can\'t edit and delete the appointment which has already been finished');
  });

  it('update_appointment moves the events with the appointment and keeps the duration', async () => {
    const a = (await book(ingrid, 'patient4@demo.clinic', await osloTime(36, '07:00'))).data as { id: string };
    const to = await osloTime(36, '12:00');
    const u = await ingrid.rpc('update_appointment', { p_appointment_id: a.id, p_start: to, p_title: 'Moved session' });
    assert.equal(u.error, null);
    const ev = await q(`select type, start_at, end_at, summary from public.calendar_events where appointment_id = $1 order by start_at`, [a.id]);
    assert.equal(ev[0].start_at.toISOString(), to);
    assert.equal((ev[0].end_at - ev[0].start_at) / 60000, 50);
    assert.equal(ev[0].summary, 'Moved session');
    assert.equal(ev[1].start_at.toISOString(), ev[0].end_at.toISOString());
  });
});

describe('go_to_journal (spec 001 §4)', () => {
  const snapshot = async (appointmentId: string) => {
    const a = await one(`select * from public.appointments where id = $1`, [appointmentId]);
    return {
      appointment: a,
      profile: await one(`select * from public.patient_profiles where user_id = $1`, [a.patient_user_id]),
      events: await q(`select * from public.calendar_events where appointment_id = $1 order by type`, [appointmentId]),
      live: await one(`select * from public.live_sessions where appointment_id = $1`, [appointmentId]),
      counts: await one(`select (select count(*) from public.notifications) n, (select count(*) from public.therapist_patients) tp,
        (select count(*) from public.appointments) a, (select count(*) from public.journal_records) j`),
    };
  };
  const META = new Set(['updated_at', 'is_updated', 'updated_by']);
  const diff = (x: Record<string, unknown>, y: Record<string, unknown>) =>
    Object.keys(y).filter((k) => !META.has(k) && JSON.stringify(x[k]) !== JSON.stringify(y[k])).sort();

  async function startedAppointment(patientEmail: string, slot: string) {
    const a = (await book(ingrid, patientEmail, await osloTime(37, slot))).data as { id: string };
    await moveToStartable(a.id);
    const s = await ingrid.rpc('start_appointment', { p_appointment_id: a.id, p_confirm_patient_action: true });
    assert.equal(s.error, null, s.error?.message);
    return a.id;
  }

  it('writes exactly the spec\'s fields (no next appointment, no therapist chosen)', async () => {
    const id = await startedAppointment('patient5@demo.clinic', '07:00');
    const before = await snapshot(id);
    const r = await ingrid.rpc('go_to_journal', { p_appointment_id: id });
    assert.equal(r.error, null);
    assert.deepEqual(r.data, { ok: true, appointment_id: id, reassigned: false });
    const after = await snapshot(id);
    assert.deepEqual(diff(before.appointment, after.appointment),
      ['is_journal_phase_finished', 'is_session_finished', 'is_session_scripts_finished', 'status']);
    assert.equal(after.appointment.status, 'FINISHED');
    assert.deepEqual(diff(before.profile, after.profile), ['is_access_to_time_slots_stopped', 'number_of_active_appointments']);
    assert.equal(after.profile.number_of_active_appointments, before.profile.number_of_active_appointments - 1);
    assert.equal(after.profile.is_access_to_time_slots_stopped, true);
    const main = (rows: Record<string, unknown>[]) => rows.find((e) => e.type === 'APPOINTMENT')!;
    const pause = (rows: Record<string, unknown>[]) => rows.find((e) => e.type === 'PAUSE')!;
    assert.deepEqual(diff(main(before.events), main(after.events)), ['appointment_status']);
    assert.equal(main(after.events).appointment_status, 'FINISHED');
    assert.deepEqual(diff(pause(before.events), pause(after.events)), []);
    assert.deepEqual(diff(before.live, after.live), ['is_session_finished', 'live_session_status']);
    assert.deepEqual(after.counts, before.counts, 'no other rows written');
  });

  it('with a next appointment scheduled, time slots stay open', async () => {
    const id = await startedAppointment('patient6@demo.clinic', '09:00');
    await ingrid.from('appointments').update({ is_next_appointment_was_scheduled: true }).eq('id', id);
    await ingrid.rpc('go_to_journal', { p_appointment_id: id });
    assert.equal((await one(`select is_access_to_time_slots_stopped s from public.patient_profiles where user_id = $1`, [ids['patient6@demo.clinic']])).s, false);
  });

  it('a chosen therapist is assigned when the session finishes; a missing one marks the scripts not finished', async () => {
    const id = await startedAppointment('patient7@demo.clinic', '11:00');
    const saved = await ingrid.rpc('reassign_therapist', { p_patient_user_id: ids['patient7@demo.clinic'], p_therapist_user_id: ids['colleague@demo.clinic'], p_appointment_id: id });
    assert.equal(saved.data, 'SAVED');
    assert.equal((await one(`select therapist_user_id t from public.patient_profiles where user_id = $1`, [ids['patient7@demo.clinic']])).t, ids['therapist@demo.clinic']);
    const r = await ingrid.rpc('go_to_journal', { p_appointment_id: id });
    assert.deepEqual(r.data, { ok: true, appointment_id: id, reassigned: true });
    assert.equal((await one(`select therapist_user_id t from public.patient_profiles where user_id = $1`, [ids['patient7@demo.clinic']])).t, ids['colleague@demo.clinic']);
    const tp = await q(`select therapist_user_id, is_main from public.therapist_patients where patient_user_id = $1 and is_main`, [ids['patient7@demo.clinic']]);
    assert.deepEqual(tp.map((x) => x.therapist_user_id), [ids['colleague@demo.clinic']]);
    assert.equal((await one(`select is_therapist_was_assigned x from public.appointments where id = $1`, [id])).x, true);

    const id2 = await startedAppointment('patient8@demo.clinic', '13:00');
    await stack.pool.query(`update public.appointments set is_session_scripts_finished = true where id = $1`, [id2]);
    const bad = await ingrid.rpc('go_to_journal', { p_appointment_id: id2, p_selected_therapist_user_id: ids['patient9@demo.clinic'] });
    assert.deepEqual(bad.data, { ok: false, appointment_id: id2, error: 'Assigned therapist doesn`t exists', code: 'therapist_not_found' });
    const a2 = await one(`select status, is_session_scripts_finished from public.appointments where id = $1`, [id2]);
    assert.deepEqual(a2, { status: 'STARTED', is_session_scripts_finished: false });
  });
});

describe('patients: attach, unattach, reassign, finish treatment', () => {
  it('attach_therapists sets the attached list and notifies; unattach_self leaves it', async () => {
    const p = ids['patient9@demo.clinic'];
    const r = await ingrid.rpc('attach_therapists', { p_patient_user_id: p, p_therapist_user_ids: [ids['colleague@demo.clinic']] });
    assert.equal(r.error, null);
    assert.deepEqual(r.data, [ids['colleague@demo.clinic']]);
    const n = await one(`select count(*)::int c from public.notifications where receiver_id = $1 and type = 'THERAPIST_ATTACHED' and additional_data ->> 'patient' = $2`, [ids['colleague@demo.clinic'], p]);
    assert.equal(n.c, 1);
    const newbie = await ingrid.rpc('attach_therapists', { p_patient_user_id: p, p_therapist_user_ids: [ids['newbie@demo.clinic']] });
    assert.match(newbie.error!.message, /^Error,during attach therapist/);
    // Lars now sees the patient
    assert.equal((await lars.from('patient_profiles').select('id').eq('user_id', p)).data!.length, 1);
    assert.equal((await lars.rpc('unattach_self', { p_patient_user_id: p })).error, null);
    assert.equal((await lars.from('patient_profiles').select('id').eq('user_id', p)).data!.length, 0);
    assert.equal((await lars.rpc('unattach_self', { p_patient_user_id: p })).error?.code, 'P0002');
  });

  it('reassign_therapist without a running session assigns at once; only the main therapist may', async () => {
    const p = ids['patient11@demo.clinic'];
    assert.equal((await lars.rpc('reassign_therapist', { p_patient_user_id: p, p_therapist_user_id: ids['colleague@demo.clinic'] })).error?.code, 'P0002');
    const r = await ingrid.rpc('reassign_therapist', { p_patient_user_id: p, p_therapist_user_id: ids['colleague@demo.clinic'] });
    assert.equal(r.data, 'ASSIGNED');
    const missing = await lars.rpc('reassign_therapist', { p_patient_user_id: p, p_therapist_user_id: ids['patient1@demo.clinic'] });
    assert.equal(missing.error?.message, 'Assigned therapist doesn`t exists');
  });

  it('finish_treatment only by the main therapist', async () => {
    const p = ids['patient12@demo.clinic'];
    assert.equal((await lars.rpc('finish_treatment', { p_patient_user_id: p })).error?.message, 'Error during finish treatment for patient');
    assert.equal((await ingrid.rpc('finish_treatment', { p_patient_user_id: p })).error, null);
    assert.equal((await one(`select is_treatment_finished f from public.users where id = $1`, [p])).f, true);
  });
});

describe('notifications, invoices and lookups', () => {
  it('mark_notifications_seen marks the given ones, or all of mine', async () => {
    const mine = await ingrid.from('notifications').select('id, seen').eq('receiver_id', ids['therapist@demo.clinic']).eq('seen', false);
    assert.ok(mine.data!.length >= 2);
    const r1 = await ingrid.rpc('mark_notifications_seen', { p_ids: [mine.data![0]!.id] });
    assert.equal(r1.data, 1);
    // "all of mine" includes the notices addressed to her role (per-user seen rows, 20261127080000)
    const forRole = await one(
      `select count(*)::int c from public.notifications n where n.receiver_id is null and n.clinic_id = $1
         and 'THERAPIST' = any (n.receivers) and n.application = 'therapist'
         and not exists (select 1 from public.notification_seen s where s.notification_id = n.id and s.user_id = $2)`,
      [OSLO, ids['therapist@demo.clinic']],
    );
    assert.ok(forRole.c > 0, 'the seed addresses a notice to therapists');
    const r2 = await ingrid.rpc('mark_notifications_seen', {});
    assert.equal(r2.data, mine.data!.length - 1 + forRole.c);
    const unseenLars = await one(`select count(*)::int c from public.notifications where receiver_id = $1 and not seen`, [ids['colleague@demo.clinic']]);
    assert.ok(unseenLars.c > 0, 'other users\' notifications untouched');
    const count = await ingrid.from('notifications').select('id', { count: 'exact', head: true }).eq('receiver_id', ids['therapist@demo.clinic']).eq('seen', false);
    assert.equal(count.count, 0);
  });

  it('next_invoice_number is the latest + 1; invoices need is_invoice_enable', async () => {
    assert.equal((await ingrid.rpc('next_invoice_number')).data, 1004);
    assert.equal((await fjord.rpc('next_invoice_number')).error?.hint, 'invoices_disabled');
    assert.equal((await fjord.from('invoices').select('id')).data!.length, 0);
  });

  it('get_available_therapists_for_timeslot: working hours, offered type, no overlap', async () => {
    const nextMonday = (await one(`select ((date_trunc('week', now() at time zone 'Europe/Oslo')::date + 7) + time '08:00') at time zone 'Europe/Oslo' as t`)).t as Date;
    const at8 = await ingrid.rpc('get_available_therapists_for_timeslot', { p_clinic_id: OSLO, p_timeslot_start_date: nextMonday.toISOString(), p_appointment_type_id: ids['Individual therapy'] });
    assert.equal(at8.error, null);
    const names = (at8.data as { first_name: string }[]).map((t) => t.first_name).sort();
    assert.ok(names.includes('Ingrid') && names.includes('Lars') && !names.includes('Nora'), names.join());
    const at9 = await ingrid.rpc('get_available_therapists_for_timeslot', { p_clinic_id: OSLO, p_timeslot_start_date: new Date(nextMonday.getTime() + 3600000).toISOString(), p_appointment_type_id: ids['Individual therapy'] });
    const busy = await one(`select count(*)::int c from public.appointments where therapist_user_id = $1 and status <> 'CANCELED' and busy_range && tstzrange($2, $2::timestamptz + interval '60 minutes')`, [ids['therapist@demo.clinic'], new Date(nextMonday.getTime() + 3600000)]);
    assert.equal((at9.data as { first_name: string }[]).some((t) => t.first_name === 'Ingrid'), busy.c === 0);
    const night = await ingrid.rpc('get_available_therapists_for_timeslot', { p_clinic_id: OSLO, p_timeslot_start_date: new Date(nextMonday.getTime() - 6 * 3600000).toISOString(), p_appointment_type_id: ids['Individual therapy'] });
    assert.deepEqual(night.data, []);
    assert.equal((await ingrid.rpc('get_available_therapists_for_timeslot', { p_clinic_id: (await one(`select id from public.clinics where id <> $1`, [OSLO])).id, p_timeslot_start_date: nextMonday.toISOString(), p_appointment_type_id: ids['Individual therapy'] })).error?.code, '42501');
  });

  it('get_patient_by_email: own clinic as id and flags, another clinic only as existing, unknown as nothing', async () => {
    const own = await ingrid.rpc('get_patient_by_email', { p_email: 'Patient2@demo.clinic ' });
    assert.equal(own.error, null);
    const row = (own.data as Record<string, unknown>[])[0]!;
    assert.deepEqual(row, { id: ids['patient2@demo.clinic'], is_clinic_member: true, is_invited: false });
    const invited = (await ingrid.rpc('get_patient_by_email', { p_email: 'patient26@demo.clinic' })).data as Record<string, unknown>[];
    assert.equal(invited[0]!.is_invited, true);
    const other = (await ingrid.rpc('get_patient_by_email', { p_email: 'patient1@fjord.clinic' })).data as Record<string, unknown>[];
    assert.deepEqual(other[0], { id: null, is_clinic_member: false, is_invited: false });
    assert.deepEqual((await ingrid.rpc('get_patient_by_email', { p_email: 'nobody@example.com' })).data, []);
  });

  it('search_patients: start of names or e-mail, inside phone or identifier, only visible patients', async () => {
    const names = async (c: SupabaseClient, q: string) =>
      ((await c.rpc('search_patients', { p_query: q })).data as { email: string }[]).map((u) => u.email).sort();
    assert.deepEqual(await names(ingrid, 'Hanse'), ['patient1@demo.clinic']);
    assert.deepEqual(await names(ingrid, 'OSL-0002'), ['patient2@demo.clinic']);
    assert.deepEqual(await names(ingrid, '3000003'), ['patient3@demo.clinic']);
    const p1 = await names(ingrid, 'patient1');
    assert.ok(p1.includes('patient1@demo.clinic') && p1.includes('patient10@demo.clinic') && p1.includes('patient13@demo.clinic'), p1.join());
    assert.ok(!p1.includes('patient15@demo.clinic') && !p1.includes('patient16@demo.clinic'), 'a colleague\'s patients stay hidden');
    assert.ok(!p1.some((e) => e.endsWith('fjord.clinic')));
    assert.deepEqual(await names(lars, 'Ingrid'), ['patient13@demo.clinic'], 'Lars\'s own patient Ingrid Eriksen');
    assert.deepEqual(await names(fjord, 'patient'), ['patient1@fjord.clinic', 'patient2@fjord.clinic', 'patient3@fjord.clinic']);
    assert.deepEqual(await names(ingrid, '%'), []);
  });

  it('get_patients_have_first_appointment lists patients whose first appointment is ahead', async () => {
    const r = await ingrid.rpc('get_patients_have_first_appointment', { p_therapist_user_id: ids['therapist@demo.clinic'], p_clinic_id: OSLO });
    assert.equal(r.error, null);
    const rows = r.data as { patient_user_id: string; status: string }[];
    assert.ok(rows.length >= 1);
    for (const x of rows) assert.ok(['NOT_STARTED', 'STARTED'].includes(x.status));
  });
});
