// Notifications seen by trigger type 2: starting an appointment marks its appointment-start notices seen.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

before(async () => {
  stack = await startDataModelStack();
  ingrid = client(stack);
  const { error } = await ingrid.auth.signInWithPassword({ email: 'therapist@demo.clinic', password: PASSWORD });
  if (error) throw error;
});
after(async () => {
  await stack?.close();
});

it('starting an appointment marks its type-2 notices seen, and only those', async () => {
  const [appointment] = await q(
    `select a.id, a.calendar_event_id, a.therapist_user_id from public.appointments a
     join public.users u on u.id = a.therapist_user_id
     where u.email = 'therapist@demo.clinic' and a.status = 'NOT_STARTED' and not a.is_draft_appointment
       and a.start_at > now() + interval '1 day' order by a.start_at limit 1`,
  );
  // Startable now: move it into the next hour, clear of the therapist's other bookings.
  await q(
    `update public.appointments p set start_at = t, end_at = t + make_interval(mins => p.appointment_type_duration)
     from (select t from generate_series(date_trunc('minute', now()) - interval '12 hours', now() + interval '55 minutes', interval '5 minutes') t
           where not exists (select 1 from public.appointments x where x.therapist_user_id = $2 and x.id <> $1 and x.status <> 'CANCELED'
                             and x.busy_range && private.busy_range(t, t + interval '60 minutes', 10))
           order by t desc limit 1) s where p.id = $1`,
    [appointment.id, appointment.therapist_user_id],
  );
  const notice = (trigger: number, eventId: string) =>
    q(
      `insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, additional_data)
       values ($1, $2, 'therapist', 'APPOINTMENT_START', '{"EN": "Your appointment starts soon", "NO": "Timen din starter snart"}', $3, $4)
       returning id`,
      [OSLO, appointment.therapist_user_id, trigger, { calendarEventId: eventId }],
    ).then((rows) => rows[0].id as string);
  const matching = await notice(2, appointment.calendar_event_id);
  const otherEvent = await notice(2, '00000000-0000-4000-8000-000000000000');
  const otherTrigger = await notice(5, appointment.calendar_event_id);

  const started = await ingrid.rpc('start_appointment', { p_appointment_id: appointment.id });
  assert.equal(started.error, null);
  const seen = Object.fromEntries(
    (await q(`select id, seen from public.notifications where id = any($1)`, [[matching, otherEvent, otherTrigger]])).map(
      (r) => [r.id, r.seen],
    ),
  );
  assert.deepEqual(seen, { [matching]: true, [otherEvent]: false, [otherTrigger]: false });
});
