// The demo clinic as the live-session API tests use it: one stack with the project's migrations, a pool for
// checks and set-up, Ingrid (the Oslo therapist) signed in, ids by e-mail / appointment-type name / script,
// and a booking helper. Each test file opens its own (its own stack on free ports).
import assert from 'node:assert/strict';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { OSLO, PASSWORD } from './data-model-helpers.ts';

export interface LiveSessionWorld {
  stack: Awaited<ReturnType<typeof startTestStack>>;
  pool: pg.Pool;
  ingrid: SupabaseClient;
  /** By e-mail, by appointment-type name, and 'script:<appointment type id>'. */
  ids: Record<string, string>;
  signIn(email: string): Promise<SupabaseClient>;
  q(sql: string, params?: unknown[]): Promise<pg.QueryResult['rows']>;
  one(sql: string, params?: unknown[]): Promise<pg.QueryResult['rows'][number]>;
  /**
   * Books Ingrid a VIDEO appointment of `type` (an appointment type's name) `minutes` ahead (on a 5-minute step),
   * clearing her appointments in the way.
   */
  bookIn(patientEmail: string, minutes?: number, type?: string): Promise<string>;
  close(): Promise<void>;
}

export async function openLiveSessionWorld(): Promise<LiveSessionWorld> {
  const stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [], functions: false });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 10 });
  pool.on('error', () => {});
  const signIn = async (email: string) => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return c;
  };
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
  const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];
  const ingrid = await signIn('therapist@demo.clinic');
  const ids: Record<string, string> = {};
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types where clinic_id = $1`, [OSLO])) ids[r.name] = r.id;
  for (const r of await q(`select appointment_type_id, id from public.scripts where clinic_id = $1`, [OSLO]))
    ids['script:' + r.appointment_type_id] = r.id;

  async function bookIn(patientEmail: string, minutes = 30, typeName = 'Individual therapy'): Promise<string> {
    const { start } = await one(
      `select to_timestamp(ceil(extract(epoch from now() + make_interval(mins => $1)) / 300) * 300) as start`,
      [minutes],
    );
    await pool.query(
      `update public.appointments set status = 'CANCELED' where therapist_user_id = $1 and status <> 'CANCELED'
       and busy_range && tstzrange($2::timestamptz - interval '2 hours', $2::timestamptz + interval '2 hours')`,
      [ids['therapist@demo.clinic'], start],
    );
    const type = ids[typeName]!;
    const r = await ingrid.rpc('book_appointment', {
      p_patient_user_id: ids[patientEmail],
      p_appointment_type_id: type,
      p_start: (start as Date).toISOString(),
      p_live_session_type: 'VIDEO',
      p_script_id: ids['script:' + type],
    });
    assert.equal(r.error, null, r.error?.message);
    return (r.data as { id: string }).id;
  }

  return {
    stack,
    pool,
    ingrid,
    ids,
    signIn,
    q,
    one,
    bookIn,
    close: async () => {
      await pool.end();
      await stack.cleanup();
    },
  };
}
