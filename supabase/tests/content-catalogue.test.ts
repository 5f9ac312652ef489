// The content catalogue through the API as seeded therapists: names unique per scope (trimmed, any case),
// creator-only changes, reorder_script_steps and the content-files bucket.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let lars: SupabaseClient;
const ids: Record<string, string> = {};

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars] = await Promise.all(['therapist@demo.clinic', 'colleague@demo.clinic'].map(signIn));
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [OSLO]))
    ids[r.name] = r.id;
  for (const r of await q(`select name, id from public.scripts where clinic_id = $1`, [OSLO]))
    ids[r.name] = r.id;
});
after(async () => {
  await stack?.close();
});

describe('names unique per scope', () => {
  it('refuses an appointment type whose trimmed name matches another in any case (23505)', async () => {
    const { error } = await ingrid
      .from('appointment_types')
      .insert({ clinic_id: OSLO, name: '  follow-UP ', duration: 30, pause: 0, price: 0 });
    assert.equal(error?.code, '23505');
    assert.match(error!.message, /appointment_types_clinic_name_key/);
  });

  it('refuses a disorder and an evaluation state named like an existing one', async () => {
    const disorder = await ingrid.from('disorders').insert({ clinic_id: OSLO, name: ' depression ' });
    assert.equal(disorder.error?.code, '23505');
    const state = await ingrid
      .from('evaluation_states')
      .insert({ clinic_id: OSLO, name: 'LOW MOOD', level: 1 });
    assert.equal(state.error?.code, '23505');
  });

  it('scopes script names to the appointment type', async () => {
    const same = await ingrid.from('scripts').insert({
      clinic_id: OSLO,
      appointment_type_id: ids['Individual therapy'],
      name: 'cbt SESSION ',
      live_session_types: ['VIDEO'],
    });
    assert.equal(same.error?.code, '23505');
    const other = await ingrid
      .from('scripts')
      .insert({
        clinic_id: OSLO,
        appointment_type_id: ids['Follow-up'],
        name: 'CBT session',
        live_session_types: ['VIDEO'],
      })
      .select('id')
      .single();
    assert.equal(other.error, null);
  });
});

describe('reorder_script_steps', () => {
  const stepsOf = async (scriptId: string) =>
    (await q(
      `select id, name, "order" from public.script_steps where script_id = $1 and not is_ending order by "order"`,
      [scriptId],
    )) as { id: string; name: string; order: number }[];

  it('writes each step’s new order in one call for the script’s creator', async () => {
    const script = ids['CBT session']!;
    const before = await stepsOf(script);
    const reversed = before.map((s) => s.id).reverse();
    const { error } = await ingrid.rpc('reorder_script_steps', {
      p_script_id: script,
      p_ordered_ids: reversed,
    });
    assert.equal(error, null);
    const afterwards = await stepsOf(script);
    assert.deepEqual(
      afterwards.map((s) => s.name),
      before.map((s) => s.name).reverse(),
    );
    assert.deepEqual(
      afterwards.map((s) => s.order),
      [0, 1, 2],
    );
  });

  it('refuses another therapist (creator only) and changes nothing', async () => {
    const script = ids['CBT session']!;
    const before = await stepsOf(script);
    const { error } = await lars.rpc('reorder_script_steps', {
      p_script_id: script,
      p_ordered_ids: before.map((s) => s.id).reverse(),
    });
    assert.equal(error?.code, '42501');
    assert.deepEqual(await stepsOf(script), before);
  });

  it('refuses to mix steps and endings', async () => {
    const script = ids['CBT session']!;
    const [step] = await stepsOf(script);
    const [ending] = await q(
      `select id from public.script_steps where script_id = $1 and is_ending limit 1`,
      [script],
    );
    const { error } = await ingrid.rpc('reorder_script_steps', {
      p_script_id: script,
      p_ordered_ids: [step!.id, ending.id],
    });
    assert.equal(error?.hint, 'mixed_items');
  });
});

describe('content-files bucket', () => {
  it('lets staff upload under their clinic folder only and read it back', async () => {
    const path = `${OSLO}/steps/test-${Date.now()}.txt`;
    const upload = await ingrid.storage
      .from('content-files')
      .upload(path, new Blob(['hello']), { contentType: 'text/plain' });
    assert.equal(upload.error, null);
    const read = await lars.storage.from('content-files').download(path);
    assert.equal(await read.data?.text(), 'hello');
    const foreign = await ingrid.storage
      .from('content-files')
      .upload(`0d1c0000-0000-4000-8000-000000000002/x.txt`, new Blob(['x']), { contentType: 'text/plain' });
    assert.notEqual(foreign.error, null);
    // only the uploader removes it
    await lars.storage.from('content-files').remove([path]);
    assert.equal((await ingrid.storage.from('content-files').download(path)).error, null);
    await ingrid.storage.from('content-files').remove([path]);
    assert.notEqual((await ingrid.storage.from('content-files').download(path)).error, null);
  });
});

describe('record_video_view (the patient app ends a viewing session)', () => {
  it('appends the session and updates the aggregates for the patient', async () => {
    const patient = await signIn('patient2@demo.clinic');
    const [video] = await q(`select id from public.videos where clinic_id = $1 and name = 'Box breathing'`, [
      OSLO,
    ]);
    const args = {
      p_video_id: video.id,
      p_video_duration: 240,
      p_device_type: 'Mobile',
      p_browser_name: 'Safari',
      p_browser_version: '18',
    };
    const first = await patient.rpc('record_video_view', {
      ...args,
      p_seconds_played: 60,
      p_is_playback_completed: false,
    });
    assert.equal(first.error, null);
    const second = await patient.rpc('record_video_view', {
      ...args,
      p_seconds_played: 240,
      p_is_playback_completed: true,
    });
    assert.equal(second.error, null);
    const row = second.data as {
      sessions: unknown[];
      last_session: { isPlaybackCompleted: boolean; deviceType: string };
      views_by_device_type: Record<string, number>;
      total_completed_views_count: number;
      uncompleted_views_count: number;
      views_by_date: Record<string, number>;
    };
    assert.equal(row.sessions.length, 2);
    assert.equal(row.last_session.isPlaybackCompleted, true);
    assert.deepEqual(row.views_by_device_type, { mobile: 2 });
    assert.equal(row.total_completed_views_count, 1);
    assert.equal(row.uncompleted_views_count, 1);
    assert.equal(
      Object.values(row.views_by_date).reduce((a, b) => a + b, 0),
      2,
    );
    // the therapist reads it on the statistics page
    const seen = await ingrid.from('video_statistics').select('user_id').eq('video_id', video.id);
    assert.equal(seen.data?.length, 2);
  });

  it('refuses bad input and another clinic’s video', async () => {
    const patient = await signIn('patient3@demo.clinic');
    const [video] = await q(`select id from public.videos where clinic_id = $1 limit 1`, [OSLO]);
    const bad = await patient.rpc('record_video_view', {
      p_video_id: video.id,
      p_seconds_played: -1,
      p_is_playback_completed: false,
      p_video_duration: 240,
    });
    assert.equal(bad.error?.hint, 'invalid_session');
    const fjord = await signIn('patient1@fjord.clinic');
    const foreign = await fjord.rpc('record_video_view', {
      p_video_id: video.id,
      p_seconds_played: 10,
      p_is_playback_completed: false,
      p_video_duration: 240,
    });
    assert.equal(foreign.error?.hint, 'video_not_found');
  });
});
