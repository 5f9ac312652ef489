// External calendar sync on the server: the booking RPCs write an outbox row in their transaction, the stack's
// worker has the calendar-service function push it to the (local) provider — once, whatever happens twice —
// and a failure is retried with backoff. Against the real stack (Postgres, PostgREST, Deno, the worker).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { OSLO, PASSWORD } from './data-model-helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let pool: pg.Pool;
let ingrid: SupabaseClient;
const ids: Record<string, string> = {};
let calendarId: string;

const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;

/** Waits for a condition (the worker runs on its own); fails with the last value after the timeout. */
async function eventually<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > until) assert.fail(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/** An Oslo wall-clock time `days` after this week's Monday. */
async function at(days: number, hhmm: string): Promise<string> {
  const rows = await q(
    `select ((date_trunc('week', now() at time zone 'Europe/Oslo')::date + $1::int) + $2::time) at time zone 'Europe/Oslo' as t`,
    [days, hhmm],
  );
  return (rows[0].t as Date).toISOString();
}

async function book(start: string) {
  const { data, error } = await ingrid.rpc('book_appointment', {
    p_patient_user_id: ids['patient1@demo.clinic'],
    p_appointment_type_id: ids['Individual therapy'],
    p_start: start,
    p_live_session_type: 'VIDEO',
    p_script_id: ids['script'],
  });
  return { data: data as { id: string } | null, error };
}

const outboxOf = (appointmentId: string) =>
  q(`select * from private.calendar_sync_outbox where appointment_id = $1 order by id`, [appointmentId]);
const providerEventsOf = (appointmentId: string) =>
  q(
    `select p.*, e.type, e.external_id from private.local_calendar_provider_events p
     join public.calendar_events e on e.id = p.calendar_event_id where e.appointment_id = $1 order by e.type`,
    [appointmentId],
  );

async function processNow(key = stack.serviceRoleKey) {
  const res = await fetch(`${stack.apiUrl}/functions/v1/calendar-service/outbox/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: await res.json() };
}

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  ingrid = client(stack);
  const { error } = await ingrid.auth.signInWithPassword({ email: 'therapist@demo.clinic', password: PASSWORD });
  if (error) throw error;
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [OSLO])) ids[r.name] = r.id;
  ids['script'] = (
    await q(`select id from public.scripts where appointment_type_id = $1 limit 1`, [ids['Individual therapy']])
  )[0].id;
  calendarId = (await q(`select calendar_id from public.therapist_profiles where user_id = $1`, [ids['therapist@demo.clinic']]))[0]
    .calendar_id;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('calendar sync outbox', () => {
  it('book_appointment writes the outbox row in its transaction; a refused booking writes none', async () => {
    const start = await at(35, '10:00');
    const booked = await book(start);
    assert.equal(booked.error, null);
    const rows = await outboxOf(booked.data!.id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].reason, 'BOOKED');

    const before = (await q(`select count(*)::int as n from private.calendar_sync_outbox`))[0].n;
    const again = await book(start);
    assert.equal(again.error?.code, '23P01');
    assert.equal((await q(`select count(*)::int as n from private.calendar_sync_outbox`))[0].n, before);
    // the API roles cannot read or process the outbox
    assert.equal((await ingrid.rpc('calendar_sync_claim', {})).error?.code, '42501');
    assert.equal((await processNow(stack.anonKey)).status, 401);
  });

  it("the worker pushes the booking to the local provider's calendar; processing it twice creates it once", async () => {
    const booked = await book(await at(35, '12:00'));
    const id = booked.data!.id;
    await eventually('outbox processed', () => outboxOf(id), (rows) => rows[0]?.processed_at != null);
    const events = await providerEventsOf(id);
    assert.deepEqual(
      events.map((e) => [e.type, e.writes, e.external_id === e.id]),
      [
        ['APPOINTMENT', 1, true],
        ['PAUSE', 1, true],
      ],
    );
    const listed = await stack_rpc('local_calendar_provider_events', { p_calendar_id: calendarId });
    assert.ok(listed.some((e: { id: string }) => e.id === events[0].id));

    // the same row processed again (a crash after the push, before it was marked done)
    await q(`update private.calendar_sync_outbox set processed_at = null, next_attempt_at = now() - interval '1 second' where appointment_id = $1`, [id]);
    await eventually('outbox processed again', () => outboxOf(id), (rows) => rows[0]?.processed_at != null);
    const twice = await providerEventsOf(id);
    assert.equal(twice.length, 2, 'still one event each, not two');
    assert.deepEqual(twice.map((e) => [e.id, e.writes]), events.map((e) => [e.id, 2]));
    assert.deepEqual(twice.map((e) => e.created_at.getTime()), events.map((e) => e.created_at.getTime()));
  });

  it('a failed push is retried with backoff and succeeds once the cause is gone', async () => {
    // the therapist's calendar authorisation is lost: the provider cannot be written
    await q(`update public.users set is_calendar_integrated = false where id = $1`, [ids['therapist@demo.clinic']]);
    const booked = await book(await at(35, '14:00'));
    const id = booked.data!.id;
    const [failed] = await eventually('first attempt failed', () => outboxOf(id), (rows) => rows[0]?.attempts >= 1 && rows[0]?.last_error != null);
    assert.equal(failed.processed_at, null);
    assert.equal(failed.failed_at, null);
    assert.equal(failed.last_error, 'User google-auth is not confirmed');
    assert.ok(failed.next_attempt_at.getTime() > Date.now(), 'the next attempt waits (backoff)');
    assert.deepEqual(await providerEventsOf(id), []);

    await q(`update public.users set is_calendar_integrated = true where id = $1`, [ids['therapist@demo.clinic']]);
    // time passes: the backoff is over, the worker's retry clock picks the row up again
    await q(`update private.calendar_sync_outbox set next_attempt_at = now() where appointment_id = $1`, [id]);
    const [done] = await eventually('retried and processed', () => outboxOf(id), (rows) => rows[0]?.processed_at != null);
    assert.ok(done.attempts >= 2);
    assert.equal(done.last_error, null);
    assert.equal((await providerEventsOf(id)).length, 2);
  });

  it('cancel_appointment removes the event from the provider; an edit moves it', async () => {
    const booked = await book(await at(36, '10:00'));
    const id = booked.data!.id;
    await eventually('booked pushed', () => providerEventsOf(id), (rows) => rows.length === 2);

    const moved = await at(36, '11:00');
    assert.equal((await ingrid.rpc('update_appointment', { p_appointment_id: id, p_start: moved })).error, null);
    await eventually('edit pushed', () => providerEventsOf(id), (rows) => rows[0]?.start_at.toISOString() === moved);

    assert.equal((await ingrid.rpc('cancel_appointment', { p_appointment_id: id })).error, null);
    assert.deepEqual((await outboxOf(id)).map((r) => r.reason), ['BOOKED', 'UPDATED', 'CANCELED']);
    await eventually('cancel pushed', () => providerEventsOf(id), (rows) => rows.length === 0);
    const external = await q(`select external_id from public.calendar_events where appointment_id = $1`, [id]);
    assert.deepEqual(external.map((r) => r.external_id), [null, null]);
  });
});

async function stack_rpc(fn: string, args: Record<string, unknown>) {
  const service = client(stack, stack.serviceRoleKey);
  const { data, error } = await service.rpc(fn, args);
  if (error) throw error;
  return data;
}
