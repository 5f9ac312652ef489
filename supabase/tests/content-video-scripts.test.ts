// Video scripts through the API as seeded users: the clinic's staff read them, the creator alone changes or removes
// one, and a name is unique per clinic (trimmed, any case) — the database refuses a duplicate with 23505.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedIn } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let lars: SupabaseClient;
let sindre: SupabaseClient;

const signIn = (email: string) => signedIn(stack, email, PASSWORD);

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars, sindre] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic'].map(signIn),
  );
});
after(async () => {
  await stack?.close();
});

describe('video scripts', () => {
  it('a taken name (spaces around, other case) is refused in the clinic, allowed in another clinic', async () => {
    const taken = await lars
      .from('video_scripts')
      .insert({ clinic_id: OSLO, name: '  BREATHING exercise script ' });
    assert.equal(taken.error?.code, '23505');
    const elsewhere = await sindre
      .from('video_scripts')
      .insert({ clinic_id: BERGEN, name: 'Breathing exercise script' })
      .select('id')
      .single();
    assert.equal(elsewhere.error, null);
  });

  it('the creator edits and removes; a colleague changes nothing', async () => {
    const created = await lars
      .from('video_scripts')
      .insert({ clinic_id: OSLO, name: 'Grounding', description: 'Five senses.' })
      .select('id, created_by')
      .single();
    assert.equal(created.error, null);
    const seen = await ingrid.from('video_scripts').select('name').eq('id', created.data!.id);
    assert.deepEqual(seen.data, [{ name: 'Grounding' }]);

    const foreign = await ingrid.from('video_scripts').update({ name: 'Hijacked' }).eq('id', created.data!.id).select();
    assert.deepEqual(foreign.data, []);
    const foreignDelete = await ingrid.from('video_scripts').delete().eq('id', created.data!.id).select();
    assert.deepEqual(foreignDelete.data, []);

    const renamed = await lars.from('video_scripts').update({ name: 'Grounding 5-4-3-2-1' }).eq('id', created.data!.id).select('name');
    assert.deepEqual(renamed.data, [{ name: 'Grounding 5-4-3-2-1' }]);
    const removed = await lars.from('video_scripts').delete().eq('id', created.data!.id).select('id');
    assert.equal(removed.data?.length, 1);
  });
});
