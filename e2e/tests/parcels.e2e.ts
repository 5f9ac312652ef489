import type { Browser, Locator, Page } from 'playwright-core';
import { addDays } from 'date-fns';
import { launchBrowser, newContext } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { osloMonday, serviceRest, userIdOf, ymd } from '../support/service-api';
import { fillTypeDayScriptVideo } from '../support/appointment-form';

// Parcels: mf-calendar's appointment form mounted in a page that is not mf-calendar's (the shell's
// /playground), booking through it into the real database; with mf-calendar's server down the page keeps
// working and shows the parcel's inline error, and Retry mounts it once the remote is back.
let browser: Browser;
let app: RunningApp;
let page: Page;

const TITLE = `E2E parcel ${Date.now().toString(36)}`;
/** Thursday of next week, Oslo date (seeded working hours: Mon–Fri 08–16 for 8 weeks from this week). */
const DAY = ymd(addDays(osloMonday(), 10));
const db = serviceRest(() => app);

beforeAll(async () => {
  app = await startApp({ basePort: 4500 });
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The parcel's place in the host page (RemoteParcel's frame). */
const parcelHost = (): Locator => page.locator('[data-parcel-host="mf-calendar/appointment-form"]');

test('the appointment-form parcel mounts in the playground and books into the database', async () => {
  const patientUserId = await userIdOf(db, 'patient1@demo.clinic');
  await page.goto(app.url('/playground'));
  await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
  // the host passes an id; the parcel is updated with it (parcel.update) and shows that patient
  await page.getByLabel('Patient user id (optional)').fill(patientUserId);
  await page.getByRole('button', { name: 'Apply' }).click();

  const form = parcelHost().locator('[data-parcel="mf-calendar"]');
  await form.getByLabel('Appointment type').waitFor({ timeout: 15_000 });
  // the patient the host passed is preselected (its name is read by the form)
  await page.waitForFunction(
    () =>
      Boolean(
        document
          .querySelector<HTMLInputElement>('[data-parcel="mf-calendar"] input[role="combobox"]')
          ?.value.trim(),
      ),
    undefined,
    { timeout: 10_000 },
  );
  await fillTypeDayScriptVideo(page, form, DAY);
  await form.getByRole('button', { name: 'Free times' }).click();
  const freeTimes = page.getByRole('radiogroup', { name: 'Free times' });
  await freeTimes.getByRole('radio').first().click();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByRole('button', { name: 'Save' }).click();

  await form.getByRole('status').getByText('Appointment was successfully created').waitFor();
  const rows = await db.get<Array<{ id: string; patient_user_id: string; status: string }>>(
    `appointments?select=id,patient_user_id,status&title=eq.${encodeURIComponent(TITLE)}`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ patient_user_id: patientUserId, status: 'NOT_STARTED' });
  // the host heard of the booking through the parcel's documented callback
  await page
    .getByRole('list', { name: 'Bookings reported by the parcel' })
    .getByText(`Booked appointment ${rows[0]!.id}`)
    .waitFor();
});

test('with mf-calendar down the page keeps working and shows an inline error; Retry mounts the parcel', async () => {
  await app.frontend.stopRemote('mf-calendar');
  try {
    await page.goto(app.url('/playground'));
    const alert = parcelHost().getByRole('alert');
    await alert.getByText('This part of the page could not be loaded').waitFor({ timeout: 15_000 });
    // the rest of the page (and the shell around it) works
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
    await page.getByLabel('Patient user id (optional)').fill('still typing');
    expect(await page.getByLabel('Patient user id (optional)').inputValue()).toBe('still typing');
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.waitForURL(/\/notifications$/);
    await page.goBack();
    await parcelHost().getByRole('alert').waitFor();
  } finally {
    await app.frontend.startRemote('mf-calendar');
  }
  await parcelHost().getByRole('button', { name: 'Retry' }).click();
  await parcelHost().locator('[data-parcel="mf-calendar"]').getByLabel('Appointment type').waitFor({
    timeout: 15_000,
  });
  expect(await parcelHost().getByRole('alert').count()).toBe(0);
});
