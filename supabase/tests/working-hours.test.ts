// save_working_hours and the timeslots derived from it, through the API and (for fixed dates) in SQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD, actor, claimsOf, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let fjord: SupabaseClient;
let patient: SupabaseClient;
const ids: Record<string, string> = {};

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];

/** The 56 days of the window that starts on the ISO Monday of `today` (Oslo), Monday–Friday on. */
async function window(today: string | null) {
  const r = await one(
    `select private.iso_week_monday(coalesce($1::date, (now() at time zone 'Europe/Oslo')::date)) as monday`,
    [today],
  );
  const monday = r.monday as string;
  const days = (await q(`select (($1::date + n))::text as d, extract(isodow from $1::date + n)::int as dow
                          from generate_series(0, 55) n`, [monday])) as { d: string; dow: number }[];
  const status: Record<string, boolean> = {};
  for (const { d, dow } of days) status[d] = dow < 6;
  return { monday, days, status };
}

/** Instants of Oslo wall-clock times (the Postgres conversion is the reference the app's must match). */
async function oslo(local: string[]): Promise<string[]> {
  const r = await q(`select (x::timestamp at time zone 'Europe/Oslo') as t from unnest($1::text[]) x`, [local]);
  return r.map((row) => (row.t as Date).toISOString());
}

const snapshot = async (user: string) =>
  one(
    `select (select count(*) from public.weekly_working_hour_slots where therapist_user_id = $1)::int as slots,
            (select count(*) from public.timeslots where therapist_user_id = $1)::int as timeslots,
            (select row_to_json(w)::text from public.weekly_working_hours w where therapist_user_id = $1) as row`,
    [user],
  );

before(async () => {
  stack = await startDataModelStack();
  [ingrid, fjord, patient] = await Promise.all(
    ['therapist@demo.clinic', 'therapist@fjord.clinic', 'patient1@demo.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  for (const r of await q(`select name, id from public.appointment_types`)) ids[r.name] = r.id;
});
after(async () => {
  await stack?.close();
});

describe('save_working_hours', () => {
  it("replaces the caller's slots of the edited type, sets the week and regenerates timeslots", async () => {
    const { days, status } = await window(null);
    const saturday = days.find((d) => d.dow === 6 && d.d > new Date().toISOString().slice(0, 10))!.d;
    status[saturday] = true;
    const local = [`${saturday} 10:00`, `${saturday} 10:30`, `${saturday} 11:00`, `${saturday} 11:30`];
    const slots = await oslo(local);
    const colleagueBefore = await snapshot(ids['colleague@demo.clinic']);
    const phoneBefore = await one(
      `select count(*)::int as n from public.weekly_working_hour_slots where therapist_user_id = $1 and live_session_type = 'PHONE'`,
      [ids['therapist@demo.clinic']],
    );

    const { data, error } = await ingrid.rpc('save_working_hours', {
      p_live_session_types: ['VIDEO'],
      p_slots: slots,
      p_week_status: status,
      p_full_time: false,
    });
    assert.equal(error, null);
    assert.equal(data.is_same_working_hours_for_live_session_types, false);
    assert.equal(data.week_status.VIDEO[saturday], true);
    assert.equal(data.full_time.VIDEO, false);
    const monday = (await window(null)).monday;
    const sunday = (await one(`select ($1::date + 6)::text as d`, [monday])).d;
    assert.equal(data.last_date_of_week, sunday);

    const video = await q(
      `select start_at, end_at from public.weekly_working_hour_slots
       where therapist_user_id = $1 and live_session_type = 'VIDEO' order by start_at`,
      [ids['therapist@demo.clinic']],
    );
    assert.deepEqual(video.map((r) => (r.start_at as Date).toISOString()), slots);
    assert.equal((video[0].end_at as Date).getTime() - (video[0].start_at as Date).getTime(), 30 * 60_000);
    // other types and other therapists untouched
    const phoneAfter = await one(
      `select count(*)::int as n from public.weekly_working_hour_slots where therapist_user_id = $1 and live_session_type = 'PHONE'`,
      [ids['therapist@demo.clinic']],
    );
    assert.equal(phoneAfter.n, phoneBefore.n);
    assert.deepEqual(await snapshot(ids['colleague@demo.clinic']), colleagueBefore);

    // two hours of working time: 50 + 10 minute grid gives 10:00 and 11:00 (an 11:00 start ends 11:50 ≤ 12:00)
    const ts = await q(
      `select start_at, duration from public.timeslots
       where therapist_user_id = $1 and live_session_type = 'VIDEO' and appointment_type_id = $2 order by start_at`,
      [ids['therapist@demo.clinic'], ids['Individual therapy']],
    );
    const future = slots.filter((s) => new Date(s) > new Date());
    assert.deepEqual(
      ts.map((r) => (r.start_at as Date).toISOString()),
      [slots[0], slots[2]].filter((s) => future.includes(s)),
    );
    assert.ok(ts.every((r) => r.duration === 50));
  });

  it('writes every live session type with the same-for-all flag', async () => {
    const { days, status } = await window(null);
    const thursday = days.filter((d) => d.dow === 4)[2]!.d;
    const slots = await oslo([`${thursday} 07:00`, `${thursday} 22:30`]);
    const { data, error } = await ingrid.rpc('save_working_hours', {
      p_live_session_types: ['VIDEO', 'PHONE', 'IN_OFFICE'],
      p_slots: slots,
      p_week_status: status,
      p_full_time: true,
      p_is_same_for_all_types: true,
    });
    assert.equal(error, null);
    assert.equal(data.is_same_working_hours_for_live_session_types, true);
    assert.deepEqual(data.full_time, { VIDEO: true, PHONE: true, IN_OFFICE: true });
    const r = await q(
      `select live_session_type, count(*)::int as n from public.weekly_working_hour_slots
       where therapist_user_id = $1 group by 1 order by 1`,
      [ids['therapist@demo.clinic']],
    );
    assert.deepEqual(r, [
      { live_session_type: 'IN_OFFICE', n: 2 },
      { live_session_type: 'PHONE', n: 2 },
      { live_session_type: 'VIDEO', n: 2 },
    ]);
  });

  it('refuses a bad slot and changes nothing', async () => {
    const { days, status } = await window(null);
    const wed = days.filter((d) => d.dow === 3)[3]!.d;
    const before = await snapshot(ids['therapist@demo.clinic']);
    const cases: [string, string[], Record<string, unknown>?][] = [
      ['slot_not_on_30_minutes', [`${wed} 09:15`]],
      ['slot_outside_working_day', [`${wed} 06:30`]],
      ['slot_outside_working_day', [`${wed} 23:00`]],
      ['slot_outside_window', ['2020-01-06 09:00']],
      ['slot_on_day_off', [`${days.find((d) => d.dow === 7)!.d} 09:00`]],
    ];
    for (const [hint, local, extra] of cases) {
      const { error } = await ingrid.rpc('save_working_hours', {
        p_live_session_types: ['VIDEO'],
        p_slots: await oslo(local),
        p_week_status: status,
        p_full_time: false,
        ...extra,
      });
      assert.equal(error?.code, '22023', hint);
      assert.equal(error?.hint, hint);
      assert.equal(error?.message, 'Error during saving working hours');
    }
    const bad = [
      ['bad_live_session_type', { p_live_session_types: ['VIDEO', 'CHAT'] }],
      ['same_for_all_needs_all_types', { p_is_same_for_all_types: true }],
      ['bad_week_status', { p_week_status: { [wed]: 'yes' } }],
      ['day_outside_window', { p_week_status: { ...status, '2020-01-01': true } }],
    ] as const;
    for (const [hint, args] of bad) {
      const { error } = await ingrid.rpc('save_working_hours', {
        p_live_session_types: ['VIDEO'],
        p_slots: [],
        p_week_status: status,
        p_full_time: false,
        ...args,
      });
      assert.equal(error?.hint, hint);
    }
    assert.deepEqual(await snapshot(ids['therapist@demo.clinic']), before);
  });

  it("writes only the caller's own working hours; another clinic's therapist stays in their clinic", async () => {
    const ingridBefore = await snapshot(ids['therapist@demo.clinic']);
    const { status } = await window(null);
    const { data, error } = await fjord.rpc('save_working_hours', {
      p_live_session_types: ['PHONE'],
      p_slots: [],
      p_week_status: status,
      p_full_time: false,
    });
    assert.equal(error, null);
    assert.equal(data.therapist_user_id, ids['therapist@fjord.clinic']);
    assert.equal(data.clinic_id, BERGEN);
    assert.deepEqual(await snapshot(ids['therapist@demo.clinic']), ingridBefore);
  });

  it('refuses a patient, and a token whose clinic is not the user’s clinic', async () => {
    const { status } = await window(null);
    const args = { p_live_session_types: ['VIDEO'], p_slots: [], p_week_status: status, p_full_time: false };
    const p = await patient.rpc('save_working_hours', args);
    assert.equal(p.error?.code, '42501');
    // a token claiming the other clinic (as a stale or forged claim would): refused, nothing written
    const lars = await actor(stack.pool, 'lars', 'colleague@demo.clinic');
    const before = await snapshot(lars.id!);
    const c = await stack.pool.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claimsOf({ ...lars, clinic: BERGEN })),
      ]);
      await assert.rejects(
        c.query(`select public.save_working_hours(array['VIDEO'], array[]::timestamptz[], $1::jsonb, false)`, [
          JSON.stringify(status),
        ]),
        (e: { code?: string; hint?: string }) => e.code === '42501' && e.hint === 'wrong_clinic',
      );
    } finally {
      await c.query('rollback');
      c.release();
    }
    assert.deepEqual(await snapshot(lars.id!), before);
    assert.notEqual(lars.clinic, BERGEN);
    assert.equal(lars.clinic, OSLO);
  });

  it('creates the row on first save and links it to the therapist profile', async () => {
    const newbie = ids['newbie@demo.clinic'];
    await q(`update public.users set is_temporary_password_resolved = true where id = $1`, [newbie]);
    assert.equal((await one(`select weekly_working_hours_id from public.therapist_profiles where user_id = $1`, [newbie])).weekly_working_hours_id, null);
    const c = await signIn('newbie@demo.clinic');
    const { status } = await window(null);
    const { data, error } = await c.rpc('save_working_hours', {
      p_live_session_types: ['IN_OFFICE', 'PHONE', 'VIDEO'],
      p_slots: [],
      p_week_status: status,
      p_full_time: false,
      p_is_same_for_all_types: true,
    });
    assert.equal(error, null);
    const tp = await one(`select weekly_working_hours_id from public.therapist_profiles where user_id = $1`, [newbie]);
    assert.equal(tp.weekly_working_hours_id, data.id);
  });

  it('anon may not call it', async () => {
    const { error } = await client(stack).rpc('save_working_hours', {
      p_live_session_types: ['VIDEO'],
      p_slots: [],
      p_week_status: {},
      p_full_time: false,
    });
    assert.ok(error);
  });
});

describe('working hours across the DST switches (Europe/Oslo)', () => {
  /** Saves 09:00–10:00 on every day of the window that starts on `today`, as Lars, at a fixed date. */
  async function saveAt(today: string) {
    const { days } = await window(today);
    const status: Record<string, boolean> = {};
    for (const { d } of days) status[d] = true;
    const local = days.flatMap(({ d }) => [`${d} 09:00`, `${d} 09:30`]);
    const lars = await actor(stack.pool, 'lars', 'colleague@demo.clinic');
    const c = await stack.pool.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(lars))]);
      // the superuser calls the date-parametrised core; the API's function passes today's date
      await c.query(
        `select private.save_working_hours_on($1::date, array['VIDEO'],
           (select array_agg(x::timestamp at time zone 'Europe/Oslo') from unnest($2::text[]) x), $3::jsonb, false, false)`,
        [today, local, JSON.stringify(status)],
      );
      const r = await c.query(
        `select to_char(start_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as utc,
                to_char(start_at at time zone 'Europe/Oslo', 'HH24:MI') as local
         from public.weekly_working_hour_slots where therapist_user_id = $1 and live_session_type = 'VIDEO'
         order by start_at`,
        [lars.id],
      );
      return r.rows as { utc: string; local: string }[];
    } finally {
      await c.query('rollback');
      c.release();
    }
  }

  it('keeps 09:00 at 09:00 across the last Sunday of March (2027-03-28)', async () => {
    const rows = await saveAt('2027-03-24');
    assert.ok(rows.every((r) => r.local === '09:00' || r.local === '09:30'));
    assert.ok(rows.some((r) => r.utc === '2027-03-27 08:00'), 'Saturday before: CET, UTC+1');
    assert.ok(rows.some((r) => r.utc === '2027-03-28 07:00'), 'Sunday of the switch: CEST, UTC+2');
    assert.ok(rows.some((r) => r.utc === '2027-03-29 07:00'));
  });

  it('keeps 09:00 at 09:00 across the last Sunday of October (2026-10-25 and 2027-10-31)', async () => {
    for (const [today, before, onDay] of [
      ['2026-10-21', '2026-10-24 07:00', '2026-10-25 08:00'],
      ['2027-10-27', '2027-10-30 07:00', '2027-10-31 08:00'],
    ]) {
      const rows = await saveAt(today!);
      assert.ok(rows.every((r) => r.local === '09:00' || r.local === '09:30'));
      assert.ok(rows.some((r) => r.utc === before), `${today}: CEST before`);
      assert.ok(rows.some((r) => r.utc === onDay), `${today}: CET on the day`);
    }
  });

  it('refuses 23:00 Oslo summer time even though it would be 22:00 in winter time', async () => {
    const { days } = await window('2027-03-24');
    const status: Record<string, boolean> = {};
    for (const { d } of days) status[d] = true;
    const lars = await actor(stack.pool, 'lars', 'colleague@demo.clinic');
    const c = await stack.pool.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(lars))]);
      // 2027-03-29 21:00 UTC is 23:00 Oslo summer time (22:00 in winter time): outside the working day
      await assert.rejects(
        c.query(
          `select private.save_working_hours_on('2027-03-24', array['VIDEO'], array['2027-03-29 21:00Z'::timestamptz],
             $1::jsonb, false, false)`,
          [JSON.stringify(status)],
        ),
        (e: { hint?: string }) => e.hint === 'slot_outside_working_day',
      );
    } finally {
      await c.query('rollback');
      c.release();
    }
  });
});
