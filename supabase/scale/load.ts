// The morning load driver: many therapists at once, each replaying a morning (sign in, menu, calendar week,
// patients, a patient's profile and journal, a journal record written, a booking, payments) against the
// gateway, PostgREST and the database of a stack on this machine. Bounded by time and by mornings per
// therapist; refuses any API that is not on the loopback interface.
import type pg from 'pg';
import type { Stack } from '../local/stack.ts';
import { PLATFORM_PASSWORD, platformTherapistEmail } from '../scripts/seed-platform.ts';
import {
  firstScreenRequests,
  percentile,
  send,
  signIn,
  therapistOf,
  type FirstScreenRequest,
  type Therapist,
} from './requests.ts';

export interface LoadOptions {
  /** therapists working at once (each in its own clinic while there are clinics enough) */
  therapists: number;
  /** how long the run lasts */
  seconds: number;
  /** platform clinics to draw therapists from */
  clinics: number;
  /** mornings per therapist at most (default 1 000) */
  maxMornings?: number;
}

export interface LoadResult {
  therapists: number;
  seconds: number;
  mornings: number;
  requests: number;
  /** requests per second over the run */
  throughput: number;
  perRequest: { name: string; n: number; p50: number; p95: number; p99: number }[];
  /** "request: status or error" → count */
  errors: Record<string, number>;
}

const MORNING = [
  'get_menu_badges',
  'notifications',
  'calendar therapists',
  'calendars',
  'calendar week',
  'working hours (week)',
  'waiting room',
  'list_patients',
  'patient profile',
  'patient appointments',
  'list_journal_records',
  'list_payment_items (not sent)',
];

interface Worker extends Therapist {
  typeId: string;
  scriptId: string;
  /** the morning's booking goes on the (morning + 1)th day after the therapist's last appointment: free */
  firstFreeDay: Date;
}

function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`load runs on loopback only, not ${host}`);
}

export async function runLoad(stack: Stack, pool: pg.Pool, o: LoadOptions): Promise<LoadResult> {
  assertLoopback(stack.apiUrl);
  // two workers as one therapist would book the same slots: each worker is a therapist of its own
  if (o.therapists > o.clinics * 10) throw new Error(`${o.clinics} clinics have ${o.clinics * 10} therapists, not ${o.therapists}`);
  const workers: Worker[] = [];
  for (let i = 0; i < o.therapists; i += 1) {
    const email = platformTherapistEmail((i % o.clinics) + 1, (Math.floor(i / o.clinics) % 10) + 1);
    const t = await therapistOf(stack, pool, email, PLATFORM_PASSWORD);
    const ids = (
      await pool.query(
        `select s.appointment_type_id as type_id, s.id as script_id,
           (select max(a.start_at) from public.appointments a where a.clinic_id = $1 and a.therapist_user_id = $2) as last
         from public.scripts s where s.clinic_id = $1 limit 1`,
        [t.clinicId, t.id],
      )
    ).rows[0];
    workers.push({ ...t, typeId: ids.type_id, scriptId: ids.script_id, firstFreeDay: ids.last ?? new Date() });
  }
  const samples = new Map<string, number[]>();
  const errors: Record<string, number> = {};
  const record = (name: string, ms: number, error?: string) => {
    if (!samples.has(name)) samples.set(name, []);
    samples.get(name)!.push(ms);
    if (error) errors[`${name}: ${error}`] = (errors[`${name}: ${error}`] ?? 0) + 1;
  };
  const timed = async (name: string, w: Therapist, r: FirstScreenRequest) => {
    const t0 = performance.now();
    try {
      const { ms, error } = await send(stack, w, r);
      record(name, ms, error);
    } catch (e) {
      record(name, performance.now() - t0, `network error (${(e as Error).cause ?? (e as Error).message})`);
    }
  };
  const deadline = performance.now() + o.seconds * 1000;
  let mornings = 0;
  const morning = async (w: Worker, m: number) => {
    const t0 = performance.now();
    try {
      w.token = await signIn(stack, w.email, PLATFORM_PASSWORD);
      record('sign in (password grant)', performance.now() - t0);
    } catch (e) {
      record(
        'sign in (password grant)',
        performance.now() - t0,
        (e as Error).message.replace(/^sign-in \S+: /, ''),
      );
      return;
    }
    const reqs = new Map(firstScreenRequests(w).map((r) => [r.name, r]));
    for (const name of MORNING) await timed(name, w, reqs.get(name)!);
    await timed('create_journal_record', w, {
      name: 'create_journal_record',
      screen: 'journal',
      method: 'POST',
      path: '/rest/v1/rpc/create_journal_record',
      body: { p_journal_id: w.journalId, p_text: `<p>Morgennotat ${m}.</p>`, p_is_draft: false },
      sql: '',
    });
    const start = new Date(w.firstFreeDay);
    start.setUTCHours(7, 0, 0, 0);
    start.setUTCDate(start.getUTCDate() + 1 + m);
    await timed('book_appointment', w, {
      name: 'book_appointment',
      screen: 'calendar',
      method: 'POST',
      path: '/rest/v1/rpc/book_appointment',
      body: {
        p_patient_user_id: w.patientId,
        p_appointment_type_id: w.typeId,
        p_start: start.toISOString(),
        p_live_session_type: 'VIDEO',
        p_script_id: w.scriptId,
        p_title: 'Session',
        p_therapist_user_id: w.id,
      },
      sql: '',
    });
    await timed('calendar week (after booking)', w, reqs.get('calendar week')!);
    await timed('list_payment_items (unpaid)', w, reqs.get('list_payment_items (unpaid)')!);
    mornings += 1;
  };
  const t0 = performance.now();
  await Promise.all(
    workers.map(async (w) => {
      for (let m = 0; m < (o.maxMornings ?? 1000) && performance.now() < deadline; m += 1)
        await morning(w, m);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  let requests = 0;
  const perRequest = [...samples.entries()].map(([name, s]) => {
    s.sort((a, b) => a - b);
    requests += s.length;
    return { name, n: s.length, p50: percentile(s, 0.5), p95: percentile(s, 0.95), p99: percentile(s, 0.99) };
  });
  return {
    therapists: o.therapists,
    seconds,
    mornings,
    requests,
    throughput: requests / seconds,
    perRequest,
    errors,
  };
}
