import { addDays, addMinutes } from 'date-fns';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchForProblems } from '../support/browser';
import { fillSignIn, startApp, type RunningApp } from '../support/app';
import { createTherapist, OSLO_CLINIC_ID, serviceRest } from '../support/service-api';

/**
 * Calendar integration (spec 000 §4, §7.4) against the real local stack and the calendar-service function's
 * local provider: a brand-new therapist without a calendar is sent from the calendar to the integration
 * screen, authorises on the provider's consent page (a popup), creates and chooses a calendar, lands on the
 * calendar; then disconnects it from the user menu, and the database shows the connection gone.
 */
const BASE_PORT = 4340;
const EMAIL = 'fresh.therapist@demo.clinic';
const PASSWORD = 'fresh-password-1';

let browser: Browser;
let app: RunningApp;
const db = serviceRest(() => app);

beforeAll(async () => {
  app = await startApp({ basePort: BASE_PORT });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function connection(userId: string) {
  const [row] = await db.get<
    Array<{ is_calendar_integrated: boolean; profile: { calendar_id: string | null } }>
  >(
    `users?select=is_calendar_integrated,profile:therapist_profiles!therapist_profiles_user_id_fkey(calendar_id)&id=eq.${userId}`,
  );
  return { integrated: row!.is_calendar_integrated, calendarId: row!.profile.calendar_id };
}

// ---------------------------------------------------------------------------------------------------------

test('a fresh therapist integrates a calendar through the local provider, then disconnects it', async () => {
  const userId = await createTherapist(app, db, {
    email: EMAIL,
    password: PASSWORD,
    firstName: 'Frida',
    lastName: 'Fersk',
  });
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
  const [calendar] = await db.get<Array<{ name: string; therapist_user_id: string }>>(
    `calendars?select=name,therapist_user_id&id=eq.${connected.calendarId}`,
  );
  expect(calendar).toEqual({ name: 'Frida at the clinic', therapist_user_id: userId });

  // something in the calendar, so that disconnecting has events to delete
  const start = addDays(new Date(), 1);
  await db.post('calendar_events', {
    clinic_id: OSLO_CLINIC_ID,
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
  const events = await db.get<unknown[]>(`calendar_events?select=id&calendar_id=eq.${connected.calendarId}`);
  expect(events).toEqual([]);

  // the menu no longer offers to disconnect
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Working hours' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Disconnect calendar' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  expect(problems.errors).toEqual([]);
  await context.close();
});
