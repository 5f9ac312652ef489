import { createClient } from '@supabase/supabase-js';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD, type RunningApp } from './app';
import { OSLO_CLINIC_ID, passwordSession, rpcAs, type ServiceRest } from './service-api';

/**
 * The live session's helpers: a browser with a fake camera (the local video room calls getUserMedia), and the
 * API as a signed-in user — the therapist books, the patient (the patient app is not part of this product)
 * comes online, confirms readiness and stops the appointment with their own credentials.
 */
export function launchMediaBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

export interface UserApi {
  userId: string;
  rpc<T = unknown>(name: string, args: Record<string, unknown>): Promise<T>;
}

/** Signs in through the auth API with the user's own password; RPCs then run under their row-level security. */
export async function signInApi(app: RunningApp, email: string, password = DEMO_PASSWORD): Promise<UserApi> {
  const session = await passwordSession(app, email, password);
  return {
    userId: session.userId,
    rpc: <T>(name: string, args: Record<string, unknown>) => rpcAs<T>(app, session.accessToken, name, args),
  };
}

/**
 * Books `patientUserId` a VIDEO 'Individual therapy' with the therapist, `minutes` ahead on a 5-minute step,
 * through the therapist's own book_appointment. Seeded appointments of the therapist within two hours of that
 * time — seeded ones, or an earlier test's, whose checks are done — are canceled first (arranging data with the
 * service role) so the slot is free: the database refuses overlapping non-canceled appointments.
 */
export async function bookVideoAppointment(
  db: ServiceRest,
  therapist: UserApi,
  patientUserId: string,
  minutes = 30,
): Promise<{ id: string; start: Date }> {
  const step = 5 * 60_000;
  const start = new Date(Math.ceil((Date.now() + minutes * 60_000) / step) * step);
  const from = new Date(start.getTime() - 2 * 3_600_000).toISOString();
  const to = new Date(start.getTime() + 2 * 3_600_000).toISOString();
  await db.patch(
    `appointments?therapist_user_id=eq.${therapist.userId}&status=neq.CANCELED` +
      `&start_at=lt.${encodeURIComponent(to)}&end_at=gt.${encodeURIComponent(from)}`,
    { status: 'CANCELED' },
  );
  const [type] = await db.get<Array<{ id: string }>>(
    `appointment_types?select=id&clinic_id=eq.${OSLO_CLINIC_ID}&name=eq.${encodeURIComponent('Individual therapy')}`,
  );
  const [script] = await db.get<Array<{ id: string }>>(
    `scripts?select=id&clinic_id=eq.${OSLO_CLINIC_ID}&appointment_type_id=eq.${type!.id}`,
  );
  const booked = await therapist.rpc<{ id: string }>('book_appointment', {
    p_patient_user_id: patientUserId,
    p_appointment_type_id: type!.id,
    p_start: start.toISOString(),
    p_live_session_type: 'VIDEO',
    p_script_id: script!.id,
  });
  return { id: booked.id, start };
}
export interface BroadcastListener {
  messages: unknown[];
  close(): Promise<void>;
}

/**
 * Joins a private Realtime broadcast topic as a signed-in user (the patient app's side of the whiteboard) and
 * collects the payloads of `event`; resolves once the channel is joined. Session topics are private (Realtime
 * Authorization): the user's token is handed to Realtime first, and a refused join fails here at once.
 */
export async function listenToBroadcast(
  app: RunningApp,
  email: string,
  topic: string,
  event: string,
): Promise<BroadcastListener> {
  const client = createClient(app.stack.apiUrl, app.stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  await client.realtime.setAuth(data.session.access_token);
  const messages: unknown[] = [];
  const channel = client.channel(topic, { config: { private: true } });
  channel.on('broadcast', { event }, ({ payload }) => messages.push(payload));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`could not join ${topic}`)), 10_000);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR') {
        clearTimeout(timer);
        reject(err ?? new Error(`joining ${topic} was refused`));
      }
    });
  });
  return {
    messages,
    close: async () => {
      await client.removeAllChannels();
    },
  };
}
