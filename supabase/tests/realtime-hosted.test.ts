// The local Realtime behaves as hosted Supabase Realtime where the app's safety depends on it (issue 23). Each test
// names the hosted behaviour it checks; the reference is supabase/realtime's own code (RealtimeChannel,
// Tenants.Authorization, BatchBroadcast / SingleBroadcast, ChannelsAuthorization, apply_rls). Everything goes
// through supabase-js, as the app does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Jwt } from '../local/jwt.ts';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let pool: pg.Pool;
let jwt: Jwt;
const clients: SupabaseClient[] = [];
const ids: Record<string, string> = {};

// Members of a topic (who may read it, and who may also send) decide through policies on realtime.messages that
// read the channel's topic with realtime.topic(), as an app migration writes them on hosted.
const POLICIES = `
  create table public.rt_members (topic text not null, user_id uuid not null, can_send boolean not null default false,
    primary key (topic, user_id));
  create function public.rt_member(p_topic text, p_send boolean) returns boolean
  language sql stable security definer set search_path = '' as $$
    select exists (select 1 from public.rt_members m
                   where m.topic = p_topic and m.user_id = auth.uid() and (m.can_send or not p_send))
  $$;
  create policy rt_read on realtime.messages for select to authenticated
    using (public.rt_member((select realtime.topic()), false));
  create policy rt_send on realtime.messages for insert to authenticated
    with check (public.rt_member((select realtime.topic()), true));
  alter table public.t_note replica identity full;
`;

before(async () => {
  // These tests cover public channels and postgres_changes too: the project's private-only setting is off here.
  stack = await startTestStack({ functions: false, config: { realtimePrivateOnly: false } });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
  jwt = new Jwt(stack.jwtSecret);
  await pool.query(POLICIES);
  for (const name of ['writer', 'reader', 'outsider']) ids[name] = await createUser(stack, `${name}@rt.test`);
  await pool.query(
    `insert into public.rt_members (topic, user_id, can_send) values ('room:a', $1, true), ('room:a', $2, false)`,
    [ids.writer, ids.reader],
  );
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

function track<T extends SupabaseClient>(c: T): T {
  clients.push(c);
  return c;
}

/** A signed-in user's client whose Realtime carries the user's token before any join (as the app does). */
async function user(name: string): Promise<SupabaseClient> {
  const c = track(await signedIn(stack, `${name}@rt.test`));
  const { data } = await c.auth.getSession();
  await c.realtime.setAuth(data.session!.access_token);
  return c;
}

const anon = () => track(client(stack));

/** Every status the channel reports, with the error of a refused join. */
interface Watched {
  channel: RealtimeChannel;
  statuses: string[];
  error?: Error;
  system: Array<Record<string, unknown>>;
  got: Array<{ event: string; payload: Record<string, unknown> }>;
}

function watch(channel: RealtimeChannel): Watched {
  const w: Watched = { channel, statuses: [], system: [], got: [] };
  channel.on('broadcast', { event: '*' }, (m) => w.got.push({ event: m.event, payload: m.payload }));
  channel.on('system', {}, (payload) => w.system.push(payload as Record<string, unknown>));
  channel.subscribe((status, err) => {
    w.statuses.push(status);
    if (err) w.error = err;
  });
  return w;
}

/** Joins and waits for the first answer (SUBSCRIBED, or the refusal). */
async function joined(channel: RealtimeChannel): Promise<Watched> {
  const w = watch(channel);
  await eventually(() => w.statuses.length > 0, `an answer to joining ${channel.topic}`);
  return w;
}

const privateRoom = (c: SupabaseClient, name = 'room:a', self = false) =>
  c.channel(name, { config: { private: true, broadcast: { self, ack: true } } });

const events = (w: Watched, event: string) => w.got.filter((m) => m.event === event).map((m) => m.payload);

describe('private channels: Realtime Authorization with policies on realtime.messages', () => {
  it("refuses a join the SELECT policies do not allow with hosted's Unauthorized reply, not a timeout", async () => {
    // the writer is a member of room:a only: realtime.topic() is what the policies see
    const attempts: Array<[SupabaseClient, string]> = [
      [anon(), 'room:a'],
      [await user('outsider'), 'room:a'],
      [await user('writer'), 'room:b'],
    ];
    for (const [c, topic] of attempts) {
      const w = await joined(privateRoom(c, topic));
      assert.deepEqual(w.statuses, ['CHANNEL_ERROR']);
      assert.equal(
        w.error?.message,
        `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
      );
    }
  });

  it('lets members receive; drops a broadcast the INSERT policies refuse; keeps the public topic of that name apart', async () => {
    const writer = await joined(privateRoom(await user('writer'), 'room:a', true));
    const reader = await joined(privateRoom(await user('reader')));
    const outside = await joined(anon().channel('room:a', { config: { broadcast: { self: true } } }));
    assert.deepEqual(
      [writer.statuses, reader.statuses, outside.statuses],
      [['SUBSCRIBED'], ['SUBSCRIBED'], ['SUBSCRIBED']],
    );

    // hosted answers nothing to a refused broadcast (no ack), and delivers it to nobody
    assert.equal(
      await reader.channel.send({ type: 'broadcast', event: 'nope', payload: { n: 0 } }, { timeout: 1500 }),
      'timed out',
    );
    assert.equal(await writer.channel.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } }), 'ok');
    await eventually(
      () => events(reader, 'hello').length === 1 && events(writer, 'hello').length === 1,
      'the members to get hello',
    );
    // the public channel of the same name: its own marker arrives, nothing of the private topic does
    assert.equal(await outside.channel.send({ type: 'broadcast', event: 'marker', payload: {} }), 'ok');
    await eventually(() => events(outside, 'marker').length === 1, 'the public marker');
    assert.deepEqual(writer.got, [{ event: 'hello', payload: { n: 1 } }]);
    assert.deepEqual(reader.got, [{ event: 'hello', payload: { n: 1 } }]);
    assert.deepEqual(outside.got, [{ event: 'marker', payload: {} }]);
  });

  it('delivers realtime.send() from SQL to the private topic (private = true) or the public one (private = false)', async () => {
    const reader = await joined(privateRoom(await user('reader')));
    const outside = await joined(anon().channel('room:a'));
    await pool.query(`select realtime.send('{"n": 1}', 'db', 'room:a', true)`);
    await pool.query(`select realtime.send('{"n": 2}', 'db', 'room:a', false)`);
    await pool.query(`select realtime.send('{"n": 3}', 'db', 'room:a')`); // private by default
    await eventually(
      () => events(reader, 'db').length === 2 && events(outside, 'db').length === 1,
      'the database broadcasts',
    );
    assert.deepEqual(
      events(reader, 'db').map((p) => p.n),
      [1, 3],
    );
    assert.deepEqual(
      events(outside, 'db').map((p) => p.n),
      [2],
    );
    // hosted adds the message id to the payload
    assert.match(String(events(reader, 'db')[0]!.id), /^[0-9a-f-]{36}$/);
  });

  it('serves the REST broadcast endpoints: httpSend and the batch, with the INSERT policies for private topics', async () => {
    const reader = await joined(privateRoom(await user('reader')));
    const outside = await joined(anon().channel('room:a'));
    const writer = await user('writer');
    assert.deepEqual(await privateRoom(writer).httpSend('rest', { n: 1 }), { success: true });
    // a caller the INSERT policies refuse: 403 from the single endpoint
    await assert.rejects(
      privateRoom(await user('reader'), 'room:a').httpSend('rest', { n: 2 }),
      /Unauthorized/,
    );
    const { data } = await (await user('outsider')).auth.getSession();
    const batch = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messages: [
          { topic: 'room:a', event: 'batch', payload: { n: 3 }, private: true },
          { topic: 'room:a', event: 'batch', payload: { n: 4 } },
        ],
      }),
    });
    // the batch answers 202 and drops the private topic the caller may not write
    assert.equal(batch.status, 202);
    await eventually(() => events(outside, 'batch').length === 1, 'the public batch message');
    assert.deepEqual(await privateRoom(writer).httpSend('rest', { n: 5 }), { success: true });
    await eventually(() => events(reader, 'rest').length === 2, 'the second private REST message');
    assert.deepEqual(reader.got, [
      { event: 'rest', payload: { n: 1 } },
      { event: 'rest', payload: { n: 5 } },
    ]);
    assert.deepEqual(outside.got, [{ event: 'batch', payload: { n: 4 } }]);
    // hosted's key-auth and token check
    const noKey = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
    assert.equal(noKey.status, 401);
    const badToken = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: 'Bearer not-a-token',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ messages: [{ topic: 'room:a', event: 'x', payload: {} }] }),
    });
    assert.equal(badToken.status, 401);
    assert.deepEqual(await badToken.json(), { message: 'Unauthorized' });
  });

  it('authorises presence on a private channel: track needs INSERT, seeing presence needs SELECT', async () => {
    const writerClient = await user('writer');
    const writer = await joined(
      writerClient
        .channel('room:a', { config: { private: true, presence: { key: 'writer' } } })
        .on('presence', { event: 'sync' }, () => {}),
    );
    const reader = await joined(
      (await user('reader'))
        .channel('room:a', { config: { private: true, presence: { key: 'reader' } } })
        .on('presence', { event: 'sync' }, () => {}),
    );
    const outside = await joined(
      anon()
        .channel('room:a', { config: { presence: { key: 'anon' } } })
        .on('presence', { event: 'sync' }, () => {}),
    );
    assert.equal(await reader.channel.track({ who: 'reader' }), 'error');
    assert.equal(await writer.channel.track({ who: 'writer' }), 'ok');
    await eventually(() => 'writer' in reader.channel.presenceState(), "the writer's presence at the reader");
    // the public topic of that name sees its own presence only
    assert.equal(await outside.channel.track({ who: 'anon' }), 'ok');
    await eventually(() => 'anon' in outside.channel.presenceState(), "anon's own presence");
    assert.deepEqual(Object.keys(outside.channel.presenceState()), ['anon']);
    assert.deepEqual(Object.keys(reader.channel.presenceState()), ['writer']);
  });
});

describe('postgres_changes: DELETE on a table with RLS', () => {
  it('carries only the primary key, to every subscriber (anon too), even with replica identity full', async () => {
    const owner = await user('writer');
    const deletes: Array<{ who: string; old: Record<string, unknown> }> = [];
    for (const [who, c] of [
      ['anon', anon()],
      ['owner', owner],
    ] as const) {
      const ch = c
        .channel(`notes-${who}`)
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 't_note' }, (p) =>
          deletes.push({ who, old: p.old as Record<string, unknown> }),
        );
      const w = await joined(ch);
      assert.deepEqual(w.statuses, ['SUBSCRIBED']);
    }
    const { data, error } = await owner.from('t_note').insert({ body: 'private words' }).select().single();
    assert.equal(error, null);
    assert.equal((await owner.from('t_note').delete().eq('id', data!.id)).error, null);
    await eventually(() => deletes.length === 2, 'both DELETE events');
    for (const d of deletes) assert.deepEqual(d.old, { id: data!.id }, `${d.who} got only the key`);
  });
});

describe("a channel's token is enforced for its whole life", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown>) =>
    jwt.sign({ role: 'authenticated', sub: ids.writer, ...claims });

  it('refuses a join with a token without exp, or an expired one, with the InvalidJWTToken reply', async () => {
    const noExp = anon();
    await noExp.realtime.setAuth(await token({}));
    const a = await joined(noExp.channel('lobby'));
    assert.deepEqual(a.statuses, ['CHANNEL_ERROR']);
    assert.equal(a.error?.message, 'InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    const expired = anon();
    await expired.realtime.setAuth(await token({ exp: now() - 30 }));
    const b = await joined(expired.channel('lobby'));
    assert.deepEqual(b.statuses, ['CHANNEL_ERROR']);
    assert.match(b.error?.message ?? '', /^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it('closes the channel with a system error when its token expires', async () => {
    const c = anon();
    // valid long enough for a slow join on a loaded machine; the close is awaited by condition, not by time
    await c.realtime.setAuth(await token({ exp: now() + 8 }));
    const w = await joined(c.channel('lobby'));
    assert.deepEqual(w.statuses, ['SUBSCRIBED']);
    await eventually(() => w.statuses.includes('CLOSED'), 'the channel to close at expiry', 30_000);
    assert.equal(w.system.length, 1);
    assert.equal(w.system[0]!.status, 'error');
    assert.equal(w.system[0]!.extension, 'system');
    assert.equal(w.system[0]!.channel, 'lobby');
    assert.match(String(w.system[0]!.message), /^Token has expired \d+ seconds ago$/);
  });

  for (const [what, bad, message] of [
    ['garbled', async () => 'not-a-jwt', 'The token provided is not a valid JWT'],
    [
      'wrongly signed',
      () =>
        new Jwt('another-secret-of-at-least-32-characters!').sign({
          role: 'authenticated',
          sub: ids.outsider,
          exp: now() + 600,
        }),
      ':signature_error',
    ],
    ['without exp', () => token({}), 'Fields `role` and `exp` are required in JWT'],
  ] as const) {
    it(`closes the channel when an access_token refresh is ${what} (the old identity is not kept)`, async () => {
      const c = await user('reader');
      const w = await joined(c.channel('lobby'));
      assert.deepEqual(w.statuses, ['SUBSCRIBED']);
      await c.realtime.setAuth(await bad());
      await eventually(() => w.statuses.includes('CLOSED'), 'the channel to close');
      assert.equal(w.system.at(-1)?.status, 'error');
      assert.equal(w.system.at(-1)?.message, message);
    });
  }

  it('closes a private channel when a refreshed token may no longer read its topic', async () => {
    const c = await user('reader');
    const w = await joined(privateRoom(c));
    assert.deepEqual(w.statuses, ['SUBSCRIBED']);
    await c.realtime.setAuth(await jwt.sign({ role: 'authenticated', sub: ids.outsider, exp: now() + 600 }));
    await eventually(() => w.statuses.includes('CLOSED'), 'the channel to close');
    assert.equal(
      w.system.at(-1)?.message,
      'You do not have permissions to read from this Channel topic: room:a',
    );
  });
});
