import type { Browser, Page } from 'playwright-core';
import { addDays } from 'date-fns';
import { launchBrowser, newContext } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { osloMonday, serviceRest, userIdOf, ymd } from '../support/service-api';

/**
 * The invite form's edit variant and its 'Create appointment' panel against the real local stack, as
 * therapist@demo.clinic: an avatar uploaded to the private avatars bucket, its path saved on the patient's row
 * and the picture shown through a signed URL; an invitation with the panel switched on books the appointment
 * through book_invitation_appointment for the new patient: a draft, recorded in the invitation's bookingData.
 */
const BASE_PORT = 4600;
/** Wednesday of next week (seeded working hours: Mon–Fri 08–16 for 8 weeks from this week). */
const DAY = ymd(addDays(osloMonday(), 9));
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

async function openAs(path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, app);
  await page.goto(app.url(path));
  await page.locator('[data-remote="mf-patients"] h1').waitFor({ timeout: 15_000 });
  return page;
}

test("editing a patient uploads the avatar to storage and saves it on the patient's row", async () => {
  const patientId = await userIdOf(db, 'patient3@demo.clinic');
  const page = await openAs(`/patients/${patientId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.waitForURL(new RegExp(`/patients/${patientId}/edit$`));
  const last = page.getByLabel('Last name');
  await last.waitFor();
  await last.fill('Avatarsen');
  // The styled picker: its button opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Patient was successfully updated', { exact: true }).waitFor();
  await page.waitForURL(new RegExp(`/patients/${patientId}$`));

  const [row] = await db.get<Array<{ last_name: string; avatar_url: string | null }>>(
    `users?select=last_name,avatar_url&id=eq.${patientId}`,
  );
  expect(row!.last_name).toBe('Avatarsen');
  // The private bucket's path is kept on the row; the profile shows the picture through a signed URL.
  expect(row!.avatar_url).toMatch(new RegExp(`^patients/${patientId}/avatar-\\d+\\.png$`));
  const img = page.locator(`img[src*="/storage/v1/object/sign/avatars/${row!.avatar_url}?token="]`).first();
  await img.waitFor();
  const stored = await fetch((await img.getAttribute('src'))!);
  expect(stored.status).toBe(200);
  expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
  // Nothing about a patient is public.
  const open = await fetch(`${app.stack.apiUrl}/storage/v1/object/public/avatars/${row!.avatar_url}`);
  expect(open.status).not.toBe(200);
  await page.context().close();
});

test("inviting with 'Create appointment' switched on books the appointment for the new patient", async () => {
  const page = await openAs('/patient/invite');
  const email = `booked.${Date.now().toString(36)}@example.com`;
  await page.getByLabel('First name').fill('Bodil');
  await page.getByLabel('Last name').fill('Timesen');
  await page.getByLabel('Phone').fill('912 34 569');
  await page.getByLabel('E-mail').fill(email);

  await page.getByRole('button', { name: 'Create appointment' }).click();
  const panel = page.getByRole('group', { name: 'Create appointment' });
  await panel.getByRole('switch', { name: 'Book an appointment with the invitation' }).click();
  await panel.getByRole('combobox', { name: 'Appointment type' }).click();
  await page.getByRole('option', { name: 'Individual therapy', exact: true }).click();
  await panel.getByRole('combobox', { name: 'Script' }).click();
  await page.getByRole('option').first().click();
  const sessionType = panel.getByRole('combobox', { name: 'Live session type' });
  if ((await sessionType.textContent())?.includes('Select live session type')) {
    await sessionType.click();
    await page.getByRole('option', { name: 'Video', exact: true }).click();
  }
  await panel.getByLabel('Date').fill(DAY);
  const time = panel.getByRole('combobox', { name: 'Time' });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await time.elementHandle(), {
    timeout: 15_000,
  });
  await time.click();
  await page.getByRole('option').first().click();
  await panel.getByLabel('Appointment title').fill('First session with Bodil');

  const booked = page.waitForResponse((response) =>
    response.url().includes('/rest/v1/rpc/book_invitation_appointment'),
  );
  await page.getByRole('button', { name: 'Invite patient' }).click();
  expect((await booked).ok()).toBe(true);
  await page.getByText('Patient was successfully invited', { exact: true }).waitFor();
  await page.waitForURL(/\/dashboard\/patients$/);

  const patientId = await userIdOf(db, email);
  const therapistId = await userIdOf(db, 'therapist@demo.clinic');
  const appointments = await db.get<
    Array<{
      id: string;
      title: string;
      status: string;
      therapist_user_id: string;
      live_session_type: string;
      start_at: string;
      is_draft_appointment: boolean;
    }>
  >(
    `appointments?select=id,title,status,therapist_user_id,live_session_type,start_at,is_draft_appointment` +
      `&patient_user_id=eq.${patientId}`,
  );
  expect(appointments).toHaveLength(1);
  expect(appointments[0]).toMatchObject({
    title: 'First session with Bodil',
    status: 'NOT_STARTED',
    therapist_user_id: therapistId,
    live_session_type: 'VIDEO',
    // the client has not logged in yet (spec 000 §4)
    is_draft_appointment: true,
  });
  const [invitation] = await db.get<Array<{ status: string; booking_data: Record<string, unknown> | null }>>(
    `invitations?select=status,booking_data&receiver_email=eq.${encodeURIComponent(email)}`,
  );
  expect(invitation!.status).toBe('CREATED');
  expect(invitation!.booking_data).toMatchObject({
    isAppointmentCreated: true,
    appointmentId: appointments[0]!.id,
    liveSessionType: 'VIDEO',
    date: DAY,
  });
  await page.context().close();
});
