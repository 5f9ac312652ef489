// create-room-for-appointment through the real local stack (local provider: no DAILY_API_KEY): the therapist and
// the patient of a VIDEO appointment get the same room with their own tokens; everyone else is refused; the
// room page and its presence work through the gateway without a bearer token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { OSLO, PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
const ids: Record<string, string> = {};
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const tokenOf = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;

// The function's answers are read field by field in the assertions below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function call(token: string | null, body: unknown): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`${stack.apiUrl}/functions/v1/create-room-for-appointment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

let ingrid: SupabaseClient;
let appointmentId: string;
let phoneAppointmentId: string;

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  for (const r of (await pool.query(`select email, id from public.users`)).rows) ids[r.email] = r.id;
  ingrid = await signIn('therapist@demo.clinic');
  const type = await one(`select id from public.appointment_types where clinic_id = $1 and name = 'Individual therapy'`, [OSLO]);
  const script = await one(`select id from public.scripts where appointment_type_id = $1`, [type.id]);
  const book = async (days: number, kind: string) => {
    const { start } = await one(
      `select to_timestamp(ceil(extract(epoch from now() + make_interval(days => $1)) / 300) * 300) + interval '3 hours' as start`,
      [days],
    );
    await pool.query(
      `update public.appointments set status = 'CANCELED' where therapist_user_id = $1 and status <> 'CANCELED'
       and busy_range && tstzrange($2::timestamptz - interval '2 hours', $2::timestamptz + interval '2 hours')`,
      [ids['therapist@demo.clinic'], start],
    );
    const r = await ingrid.rpc('book_appointment', {
      p_patient_user_id: ids['patient2@demo.clinic'],
      p_appointment_type_id: type.id,
      p_start: (start as Date).toISOString(),
      p_live_session_type: kind,
      p_script_id: script.id,
    });
    assert.equal(r.error, null, r.error?.message);
    return (r.data as { id: string }).id;
  };
  appointmentId = await book(1, 'VIDEO');
  phoneAppointmentId = await book(2, 'PHONE');
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('create-room-for-appointment (local provider)', () => {
  it('gives the therapist an owner token and stores the room URL; the patient joins the same room', async () => {
    const profile = await one(`select id from public.patient_profiles where user_id = $1`, [ids['patient2@demo.clinic']]);
    const therapist = await call(await tokenOf(ingrid), {
      appointmentId,
      patientProfileId: profile.id,
      patientId: ids['patient2@demo.clinic'],
      therapistId: ids['therapist@demo.clinic'],
      roomLanguageShort: 'en',
    });
    assert.equal(therapist.status, 200, JSON.stringify(therapist.json));
    assert.equal(therapist.json.data.provider, 'local');
    const roomUrl = therapist.json.data.roomUrl as string;
    assert.equal(roomUrl, `${stack.apiUrl}/functions/v1/create-room-for-appointment/room/tw-${appointmentId}`);
    assert.equal((await one(`select room_url from public.appointments where id = $1`, [appointmentId])).room_url, roomUrl);

    const patient = await call(await tokenOf(await signIn('patient2@demo.clinic')), { appointmentId });
    assert.equal(patient.status, 200);
    assert.equal(patient.json.data.roomUrl, roomUrl);
    assert.notEqual(patient.json.data.token, therapist.json.data.token);

    const page = await fetch(`${roomUrl}?t=${encodeURIComponent(therapist.json.data.token)}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await page.text(), /getUserMedia/);
    const beat = async (token: string) =>
      (await (await fetch(`${roomUrl}/presence?t=${encodeURIComponent(token)}`, { method: 'POST' })).json()) as {
        participants: Array<{ name: string; owner: boolean }>;
      };
    await beat(therapist.json.data.token);
    const seen = await beat(patient.json.data.token);
    assert.deepEqual(
      seen.participants.map((p) => [p.name, p.owner]),
      [
        ['Ingrid Solberg', true],
        ['Noah Johansen', false],
      ],
    );
    assert.equal((await fetch(`${roomUrl}?t=forged`)).status, 401);
  });

  it('refuses without a session, for other people, non-video appointments and mismatched ids (nothing stored)', async () => {
    assert.equal((await call(null, { appointmentId })).status, 401);
    const lars = await call(await tokenOf(await signIn('colleague@demo.clinic')), { appointmentId });
    // Lars is attached to this patient, so he may read the appointment, but it is not his session.
    assert.equal(lars.status, 403);
    assert.deepEqual(lars.json.error, { hint: 'not_participant', message: 'Not a participant of this appointment' });
    const other = await call(await tokenOf(await signIn('patient3@demo.clinic')), { appointmentId });
    assert.equal(other.status, 404);
    assert.deepEqual(other.json.error, { hint: 'appointment_not_found', message: 'There is no corresponding patient for current appointment' });
    const phone = await call(await tokenOf(ingrid), { appointmentId: phoneAppointmentId });
    assert.equal(phone.status, 409);
    assert.deepEqual(phone.json.error, { hint: 'not_video_appointment', message: 'The appointment is not a video appointment' });
    assert.equal((await one(`select room_url from public.appointments where id = $1`, [phoneAppointmentId])).room_url, null);
    const wrong = await call(await tokenOf(ingrid), { appointmentId, patientId: ids['patient3@demo.clinic'] });
    assert.equal(wrong.status, 400);
    assert.equal((await call(await tokenOf(ingrid), { appointmentId: 'x' })).status, 400);
  });
});
