import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import ws from 'ws';

/**
 * The live topics under load: `therapists` therapists split over `clinics` clinics (the seed's clinics), each
 * with `socketsPerTherapist` sockets, every socket joined to the therapist's `user:<id>` topic and the clinic's
 * `clinic:<id>:role:THERAPIST` topic, as the app's chrome does. A writer inserts notifications at `ratePerSecond`
 * for `seconds`, alternating one addressed to a therapist (published on their user topic) and one to a clinic's
 * therapists (the role topic), through the real triggers. Each socket also tries another therapist's and the
 * other clinic's topic (must be refused). Reported: every authorised socket got each change exactly once, no
 * socket got a change not meant for it, and write → delivery latency.
 */
export interface LoadOptions {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** As the superuser or the project's owner: writes the notifications. */
  pool: pg.Pool;
  clinicIds: string[];
  therapists: number;
  socketsPerTherapist: number;
  seconds: number;
  ratePerSecond: number;
  password?: string;
}

export interface LoadReport {
  sockets: number;
  channels: number;
  changes: number;
  expectedDeliveries: number;
  delivered: number;
  /** Authorised (socket, change) pairs that got nothing. */
  missing: number;
  /** Changes a socket got more than once. */
  duplicates: number;
  /** Changes delivered to a socket they were not meant for. */
  strays: number;
  /** Joins of others' topics that were let in (must be 0), out of `foreignJoins`. */
  foreignJoinsAllowed: number;
  foreignJoins: number;
  latencyMs: { median: number; p95: number; max: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually(check: () => boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

function percentile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
}

export async function runRealtimeLoad(o: LoadOptions): Promise<LoadReport> {
  const password = o.password ?? 'load-test-password-1';
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  };
  const admin = createClient(o.apiUrl, o.serviceRoleKey, options);
  const run = Date.now().toString(36);
  const therapists: { id: string; clinicId: string; token: string }[] = [];
  for (let i = 0; i < o.therapists; i += 1) {
    const clinicId = o.clinicIds[i % o.clinicIds.length]!;
    const email = `load-${run}-${i}@load.test`;
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      app_metadata: { role: 'THERAPIST', clinic_id: clinicId },
    });
    if (error) throw error;
    await o.pool.query(`update public.users set role = 'THERAPIST', clinic_id = $2 where id = $1`, [
      data.user.id,
      clinicId,
    ]);
    const user = createClient(o.apiUrl, o.anonKey, options);
    const signIn = await user.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
    therapists.push({ id: data.user.id, clinicId, token: signIn.data.session!.access_token });
  }

  interface Socket {
    therapist: (typeof therapists)[number];
    client: SupabaseClient;
    got: Map<string, number>;
  }
  const sent = new Map<string, { at: number; to: (s: Socket) => boolean }>();
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  const joins: Promise<string>[] = [];
  const foreign: Promise<string>[] = [];
  const join = (s: Socket, topic: string, listen: boolean) =>
    new Promise<string>((resolve) => {
      const ch: RealtimeChannel = s.client.channel(topic, { config: { private: true } });
      if (listen) {
        ch.on('broadcast', { event: 'change' }, ({ payload }) => {
          const id = String((payload as { id?: unknown }).id);
          s.got.set(id, (s.got.get(id) ?? 0) + 1);
          const write = sent.get(id);
          if (write && s.got.get(id) === 1) latencies.push(Date.now() - write.at);
        });
      }
      ch.subscribe((status) => resolve(status));
    });
  for (const [i, therapist] of therapists.entries()) {
    for (let k = 0; k < o.socketsPerTherapist; k += 1) {
      const client = createClient(o.apiUrl, o.anonKey, options);
      await client.realtime.setAuth(therapist.token);
      const s: Socket = { therapist, client, got: new Map() };
      sockets.push(s);
      joins.push(join(s, `user:${therapist.id}`, true));
      joins.push(join(s, `clinic:${therapist.clinicId}:role:THERAPIST`, true));
      if (k === 0) {
        const other = therapists[(i + 1) % therapists.length]!;
        const otherClinic = o.clinicIds.find((c) => c !== therapist.clinicId);
        foreign.push(join(s, `user:${other.id}`, true));
        if (otherClinic) foreign.push(join(s, `clinic:${otherClinic}:role:THERAPIST`, true));
      }
    }
  }
  const joined = await Promise.all(joins);
  const refused = await Promise.all(foreign);
  const notJoined = joined.filter((status) => status !== 'SUBSCRIBED').length;
  try {
    if (notJoined) throw new Error(`${notJoined} of ${joined.length} authorised joins failed`);

    // the writer: a steady rate, one notification at a time
    const total = Math.round(o.seconds * o.ratePerSecond);
    const started = Date.now();
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / o.ratePerSecond;
      if (due > Date.now()) await sleep(due - Date.now());
      const therapist = therapists[n % therapists.length]!;
      const personal = n % 2 === 0;
      const at = Date.now();
      const { rows } = await o.pool.query(
        `insert into public.notifications (clinic_id, receiver_id, receivers, type, text)
         values ($1, $2, $3, 'LOAD_TEST', '{"EN": "load", "NO": "last"}') returning id`,
        [therapist.clinicId, personal ? therapist.id : null, personal ? null : ['THERAPIST']],
      );
      sent.set(String(rows[0].id), {
        at,
        to: personal ? (s) => s.therapist.id === therapist.id : (s) => s.therapist.clinicId === therapist.clinicId,
      });
    }
    const expected = [...sent.values()].reduce((sum, w) => sum + sockets.filter(w.to).length, 0);
    const deliveredNow = () => sockets.reduce((sum, s) => sum + s.got.size, 0);
    await eventually(() => deliveredNow() >= expected, 'every delivery', 30_000).catch(() => undefined);

    let missing = 0;
    let duplicates = 0;
    let strays = 0;
    for (const s of sockets) {
      for (const [id, write] of sent) {
        const count = s.got.get(id) ?? 0;
        if (write.to(s)) {
          if (count === 0) missing += 1;
          if (count > 1) duplicates += 1;
        } else if (count > 0) strays += 1;
      }
      for (const id of s.got.keys()) if (!sent.has(id)) strays += 1;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      sockets: sockets.length,
      channels: joins.length,
      changes: sent.size,
      expectedDeliveries: expected,
      delivered: deliveredNow(),
      missing,
      duplicates,
      strays,
      foreignJoinsAllowed: refused.filter((status) => status === 'SUBSCRIBED').length,
      foreignJoins: refused.length,
      latencyMs: { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 },
    };
  } finally {
    for (const s of sockets) {
      await s.client.removeAllChannels();
      s.client.realtime.disconnect();
    }
    await o.pool.query(`delete from public.notifications where type = 'LOAD_TEST'`);
    for (const t of therapists) await admin.auth.admin.deleteUser(t.id);
  }
}
