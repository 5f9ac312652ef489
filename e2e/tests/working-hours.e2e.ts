import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, addMinutes, format, startOfISOWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchForProblems } from '../support/browser';
import { fillSignIn, signIn, startApp, type RunningApp } from '../support/app';

/**
 * Working hours (spec 000 §2.6, §4, §9) against the real local stack: the demo therapist edits Saturday for
 * video on /working-hours and the database holds the slots at the right UTC instants for all 8 weeks; the
 * working-hours modal stays away for her, opens for a therapist whose hours are from an earlier week, and
 * after saving does not open again on reload.
 */
const BASE_PORT = 4330;
const TZ = 'Europe/Oslo';
const OSLO_CLINIC = '0d1c0000-0000-4000-8000-000000000001';
const STALE_EMAIL = 'stale.hours@demo.clinic';
const STALE_PASSWORD = 'stale-password-1';
const MODAL = 'Set your working hours';
const repoRoot = path.resolve(__dirname, '../..');

let browser: Browser;
let app: RunningApp;
let calendarCopy: string;

beforeAll(async () => {
  // Served from a copy, so another build of mf-calendar during the run cannot change what is tested.
  calendarCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-calendar-working-hours-'));
  fs.cpSync(path.join(repoRoot, 'mf-calendar/dist'), calendarCopy, { recursive: true });
  app = await startApp({ basePort: BASE_PORT, distOverrides: { 'mf-calendar': calendarCopy } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (calendarCopy) fs.rmSync(calendarCopy, { recursive: true, force: true });
});

function serviceHeaders(extra: Record<string, string> = {}) {
  return {
    apikey: app.stack.serviceRoleKey,
    Authorization: `Bearer ${app.stack.serviceRoleKey}`,
    'Content-Type': 'application/json',
    ...extra,
  };
}

async function rest<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.stack.apiUrl}/rest/v1/${pathAndQuery}`, {
    method,
    headers: serviceHeaders({ Prefer: 'return=representation' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Oslo wall-clock time on a day, as an instant (computed here independently of the app). */
const osloAt = (day: Date, hours: number, minutes = 0) =>
  new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, TZ).getTime());

const thisMonday = () => startOfISOWeek(new TZDate(Date.now(), TZ));
const ymd = (day: Date) => format(day, 'yyyy-MM-dd');

/** Resolves once the working-hours row has been read by the page (the gate has what it decides on). */
const workingHoursRead = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/rest/v1/weekly_working_hours') && r.ok(), {
    timeout: 20_000,
  });

async function userId(email: string): Promise<string> {
  const [row] = await rest<Array<{ id: string }>>(
    'GET',
    `users?select=id&email=eq.${encodeURIComponent(email)}`,
  );
  return row!.id;
}

/**
 * A therapist as an administrator would create one, with working hours saved in an earlier week: every type
 * has slots in the window, only last_date_of_week is stale (the one branch of the opening rule under test).
 */
async function createTherapistWithStaleHours(): Promise<string> {
  const created = await fetch(`${app.stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({
      email: STALE_EMAIL,
      password: STALE_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'THERAPIST', clinic_id: OSLO_CLINIC },
    }),
  });
  if (!created.ok) throw new Error(`create user: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const [profile] = await rest<Array<{ id: string }>>('POST', 'therapist_profiles', {
    clinic_id: OSLO_CLINIC,
    user_id: id,
  });
  const monday = thisMonday();
  const days = Array.from({ length: 56 }, (_, i) => addDays(monday, i));
  const types = ['VIDEO', 'PHONE', 'IN_OFFICE'] as const;
  const [hours] = await rest<Array<{ id: string }>>('POST', 'weekly_working_hours', {
    clinic_id: OSLO_CLINIC,
    therapist_profile_id: profile!.id,
    therapist_user_id: id,
    last_date_of_week: ymd(addDays(monday, -1)),
    full_time: { VIDEO: false, PHONE: false, IN_OFFICE: false },
    week_status: Object.fromEntries(
      types.map((t) => [t, Object.fromEntries(days.map((d) => [ymd(d), true]))]),
    ),
    is_same_working_hours_for_live_session_types: true,
  });
  await rest(
    'POST',
    'weekly_working_hour_slots',
    days.flatMap((day) =>
      types.map((type) => ({
        clinic_id: OSLO_CLINIC,
        weekly_working_hours_id: hours!.id,
        therapist_user_id: id,
        live_session_type: type,
        start_at: osloAt(day, 10).toISOString(),
        end_at: addMinutes(osloAt(day, 10), 30).toISOString(),
      })),
    ),
  );
  await rest('PATCH', `therapist_profiles?id=eq.${profile!.id}`, { weekly_working_hours_id: hours!.id });
  await rest('PATCH', `users?id=eq.${id}`, {
    first_name: 'Stine',
    last_name: 'Sein',
    therapist_profile_id: profile!.id,
    is_temporary_password_resolved: true,
    is_data_processing_agreement_agreed: true,
    is_consent_agreed: true,
  });
  return id;
}

test('the demo therapist never meets the modal and saves Saturday hours for video', async () => {
  const ingrid = await userId('therapist@demo.clinic');
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const read = workingHoursRead(page);
  await signIn(page, app);
  await read;
  await page.waitForTimeout(300);
  expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);

  // user menu → Working hours
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Working hours' }).click();
  await page.waitForURL('**/working-hours');
  await page.locator('[data-remote="mf-calendar"] h1', { hasText: 'Working hours' }).waitFor();

  // the seed's hours are the same for all types: the editor opens on that tab; Saturday is for video only
  const allTypes = page.getByRole('tab', { name: 'For all types' });
  await allTypes.waitFor();
  expect(await allTypes.getAttribute('aria-selected')).toBe('true');
  await page.getByRole('tab', { name: 'Video' }).click();
  expect(
    await page
      .getByRole('switch', { name: 'Same working hours for all session types' })
      .getAttribute('aria-checked'),
  ).toBe('false');
  expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 2, name: 'Saturday' }).waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await page.getByRole('switch', { name: 'Working day' }).click();
  // 08:00–16:00 comes pre-selected; the therapist stops at 15:00
  await page.getByRole('button', { name: '15:00–15:30' }).click();
  await page.getByRole('button', { name: '15:30–16:00' }).click();
  expect(await page.getByRole('button', { name: '15:00–15:30' }).getAttribute('aria-pressed')).toBe('false');
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Working hours for video successfully changed', { exact: true }).first().waitFor();

  // every Saturday of the 8 weeks: 08:00–15:00 Oslo time for video, at the matching UTC instants
  const monday = thisMonday();
  for (let week = 0; week < 8; week++) {
    const saturday = addDays(monday, week * 7 + 5);
    const rows = await rest<Array<{ start_at: string; end_at: string }>>(
      'GET',
      `weekly_working_hour_slots?select=start_at,end_at&therapist_user_id=eq.${ingrid}&live_session_type=eq.VIDEO` +
        `&start_at=gte.${encodeURIComponent(osloAt(saturday, 0).toISOString())}` +
        `&start_at=lt.${encodeURIComponent(osloAt(addDays(saturday, 1), 0).toISOString())}&order=start_at`,
    );
    expect(rows).toHaveLength(14);
    expect(new Date(rows[0]!.start_at).toISOString()).toBe(osloAt(saturday, 8).toISOString());
    expect(new Date(rows[13]!.end_at).toISOString()).toBe(osloAt(saturday, 15).toISOString());
  }
  // other types keep their weekend off; the row is current; bookable times exist on a future Saturday
  const saturday = addDays(monday, 12);
  const phone = await rest<unknown[]>(
    'GET',
    `weekly_working_hour_slots?select=id&therapist_user_id=eq.${ingrid}&live_session_type=eq.PHONE` +
      `&start_at=gte.${encodeURIComponent(osloAt(saturday, 0).toISOString())}` +
      `&start_at=lt.${encodeURIComponent(osloAt(addDays(saturday, 1), 0).toISOString())}`,
  );
  expect(phone).toEqual([]);
  const [row] = await rest<
    Array<{ last_date_of_week: string; is_same_working_hours_for_live_session_types: boolean }>
  >(
    'GET',
    `weekly_working_hours?select=last_date_of_week,is_same_working_hours_for_live_session_types&therapist_user_id=eq.${ingrid}`,
  );
  expect(row).toEqual({
    last_date_of_week: ymd(addDays(monday, 6)),
    is_same_working_hours_for_live_session_types: false,
  });
  const timeslots = await rest<Array<{ start_at: string }>>(
    'GET',
    `timeslots?select=start_at&therapist_user_id=eq.${ingrid}&live_session_type=eq.VIDEO` +
      `&start_at=gte.${encodeURIComponent(osloAt(saturday, 0).toISOString())}` +
      `&start_at=lt.${encodeURIComponent(osloAt(addDays(saturday, 1), 0).toISOString())}&order=start_at`,
  );
  expect(timeslots.length).toBeGreaterThan(0);
  expect(new Date(timeslots[0]!.start_at).toISOString()).toBe(osloAt(saturday, 8).toISOString());

  // back on the calendar the modal still stays away
  await page.goto(app.url('/dashboard/calendar'));
  await page.locator('[data-remote="mf-calendar"] h1').first().waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);

  expect(problems.errors).toEqual([]);
  await context.close();
});

test('the modal opens for stale working hours and, once saved, not again on reload', async () => {
  const id = await createTherapistWithStaleHours();
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(app.url('/login'));
  await fillSignIn(page, STALE_EMAIL, STALE_PASSWORD);

  const dialog = page.getByRole('dialog', { name: MODAL });
  await dialog.waitFor({ timeout: 20_000 });
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBe(Math.round(Math.min(viewport.width * 0.7, viewport.width - 32)));
  expect(Math.round(box.height)).toBe(Math.round(Math.min(680, viewport.height - 32)));
  expect(await dialog.getByRole('tab', { name: 'For all types' }).getAttribute('aria-selected')).toBe('true');
  for (let i = 0; i < 6; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByText('Working hours for all session types successfully changed', { exact: true })
    .first()
    .waitFor();
  await dialog.waitFor({ state: 'detached' });

  const [row] = await rest<Array<{ last_date_of_week: string }>>(
    'GET',
    `weekly_working_hours?select=last_date_of_week&therapist_user_id=eq.${id}`,
  );
  expect(row!.last_date_of_week).toBe(ymd(addDays(thisMonday(), 6)));

  const read = workingHoursRead(page);
  await page.reload();
  await read;
  await page.locator('[data-remote="mf-calendar"] h1').first().waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);

  expect(problems.errors).toEqual([]);
  await context.close();
});
