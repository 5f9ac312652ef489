import { addDays } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchForProblems } from '../support/browser';
import { fillSignIn, signIn, startApp, type RunningApp } from '../support/app';
import { createTherapist, osloAt, osloMonday, serviceRest, userIdOf, ymd } from '../support/service-api';

/**
 * Working hours (spec 000 §2.6, §4, §9) against the real local stack: the demo therapist edits Saturday for
 * video on /working-hours and the database holds the slots at the right UTC instants for all 8 weeks; the
 * working-hours modal stays away for her, opens for a therapist whose hours are from an earlier week, and
 * after saving does not open again on reload.
 */
const BASE_PORT = 4330;
const STALE_EMAIL = 'stale.hours@demo.clinic';
const STALE_PASSWORD = 'stale-password-1';
const MODAL = 'Set your working hours';
const FORM = 'Create appointment';
const DEEP_LINK = '/dashboard/calendar?isCreateAppointmentFormOpen=true';
const HOUR_MS = 3_600_000;

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

/** Resolves once the working-hours row has been read by the page (the gate has what it decides on). */
/** Resolves once the page's working-hours modal gate has decided not to open (spec 000 §4's rule). */
const promptSettledClosed = (page: Page) =>
  page.locator('[data-working-hours-prompt="closed"]').waitFor({ state: 'attached', timeout: 20_000 });

const workingHoursRead = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/rest/v1/weekly_working_hours') && r.ok(), {
    timeout: 20_000,
  });

test('the demo therapist never meets the modal and saves Saturday hours for video', async () => {
  const ingrid = await userIdOf(db, 'therapist@demo.clinic');
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const read = workingHoursRead(page);
  await signIn(page, app);
  await read;
  await promptSettledClosed(page);
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
  const monday = osloMonday();
  for (let week = 0; week < 8; week++) {
    const saturday = addDays(monday, week * 7 + 5);
    const rows = await db.get<Array<{ start_at: string; end_at: string }>>(
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
  const phone = await db.get<unknown[]>(
    `weekly_working_hour_slots?select=id&therapist_user_id=eq.${ingrid}&live_session_type=eq.PHONE` +
      `&start_at=gte.${encodeURIComponent(osloAt(saturday, 0).toISOString())}` +
      `&start_at=lt.${encodeURIComponent(osloAt(addDays(saturday, 1), 0).toISOString())}`,
  );
  expect(phone).toEqual([]);
  const [row] = await db.get<
    Array<{ last_date_of_week: string; is_same_working_hours_for_live_session_types: boolean }>
  >(
    `weekly_working_hours?select=last_date_of_week,is_same_working_hours_for_live_session_types&therapist_user_id=eq.${ingrid}`,
  );
  expect(row).toEqual({
    last_date_of_week: ymd(addDays(monday, 6)),
    is_same_working_hours_for_live_session_types: false,
  });
  const timeslots = await db.get<Array<{ start_at: string }>>(
    `timeslots?select=start_at&therapist_user_id=eq.${ingrid}&live_session_type=eq.VIDEO` +
      `&start_at=gte.${encodeURIComponent(osloAt(saturday, 0).toISOString())}` +
      `&start_at=lt.${encodeURIComponent(osloAt(addDays(saturday, 1), 0).toISOString())}&order=start_at`,
  );
  expect(timeslots.length).toBeGreaterThan(0);
  expect(new Date(timeslots[0]!.start_at).toISOString()).toBe(osloAt(saturday, 8).toISOString());

  // back on the calendar the modal still stays away
  const readAgain = workingHoursRead(page);
  await page.goto(app.url('/dashboard/calendar'));
  await readAgain;
  await page.locator('[data-remote="mf-calendar"] h1').first().waitFor();
  await promptSettledClosed(page);
  expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);

  expect(problems.errors).toEqual([]);
  await context.close();
});

test('the modal opens for stale working hours and, once saved, not again on reload', async () => {
  const id = await createTherapist(app, db, {
    email: STALE_EMAIL,
    password: STALE_PASSWORD,
    firstName: 'Stine',
    lastName: 'Sein',
    staleWorkingHours: true,
  });
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

  const [row] = await db.get<Array<{ last_date_of_week: string }>>(
    `weekly_working_hours?select=last_date_of_week&therapist_user_id=eq.${id}`,
  );
  expect(row!.last_date_of_week).toBe(ymd(addDays(osloMonday(), 6)));

  const read = workingHoursRead(page);
  await page.reload();
  await read;
  await page.locator('[data-remote="mf-calendar"] h1').first().waitFor();
  await promptSettledClosed(page);
  expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);

  expect(problems.errors).toEqual([]);
  await context.close();
});

/**
 * Spec 000 §2.4 and §4 together: a deep link that opens the create-appointment form on a load where the
 * working-hours modal opens too (the first day of an ISO week, the stored week being the one before). Playwright's
 * clock sets the browser on Monday 09:00 (Oslo) of last week, so the demo therapist's hours, saved for this week,
 * are not the current week's for the page. Defined order: the modal first, alone; once it is closed the form opens
 * (with the link's patient). Checked for the link followed in-app after the calendar had been on screen in the
 * tab (shared query cache, remembered calendar), and for the link loaded anew, three times.
 */
test('a deep link to the create form on a load that opens the working-hours modal: modal first, then the form, every time', async () => {
  const lastMonday = addDays(osloMonday(), -7);
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.clock.install({ time: new Date(osloAt(lastMonday, 9).getTime()) });
  await signIn(page, app);
  const modal = page.getByRole('dialog', { name: MODAL });
  const form = page.getByRole('dialog', { name: FORM });

  /** The modal is shown alone; closing it opens the form; closing the form leaves the calendar clean. */
  const expectModalThenForm = async () => {
    await modal.waitFor({ timeout: 20_000 });
    await page.locator('[data-remote="mf-calendar"] .fc-timegrid').waitFor({ timeout: 20_000 });
    // The form waits behind the modal, never under it (two stacked modal dialogs fight over focus).
    expect(await form.count()).toBe(0);
    expect(page.url()).toContain('isCreateAppointmentFormOpen=true');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await form.waitFor({ timeout: 20_000 });
    expect(await modal.count()).toBe(0);
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('isCreateAppointmentFormOpen');
  };

  const followInApp = async () => {
    await page.evaluate(() => window.history.pushState(null, '', '/dashboard/patients'));
    await page.locator('[data-remote="mf-patients"] h1').first().waitFor({ timeout: 20_000 });
    await page.evaluate((link) => window.history.pushState(null, '', link), DEEP_LINK);
  };

  // The calendar has been loaded in this tab (the modal is up), then the link is followed in-app: the
  // working hours come from the query cache at once, the calendar from its remembered calendar.
  await modal.waitFor({ timeout: 20_000 });
  await followInApp();
  await expectModalThenForm();
  // Closed once in this page load, the modal stays away: the link opens the form directly.
  await followInApp();
  await form.waitFor({ timeout: 20_000 });
  expect(await modal.count()).toBe(0);
  await form.getByRole('button', { name: 'Close' }).click();
  await form.waitFor({ state: 'detached' });

  // The same link loaded anew, several times: the order does not depend on which request answers first.
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto(app.url(DEEP_LINK));
    await expectModalThenForm();
  }
  // Sanity: the page's clock was last week's Monday, so the modal's rule held because of the week alone.
  expect(Number(await page.evaluate(() => Date.now()))).toBeLessThan(Date.now() - 6 * 24 * HOUR_MS);
  expect(problems.errors).toEqual([]);
  await context.close();
});

/**
 * The ISO week boundary on purpose (issue 16): Monday 00:30 in Oslo is still Sunday in UTC (23:30 in winter,
 * 22:30 in summer). Under Playwright's fake clock in a UTC browser the page once computed the previous week, so
 * the modal opened for a therapist whose hours are current. The week must be Oslo's in both browser zones.
 */
test.each(['UTC', 'Europe/Oslo'])(
  'at Monday 00:30 Oslo (Sunday in UTC) the week is Oslo’s: current hours keep the modal away in a %s browser',
  async (timezoneId) => {
    const context = await browser.newContext({ timezoneId });
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const mondayNight = osloAt(osloMonday(), 0, 30);
    await page.clock.install({ time: mondayNight });
    const read = workingHoursRead(page);
    await signIn(page, app);
    await read;
    // the page's clock and zone are what the case says
    const seen = await page.evaluate(() => ({
      utcDay: new Date().getUTCDay(),
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }));
    expect(seen).toEqual({ utcDay: 0, zone: timezoneId });
    await page.locator('[data-remote="mf-calendar"] .fc-timegrid').waitFor({ timeout: 20_000 });
    await promptSettledClosed(page);
    expect(await page.getByRole('dialog', { name: MODAL }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  },
);
