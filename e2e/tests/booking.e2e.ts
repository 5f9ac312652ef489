import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { addDays } from 'date-fns';
import { signIn, startApp, type RunningApp } from '../support/app';
import { osloMonday, serviceRest, ymd } from '../support/service-api';
import { fillTypeDayScriptVideo } from '../support/appointment-form';

// Booking through the appointment form against the real stack: book (with its pause), the database refuses the
// same slot again, an edit keeps the duration, a cancel hides it from the day list.
let browser: Browser;
let app: RunningApp;
let page: Page;

const TITLE = `E2E booking ${Date.now().toString(36)}`;

/** Wednesday of next week, Oslo date (seeded working hours: Mon–Fri 08–16 for 8 weeks from this week). */
const DAY = ymd(addDays(osloMonday(), 9));
const db = serviceRest(() => app);

interface Row {
  id: string;
  start_at: string;
  end_at: string;
  status: string;
}
const bookedRows = () =>
  db.get<Row[]>(`appointments?select=id,start_at,end_at,status&title=eq.${encodeURIComponent(TITLE)}`);
const eventsOf = (appointmentId: string) =>
  db.get<{ type: string; start_at: string; end_at: string; appointment_status: string }[]>(
    `calendar_events?select=type,start_at,end_at,appointment_status&appointment_id=eq.${appointmentId}&order=type`,
  );
const minutesBetween = (a: string, b: string) => (new Date(b).getTime() - new Date(a).getTime()) / 60_000;

beforeAll(async () => {
  app = await startApp({ basePort: 4360 });
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function drawer(name: 'Create appointment' | 'Edit appointment'): Locator {
  return page.getByRole('dialog', { name });
}

async function fillCreateForm(form: Locator, patientEmail: string) {
  await fillTypeDayScriptVideo(page, form, DAY);
  const patient = form.getByRole('combobox', { name: 'Patient' });
  await patient.click();
  await patient.fill(patientEmail.slice(0, 9));
  await page.getByRole('option', { name: new RegExp(patientEmail.replace('.', '\\.')) }).click();
}

async function freeTimes(form: Locator): Promise<Locator> {
  await form.getByRole('button', { name: 'Free times' }).click();
  const list = page.getByRole('radiogroup', { name: 'Free times' });
  await list.getByRole('radio').first().waitFor();
  return list;
}

let startTime = '';

test('books a patient at a free slot: toast, the appointment and its pause in the database, the event in the week', async () => {
  await page.goto(app.url('/dashboard/calendar?isCreateAppointmentFormOpen=true'));
  const form = drawer('Create appointment');
  await form.waitFor();
  await fillCreateForm(form, 'patient1@demo.clinic');
  expect(await form.getByLabel('Title').inputValue()).toBe('Individual therapy');
  const list = await freeTimes(form);
  const first = list.getByRole('radio').first();
  startTime = (await first.getAttribute('value'))!;
  await first.click();
  expect(await form.getByLabel('Start').inputValue()).toBe(startTime);
  await form.getByLabel('Title').fill(TITLE);
  // Enter in the title saves
  await form.getByLabel('Title').press('Enter');
  await page.getByText('Appointment was successfully created', { exact: true }).first().waitFor();
  await form.waitFor({ state: 'detached' });

  const [row] = await bookedRows();
  expect(row).toBeDefined();
  expect(minutesBetween(row!.start_at, row!.end_at)).toBe(50);
  const events = await eventsOf(row!.id);
  expect(events.map((e) => e.type)).toEqual(['APPOINTMENT', 'PAUSE']);
  const pause = events[1]!;
  expect(pause.start_at).toBe(events[0]!.end_at);
  expect(minutesBetween(pause.start_at, pause.end_at)).toBe(10);

  await page.getByLabel('Day', { exact: true }).fill(DAY);
  await page.locator('.fc').getByText(TITLE).first().waitFor();
});

test('booking the same slot again is refused by the database and shown in the form', async () => {
  await page.goto(app.url('/dashboard/calendar?isCreateAppointmentFormOpen=true'));
  const form = drawer('Create appointment');
  await form.waitFor();
  await fillCreateForm(form, 'patient2@demo.clinic');
  await form.getByLabel('Start').fill(startTime);
  await form.getByLabel('Title').fill(`${TITLE} again`);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('This time overlaps another appointment or its pause. Choose another time.').waitFor();
  // nothing was booked and the form keeps what was typed
  expect(
    await db.get<Row[]>(`appointments?select=id&title=eq.${encodeURIComponent(`${TITLE} again`)}`),
  ).toEqual([]);
  expect(await form.getByLabel('Title').inputValue()).toBe(`${TITLE} again`);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });
});

async function openEdit(): Promise<Locator> {
  await page.goto(app.url('/dashboard/calendar'));
  await page.getByLabel('Day', { exact: true }).fill(DAY);
  await page.getByRole('list', { name: 'Events of the selected day' }).getByText(TITLE).first().waitFor();
  await page.locator('.fc').getByText(TITLE).first().click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = drawer('Edit appointment');
  await form.waitFor();
  expect(await form.getByLabel('Title').inputValue()).toBe(TITLE);
  return form;
}

test('editing moves the start; the end keeps the duration (and the pause follows)', async () => {
  const [before] = await bookedRows();
  const form = await openEdit();
  const list = await freeTimes(form);
  const other = list.getByRole('radio').last();
  const newStart = (await other.getAttribute('value'))!;
  expect(newStart).not.toBe(startTime);
  await other.click();
  expect(await form.getByLabel('Start').inputValue()).toBe(newStart);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Appointment was successfully updated', { exact: true }).first().waitFor();

  const [after] = await bookedRows();
  expect(after!.start_at).not.toBe(before!.start_at);
  expect(minutesBetween(after!.start_at, after!.end_at)).toBe(50);
  const [main, pause] = await eventsOf(after!.id);
  expect(main!.start_at).toBe(after!.start_at);
  expect(pause!.start_at).toBe(after!.end_at);
  expect(minutesBetween(pause!.start_at, pause!.end_at)).toBe(10);
});

test('cancelling says so and hides the appointment from the day list', async () => {
  const form = await openEdit();
  const dayList = page.getByRole('list', { name: 'Events of the selected day' });
  await form.getByRole('button', { name: 'Cancel appointment' }).click();
  await form.getByRole('button', { name: 'Yes, cancel it' }).click();
  await page.getByText('Appointment was successfully canceled', { exact: true }).first().waitFor();
  await form.waitFor({ state: 'detached' });

  const [row] = await bookedRows();
  expect(row!.status).toBe('CANCELED');
  expect((await eventsOf(row!.id)).every((e) => e.appointment_status === 'CANCELED')).toBe(true);
  await dayList.waitFor();
  await dayList.getByText(TITLE).first().waitFor({ state: 'detached' });
  await expect(dayList.getByText(TITLE).count()).resolves.toBe(0);
});
