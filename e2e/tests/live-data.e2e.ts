import type { Browser, Page, WebSocket } from 'playwright-core';
import { addDays } from 'date-fns';
import { launchBrowser, newContext } from '../support/browser';
import { DEMO_PASSWORD, signIn, startApp, type RunningApp } from '../support/app';
import {
  accessTokenOf,
  OSLO_CLINIC_ID,
  osloMonday,
  rpcAs,
  serviceRest,
  userIdOf,
  ymd,
} from '../support/service-api';

// Live data through Supabase Realtime (no polling): a change made through the API, not by this page, shows
// in the open page within 2 s of being committed — the bell for a new notification, the week view for a
// booking. The page is first seen to have joined its Realtime channels, so the change cannot arrive with an
// ordinary first load.
let browser: Browser;
let app: RunningApp;
let page: Page;
const db = serviceRest(() => app);
const EMAIL = 'therapist@demo.clinic';
const LIVE_MS = 2_000;

/** Realtime topics the page has joined with postgres_changes confirmed by the server. */
const joined = new Set<string>();
const waiters = new Set<() => void>();

function watchRealtime(socket: WebSocket) {
  if (!socket.url().includes('/realtime/v1/')) return;
  socket.on('framereceived', ({ payload }) => {
    if (typeof payload !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(message)) return;
    const [, , topic, event, body] = message as [
      unknown,
      unknown,
      string,
      string,
      { extension?: string; status?: string },
    ];
    if (event === 'system' && body?.extension === 'postgres_changes' && body.status === 'ok') {
      joined.add(topic);
      waiters.forEach((wake) => wake());
    }
  });
  socket.on('close', () => joined.clear());
}

/** Resolves once the page has joined a channel for this table and filter (as useRealtimeInvalidate names it). */
function channelJoined(table: string, filter: string): Promise<void> {
  const matches = () => [...joined].some((topic) => topic.includes(`:${table}:${filter}:`));
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!matches()) return;
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters.delete(done);
      reject(new Error(`no Realtime channel for ${table} ${filter}; joined: ${[...joined].join(', ')}`));
    }, 15_000);
    waiters.add(done);
    done();
  });
}

/** Milliseconds left of the 2 s allowed since the change was committed. */
const left = (committedAt: number) => Math.max(1, committedAt + LIVE_MS - Date.now());

beforeAll(async () => {
  app = await startApp({ basePort: 4520 });
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  page.on('websocket', watchRealtime);
  await signIn(page, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('a notification inserted through the API appears in the open bell within 2 s', async () => {
  const me = await userIdOf(db, EMAIL);
  await channelJoined('notifications', `receiver_id=eq.${me}`);
  // Opening the bell marks type-5 notices seen (spec 000 §4); those are seen beforehand, so the count
  // changes only by the new notification.
  await db.patch(`notifications?receiver_id=eq.${me}&auto_seen_trigger_type=eq.5&seen=eq.false`, {
    seen: true,
  });
  // Role notices (receivers THERAPIST, seen per user in notification_seen): the clinic's type-5 ones seen by me
  // beforehand too; any other role notice I have not seen counts.
  const roleNotices = await db.get<Array<{ id: string; auto_seen_trigger_type: number | null }>>(
    `notifications?select=id,auto_seen_trigger_type&receiver_id=is.null&clinic_id=eq.${OSLO_CLINIC_ID}&receivers=cs.{THERAPIST}&application=eq.therapist`,
  );
  const seenByMe = new Set(
    (
      await db.get<Array<{ notification_id: string }>>(
        `notification_seen?select=notification_id&user_id=eq.${me}`,
      )
    ).map((row) => row.notification_id),
  );
  for (const notice of roleNotices.filter((n) => n.auto_seen_trigger_type === 5 && !seenByMe.has(n.id))) {
    await db.post('notification_seen', {
      notification_id: notice.id,
      user_id: me,
      clinic_id: OSLO_CLINIC_ID,
    });
    seenByMe.add(notice.id);
  }
  const unseen =
    (
      await db.get<unknown[]>(
        `notifications?select=id&receiver_id=eq.${me}&application=eq.therapist&seen=eq.false`,
      )
    ).length + roleNotices.filter((n) => !seenByMe.has(n.id)).length;
  const bell = page.getByRole('button', { name: `Notifications, ${unseen} unseen` });
  await bell.waitFor();
  await bell.click();
  const text = `Live notice ${Date.now().toString(36)}`;
  const dropdown = page.getByRole('dialog');
  await dropdown.getByRole('button', { name: 'Mark all as seen' }).waitFor();
  expect(await dropdown.getByText(text).count()).toBe(0);

  await db.post('notifications', {
    clinic_id: OSLO_CLINIC_ID,
    receiver_id: me,
    application: 'therapist',
    type: 'E2E_LIVE',
    text: { EN: text, NO: `${text} (no)` },
  });
  const committedAt = Date.now();
  await dropdown.getByText(text).waitFor({ timeout: left(committedAt) });
  await page
    .getByRole('button', { name: `Notifications, ${unseen + 1} unseen` })
    .waitFor({ timeout: left(committedAt) });
  await page.keyboard.press('Escape');
});

test('a booking made through the API appears in the open week view within 2 s', async () => {
  const me = await userIdOf(db, EMAIL);
  const day = ymd(addDays(osloMonday(), 9)); // Wednesday next week, inside the seeded working hours
  const [calendar] = await db.get<{ calendar_id: string }[]>(
    `therapist_profiles?select=calendar_id&user_id=eq.${me}`,
  );
  // The week of `day` in the week view, its events loaded, and the calendar's channel joined.
  const loaded = page.waitForResponse(
    (r) =>
      r.url().includes('/rest/v1/calendar_events') &&
      r.url().includes(`calendar_id=eq.${calendar!.calendar_id}`),
  );
  await page.getByLabel('Day', { exact: true }).fill(day);
  await loaded;
  await channelJoined('calendar_events', `calendar_id=eq.${calendar!.calendar_id}`);
  await page.locator('.fc-timeGridWeek-view').waitFor();

  // Booked as the therapist would be elsewhere (another device), through the booking RPC.
  const token = await accessTokenOf(app, EMAIL, DEMO_PASSWORD);
  const [type] = await db.get<{ id: string }[]>(
    `appointment_types?select=id&clinic_id=eq.${OSLO_CLINIC_ID}&name=eq.${encodeURIComponent('Individual therapy')}`,
  );
  const scripts = await db.get<{ id: string; live_session_types: string[] }[]>(
    `scripts?select=id,live_session_types&appointment_type_id=eq.${type!.id}`,
  );
  const script = scripts.find((s) => s.live_session_types.includes('VIDEO'));
  const patient = await userIdOf(db, 'patient2@demo.clinic');
  const free = await rpcAs<{ start_at: string }[]>(app, token, 'get_free_timeslots', {
    p_therapist_user_id: me,
    p_appointment_type_id: type!.id,
    p_live_session_type: 'VIDEO',
    p_day: day,
  });
  expect(free.length).toBeGreaterThan(0);
  const title = `Live booking ${Date.now().toString(36)}`;
  const fc = page.locator('.fc');
  expect(await fc.getByText(title).count()).toBe(0);

  await rpcAs(app, token, 'book_appointment', {
    p_patient_user_id: patient,
    p_appointment_type_id: type!.id,
    p_start: free[0]!.start_at,
    p_live_session_type: 'VIDEO',
    p_script_id: script!.id,
    p_title: title,
  });
  const committedAt = Date.now();
  await fc
    .getByText(title)
    .first()
    .waitFor({ timeout: left(committedAt) });
});
