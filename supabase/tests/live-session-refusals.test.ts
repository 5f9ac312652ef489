// Migration 20261127100000_live_session_refusals.sql through the API: a live-session RPC that refuses because
// of the appointment's state answers HTTP 409 (and a missing appointment 404), never 500 — a 500 made a refused
// 'Start session' look like a server crash. Message and hint stay as before (the UI maps the hint).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { openLiveSessionWorld, type LiveSessionWorld } from './live-session-helpers.ts';

let world: LiveSessionWorld;
let pool: pg.Pool;
let ingrid: SupabaseClient;
const signIn = (email: string) => world.signIn(email);
const q = (sql: string, params: unknown[] = []) => world.q(sql, params);
const one = (sql: string, params: unknown[] = []) => world.one(sql, params);
const bookIn = (patientEmail: string, minutes?: number) => world.bookIn(patientEmail, minutes);

before(async () => {
  world = await openLiveSessionWorld();
  ({ pool, ingrid } = world);
});
after(async () => {
  await world?.close();
});


type Answer = { status: number; error: { message: string; hint: string | null } | null };
function refused(r: Answer, status: number, hint: string, message?: string) {
  assert.ok(r.error, `expected a refusal (${hint})`);
  assert.equal(r.status, status, `${hint}: HTTP ${r.status} (${r.error.message})`);
  assert.equal(r.error.hint, hint);
  if (message) assert.equal(r.error.message, message);
}

describe('live-session refusals answer 4xx, not 500', () => {
  it("'Start session' too early, twice, or on a draft: 409 with the spec's message", async () => {
    const early = await bookIn('patient5@demo.clinic', 24 * 60);
    refused(
      await ingrid.rpc('start_live_session', { p_appointment_id: early }),
      409,
      'too_early',
      'Something went wrong during appointment initialization.',
    );
    assert.equal((await one(`select status from public.appointments where id = $1`, [early])).status, 'NOT_STARTED');

    const id = await bookIn('patient3@demo.clinic');
    assert.equal((await ingrid.rpc('start_live_session', { p_appointment_id: id })).error, null);
    refused(await ingrid.rpc('start_live_session', { p_appointment_id: id }), 409, 'already_started');

    const draft = await bookIn('patient4@demo.clinic');
    await pool.query(`update public.appointments set is_draft_appointment = true where id = $1`, [draft]);
    refused(
      await ingrid.rpc('start_live_session', { p_appointment_id: draft }),
      409,
      'draft_appointment',
      "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
    );
  });

  it('steps, sharing and choices before the start, go to journal too early: 409', async () => {
    const id = await bookIn('patient6@demo.clinic');
    const [first] = (await one(`select private.live_session_steps(script_id) s from public.appointments where id = $1`, [id]))
      .s as string[];
    refused(
      await ingrid.rpc('live_session_step', { p_appointment_id: id, p_action: 'done', p_expected_step_id: first }),
      409,
      'not_live',
    );
    refused(
      await ingrid.rpc('set_remote_sharing', { p_appointment_id: id, p_patch: { form_id: null } }),
      409,
      'not_live',
    );
    refused(
      await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'package', p_id: first }),
      409,
      'not_live',
    );
    assert.equal((await ingrid.rpc('start_live_session', { p_appointment_id: id })).error, null);
    refused(
      await ingrid.rpc('live_session_step', { p_appointment_id: id, p_action: 'next', p_expected_step_id: crypto.randomUUID() }),
      409,
      'step_changed',
    );
    refused(await ingrid.rpc('live_session_go_to_journal', { p_appointment_id: id }), 409, 'steps_not_finished');
    refused(
      await ingrid.rpc('live_session_choose', { p_appointment_id: id, p_kind: 'package', p_id: crypto.randomUUID() }),
      404,
      'package_not_found',
    );
  });

  it('a finished appointment: every live-session RPC answers 409; an unknown one 404', async () => {
    const id = await bookIn('patient7@demo.clinic');
    assert.equal((await ingrid.rpc('start_live_session', { p_appointment_id: id })).error, null);
    assert.equal((await ingrid.rpc('finish_appointment', { p_appointment_id: id })).error, null);
    refused(await ingrid.rpc('start_live_session', { p_appointment_id: id }), 409, 'appointment_finished');
    refused(await ingrid.rpc('finish_appointment', { p_appointment_id: id }), 409, 'appointment_finished');
    refused(await ingrid.rpc('mark_overtime_reached', { p_appointment_id: id }), 409, 'appointment_finished');
    refused(await ingrid.rpc('cancel_appointment', { p_appointment_id: id }), 409, 'appointment_finished');
    const patient = await signIn('patient7@demo.clinic');
    refused(await patient.rpc('confirm_patient_readiness', { p_appointment_id: id }), 409, 'appointment_finished');

    // a CGI rating stays possible after the end (journal phase), not on a canceled appointment
    const canceled = await bookIn('patient8@demo.clinic');
    assert.equal((await ingrid.rpc('cancel_appointment', { p_appointment_id: canceled })).error, null);
    refused(
      await ingrid.rpc('set_cgi_rating', { p_appointment_id: canceled, p_kind: 'CGI_S', p_level: 2 }),
      409,
      'appointment_canceled',
    );
    refused(await ingrid.rpc('cancel_appointment', { p_appointment_id: canceled }), 409, 'already_canceled');

    refused(
      await ingrid.rpc('start_live_session', { p_appointment_id: crypto.randomUUID() }),
      404,
      'appointment_not_found',
    );
    refused(
      await patient.rpc('patient_stop_appointment', { p_appointment_id: crypto.randomUUID() }),
      404,
      'appointment_not_found',
    );
  });

  it('no live-session function raises SQLSTATE 55000 or P0002 any more', async () => {
    const rows = await q(
      `select p.oid::regprocedure::text fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.proname = any($1) and p.prosrc ~ 'raise\\(''(55000|P0002)'''`,
      [
        [
          'live_appointment', 'patient_appointment', 'start_live_session', 'confirm_patient_readiness',
          'patient_stop_appointment', 'live_session_step', 'set_remote_sharing', 'live_session_choose',
          'mark_next_appointment_scheduled', 'mark_overtime_reached', 'set_cgi_rating', 'live_session_go_to_journal',
          'finish_appointment', 'cancel_appointment',
        ],
      ],
    );
    assert.deepEqual(rows, []);
  });
});
