// mf-patients, issue 24: the appointment booked with an invitation is a draft and the invitation's bookingData
// records it (spec 000 §4, 001 §3–§4), booked once however often the button is pressed, only by the therapist
// who invited; and 'Enter' before the 60-minute start rule is a clear refusal (409), not a server error (500).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { actor, asActor, OSLO, PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient, lars: SupabaseClient, sindre: SupabaseClient;
let typeId: string, scriptId: string;

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

/** An Oslo-time instant `days` from today at hh:mm. */
async function osloTime(days: number, hhmm: string): Promise<string> {
  const r = await one(`select ((current_date + $1::int) + $2::time) at time zone 'Europe/Oslo' as t`, [days, hhmm]);
  return (r.t as Date).toISOString();
}

/** Invites a new person through the edge function, as the invite form does; answers the invitation's id. */
async function invite(c: SupabaseClient, email: string): Promise<{ invitationId: string; patientUserId: string }> {
  const { data, error } = await c.functions.invoke('invite-patient', {
    body: { firstName: 'Draft', lastName: 'Booking', phone: '+4791234567', email },
  });
  assert.equal(error, null);
  return (data as { data: { invitationId: string; patientUserId: string } }).data;
}

const bookWith = (c: SupabaseClient, invitationId: string, start: string) =>
  c.rpc('book_invitation_appointment', {
    p_invitation_id: invitationId,
    p_appointment_type_id: typeId,
    p_start: start,
    p_live_session_type: 'VIDEO',
    p_script_id: scriptId,
    p_title: 'First talk',
  });

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 6 });
  pool.on('error', () => {});
  [ingrid, lars, sindre] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic'].map(signIn),
  );
  const s = await one(
    `select s.id, s.appointment_type_id from public.scripts s
     where s.clinic_id = $1 and 'VIDEO' = any (s.live_session_types)
       and exists (select 1 from public.script_steps st where st.script_id = s.id)
     order by s.name limit 1`,
    [OSLO],
  );
  scriptId = s.id;
  typeId = s.appointment_type_id;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('book_invitation_appointment', () => {
  it('books a draft and writes the booking into the invitation; a double click books once', async () => {
    const { invitationId, patientUserId } = await invite(ingrid, 'draft.booking@example.no');
    const start = await osloTime(30, '10:00');
    const [first, second] = await Promise.all([bookWith(ingrid, invitationId, start), bookWith(ingrid, invitationId, start)]);
    assert.equal(first.error, null);
    assert.equal(second.error, null);
    assert.equal(first.data.id, second.data.id);
    assert.equal(first.data.is_draft_appointment, true);
    assert.equal(first.data.patient_user_id, patientUserId);
    const count = await one(`select count(*)::int n from public.appointments where patient_user_id = $1`, [patientUserId]);
    assert.equal(count.n, 1);
    const { booking_data: b } = await one(`select booking_data from public.invitations where id = $1`, [invitationId]);
    assert.equal(b.isAppointmentCreated, true);
    assert.equal(b.appointmentId, first.data.id);
    assert.equal(b.appointmentTypeId, typeId);
    assert.equal(b.scriptId, scriptId);
    assert.equal(b.liveSessionType, 'VIDEO');
    assert.equal(b.startTime, '10:00'); // the clinic's clock, not UTC
    assert.match(b.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(b.therapistEmail, 'therapist@demo.clinic');

    // a draft cannot be started: a refusal the app can explain, not a 500
    const started = await ingrid.rpc('start_appointment', { p_appointment_id: first.data.id });
    assert.equal(started.status, 409);
    assert.equal(started.error?.hint, 'draft_appointment');

    // the patient's first sign-in (accepting the invitation) makes the appointment a real one
    const patient = await actor(pool, 'patient', 'draft.booking@example.no');
    const accepted = await asActor(pool, patient, (c) => c.query('select public.accept_patient_invitation() n'), true);
    assert.equal(accepted.rows[0].n, 1);
    const after = await one(`select is_draft_appointment from public.appointments where id = $1`, [first.data.id]);
    assert.equal(after.is_draft_appointment, false);
    // an accepted invitation books nothing more
    const late = await bookWith(ingrid, invitationId, await osloTime(31, '10:00'));
    assert.equal(late.error?.hint, 'invitation_not_open');
  });

  it("the database decides a draft from the patient's state, whatever the entry point (issue 37)", async () => {
    const { patientUserId } = await invite(ingrid, 'draft.calendar@example.no');
    const book = (days: number, draft: boolean) =>
      osloTime(days, '11:00').then((start) =>
        ingrid.rpc('book_appointment', {
          p_patient_user_id: patientUserId,
          p_appointment_type_id: typeId,
          p_start: start,
          p_live_session_type: 'VIDEO',
          p_script_id: scriptId,
          p_title: 'From the calendar',
          p_is_draft_appointment: draft,
        }),
      );
    // the calendar's form books with the default (false): still a draft, the patient has never signed in
    const fromCalendar = await book(32, false);
    assert.equal(fromCalendar.error, null, fromCalendar.error?.message);
    assert.equal(fromCalendar.data.is_draft_appointment, true);
    const started = await ingrid.rpc('start_appointment', { p_appointment_id: fromCalendar.data.id });
    assert.equal(started.error?.hint, 'draft_appointment');
    // after the first sign-in the patient's bookings are ordinary, even when a caller asks for a draft
    const patient = await actor(pool, 'patient', 'draft.calendar@example.no');
    await asActor(pool, patient, (c) => c.query('select public.accept_patient_invitation()'), true);
    const afterSignIn = await book(33, true);
    assert.equal(afterSignIn.error, null, afterSignIn.error?.message);
    assert.equal(afterSignIn.data.is_draft_appointment, false);
  });

  it('only the inviting therapist of the clinic may book with the invitation', async () => {
    const { invitationId, patientUserId } = await invite(ingrid, 'draft.other@example.no');
    const start = await osloTime(32, '10:00');
    const byColleague = await bookWith(lars, invitationId, start);
    assert.equal(byColleague.error?.hint, 'invitation_not_found');
    const byOtherClinic = await bookWith(sindre, invitationId, start);
    assert.equal(byOtherClinic.error?.hint, 'invitation_not_found');
    const { error } = await client(stack).rpc('book_invitation_appointment', {
      p_invitation_id: invitationId,
      p_appointment_type_id: typeId,
      p_start: start,
      p_live_session_type: 'VIDEO',
      p_script_id: scriptId,
    });
    assert.ok(error);
    const count = await one(`select count(*)::int n from public.appointments where patient_user_id = $1`, [patientUserId]);
    assert.equal(count.n, 0);
    const { booking_data } = await one(`select booking_data from public.invitations where id = $1`, [invitationId]);
    assert.equal(booking_data, null);
  });

  it("keeps book_appointment's checks: a script of another type is refused and nothing is written", async () => {
    const { invitationId } = await invite(ingrid, 'draft.badscript@example.no');
    const other = await one(`select id from public.appointment_types where clinic_id = $1 and id <> $2 limit 1`, [OSLO, typeId]);
    const r = await ingrid.rpc('book_invitation_appointment', {
      p_invitation_id: invitationId,
      p_appointment_type_id: other.id,
      p_start: await osloTime(33, '10:00'),
      p_live_session_type: 'VIDEO',
      p_script_id: scriptId,
    });
    assert.equal(r.error?.hint, 'script_required');
    const { booking_data } = await one(`select booking_data from public.invitations where id = $1`, [invitationId]);
    assert.equal(booking_data, null);
  });
});

describe('start_appointment refuses with 409, not 500', () => {
  it('more than 60 minutes ahead: too_early with a message that says so', async () => {
    const patient = await one(
      `select p.user_id from public.patient_profiles p where p.clinic_id = $1 and p.therapist_user_id =
         (select id from public.users where email = 'therapist@demo.clinic') limit 1`,
      [OSLO],
    );
    // Far enough ahead that the seed has nothing there (the rule is the same at 1 h 41 min as at 45 days).
    const start = new Date(await osloTime(45, '07:05'));
    const booked = await ingrid.rpc('book_appointment', {
      p_patient_user_id: patient.user_id,
      p_appointment_type_id: typeId,
      p_start: start.toISOString(),
      p_live_session_type: 'VIDEO',
      p_script_id: scriptId,
    });
    assert.equal(booked.error, null, booked.error?.message);
    const r = await ingrid.rpc('start_appointment', { p_appointment_id: booked.data.id, p_confirm_patient_action: true });
    assert.equal(r.status, 409);
    assert.equal(r.error?.hint, 'too_early');
    assert.match(r.error!.message, /60 minutes/);
    const row = await one(`select status from public.appointments where id = $1`, [booked.data.id]);
    assert.equal(row.status, 'NOT_STARTED');
  });
});
