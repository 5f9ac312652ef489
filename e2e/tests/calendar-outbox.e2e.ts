import type { Browser, Page } from 'playwright-core';
import { addDays } from 'date-fns';
import { launchBrowser, newContext } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { osloMonday, serviceRest, userIdOf, ymd } from '../support/service-api';
import { eventually } from '../support/eventually';

// External calendar sync on the server: a booking made in the form reaches the (local) provider's calendar
// even when the tab is closed the moment the booking RPC has answered — the RPC queued the sync in its own
// transaction and the calendar service pushes it, not the browser.
let browser: Browser;
let app: RunningApp;

const TITLE = `E2E outbox ${Date.now().toString(36)}`;
/** Thursday of next week (seeded working hours: Mon–Fri 08–16 for 8 weeks from this week). */
const DAY = ymd(addDays(osloMonday(), 10));
const db = serviceRest(() => app);

interface ProviderEvent {
  id: string;
  calendar_event_id: string;
  summary: string | null;
  writes: number;
}

beforeAll(async () => {
  app = await startApp({ basePort: 4540 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test("a booking reaches the local provider's calendar although the tab closed right after the RPC", async () => {
  const page: Page = await (await newContext(browser)).newPage();
  const serviceCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/calendar-service/events')) serviceCalls.push(request.url());
  });
  await signIn(page, app);
  await page.goto(app.url('/dashboard/calendar?isCreateAppointmentFormOpen=true'));
  const form = page.getByRole('dialog', { name: 'Create appointment' });
  await form.waitFor();
  await form.getByRole('combobox', { name: 'Appointment type' }).click();
  await page.getByRole('option', { name: 'Individual therapy', exact: true }).click();
  await form.getByLabel('Date').fill(DAY);
  await form.getByRole('combobox', { name: 'Script' }).click();
  await page.getByRole('option', { disabled: false }).first().click();
  await form.getByRole('radio', { name: 'Video' }).click();
  const patient = form.getByRole('combobox', { name: 'Patient' });
  await patient.click();
  await patient.fill('patient1@');
  await page.getByRole('option', { name: /patient1@demo\.clinic/ }).click();
  await form.getByRole('button', { name: 'Free times' }).click();
  const slot = page.getByRole('radiogroup', { name: 'Free times' }).getByRole('radio').first();
  await slot.click();
  await form.getByLabel('Title').fill(TITLE);

  const booked = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/book_appointment'));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await booked).ok()).toBe(true);
  // The tab goes away at once: nothing the page might still do after the RPC can run.
  await page.close();
  expect(serviceCalls).toEqual([]);

  const [appointment] = await db.get<{ id: string; therapist_user_id: string }[]>(
    `appointments?select=id,therapist_user_id&title=eq.${encodeURIComponent(TITLE)}`,
  );
  expect(appointment).toBeDefined();
  expect(appointment!.therapist_user_id).toBe(await userIdOf(db, 'therapist@demo.clinic'));
  const [profile] = await db.get<{ calendar_id: string }[]>(
    `therapist_profiles?select=calendar_id&user_id=eq.${appointment!.therapist_user_id}`,
  );
  const events = await db.get<{ id: string; type: string }[]>(
    `calendar_events?select=id,type&appointment_id=eq.${appointment!.id}&order=type`,
  );
  expect(events.map((e) => e.type)).toEqual(['APPOINTMENT', 'PAUSE']);

  // The local provider's calendar gets both events, once each, and the app's rows record the provider's ids.
  const held = await eventually(
    () =>
      db.post<ProviderEvent[]>('rpc/local_calendar_provider_events', { p_calendar_id: profile!.calendar_id }),
    (rows) => events.every((e) => rows.some((row) => row.calendar_event_id === e.id)),
    20_000,
  );
  const mine = held.filter((row) => events.some((e) => e.id === row.calendar_event_id));
  expect(mine.map((row) => [row.summary, row.writes])).toEqual([
    [TITLE, 1],
    ['Pause', 1],
  ]);
  const recorded = await eventually(
    () =>
      db.get<{ external_id: string | null }[]>(
        `calendar_events?select=external_id&appointment_id=eq.${appointment!.id}`,
      ),
    (rows) => rows.every((row) => row.external_id !== null),
    20_000,
  );
  expect(recorded).toHaveLength(2);
  const outbox = await db.post<{ reason: string; processed_at: string | null }[]>(
    'rpc/calendar_sync_status',
    {
      p_appointment_id: appointment!.id,
    },
  );
  expect(outbox.map((row) => [row.reason, row.processed_at !== null])).toEqual([['BOOKED', true]]);
});
