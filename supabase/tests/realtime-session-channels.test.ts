// Session content travels on private Realtime channels authorised by RLS on realtime.messages (issue 22, class 3;
// migration 20261127030000_realtime_authorization.sql). The live session's whiteboard is broadcast on the private
// topic `whiteboard:<appointment id>`: only the appointment's therapist and its patient may join, receive and send.
// Attacked as anon, another clinic's therapist, a same-clinic colleague without a relation and the patient of
// another appointment, through supabase-js as the app and an attacker would use it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
const clients: SupabaseClient[] = [];
let appointmentId = '';
let patientEmail = '';
let otherPatientEmail = '';

/** The whiteboard channel as mf-journal's whiteboard.resource.ts opens it (plus ack, to know a send's fate). */
const topic = () => `whiteboard:${appointmentId}`;
const APP_CHANNEL = { config: { private: true, broadcast: { self: false, ack: true } } };

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [], functions: false });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
  // one of Ingrid's open appointments, assigned to nobody else, and a patient of another appointment
  const { rows } = await pool.query(
    `select a.id, p.email from public.appointments a join public.users p on p.id = a.patient_user_id
      where a.therapist_user_id = (select id from public.users where email = 'therapist@demo.clinic')
        and a.status not in ('FINISHED', 'CANCELED') and a.assigned_therapist_user_id is null
      order by a.start_at limit 1`,
  );
  appointmentId = rows[0].id;
  patientEmail = rows[0].email;
  otherPatientEmail = (
    await pool.query(
      `select p.email from public.appointments a join public.users p on p.id = a.patient_user_id
        where a.clinic_id = (select clinic_id from public.appointments where id = $1) and a.patient_user_id <> (
          select patient_user_id from public.appointments where id = $1) and p.email like 'patient%'
        order by p.email limit 1`,
      [appointmentId],
    )
  ).rows[0].email;
});
after(async () => {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await pool?.end();
  await stack?.cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function eventually(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A signed-in client whose Realtime has the user's token before joining, as the app does; null: anon. */
async function as(email: string | null): Promise<SupabaseClient> {
  const c = client(stack);
  clients.push(c);
  if (email) {
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    const { data } = await c.auth.getSession();
    await c.realtime.setAuth(data.session!.access_token);
  }
  return c;
}

interface Joined {
  channel: RealtimeChannel;
  status: string;
  error?: Error;
  got: unknown[];
}

async function join(c: SupabaseClient, options: Parameters<SupabaseClient['channel']>[1]): Promise<Joined> {
  const channel = c.channel(topic(), options);
  const j: Joined = { channel, status: '', got: [] };
  channel.on('broadcast', { event: '*' }, ({ payload }) => j.got.push(payload));
  channel.subscribe((status, err) => {
    j.status ||= status;
    if (err) j.error ??= err;
  });
  await eventually(() => j.status !== '', `an answer to joining ${topic()}`);
  return j;
}

describe('the whiteboard on its private session channel', () => {
  it("lets the appointment's therapist and patient join, send and receive", async () => {
    const therapist = await join(await as('therapist@demo.clinic'), APP_CHANNEL);
    const patient = await join(await as(patientEmail), APP_CHANNEL);
    assert.deepEqual([therapist.status, patient.status], ['SUBSCRIBED', 'SUBSCRIBED']);
    const stroke = { kind: 'stroke', stroke: { id: 's1', color: '#000', width: 2, points: [[0.1, 0.1], [0.2, 0.3]] } };
    assert.equal(await therapist.channel.send({ type: 'broadcast', event: 'whiteboard', payload: stroke }), 'ok');
    await eventually(() => patient.got.length === 1, 'the stroke at the patient');
    assert.deepEqual(patient.got, [stroke]);
    assert.equal(await patient.channel.send({ type: 'broadcast', event: 'whiteboard', payload: { kind: 'clear' } }), 'ok');
    await eventually(() => therapist.got.length === 1, 'the clear at the therapist');
    assert.deepEqual(therapist.got, [{ kind: 'clear' }]);
  });

  for (const [who, email] of [
    ['anon (the public key only)', () => null],
    ["another clinic's therapist", () => 'therapist@fjord.clinic'],
    ['a same-clinic colleague without a relation', () => 'colleague@demo.clinic'],
    ['the patient of another appointment', () => otherPatientEmail],
  ] as const) {
    it(`refuses ${who}: no join, no strokes received, nothing sent`, async () => {
      const attacker = await as(email());
      // joining the private topic is refused with hosted's reply
      const denied = await join(attacker, APP_CHANNEL);
      assert.equal(denied.status, 'CHANNEL_ERROR');
      assert.equal(denied.error?.message, `Unauthorized: You do not have permissions to read from this Channel topic: ${topic()}`);
      // the public topic of that name cannot even be joined (the project allows private channels only)
      const eavesdrop = await join(await as(email()), { config: { broadcast: { self: true, ack: true } } });
      assert.equal(eavesdrop.status, 'CHANNEL_ERROR');
      assert.equal(eavesdrop.error?.message, 'PrivateOnly: This project only allows private channels');
      const therapist = await join(await as('therapist@demo.clinic'), APP_CHANNEL);
      const patient = await join(await as(patientEmail), APP_CHANNEL);
      assert.deepEqual([therapist.status, patient.status], ['SUBSCRIBED', 'SUBSCRIBED']);
      // sending a "clear" onto the patient's board: over REST, refused (403 for httpSend; the batch drops it)
      await assert.rejects(attacker.channel(topic(), APP_CHANNEL).httpSend('whiteboard', { kind: 'clear' }), /Unauthorized/);
      const { data } = await attacker.auth.getSession();
      const batch = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${data.session?.access_token ?? stack.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic: topic(), event: 'whiteboard', payload: { kind: 'clear' }, private: true }] }),
      });
      assert.equal(batch.status, 202);
      const stroke = { kind: 'stroke', stroke: { id: 's2', color: '#f00', width: 2, points: [[0.5, 0.5], [0.6, 0.6]] } };
      assert.equal(await therapist.channel.send({ type: 'broadcast', event: 'whiteboard', payload: stroke }), 'ok');
      await eventually(() => patient.got.length === 1, 'the stroke at the patient');
      assert.deepEqual(eavesdrop.got, []);
      // the patient got the therapist's stroke and none of the attacker's clears
      assert.deepEqual(patient.got, [stroke]);
    });
  }

  it('closes the topic once the appointment is over', async () => {
    const { status } = (await pool.query(`select status from public.appointments where id = $1`, [appointmentId])).rows[0];
    await pool.query(`update public.appointments set status = 'FINISHED' where id = $1`, [appointmentId]);
    try {
      const therapist = await join(await as('therapist@demo.clinic'), APP_CHANNEL);
      assert.equal(therapist.status, 'CHANNEL_ERROR');
    } finally {
      await pool.query(`update public.appointments set status = $2 where id = $1`, [appointmentId, status]);
    }
  });
});
