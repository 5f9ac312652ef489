// create-room-for-appointment (spec 002 §7 createRoomForAppointmentV2): the video room of a VIDEO appointment.
//   POST {appointmentId, patientProfileId?, patientId?, therapistId?, roomLanguageShort?} with the caller's bearer
//        token → 200 {data: {roomUrl, token, provider, expiresAt}}, or a failure in the functions' one shape
//        (_shared/http.ts: {error: {hint, message}}; the app shows 'Error while creating of Daily meeting room').
//        The caller is the appointment's therapist (an owner token) or its patient (a participant token); the
//        appointment is read as the caller, so row-level security decides who may ask. The room is created once
//        per appointment (a stable name) and its URL stored on the appointment; every call mints a fresh token
//        (the token is a secret and is never stored).
//   GET/POST room/<name>…  the local provider's room page and presence (local-room.ts), only without Daily.
//
// Provider: Daily (daily.ts) when DAILY_API_KEY is set (DAILY_API_URL default https://api.daily.co/v1);
// otherwise the local provider. config.toml sets verify_jwt = false because the local room page is opened
// without a bearer token; POST verifies the bearer token with the auth server itself.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createRoomWithToken, DailyError, type Room, type RoomRequest } from './daily.ts';
import { createLocalRoom, presenceCall, roomPage, type LocalRoomDeps } from './local-room.ts';
import { answerError, failure, json, preflight } from '../_shared/http.ts';

const env = (k: string) => Deno.env.get(k) ?? '';
const NAME = 'create-room-for-appointment';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const useDaily = Boolean(env('DAILY_API_KEY'));

function publicBase(): string {
  return (env('VIDEO_ROOM_PUBLIC_URL') || `${env('SUPABASE_URL')}/functions/v1/${NAME}`).replace(/\/+$/, '');
}

let secret: Promise<string> | null = null;
/** The local provider's token secret: VIDEO_ROOM_LOCAL_SECRET, or derived from the service key. */
function localSecret(): Promise<string> {
  secret ??= (async () => {
    if (env('VIDEO_ROOM_LOCAL_SECRET')) return env('VIDEO_ROOM_LOCAL_SECRET');
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(env('SUPABASE_SERVICE_ROLE_KEY')),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('local-video-room')));
    return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
  })();
  return secret;
}

async function localDeps(): Promise<LocalRoomDeps> {
  return { publicBase: publicBase(), secret: await localSecret() };
}

function provider(req: RoomRequest): Promise<Room> {
  if (useDaily) {
    return createRoomWithToken(
      { apiKey: env('DAILY_API_KEY'), baseUrl: env('DAILY_API_URL') || 'https://api.daily.co/v1', fetch: (i, o) => fetch(i, o) },
      req,
    );
  }
  return localDeps().then((deps) => createLocalRoom(deps, req));
}

interface Body {
  appointmentId?: unknown;
  patientProfileId?: unknown;
  patientId?: unknown;
  therapistId?: unknown;
  roomLanguageShort?: unknown;
}

async function createRoom(req: Request): Promise<Response> {
  const bearer = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  if (!bearer) return failure(401, 'not_signed_in', 'Missing bearer token');
  let body: Body;
  try {
    body = (await req.json()) as Body;
  } catch {
    return failure(400, 'invalid_input', 'Body must be JSON');
  }
  const appointmentId = String(body.appointmentId ?? '');
  if (!UUID.test(appointmentId)) return failure(400, 'invalid_input', 'appointmentId (uuid) is required');
  for (const k of ['patientProfileId', 'patientId', 'therapistId'] as const) {
    if (body[k] != null && !UUID.test(String(body[k]))) return failure(400, 'invalid_input', `${k} must be a uuid`);
  }
  const language = String(body.roomLanguageShort ?? 'en').toLowerCase();
  if (!['en', 'no', 'nb'].includes(language)) return failure(400, 'invalid_input', 'roomLanguageShort must be en or no');

  const url = env('SUPABASE_URL');
  const admin = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: who, error: authError } = await admin.auth.getUser(bearer);
  if (authError || !who.user) return failure(401, 'not_signed_in', 'Invalid or expired session');
  const asCaller = createClient(url, env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${bearer}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data: a, error } = await asCaller
    .from('appointments')
    .select('id, therapist_user_id, patient_user_id, live_session_type, status, end_at, room_url')
    .eq('id', appointmentId)
    .maybeSingle();
  if (error) return answerError(NAME, error);
  if (!a) return failure(404, 'appointment_not_found', 'There is no corresponding patient for current appointment');
  const callerId = who.user.id;
  const isOwner = callerId === a.therapist_user_id;
  if (!isOwner && callerId !== a.patient_user_id) return failure(403, 'not_participant', 'Not a participant of this appointment');
  if (a.live_session_type !== 'VIDEO') return failure(409, 'not_video_appointment', 'The appointment is not a video appointment');
  if (a.status === 'FINISHED' || a.status === 'CANCELED') return failure(409, 'appointment_closed', `The appointment is ${a.status.toLowerCase()}`);
  if (body.patientId != null && body.patientId !== a.patient_user_id) return failure(400, 'invalid_input', 'patientId is not the patient of this appointment');
  if (body.therapistId != null && body.therapistId !== a.therapist_user_id) return failure(400, 'invalid_input', 'therapistId is not the therapist of this appointment');
  if (body.patientProfileId != null) {
    const { data: pp } = await admin.from('patient_profiles').select('id').eq('user_id', a.patient_user_id).maybeSingle();
    if (pp?.id !== body.patientProfileId) return failure(400, 'invalid_input', 'patientProfileId is not the profile of this patient');
  }
  const { data: user } = await admin.from('users').select('first_name, last_name').eq('id', callerId).maybeSingle();
  const userName = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (isOwner ? 'Therapist' : 'Patient');
  // The room lives until two hours after the appointment's end (or two hours from now, for a late start).
  const expiresAt = Math.floor(Math.max(new Date(a.end_at).getTime(), Date.now()) / 1000) + 2 * 3600;

  let room: Room;
  try {
    room = await provider({ name: `tw-${a.id}`, expiresAt, userId: callerId, userName, isOwner, language });
  } catch (err) {
    const message = err instanceof DailyError ? err.message : String((err as Error)?.message ?? err);
    console.error(`${NAME}: the room provider failed: ${message}`);
    // The provider's text stays in the log: the client gets the hint.
    return failure(502, 'provider_unavailable', 'The video room could not be created');
  }
  if (a.room_url !== room.roomUrl) {
    const saved = await admin.from('appointments').update({ room_url: room.roomUrl }).eq('id', a.id);
    if (saved.error) return answerError(NAME, saved.error);
  }
  return json({
    data: { roomUrl: room.roomUrl, token: room.token, provider: useDaily ? 'daily' : 'local', expiresAt },
  });
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  const url = new URL(req.url);
  const rest = url.pathname.split('/').filter(Boolean);
  if (rest[0] === NAME) rest.shift();
  if (rest.length === 0) {
    if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
    return createRoom(req);
  }
  if (!useDaily && rest[0] === 'room' && rest[1]) {
    const room = decodeURIComponent(rest[1]);
    if (rest.length === 2 && req.method === 'GET') return roomPage(await localDeps(), room, url);
    if (rest[2] === 'presence' && req.method === 'POST') return presenceCall(await localDeps(), room, url);
  }
  return failure(404, 'not_found', 'Not found');
});
