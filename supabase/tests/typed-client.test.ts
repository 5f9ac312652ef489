import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database, Tables } from './fixtures/fixture.types.ts';
import { startTestStack } from './helpers.ts';

// Compiled by `npm run typecheck`: proves the generator's output drives supabase-js's typing.
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ functions: false });
});
after(async () => {
  await stack?.cleanup();
});

describe('typed client over generated types', () => {
  it('types rows, embeds and rpc results', async () => {
    const db = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { data } = await db.from('t_item').select('label, qty, owner:t_owner(name)').eq('label', 'apple').single();
    const label: string = data!.label;
    const qty: number = data!.qty;
    const owner: { name: string } | null = data!.owner;
    assert.deepEqual({ label, qty, owner }, { label: 'apple', qty: 5, owner: { name: 'Alpha' } });

    const row: Tables<'t_owner'> = { id: 1, name: 'Alpha' };
    assert.equal(row.name, 'Alpha');
    // @ts-expect-error a table that does not exist is a type error
    void db.from('no_such_table').select('*').then(() => undefined);
    // @ts-expect-error label is required on insert
    void db.from('t_item').insert({ qty: 1 }).then(() => undefined);

    const sum = await db.rpc('t_sum_qty', { min_qty: 30 });
    const total: number | null = sum.data;
    assert.equal(total, 30);
  });
});
