// Live data over private Broadcast topics (issue 32; migration 20261128100000_live_topics.sql). The stack runs with
// config.toml's [realtime] private_only on, as a hosted project with public access off. Attacked as anon, another
// clinic's therapist, a same-clinic colleague without a relation and a patient, through supabase-js: joining others'
// topics is refused, a change (a delete too) reaches exactly the topic's readers with `{table, op, id}` only, and
// the app's tables are out of the supabase_realtime publication. Then a scaled-down run of the load bench.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { runRealtimeLoad } from '../local/realtime-load.ts';
import { client, startTestStack } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
const clients: SupabaseClient[] = [];
const ids: Record<string, string> = {};

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [], functions: false });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
  const user = async (email: string) =>
    (await pool.query('select id from public.users where email = $1', [email])).rows[0].id as string;
  ids.ingrid = await user('therapist@demo.clinic');
  ids.lars = await user('colleague@demo.clinic');
  // one of Ingrid's open appointments, whose patient the colleague Lars may not see
  const { rows } = await pool.query(
    `select a.id, a.patient_user_id, p.email from public.appointments a
       join public.users p on p.id = a.patient_user_id
       join public.patient_profiles pp on pp.user_id = a.patient_user_id and pp.clinic_id = a.clinic_id
      where a.therapist_user_id = $1 and a.status not in ('FINISHED', 'CANCELED')
        and pp.number_of_active_appointments > 0
        and exists (select 1 from public.therapist_patients tp
                     where tp.patient_user_id = a.patient_user_id and tp.therapist_user_id = $1)
        and not exists (select 1 from public.therapist_patients tp
                         where tp.patient_user_id = a.patient_user_id and tp.therapist_user_id = $2)
        and not exists (select 1 from public.invitations i
                         where i.initialized_user_id = a.patient_user_id and i.invitation_created_by_id = $2)
      order by a.start_at limit 1`,
    [ids.ingrid, ids.lars],
  );
  ids.appointment = rows[0].id;
  ids.patient = rows[0].patient_user_id;
  ids.patientEmail = rows[0].email;
  ids.calendar = (await pool.query('select id from public.calendars where therapist_user_id = $1 limit 1', [ids.ingrid]))
    .rows[0].id;
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
  status: string;
  error?: Error;
  got: Record<string, unknown>[];
}

async function join(c: SupabaseClient, topic: string, isPrivate = true): Promise<Joined> {
  const channel = c.channel(topic, { config: { private: isPrivate } });
  const j: Joined = { status: '', got: [] };
  channel.on('broadcast', { event: '*' }, ({ payload }) => j.got.push(payload as Record<string, unknown>));
  channel.subscribe((status, err) => {
    j.status ||= status;
    if (err) j.error ??= err;
  });
  await eventually(() => j.status !== '', `an answer to joining ${topic}`);
  if (j.status !== 'SUBSCRIBED') await c.removeChannel(channel); // no rejoin attempts in the background
  return j;
}

const topics = {
  user: () => `user:${ids.ingrid}`,
  role: () => `clinic:${OSLO}:role:THERAPIST`,
  therapist: () => `clinic:${OSLO}:therapist:${ids.ingrid}`,
  calendar: () => `clinic:${OSLO}:calendar:${ids.calendar}`,
  patient: () => `clinic:${OSLO}:patient:${ids.patient}`,
  appointment: () => `appointment:${ids.appointment}`,
};

describe('live topics', () => {
  it("the app's tables are out of the supabase_realtime publication", async () => {
    const { rows } = await pool.query(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    assert.deepEqual(rows, []);
  });

  it("refuses every public join with hosted's error (private channels only)", async () => {
    for (const email of [null, 'therapist@demo.clinic']) {
      const denied = await join(await as(email), 'lobby', false);
      assert.equal(denied.status, 'CHANNEL_ERROR');
      assert.equal(denied.error?.message, 'PrivateOnly: This project only allows private channels');
    }
  });

  it("lets the therapist join each of her topics", async () => {
    const ingrid = await as('therapist@demo.clinic');
    for (const topic of Object.values(topics)) assert.equal((await join(ingrid, topic())).status, 'SUBSCRIBED', topic());
  });

  // who may join what: the same facts as the tables' RLS
  const matrix: [string, () => string | null, (keyof typeof topics)[]][] = [
    ['anon (the public key only)', () => null, []],
    ["another clinic's therapist", () => 'therapist@fjord.clinic', []],
    // calendar events and role notifications are the clinic's staff's to read
    ['a same-clinic colleague without a relation', () => 'colleague@demo.clinic', ['role', 'calendar']],
    // the appointment's patient may read the appointment (and its session rows), nothing of the staff's topics
    ['the patient', () => ids.patientEmail!, ['appointment']],
  ];
  for (const [who, email, allowed] of matrix) {
    it(`${who}: joins only ${allowed.join(', ') || 'none'} of the therapist's topics`, async () => {
      const attacker = await as(email());
      for (const [name, topic] of Object.entries(topics)) {
        const j = await join(attacker, topic());
        const expected = allowed.includes(name as keyof typeof topics) ? 'SUBSCRIBED' : 'CHANNEL_ERROR';
        assert.equal(j.status, expected, `${who} on ${topic()}`);
        if (expected === 'CHANNEL_ERROR') {
          assert.equal(
            j.error?.message,
            `Unauthorized: You do not have permissions to read from this Channel topic: ${topic()}`,
          );
        }
      }
    });
  }

  it("a message's insert and delete reach the patient's readers only, as {table, op, id}", async () => {
    const ingrid = await join(await as('therapist@demo.clinic'), topics.patient());
    // everyone else listens to every topic they may join
    const others: Joined[] = [];
    for (const email of [null, 'therapist@fjord.clinic', 'colleague@demo.clinic', ids.patientEmail!]) {
      const c = await as(email);
      for (const topic of [
        ...Object.values(topics).map((t) => t()),
        `clinic:${BERGEN}:role:THERAPIST`,
        `user:${ids.lars}`,
      ]) {
        const j = await join(c, topic);
        if (j.status === 'SUBSCRIBED') others.push(j);
      }
    }
    assert.ok(others.length >= 3, 'the colleague and the patient listen to what they may');
    const { rows } = await pool.query(
      `insert into public.messages (clinic_id, patient_user_id, sender_id, text) values ($1, $2, $2, 'secret text')
       returning id`,
      [OSLO, ids.patient],
    );
    const id = rows[0].id;
    await pool.query('delete from public.messages where id = $1', [id]);
    await eventually(() => ingrid.got.length === 2, 'the insert and the delete at the therapist');
    assert.deepEqual(ingrid.got, [
      { table: 'messages', op: 'INSERT', id },
      { table: 'messages', op: 'DELETE', id },
    ]);
    // a marker on a topic everyone listens to: once it has arrived, nothing of the message is on its way
    const { rows: marker } = await pool.query(
      `insert into public.notifications (clinic_id, receivers, type, text)
       values ($1, '{THERAPIST}', 'MARKER', '{"EN": "m", "NO": "m"}') returning id`,
      [OSLO],
    );
    await eventually(
      () => others.some((j) => j.got.some((m) => m.id === marker[0].id)),
      'the marker at the colleague',
    );
    for (const j of others) assert.ok(!j.got.some((m) => m.id === id), 'the message reached nobody else');
  });

  it('a calendar event changed reaches the clinic staff on the calendar topic, not another clinic', async () => {
    const colleague = await join(await as('colleague@demo.clinic'), topics.calendar());
    const fjord = await as('therapist@fjord.clinic');
    const fjordRole = await join(fjord, `clinic:${BERGEN}:role:THERAPIST`);
    assert.equal(fjordRole.status, 'SUBSCRIBED');
    const { rows } = await pool.query(
      `select id from public.calendar_events where calendar_id = $1 order by id limit 1`,
      [ids.calendar],
    );
    const { rowCount } = await pool.query('update public.calendar_events set updated_at = now() where id = $1', [
      rows[0].id,
    ]);
    assert.equal(rowCount, 1);
    await eventually(() => colleague.got.length === 1, 'the change on the calendar topic');
    assert.deepEqual(colleague.got, [{ table: 'calendar_events', op: 'UPDATE', id: rows[0].id }]);
    assert.deepEqual(fjordRole.got, []);
  });
});

describe('live topics under load (scaled down; npm run bench:realtime -w supabase for the full run)', () => {
  it('every authorised socket gets each change once, nobody else any', async () => {
    const report = await runRealtimeLoad({
      apiUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      pool,
      clinicIds: [OSLO, BERGEN],
      therapists: 4,
      socketsPerTherapist: 3,
      seconds: 3,
      ratePerSecond: 10,
    });
    assert.equal(report.sockets, 12);
    assert.equal(report.changes, 30);
    assert.ok(report.expectedDeliveries > report.changes);
    assert.deepEqual(
      { missing: report.missing, duplicates: report.duplicates, strays: report.strays, allowed: report.foreignJoinsAllowed },
      { missing: 0, duplicates: 0, strays: 0, allowed: 0 },
    );
    assert.equal(report.foreignJoins, 8);
  });
});
