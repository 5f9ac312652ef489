// The calendar-service edge function (spec 000 §7.4) with the local provider, against the real stack:
// authorisation through the consent page, calendar list and creation, connecting, event sync of bookings,
// the refusals, and disconnect (spec 000 §4) in one transaction. Plus the column privileges that keep the
// connection state in the service's hands.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD } from './data-model-helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let pool: pg.Pool;
const REDIRECT = 'http://localhost:3000/service/google-calendar-auth';

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;

interface User {
  id: string;
  email: string;
  token: string;
  db: SupabaseClient;
}

async function signIn(email: string): Promise<User> {
  const db = client(stack);
  const { data, error } = await db.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { id: data.user.id, email, token: data.session.access_token, db };
}

async function call(
  user: User | null,
  method: string,
  route: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes, asserted field by field
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${stack.apiUrl}/functions/v1/calendar-service/${route}`, {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}`, email: user.email, appid: 'therapist' } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Runs the local provider's consent page as the user's browser would: open it, press Allow. */
async function authorise(user: User, decision = 'approve'): Promise<{ code: string | null; state: string; location: URL }> {
  const start = await call(user, 'GET', 'sessions/url', { headers: { redirecturl: REDIRECT } });
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const authUrl = new URL(start.body.data.authUrl);
  assert.equal(authUrl.pathname, '/functions/v1/calendar-service/authorize');
  const consent = await fetch(authUrl);
  assert.equal(consent.status, 200);
  const html = await consent.text();
  assert.match(html, new RegExp(user.email.replace('.', '\\.')));
  assert.match(html, /<button type="submit" name="decision" value="approve">Allow<\/button>/);
  const state = authUrl.searchParams.get('state')!;
  const approved = await fetch(`${stack.apiUrl}/functions/v1/calendar-service/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ state, decision }),
    redirect: 'manual',
  });
  assert.equal(approved.status, 303);
  const location = new URL(approved.headers.get('location')!);
  assert.equal(`${location.origin}${location.pathname}`, REDIRECT);
  assert.equal(location.searchParams.get('state'), state);
  return { code: location.searchParams.get('code'), state, location };
}

describe('calendar-service (local provider)', () => {
  it('refuses calls without a valid bearer token, a mismatched email header and a foreign redirect', async () => {
    assert.equal((await call(null, 'GET', 'sessions/')).status, 401);
    const bad = await call(null, 'GET', 'sessions/', { headers: { authorization: 'Bearer not.a.jwt' } });
    assert.equal(bad.status, 401);
    const newbie = await signIn('newbie@demo.clinic');
    const spoof = await call(newbie, 'GET', 'sessions/', { headers: { email: 'therapist@demo.clinic' } });
    assert.equal(spoof.status, 403);
    const evil = await call(newbie, 'GET', 'sessions/url', { headers: { redirecturl: 'https://evil.example/steal' } });
    assert.equal(evil.status, 400);
  });

  it('a new therapist is not authenticated: no calendar list, no calendar connection', async () => {
    const newbie = await signIn('newbie@demo.clinic');
    const s = await call(newbie, 'GET', 'sessions/');
    assert.equal(s.status, 200);
    assert.equal(s.body.data.isAuthenicated, false);
    assert.equal(s.body.data.isCalendarIntegrated, false);
    const list = await call(newbie, 'GET', 'calendars');
    assert.deepEqual(list, { status: 401, body: { error: { hint: 'calendar_auth_not_confirmed', message: 'User google-auth is not confirmed' } } });
    const connect = await call(newbie, 'POST', 'therapist/calendar', { body: { calendarId: crypto.randomUUID() } });
    assert.deepEqual(connect.body.error, { hint: 'calendar_auth_not_confirmed', message: 'User google-auth is not confirmed' });
  });

  it('integrates a fresh user: consent page → one-time code → calendars → create → connect', async () => {
    const newbie = await signIn('newbie@demo.clinic');
    // Deny first: back to the app with error=access_denied and no code
    const denied = await authorise(newbie, 'deny');
    assert.equal(denied.code, null);
    assert.equal(denied.location.searchParams.get('error'), 'access_denied');

    const { code, state } = await authorise(newbie);
    assert.ok(code && code.length >= 32);
    // the consent link is single-use
    assert.equal((await fetch(`${stack.apiUrl}/functions/v1/calendar-service/authorize?state=${state}`)).status, 410);
    const wrong = await call(newbie, 'POST', 'sessions/authenticate', { body: { code: 'guess', state } });
    assert.deepEqual(wrong, {
      status: 400,
      body: { error: { hint: 'calendar_not_integrated', message: 'User google-calendar was not integrated, check your data and try again' } },
    });
    // somebody else cannot redeem it
    const ingrid = await signIn('therapist@demo.clinic');
    assert.equal((await call(ingrid, 'POST', 'sessions/authenticate', { body: { code, state } })).status, 400);

    const ok = await call(newbie, 'POST', 'sessions/authenticate', { body: { code, state } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.data.isAuthenicated, true);
    assert.equal(ok.body.data.accountId, newbie.id);
    assert.equal(ok.body.data.isCalendarIntegrated, false);
    // a code works once
    assert.equal((await call(newbie, 'POST', 'sessions/authenticate', { body: { code, state } })).status, 400);

    // the list: colleagues' calendars are there read-only, the newbie has none of their own yet
    const list = await call(newbie, 'GET', 'calendars');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.items.length >= 2);
    assert.ok(list.body.data.items.every((c: { accessRole: string }) => c.accessRole === 'reader'));
    assert.ok(list.body.data.items.some((c: { summary: string }) => c.summary === 'Work (Ingrid Solberg)'));

    const blank = await call(newbie, 'POST', `accounts/${newbie.id}/cal/calendars`, { body: { name: '   ' } });
    assert.deepEqual(blank, { status: 400, body: { error: { hint: 'calendar_name_required', message: 'Please input calendar name!' } } });
    const otherAccount = await call(newbie, 'POST', `accounts/${crypto.randomUUID()}/cal/calendars`, { body: { name: 'X' } });
    assert.equal(otherAccount.status, 403);
    const created = await call(newbie, 'POST', `accounts/${newbie.id}/cal/calendars`, { body: { name: ' Nora at work ' } });
    assert.equal(created.status, 200);
    assert.equal(created.body.data.summary, 'Nora at work');
    assert.equal(created.body.data.accessRole, 'owner');

    // a colleague's calendar (readable, not writable) and another clinic's are refused
    const ingridCal = (await q(`select calendar_id from public.therapist_profiles where user_id = $1`, [ingrid.id]))[0].calendar_id;
    const bergenCal = (await q(`select id from public.calendars where clinic_id = $1 limit 1`, [BERGEN]))[0].id;
    for (const calendarId of [ingridCal, bergenCal, 'not-a-uuid']) {
      const r = await call(newbie, 'POST', 'therapist/calendar', { body: { calendarId } });
      assert.deepEqual(r, { status: 400, body: { error: { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' } } }, calendarId);
    }
    const reader = (
      await q(
        `insert into public.calendars (clinic_id, therapist_user_id, name, access_role) values ($1, $2, 'Shared', 'reader') returning id`,
        [OSLO, newbie.id],
      )
    )[0].id;
    assert.deepEqual((await call(newbie, 'POST', 'therapist/calendar', { body: { calendarId: reader } })).body.error, { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' });
    assert.equal((await q(`select is_calendar_integrated from public.users where id = $1`, [newbie.id]))[0].is_calendar_integrated, false);

    const connected = await call(newbie, 'POST', 'therapist/calendar', { body: { calendarId: created.body.data.id } });
    assert.equal(connected.status, 200, JSON.stringify(connected.body));
    assert.equal(connected.body.data.isCalendarIntegrated, true);
    assert.equal(connected.body.data.calendarId, created.body.data.id);
    const db = (
      await q(
        `select u.is_calendar_integrated, tp.calendar_id, tp.selected_calendar_service from public.users u
         join public.therapist_profiles tp on tp.user_id = u.id where u.id = $1`,
        [newbie.id],
      )
    )[0];
    assert.deepEqual(db, { is_calendar_integrated: true, calendar_id: created.body.data.id, selected_calendar_service: 'LOCAL' });
  });

  it('the connection state changes only through the service (column privileges, service-only RPCs)', async () => {
    const lars = await signIn('colleague@demo.clinic');
    const u = await lars.db.from('users').update({ is_calendar_integrated: false }).eq('id', lars.id);
    assert.equal(u.error?.code, '42501');
    const other = (await q(`select id from public.calendars where therapist_user_id <> $1 and clinic_id = $2 limit 1`, [lars.id, OSLO]))[0].id;
    const t = await lars.db.from('therapist_profiles').update({ calendar_id: other }).eq('user_id', lars.id);
    assert.equal(t.error?.code, '42501');
    const sel = await lars.db.from('therapist_profiles').update({ selected_calendar_service: 'GOOGLE' }).eq('user_id', lars.id);
    assert.equal(sel.error?.code, '42501');
    // what the app still edits directly keeps working
    const ok = await lars.db.from('users').update({ description: 'Couples therapy.' }).eq('id', lars.id);
    assert.equal(ok.error, null);
    const vids = await lars.db.from('therapist_profiles').update({ introduction_video_ids: [] }).eq('user_id', lars.id);
    assert.equal(vids.error, null);
    const rpc = await lars.db.rpc('calendar_service_disconnect', { p_user_id: lars.id });
    assert.equal(rpc.error?.code, '42501');
    const integrated = await q(`select is_calendar_integrated from public.users where id = $1`, [lars.id]);
    assert.equal(integrated[0].is_calendar_integrated, true);
  });

  it('syncs a booking: POST records the event, PATCH keeps it, DELETE only after cancel; refusals', async () => {
    const ingrid = await signIn('therapist@demo.clinic');
    const cal = (await q(`select calendar_id from public.therapist_profiles where user_id = $1`, [ingrid.id]))[0].calendar_id;
    const ev = (
      await q(
        `select e.* from public.calendar_events e join public.appointments a on a.id = e.appointment_id
         where e.calendar_id = $1 and e.type = 'APPOINTMENT' and a.status <> 'CANCELED' and e.external_id is null
         order by e.start_at desc limit 1`,
        [cal],
      )
    )[0];
    const body = {
      start: { dateTime: new Date(ev.start_at).toISOString() },
      end: { dateTime: new Date(ev.end_at).toISOString() },
      summary: ev.summary,
      liveSessionType: ev.live_session_type,
      custom_properties: { calendarEventId: ev.id, appointmentId: ev.appointment_id },
    };

    const noCal = await call(ingrid, 'POST', 'events', { body });
    assert.deepEqual(noCal, { status: 400, body: { error: { hint: 'calendar_id_required', message: 'Creating a calendar event needs a calendar id' } } });
    const bergenCal = (await q(`select calendar_id from public.therapist_profiles where clinic_id = $1 and calendar_id is not null limit 1`, [BERGEN]))[0].calendar_id;
    const foreign = await call(ingrid, 'POST', `events?calendarId=${bergenCal}`, { body });
    assert.deepEqual(foreign, { status: 400, body: { error: { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' } } });
    const fjord = await signIn('therapist@fjord.clinic');
    assert.deepEqual((await call(fjord, 'POST', `events?calendarId=${cal}`, { body })).body.error, { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' });
    const moved = await call(ingrid, 'POST', `events?calendarId=${cal}`, {
      body: { ...body, start: { dateTime: new Date(Date.parse(body.start.dateTime) + 60_000).toISOString() } },
    });
    assert.equal(moved.status, 409);
    const noTime = await call(ingrid, 'POST', `events?calendarId=${cal}`, { body: { ...body, start: {} } });
    assert.deepEqual(noTime, { status: 400, body: { error: { hint: 'invalid_input', message: 'Error in the time field (RPicker component)' } } });

    const created = await call(ingrid, 'POST', `events?calendarId=${cal}`, { body });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.data.id, ev.id);
    assert.equal((await q(`select external_id from public.calendar_events where id = $1`, [ev.id]))[0].external_id, ev.id);
    // a colleague of the same clinic booking for Ingrid may sync her calendar too
    const lars = await signIn('colleague@demo.clinic');
    const patched = await call(lars, 'PATCH', `events/${ev.id}?calendarId=${cal}`, { body });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));

    const listed = await call(ingrid, 'GET', `events?calendarId=${cal}&timeMin=${encodeURIComponent(new Date(Date.parse(body.start.dateTime) - 1000).toISOString())}&timeMax=${encodeURIComponent(body.end.dateTime)}`);
    assert.equal(listed.status, 200);
    assert.ok(listed.body.data.items.some((x: { id: string; calendarId: string }) => x.id === ev.id && x.calendarId === cal));

    const early = await call(ingrid, 'DELETE', `events/${ev.id}?calendarId=${cal}`);
    assert.equal(early.status, 409);
    await q(`update public.calendar_events set appointment_status = 'CANCELED' where id = $1`, [ev.id]);
    const removed = await call(ingrid, 'DELETE', `events/${ev.id}?calendarId=${cal}`);
    assert.equal(removed.status, 200);
    assert.equal((await q(`select external_id from public.calendar_events where id = $1`, [ev.id]))[0].external_id, null);
    const unknown = await call(ingrid, 'DELETE', `events/${ev.id}?calendarId=${cal}`);
    assert.deepEqual(unknown, { status: 400, body: { error: { hint: 'wrong_event', message: "Sorry, you can't delete or edit this event, it has wrong data" } } });
  });

  it('disconnect deletes the calendar events, clears calendarId and isCalendarIntegrated in one go', async () => {
    const ingrid = await signIn('therapist@demo.clinic');
    const before = await call(ingrid, 'GET', 'sessions/');
    assert.equal(before.body.data.isAuthenicated, true);
    const cal = before.body.data.calendarId;
    assert.ok((await q(`select count(*)::int as n from public.calendar_events where calendar_id = $1`, [cal]))[0].n > 0);
    const gone = await call(ingrid, 'DELETE', 'sessions/delete');
    assert.deepEqual(gone, { status: 200, body: { data: { isAccountDeleted: true } } });
    assert.equal((await q(`select count(*)::int as n from public.calendar_events where calendar_id = $1`, [cal]))[0].n, 0);
    const row = (
      await q(
        `select u.is_calendar_integrated, tp.calendar_id from public.users u join public.therapist_profiles tp on tp.user_id = u.id where u.id = $1`,
        [ingrid.id],
      )
    )[0];
    assert.deepEqual(row, { is_calendar_integrated: false, calendar_id: null });
    // appointments stay, only their calendar events went
    assert.ok((await q(`select count(*)::int as n from public.appointments where therapist_user_id = $1`, [ingrid.id]))[0].n > 0);
    const after = await call(ingrid, 'GET', 'sessions/');
    assert.equal(after.body.data.isAuthenicated, false);
    const again = await call(ingrid, 'DELETE', 'sessions/delete');
    assert.deepEqual(again, { status: 409, body: { error: { hint: 'calendar_not_deleted', message: 'Your calendar was not deleted' } } });
  });
});
