import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, addMinutes, format, startOfWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchForProblems } from '../support/browser';
import { fillSignIn, startApp, type RunningApp } from '../support/app';

/**
 * Calendar integration (spec 000 §4, §7.4) against the real local stack and the calendar-service function's
 * local provider: a brand-new therapist without a calendar is sent from the calendar to the integration
 * screen, authorises on the provider's consent page (a popup), creates and chooses a calendar, lands on the
 * calendar; then disconnects it from the user menu, and the database shows the connection gone.
 */
const BASE_PORT = 4340;
const TZ = 'Europe/Oslo';
const OSLO_CLINIC = '0d1c0000-0000-4000-8000-000000000001';
const EMAIL = 'fresh.therapist@demo.clinic';
const PASSWORD = 'fresh-password-1';
const repoRoot = path.resolve(__dirname, '../..');

let browser: Browser;
let app: RunningApp;
let calendarCopy: string;

beforeAll(async () => {
  // Served from a copy, so another build of mf-calendar during the run cannot change what is tested.
  calendarCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-calendar-integration-'));
  fs.cpSync(path.join(repoRoot, 'mf-calendar/dist'), calendarCopy, { recursive: true });
  app = await startApp({ basePort: BASE_PORT, distOverrides: { 'mf-calendar': calendarCopy } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (calendarCopy) fs.rmSync(calendarCopy, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------
// The stack's admin API and REST, with the service role key
// ---------------------------------------------------------------------------------------------------------

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

/** A therapist as an administrator would create one: temporary password resolved, agreement agreed, a
 * therapist profile and this week's working hours (so the working-hours prompt stays away), no calendar. */
async function createFreshTherapist(): Promise<string> {
  const created = await fetch(`${app.stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({
      email: EMAIL,
      password: PASSWORD,
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
  const monday = startOfWeek(new TZDate(Date.now(), TZ), { weekStartsOn: 1 });
  const days = Array.from({ length: 56 }, (_, i) => addDays(monday, i));
  const types = ['VIDEO', 'PHONE', 'IN_OFFICE'] as const;
  const weekStatus = Object.fromEntries(
    types.map((type) => [type, Object.fromEntries(days.map((d) => [format(d, 'yyyy-MM-dd'), true]))]),
  );
  const [hours] = await rest<Array<{ id: string }>>('POST', 'weekly_working_hours', {
    clinic_id: OSLO_CLINIC,
    therapist_profile_id: profile!.id,
    therapist_user_id: id,
    last_date_of_week: format(addDays(monday, 6), 'yyyy-MM-dd'),
    full_time: { VIDEO: false, PHONE: false, IN_OFFICE: false },
    week_status: weekStatus,
    is_same_working_hours_for_live_session_types: true,
  });
  await rest('POST', 'weekly_working_hour_slots', [
    ...days.flatMap((day) =>
      types.map((type) => {
        const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0, TZ);
        return {
          clinic_id: OSLO_CLINIC,
          weekly_working_hours_id: hours!.id,
          therapist_user_id: id,
          live_session_type: type,
          start_at: new Date(start.getTime()).toISOString(),
          end_at: new Date(addMinutes(start, 30).getTime()).toISOString(),
        };
      }),
    ),
  ]);
  await rest('PATCH', `therapist_profiles?id=eq.${profile!.id}`, { weekly_working_hours_id: hours!.id });
  await rest('PATCH', `users?id=eq.${id}`, {
    first_name: 'Frida',
    last_name: 'Fersk',
    therapist_profile_id: profile!.id,
    is_temporary_password_resolved: true,
    is_data_processing_agreement_agreed: true,
    is_consent_agreed: true,
  });
  return id;
}

async function connection(userId: string) {
  const [row] = await rest<
    Array<{ is_calendar_integrated: boolean; profile: { calendar_id: string | null } }>
  >(
    'GET',
    `users?select=is_calendar_integrated,profile:therapist_profiles!therapist_profiles_user_id_fkey(calendar_id)&id=eq.${userId}`,
  );
  return { integrated: row!.is_calendar_integrated, calendarId: row!.profile.calendar_id };
}

// ---------------------------------------------------------------------------------------------------------

test('a fresh therapist integrates a calendar through the local provider, then disconnects it', async () => {
  const userId = await createFreshTherapist();
  expect(await connection(userId)).toEqual({ integrated: false, calendarId: null });

  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(app.url('/login'));
  await fillSignIn(page, EMAIL, PASSWORD);
  // signed in, the app opens the calendar, which sends a user without a calendar to the integration screen
  await page.waitForURL('**/calendar-integration', { timeout: 20_000 });
  await page.locator('[data-remote="mf-calendar"] h1', { hasText: 'Calendar integration' }).waitFor();

  // authorise at the provider: its consent page opens in a popup
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect calendar' }).click();
  const popup = await popupOpened;
  await popup.getByRole('heading', { name: 'Allow access to your calendar' }).waitFor();
  expect(await popup.textContent('body')).toContain(EMAIL);
  await page.getByText('Waiting for you to allow access in the authorisation window…').waitFor();
  const popupClosed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popupClosed;

  // the poll notices the authorisation: the calendars, colleagues' ones read-only
  const list = page.getByRole('radiogroup', { name: 'Your calendars' });
  await list.waitFor({ timeout: 10_000 });
  const colleague = list.getByRole('radio', { name: 'Work (Ingrid Solberg)' });
  expect(await colleague.isDisabled()).toBe(true);
  await colleague.locator('xpath=ancestor::label').hover();
  await page.getByRole('tooltip').filter({ hasText: 'User has not write access' }).waitFor();

  // a new calendar needs a name
  await page.getByRole('button', { name: 'Create calendar' }).click();
  await page.getByText('Please input calendar name!').waitFor();
  await page.getByLabel('Calendar name').fill('Frida at the clinic');
  await page.getByRole('button', { name: 'Create calendar' }).click();
  const mine = list.getByRole('radio', { name: 'Frida at the clinic' });
  await mine.waitFor();
  expect(await mine.getAttribute('aria-checked')).toBe('true');

  await page.getByRole('button', { name: 'Use this calendar' }).click();
  await page.getByText('Your calendar was added', { exact: true }).first().waitFor();
  await page.waitForURL('**/dashboard/calendar');
  await page.locator('[data-remote="mf-calendar"] h1', { hasText: 'Calendar' }).waitFor();
  const connected = await connection(userId);
  expect(connected.integrated).toBe(true);
  expect(connected.calendarId).not.toBeNull();
  const [calendar] = await rest<Array<{ name: string; therapist_user_id: string }>>(
    'GET',
    `calendars?select=name,therapist_user_id&id=eq.${connected.calendarId}`,
  );
  expect(calendar).toEqual({ name: 'Frida at the clinic', therapist_user_id: userId });

  // something in the calendar, so that disconnecting has events to delete
  const start = addDays(new Date(), 1);
  await rest('POST', 'calendar_events', {
    clinic_id: OSLO_CLINIC,
    calendar_id: connected.calendarId,
    therapist_user_id: userId,
    type: 'EXTERNAL',
    start_at: start.toISOString(),
    end_at: addMinutes(start, 30).toISOString(),
    summary: 'Supervision',
  });

  // user menu → Disconnect calendar → confirm
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Disconnect calendar' }).click();
  await page.waitForURL('**/calendar-integration?action=disconnect');
  const dialog = page.getByRole('dialog', { name: 'Disconnect calendar' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByText('Your calendar was disconnected from the system.', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Connect calendar' }).waitFor();

  expect(await connection(userId)).toEqual({ integrated: false, calendarId: null });
  const events = await rest<unknown[]>(
    'GET',
    `calendar_events?select=id&calendar_id=eq.${connected.calendarId}`,
  );
  expect(events).toEqual([]);

  // the menu no longer offers to disconnect
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Working hours' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Disconnect calendar' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  expect(problems.errors).toEqual([]);
  await context.close();
});
