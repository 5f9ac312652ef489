// Viewing sessions recorded the way the patient app records them (record_video_view with its user agent),
// read back as the therapist's statistics page reads them (migration 20261125200000).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, signedIn } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let patient: SupabaseClient;
let videoId: string;
let patientId: string;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const signIn = (email: string) => signedIn(stack, email, PASSWORD);
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

before(async () => {
  stack = await startDataModelStack();
  [ingrid, patient] = await Promise.all(['therapist@demo.clinic', 'patient3@demo.clinic'].map(signIn));
  [{ id: videoId }] = await q(`select id from public.videos where clinic_id = $1 and not is_draft limit 1`, [OSLO]);
  [{ id: patientId }] = await q(`select id from public.users where email = 'patient3@demo.clinic'`);
});
after(async () => {
  await stack?.close();
});

describe('record_video_view with the user agent (as the patient app calls it)', () => {
  it('keeps the user agent in the session; the therapist reads it with the viewer and the video name', async () => {
    const recorded = await patient.rpc('record_video_view', {
      p_video_id: videoId,
      p_seconds_played: 30,
      p_is_playback_completed: false,
      p_video_duration: 120,
      p_user_agent: `  ${IPHONE} `,
    });
    assert.equal(recorded.error, null);
    // the page's one read: the row with the viewer's name and the video's name embedded
    const { data, error } = await ingrid
      .from('video_statistics')
      .select(
        'sessions, last_session, user:users!video_statistics_user_id_fkey(first_name), video:videos!video_statistics_video_id_fkey(name)',
      )
      .eq('video_id', videoId)
      .eq('user_id', patientId)
      .single();
    assert.equal(error, null);
    const row = data as unknown as {
      sessions: Array<{ userAgent: string; deviceType: string; secondsPlayed: number }>;
      last_session: { userAgent: string };
      user: { first_name: string } | null;
      video: { name: string } | null;
    };
    assert.equal(row.sessions.length, 1);
    assert.equal(row.sessions[0]!.userAgent, IPHONE);
    assert.equal(row.sessions[0]!.deviceType, 'unknown');
    assert.equal(row.last_session.userAgent, IPHONE);
    assert.ok(row.user?.first_name);
    assert.ok(row.video?.name);
  });

  it('still accepts the classified values without a user agent, and refuses an oversized agent', async () => {
    const classified = await patient.rpc('record_video_view', {
      p_video_id: videoId,
      p_seconds_played: 120,
      p_is_playback_completed: true,
      p_video_duration: 120,
      p_device_type: 'Desktop',
      p_browser_name: 'Firefox',
      p_browser_version: '133',
    });
    assert.equal(classified.error, null);
    const row = classified.data as { sessions: Array<{ userAgent: string | null; deviceType: string }> };
    assert.equal(row.sessions.length, 2);
    assert.equal(row.sessions[1]!.userAgent, null);
    assert.equal(row.sessions[1]!.deviceType, 'desktop');

    const oversized = await patient.rpc('record_video_view', {
      p_video_id: videoId,
      p_seconds_played: 1,
      p_is_playback_completed: false,
      p_video_duration: 120,
      p_user_agent: 'x'.repeat(1025),
    });
    assert.equal(oversized.error?.hint, 'invalid_session');
    const [{ count }] = await q(
      `select jsonb_array_length(sessions) as count from public.video_statistics where video_id = $1 and user_id = $2`,
      [videoId, patientId],
    );
    assert.equal(count, 2);
  });

  it('is not callable anonymously', async () => {
    const anon = client(stack);
    const { error } = await anon.rpc('record_video_view', {
      p_video_id: videoId,
      p_seconds_played: 1,
      p_is_playback_completed: false,
      p_video_duration: 120,
      p_user_agent: IPHONE,
    });
    assert.notEqual(error, null);
  });
});
