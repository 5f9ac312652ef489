// get_free_timeslots (the appointment form's time-slot list), called through the API by seeded users.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let fjord: SupabaseClient;
let patient: SupabaseClient;
const ids: Record<string, string> = {};
/** Monday four weeks ahead (Oslo): inside the seeded 8 weeks of working hours, after the seeded appointments. */
let day: string;

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

/** Oslo wall-clock "HH:mm" of each instant. */
const oslo = (instants: string[]) =>
  instants.map((i) =>
    new Date(i).toLocaleTimeString('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' }),
  );
const instant = async (hhmm: string) =>
  ((await q(`select ($1::date + $2::time) at time zone 'Europe/Oslo' as t`, [day, hhmm]))[0].t as Date).toISOString();

async function free(c: SupabaseClient, args: Record<string, unknown> = {}) {
  return c.rpc('get_free_timeslots', {
    p_therapist_user_id: ids['therapist@demo.clinic'],
    p_appointment_type_id: ids['Individual therapy'],
    p_live_session_type: 'VIDEO',
    p_day: day,
    ...args,
  });
}
async function freeStarts(args: Record<string, unknown> = {}) {
  const { data, error } = await free(ingrid, args);
  assert.equal(error, null);
  return oslo((data as { start_at: string }[]).map((r) => r.start_at));
}
async function book(start: string, type = 'Individual therapy') {
  const { data, error } = await ingrid.rpc('book_appointment', {
    p_patient_user_id: ids['patient1@demo.clinic'],
    p_appointment_type_id: ids[type],
    p_start: start,
    p_live_session_type: 'VIDEO',
    p_script_id: ids['script:' + ids[type]],
  });
  assert.equal(error, null);
  return data as { id: string };
}

before(async () => {
  stack = await startDataModelStack();
  [ingrid, fjord, patient] = await Promise.all(
    ['therapist@demo.clinic', 'therapist@fjord.clinic', 'patient1@demo.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [OSLO])) ids[r.name] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [BERGEN]))
    ids['bergen:' + r.name] = r.id;
  for (const r of await q(`select appointment_type_id, id from public.scripts where clinic_id = $1`, [OSLO]))
    ids['script:' + r.appointment_type_id] = r.id;
  day = (
    await q(`select to_char(date_trunc('week', now() at time zone 'Europe/Oslo')::date + 28, 'YYYY-MM-DD') as d`)
  )[0].d;
});
after(async () => {
  await stack?.close();
});

describe('get_free_timeslots', () => {
  it('offers every working-slot start where the whole duration fits in the working hours (08–16)', async () => {
    const starts = await freeStarts();
    // Individual therapy lasts 50 minutes: 15:00 still ends at 15:50, 15:30 would end after 16:00
    assert.deepEqual(starts, [
      '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
      '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00',
    ]);
  });

  it('leaves out starts whose busy range (with the pause) overlaps an appointment, and offers the step after its pause', async () => {
    const tenOClock = await book(await instant('10:00'));
    // Follow-up is 30 + 5 min: busy 08:00–08:35
    await book(await instant('08:00'), 'Follow-up');
    const starts = await freeStarts();
    assert.deepEqual(starts.slice(0, 4), ['08:35', '09:00', '11:00', '11:30']);
    assert.ok(!starts.includes('09:30'), '09:30 + 50 + 10 pause runs into 10:00');
    assert.ok(!starts.includes('10:30'));

    // editing the 10:00 appointment: its own time is free for it
    const editing = await freeStarts({ p_exclude_appointment_id: tenOClock.id });
    assert.ok(editing.includes('10:00') && editing.includes('09:30'));

    // a canceled appointment no longer blocks its time
    assert.equal((await ingrid.rpc('cancel_appointment', { p_appointment_id: tenOClock.id })).error, null);
    assert.ok((await freeStarts()).includes('10:00'));
  });

  it('uses only the slots of the chosen live session type and the Oslo day boundaries', async () => {
    await q(
      `delete from public.weekly_working_hour_slots
       where therapist_user_id = $1 and live_session_type = 'PHONE'
         and (start_at at time zone 'Europe/Oslo')::date = $2::date and (start_at at time zone 'Europe/Oslo')::time >= '12:00'`,
      [ids['therapist@demo.clinic'], day],
    );
    const phone = await freeStarts({ p_live_session_type: 'PHONE' });
    assert.ok(phone.length > 0);
    assert.ok(phone.every((s) => s < '12:00'), phone.join());
    // 11:30 + 50 min runs past the last PHONE slot
    assert.ok(!phone.includes('11:30') && phone.includes('11:00'));

    // a Saturday has no working hours
    const saturday = (await q(`select to_char($1::date + 5, 'YYYY-MM-DD') as d`, [day]))[0].d;
    assert.deepEqual(await freeStarts({ p_day: saturday }), []);
  });

  it('counts the day in Oslo time across the March DST switch (a 23-hour day)', async () => {
    // 2027-03-28: clocks go from 02:00 to 03:00. Slots every 30 real minutes from 23:00 the day before to 06:00.
    await q(
      `insert into public.weekly_working_hour_slots (clinic_id, weekly_working_hours_id, therapist_user_id, live_session_type, start_at, end_at)
       select w.clinic_id, w.id, w.therapist_user_id, 'VIDEO', t, t + interval '30 minutes'
       from public.weekly_working_hours w,
            generate_series(timestamp '2027-03-27 23:00' at time zone 'Europe/Oslo',
                            timestamp '2027-03-28 05:30' at time zone 'Europe/Oslo', interval '30 minutes') t
       where w.therapist_user_id = $1`,
      [ids['therapist@demo.clinic']],
    );
    const starts = await freeStarts({ p_day: '2027-03-28', p_appointment_type_id: ids['Follow-up'] });
    assert.deepEqual(starts, ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
    // the slot starting 23:30 on the 27th belongs to the 27th
    const before = await freeStarts({ p_day: '2027-03-27', p_appointment_type_id: ids['Follow-up'] });
    assert.deepEqual(before, ['23:00', '23:30']);
  });

  it("offers a colleague's free times to a therapist of the same clinic", async () => {
    const starts = await freeStarts({ p_therapist_user_id: ids['colleague@demo.clinic'] });
    assert.equal(starts[0], '08:00');
  });

  it('isolates clinics: no other clinic’s therapist, no other clinic’s type', async () => {
    const other = await free(fjord);
    assert.equal(other.error?.code, '22023');
    assert.equal(other.error?.hint, 'appointment_type_required');
    const otherTherapist = await free(fjord, {
      p_appointment_type_id: Object.entries(ids).find(([k]) => k.startsWith('bergen:'))![1],
    });
    assert.equal(otherTherapist.error?.hint, 'therapist_not_found');
    assert.equal(otherTherapist.data, null);
  });

  it('refuses patients, anonymous callers and a missing live session type', async () => {
    const asPatient = await free(patient);
    assert.equal(asPatient.error?.code, '42501');
    const anon = await free(client(stack));
    assert.ok(anon.error, 'anon must not execute it');
    assert.equal(anon.data, null);
    const noType = await free(ingrid, { p_live_session_type: null });
    assert.equal(noType.error?.message, 'Please select live session type!');
  });
});
