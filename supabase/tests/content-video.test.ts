// The video archive through the API as seeded users: seeded recordings in the content-videos bucket, the
// creator's one draft, save_video (recording required, unique names, tags, chapters), remove_video (document,
// chapters, notification in English and Norwegian) and the recording removed through the storage API.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

const CLIP = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seeds', 'media', 'seed-clip.webm'),
);
const BUCKET = 'content-videos';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let lars: SupabaseClient;
let patient: SupabaseClient;
const ids: Record<string, string> = {};

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const webm = () => new Blob([CLIP], { type: 'video/webm' });

async function upload(who: SupabaseClient, userId: string, file: string) {
  const name = `${OSLO}/${userId}/${file}`;
  const { error } = await who.storage.from(BUCKET).upload(name, webm(), { contentType: 'video/webm' });
  assert.equal(error, null);
  return name;
}

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars, patient] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'patient1@demo.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
});
after(async () => {
  await stack?.close();
});

describe('seeded videos', () => {
  it('each has its recording in the bucket, readable by staff and patients of the clinic', async () => {
    const videos = await q(`select name, q_video_id, video_url from public.videos where clinic_id = $1 order by name`, [
      OSLO,
    ]);
    assert.equal(videos.length, 3);
    for (const video of videos) {
      assert.match(video.q_video_id, new RegExp(`^${OSLO}/[0-9a-f-]+/seed-qv-\\d+\\.webm$`));
      assert.equal(video.video_url, null);
      for (const reader of [ingrid, patient]) {
        const { data, error } = await reader.storage.from(BUCKET).download(video.q_video_id);
        assert.equal(error, null);
        const bytes = Buffer.from(await data!.arrayBuffer());
        assert.equal(bytes.length, CLIP.length);
        assert.equal(bytes.subarray(0, 4).toString('hex'), '1a45dfa3'); // EBML: a WebM file
      }
    }
    const chapters = await q(`select max(start_time)::float as last from public.chapters where clinic_id = $1`, [OSLO]);
    assert.ok(chapters[0].last <= 4, 'chapters start inside the 4 s clip');
  });
});

describe('recording, draft and save', () => {
  let draftId = '';

  it('refuses an upload into another user’s folder and a recording that is not in the bucket', async () => {
    const foreign = await lars.storage
      .from(BUCKET)
      .upload(`${OSLO}/${ids['therapist@demo.clinic']}/x.webm`, webm(), { contentType: 'video/webm' });
    assert.notEqual(foreign.error, null);
    const missing = await ingrid.rpc('set_video_recording', {
      p_video_id: null,
      p_path: `${OSLO}/${ids['therapist@demo.clinic']}/missing.webm`,
    });
    assert.equal(missing.error?.code, 'P0002');
    const notMine = await ingrid.rpc('set_video_recording', {
      p_video_id: null,
      p_path: `${OSLO}/${ids['colleague@demo.clinic']}/a.webm`,
    });
    assert.equal(notMine.error?.code, '22023');
  });

  it('creates the creator’s draft with the first recording and reuses it for the next', async () => {
    const first = await upload(ingrid, ids['therapist@demo.clinic']!, 'first.webm');
    const a = await ingrid.rpc('set_video_recording', { p_video_id: null, p_path: first });
    assert.equal(a.error, null);
    draftId = a.data.video_id;
    assert.equal(a.data.previous_path, null);
    const second = await upload(ingrid, ids['therapist@demo.clinic']!, 'second.webm');
    const b = await ingrid.rpc('set_video_recording', { p_video_id: null, p_path: second });
    assert.equal(b.data.video_id, draftId);
    assert.equal(b.data.previous_path, first);
    const drafts = await q(`select q_video_id from public.videos where created_by = $1 and is_draft`, [
      ids['therapist@demo.clinic'],
    ]);
    assert.deepEqual(drafts, [{ q_video_id: second }]);
  });

  it('refuses to save without a recording (the removed recording keeps it a draft)', async () => {
    const removed = await ingrid.rpc('remove_video_recording', { p_video_id: draftId });
    assert.equal(removed.error, null);
    assert.match(removed.data, /second\.webm$/);
    const save = await ingrid.rpc('save_video', {
      p_video_id: draftId,
      p_name: 'No recording',
      p_description: null,
      p_tags: [],
      p_language_id: null,
      p_video_script_id: null,
      p_chapters: [],
    });
    assert.equal(save.error?.code, '55000');
    assert.equal(save.error?.message, 'No video was recorded!');
    assert.equal((await q(`select is_draft from public.videos where id = $1`, [draftId]))[0].is_draft, true);
  });

  it('refuses a taken name (trimmed, other case) with the spec’s text and a colleague’s save', async () => {
    const path3 = await upload(ingrid, ids['therapist@demo.clinic']!, 'third.webm');
    await ingrid.rpc('set_video_recording', { p_video_id: null, p_path: path3 });
    const args = {
      p_video_id: draftId,
      p_name: '  box BREATHING ',
      p_description: null,
      p_tags: [],
      p_language_id: null,
      p_video_script_id: null,
      p_chapters: [],
    };
    const taken = await ingrid.rpc('save_video', args);
    assert.equal(taken.error?.code, '23505');
    assert.equal(taken.error?.message, 'Video with the same name already exists!');
    const colleague = await lars.rpc('save_video', { ...args, p_name: 'Mine now' });
    assert.equal(colleague.error?.code, '42501');
  });

  it('saves name, tags (existing matched, new created), language, script and chapters, then publishes', async () => {
    const [lang] = await q(`select id from public.languages where code = 'en'`);
    const [script] = await q(`select id from public.video_scripts where clinic_id = $1`, [OSLO]);
    const save = await ingrid.rpc('save_video', {
      p_video_id: draftId,
      p_name: '  Grounding exercise ',
      p_description: 'Five senses',
      p_tags: [' Anxiety', 'grounding ', 'GROUNDING', ''],
      p_language_id: lang.id,
      p_video_script_id: script.id,
      p_chapters: [
        { title: 'Practice', startTime: 2 },
        { title: 'Start', startTime: 0 },
      ],
    });
    assert.equal(save.error, null);
    assert.equal(save.data.name, 'Grounding exercise');
    assert.equal(save.data.is_draft, false);
    const tags = await q(`select name from public.tags where id = any($1) order by name`, [save.data.tag_ids]);
    assert.deepEqual(
      tags.map((t) => t.name),
      ['anxiety', 'grounding'],
    );
    const chapters = await q(
      `select id, title, start_time::float as start, start_time_formatted from public.chapters where video_id = $1
       order by start_time`,
      [draftId],
    );
    assert.deepEqual(
      chapters.map((c) => [c.title, c.start, c.start_time_formatted]),
      [
        ['Start', 0, '00:00'],
        ['Practice', 2, '00:02'],
      ],
    );
    assert.deepEqual(
      save.data.chapters_ordered,
      chapters.map((c) => c.id),
    );

    // edit: a chapter kept by id and changed, one removed, one added
    const edit = await ingrid.rpc('save_video', {
      p_video_id: draftId,
      p_name: 'Grounding exercise',
      p_description: 'Five senses',
      p_tags: ['grounding'],
      p_language_id: lang.id,
      p_video_script_id: null,
      p_chapters: [
        { id: chapters[1].id, title: 'Practice again', startTime: 75.5 },
        { title: 'Wrap-up', startTime: 130 },
      ],
    });
    assert.equal(edit.error, null);
    const after = await q(
      `select id, title, start_time_formatted from public.chapters where video_id = $1 order by start_time`,
      [draftId],
    );
    assert.deepEqual(
      after.map((c) => [c.id === chapters[1].id, c.title, c.start_time_formatted]),
      [
        [true, 'Practice again', '01:15'],
        [false, 'Wrap-up', '02:10'],
      ],
    );
  });
});

describe('remove_video', () => {
  it('only the creator removes; the document, chapters and statistics go, a notification in EN and NO is written', async () => {
    const [video] = await q(`select id, q_video_id from public.videos where name = 'Box breathing'`);
    await patient.rpc('record_video_view', {
      p_video_id: video.id,
      p_seconds_played: 2,
      p_is_playback_completed: false,
      p_video_duration: 4,
    });
    const denied = await lars.rpc('remove_video', { p_video_id: video.id });
    assert.equal(denied.error?.code, '42501');

    const removed = await ingrid.rpc('remove_video', { p_video_id: video.id });
    assert.equal(removed.error, null);
    assert.equal(removed.data, video.q_video_id);
    assert.equal((await q(`select 1 from public.videos where id = $1`, [video.id])).length, 0);
    assert.equal((await q(`select 1 from public.chapters where video_id = $1`, [video.id])).length, 0);
    assert.equal((await q(`select 1 from public.video_statistics where video_id = $1`, [video.id])).length, 0);
    const [note] = await q(
      `select type, text, receivers, sender_id from public.notifications where additional_data ->> 'videoId' = $1`,
      [video.id],
    );
    assert.equal(note.type, 'VIDEO_REMOVED');
    assert.equal(note.text.EN, 'Video "Box breathing" was removed by Ingrid Solberg');
    assert.equal(note.text.NO, 'Videoen «Box breathing» ble fjernet av Ingrid Solberg');
    assert.equal(note.sender_id, ids['therapist@demo.clinic']);
    // Lars (a therapist of the clinic) sees it
    const seen = await lars.from('notifications').select('type').eq('type', 'VIDEO_REMOVED');
    assert.equal(seen.data?.length, 1);

    // the recording: only its owner removes it
    await lars.storage.from(BUCKET).remove([video.q_video_id]);
    assert.equal((await ingrid.storage.from(BUCKET).download(video.q_video_id)).error, null);
    await ingrid.storage.from(BUCKET).remove([video.q_video_id]);
    assert.notEqual((await ingrid.storage.from(BUCKET).download(video.q_video_id)).error, null);
  });
});
