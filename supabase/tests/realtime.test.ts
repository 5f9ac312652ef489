import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
const clients: SupabaseClient[] = [];

before(async () => {
  // These tests cover public channels and postgres_changes too: the project's private-only setting is off here.
  stack = await startTestStack({ functions: false, config: { realtimePrivateOnly: false } });
});
after(async () => {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await stack?.cleanup();
});

function track<T extends SupabaseClient>(c: T): T {
  clients.push(c);
  return c;
}

function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually(check: () => boolean, what: string, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('realtime with supabase-js', () => {
  it('broadcasts to the other subscribers of a channel', async () => {
    const a = track(client(stack));
    const b = track(client(stack));
    const got: unknown[] = [];
    const mine: unknown[] = [];
    const chA = await subscribed(a.channel('room-1').on('broadcast', { event: 'hello' }, (m) => mine.push(m.payload)));
    await subscribed(b.channel('room-1').on('broadcast', { event: 'hello' }, (m) => got.push(m.payload)));
    assert.equal(await chA.send({ type: 'broadcast', event: 'hello', payload: { n: 1, text: 'hei' } }), 'ok');
    await eventually(() => got.length === 1, 'the broadcast');
    assert.deepEqual(got[0], { n: 1, text: 'hei' });
    await sleep(100);
    assert.equal(mine.length, 0, 'self is off by default');
  });

  it('tracks presence', async () => {
    const a = track(client(stack));
    const b = track(client(stack));
    const chA = await subscribed(a.channel('lobby', { config: { presence: { key: 'therapist-1' } } }).on('presence', { event: 'sync' }, () => {}));
    const chB = b.channel('lobby', { config: { presence: { key: 'patient-7' } } });
    const joins: string[] = [];
    chB.on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    await subscribed(chB);
    assert.equal(await chA.track({ online_at: 'now', role: 'THERAPIST' }), 'ok');
    await eventually(() => joins.includes('therapist-1'), 'the presence join');
    const state = chB.presenceState() as Record<string, { role?: string }[]>;
    assert.equal(state['therapist-1']?.[0]?.role, 'THERAPIST');
    await chA.untrack();
    await eventually(() => !(chB.presenceState() as Record<string, unknown>)['therapist-1'], 'the presence leave');
  });

  it('delivers postgres_changes only to subscribers whose RLS lets them see the row', async () => {
    await createUser(stack, 'rt-alice@example.com');
    await createUser(stack, 'rt-bob@example.com');
    const alice = track(await signedIn(stack, 'rt-alice@example.com'));
    const bob = track(await signedIn(stack, 'rt-bob@example.com'));
    const seenByAlice: Record<string, unknown>[] = [];
    const seenByBob: Record<string, unknown>[] = [];
    await subscribed(
      alice
        .channel('notes-a')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 't_note' }, (p) => seenByAlice.push(p.new)),
    );
    await subscribed(
      bob
        .channel('notes-b')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 't_note' }, (p) => seenByBob.push(p.new)),
    );
    assert.equal((await alice.from('t_note').insert({ body: 'private to alice' })).error, null);
    await eventually(() => seenByAlice.length === 1, 'alice to see her insert');
    assert.equal(seenByAlice[0]!.body, 'private to alice');
    assert.equal(typeof seenByAlice[0]!.id, 'number');
    await sleep(300);
    assert.equal(seenByBob.length, 0, 'bob must not see alice’s row');
  });

  it('applies postgres_changes filters and reports old keys on delete', async () => {
    const admin = track(client(stack, stack.serviceRoleKey));
    const updates: { new: Record<string, unknown>; old: Record<string, unknown> }[] = [];
    const deletes: Record<string, unknown>[] = [];
    await subscribed(
      admin
        .channel('items')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 't_item', filter: 'qty=gt.20' }, (p) =>
          updates.push({ new: p.new, old: p.old }),
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 't_item' }, (p) => deletes.push(p.old)),
    );
    await admin.from('t_item').update({ qty: 8 }).eq('label', 'banana');
    await admin.from('t_item').update({ qty: 25 }).eq('label', 'apricot');
    await eventually(() => updates.length === 1, 'the filtered update');
    assert.equal(updates[0]!.new.label, 'apricot');
    assert.equal(updates[0]!.new.qty, 25);
    await admin.from('t_item').delete().eq('label', 'cherry');
    await eventually(() => deletes.length === 1, 'the delete');
    assert.deepEqual(Object.keys(deletes[0]!), ['id'], 'only the primary key without replica identity full');
    await sleep(200);
    assert.equal(updates.length, 1, 'qty 8 did not pass qty=gt.20');
  });

  it('refuses a join with an invalid token', async () => {
    const c = track(client(stack));
    await c.realtime.setAuth('not.a.jwt');
    await assert.rejects(subscribed(c.channel('x')));
  });
});
