import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let db: SupabaseClient;

before(async () => {
  stack = await startTestStack({ functions: false });
  db = client(stack, stack.serviceRoleKey);
});
after(async () => {
  await stack?.cleanup();
});

const labels = (rows: { label: string }[] | null) => (rows ?? []).map((r) => r.label);

describe('PostgREST through the gateway with supabase-js', () => {
  it('filters with eq/neq/gt/lt/in/is/ilike/or', async () => {
    const t = () => db.from('t_item').select('label').order('label');
    assert.deepEqual(labels((await t().eq('owner_id', 1)).data), ['apple', 'apricot']);
    assert.deepEqual(labels((await t().neq('owner_id', 1)).data), ['banana', 'blueberry']);
    assert.deepEqual(labels((await t().gt('qty', 10)).data), ['apricot', 'blueberry']);
    assert.deepEqual(labels((await t().lt('qty', 6)).data), ['apple', 'cherry']);
    assert.deepEqual(labels((await t().in('label', ['apple', 'cherry', 'zzz'])).data), ['apple', 'cherry']);
    assert.deepEqual(labels((await t().is('owner_id', null)).data), ['cherry']);
    assert.deepEqual(labels((await t().ilike('label', 'B%')).data), ['banana', 'blueberry']);
    assert.deepEqual(labels((await t().or('qty.gt.20,label.eq.apple')).data), ['apple', 'blueberry']);
  });

  it('orders, ranges with an exact count, and returns single/maybeSingle', async () => {
    const page = await db.from('t_item').select('label', { count: 'exact' }).order('qty', { ascending: false }).range(1, 2);
    assert.equal(page.error, null);
    assert.equal(page.count, 5);
    assert.deepEqual(labels(page.data), ['apricot', 'banana']);
    const one = await db.from('t_item').select('label, qty').eq('label', 'apple').single();
    assert.deepEqual(one.data, { label: 'apple', qty: 5 });
    const none = await db.from('t_item').select('label').eq('label', 'nothing').maybeSingle();
    assert.equal(none.error, null);
    assert.equal(none.data, null);
    const many = await db.from('t_item').select('label').eq('owner_id', 1).single();
    assert.equal(many.error?.code, 'PGRST116');
  });

  it('embeds a row over a foreign key', async () => {
    const r = await db.from('t_item').select('label, owner:t_owner(name)').eq('label', 'banana').single();
    assert.equal(r.error, null);
    assert.deepEqual(r.data, { label: 'banana', owner: { name: 'Beta' } });
    const back = await db.from('t_owner').select('name, t_item(label)').eq('id', 1).single();
    assert.equal((back.data as { t_item: unknown[] }).t_item.length, 2);
  });

  it('inserts, upserts, updates and deletes with returning', async () => {
    const ins = await db.from('t_owner').insert({ id: 10, name: 'Gamma' }).select().single();
    assert.deepEqual(ins.data, { id: 10, name: 'Gamma' });
    const up = await db.from('t_owner').upsert({ id: 10, name: 'Gamma 2' }).select().single();
    assert.deepEqual(up.data, { id: 10, name: 'Gamma 2' });
    const upd = await db.from('t_owner').update({ name: 'Gamma 3' }).eq('id', 10).select();
    assert.deepEqual(upd.data, [{ id: 10, name: 'Gamma 3' }]);
    const del = await db.from('t_owner').delete().eq('id', 10).select();
    assert.deepEqual(del.data, [{ id: 10, name: 'Gamma 3' }]);
  });

  it('calls an rpc function', async () => {
    const r = await db.rpc('t_sum_qty', { min_qty: 7 });
    assert.equal(r.error, null);
    assert.equal(r.data, 49);
  });

  it('applies row-level security per user through auth.uid()', async () => {
    await createUser(stack, 'rls-a@example.com');
    await createUser(stack, 'rls-b@example.com');
    const a = await signedIn(stack, 'rls-a@example.com');
    const b = await signedIn(stack, 'rls-b@example.com');
    assert.equal((await a.from('t_note').insert({ body: 'mine' })).error, null);
    assert.equal((await a.from('t_note').select('body')).data?.length, 1);
    assert.equal((await b.from('t_note').select('body')).data?.length, 0);
    const anon = await client(stack).from('t_note').select('body');
    assert.deepEqual(anon.data, [], 'anon has no policy on t_note, so RLS hides every row');
  });
});

describe('PostgREST bad input', () => {
  it('answers a malformed filter with 400 and PostgREST error JSON', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/t_item?or=(qty.gt.5`, { headers: { apikey: stack.anonKey } });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { code: string; message: string };
    assert.equal(body.code, 'PGRST100');
    assert.deepEqual(Object.keys(body).sort(), ['code', 'details', 'hint', 'message']);
    assert.equal(typeof body.message, 'string');
    const viaJs = await db.from('t_item').select('label').or('qty.gt.5,label.nope.x');
    assert.equal(viaJs.status, 400);
    assert.equal(viaJs.error?.code, 'PGRST100');
  });

  it('answers a garbled or expired JWT with 401', async () => {
    const garbled = await fetch(`${stack.apiUrl}/rest/v1/t_item`, {
      headers: { apikey: stack.anonKey, authorization: 'Bearer abc.def.ghi' },
    });
    assert.equal(garbled.status, 401);
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const exp = await fetch(`${stack.apiUrl}/rest/v1/t_item`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${expired}` },
    });
    assert.equal(exp.status, 401);
    const noKey = await fetch(`${stack.apiUrl}/rest/v1/t_item`);
    assert.equal(noKey.status, 401);
  });

  it('answers CORS preflights for the app origin', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/t_item`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });
});
