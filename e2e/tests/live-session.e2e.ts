import { addDays } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { newContext } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { fillTypeDayScriptVideo } from '../support/appointment-form';
import { osloMonday, serviceRest, userIdOf, ymd } from '../support/service-api';
import {
  bookVideoAppointment,
  launchMediaBrowser,
  listenToBroadcast,
  signInApi,
  type UserApi,
} from '../support/live-session';
import { eventually } from '../support/eventually';

// The live session at /appointments/:id against the real stack: the therapist in chromium (fake camera for the
// local video room), the patient through the API with the patient's own credentials.
let browser: Browser;
let app: RunningApp;
let therapist: UserApi;
const db = serviceRest(() => app);

beforeAll(async () => {
  app = await startApp({ basePort: 4420 });
  browser = await launchMediaBrowser();
  therapist = await signInApi(app, 'therapist@demo.clinic');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function therapistPage(): Promise<Page> {
  const context = await newContext(browser);
  await context.grantPermissions(['camera', 'microphone']);
  const page = await context.newPage();
  await signIn(page, app);
  return page;
}

interface AppointmentRow {
  status: string;
  calendar_event_id: string;
  is_session_finished: boolean;
  is_session_scripts_finished: boolean;
  is_journal_phase_finished: boolean;
  is_therapist_confirmed_patient_action: boolean;
  is_next_appointment_was_scheduled: boolean;
  appointment_start_time: string | null;
  page_states: { isNextAppointmentAdded?: boolean };
}
const appointmentRow = async (id: string) =>
  (await db.get<AppointmentRow[]>(`appointments?select=*&id=eq.${id}`))[0]!;
const activeCount = async (patientUserId: string) =>
  (
    await db.get<Array<{ number_of_active_appointments: number }>>(
      `patient_profiles?select=number_of_active_appointments&user_id=eq.${patientUserId}`,
    )
  )[0]!.number_of_active_appointments;

test('a VIDEO session from start to the journal: placeholder, room on start, steps, next appointment, CGI, Go to journal', async () => {
  const patientUserId = await userIdOf(db, 'patient3@demo.clinic');
  const patient = await signInApi(app, 'patient3@demo.clinic');
  const { id } = await bookVideoAppointment(db, therapist, patientUserId, 30);
  // a page the patient was sent earlier: Start session clears it
  const [sentPage] = await db.get<Array<{ id: string }>>(`pages?select=id&limit=1`);
  await db.patch(`patient_profiles?user_id=eq.${patientUserId}`, { selected_page_id: sentPage!.id });
  const page = await therapistPage();
  await page.goto(app.url(`/appointments/${id}`));

  const stepHeading = page.locator('#live-session-step-title');
  await stepHeading.getByText('Check-in', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('Step 1', { exact: true }).waitFor();
  const done = page.getByRole('button', { name: 'Done', exact: true });
  expect(await done.getAttribute('aria-disabled')).toBe('true');
  // a blocked control looks disabled and says why on hover and on keyboard focus
  // (polled: the tooltip's trigger is swapped for its implementation once the overlay code has loaded)
  await eventually(
    () => done.evaluate((el) => (el.isConnected ? getComputedStyle(el).cursor : '')),
    (cursor) => cursor === 'not-allowed', // shared-ui's Button: the disabled look for aria-disabled too
  );
  const reason = page.getByRole('tooltip').getByText('This step can only be done during a live session');
  await done.hover();
  await reason.waitFor();
  await page.keyboard.press('Escape');
  await reason.waitFor({ state: 'hidden' });
  await page.mouse.move(0, 0);
  await done.focus();
  await reason.waitFor();
  await page.keyboard.press('Escape');
  await reason.waitFor({ state: 'hidden' });
  expect(await page.getByRole('timer').textContent()).toMatch(/^\d{2}:\d{2}$/);

  // before the start the video area is a placeholder, not a black box
  await page.getByText('The video room opens when you start the session').waitFor();
  expect(await page.locator('iframe[title="Video room"]').count()).toBe(0);

  // Start session: one RPC that confirms the patient action (spec 002 §4); the room shows at once
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('button', { name: 'Open', exact: true }).waitFor();
  await page.getByText('Waiting for the patient to confirm').waitFor();
  const started = await appointmentRow(id);
  expect(started.status).toBe('STARTED');
  expect(started.appointment_start_time).not.toBeNull();
  expect(started.is_therapist_confirmed_patient_action).toBe(true);
  const [profile] = await db.get<Array<{ selected_page_id: string | null }>>(
    `patient_profiles?select=selected_page_id&user_id=eq.${patientUserId}`,
  );
  expect(profile?.selected_page_id).toBeNull();

  // the patient comes online and confirms (patient app's calls, patient's own token)
  await patient.rpc('set_patient_online', { p_appointment_id: id, p_online: true });
  await patient.rpc('confirm_patient_readiness', { p_appointment_id: id });
  await page.getByText('The patient is ready').waitFor();
  const room = page.frameLocator('iframe[title="Video room"]');
  await room.getByRole('heading', { name: 'Video room', level: 1 }).waitFor({ timeout: 15_000 });
  await room.getByText('Your camera is on.').waitFor({ timeout: 15_000 });
  await room.getByRole('heading', { name: 'In the room' }).waitFor();
  await expectEnabled(page, 'Done');

  // walk the seeded script: Check-in, Questionnaire, Exercise (the whiteboard), then the endings
  for (const [n, next] of [
    [2, 'Questionnaire'],
    [3, 'Exercise'],
  ] as const) {
    await done.click();
    await stepHeading.getByText(next, { exact: true }).waitFor();
    await page.getByText(`Step ${n}`, { exact: true }).waitFor();
  }

  // the whiteboard is shared through remote sharing and its strokes reach the patient by Realtime broadcast on
  // the private topic whiteboard:<id>, which the patient (and only the session's people) may join
  const whiteboardShown = async () =>
    (
      await db.get<Array<{ is_whiteboard_shown: boolean }>>(
        `remote_sharing?select=is_whiteboard_shown&appointment_id=eq.${id}`,
      )
    )[0]?.is_whiteboard_shown;
  const patientBoard = await listenToBroadcast(app, 'patient3@demo.clinic', `whiteboard:${id}`, 'whiteboard');
  try {
    await page.getByRole('button', { name: 'Show whiteboard' }).click();
    await eventually(whiteboardShown, (shown) => shown === true);
    const canvas = page.getByRole('img', { name: 'Whiteboard' });
    await page.locator('[aria-busy="false"]:has(> canvas[aria-label="Whiteboard"])').waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 5 });
    await page.mouse.up();
    const [message] = await eventually(
      async () => patientBoard.messages as Array<{ kind: string; stroke?: { points: number[][] } }>,
      (messages) => messages.length > 0,
    );
    expect(message?.kind).toBe('stroke');
    expect(message?.stroke?.points.length).toBeGreaterThan(1);
    // closing the board hides it from the patient
    await page.keyboard.press('Escape');
    await eventually(whiteboardShown, (shown) => shown === false);
  } finally {
    await patientBoard.close();
  }
  await done.click();
  await stepHeading.getByText('Create next appointment', { exact: true }).waitFor();
  await page.getByText('Step 4', { exact: true }).waitFor();

  // book the next appointment from its step (mf-calendar's appointment-form parcel)
  const countBeforeNext = await activeCount(patientUserId);
  const content = page.getByRole('region', { name: 'Create next appointment' });
  await content.getByRole('button', { name: 'Create next appointment' }).click();
  const form = page.locator('[data-parcel-host="mf-calendar/appointment-form"] [data-parcel="mf-calendar"]');
  await form.getByLabel('Appointment type').waitFor({ timeout: 15_000 });
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
  await fillTypeDayScriptVideo(page, form, ymd(addDays(osloMonday(), 10)));
  await form.getByRole('button', { name: 'Free times' }).click();
  await page.getByRole('radiogroup', { name: 'Free times' }).getByRole('radio').first().click();
  const nextTitle = `E2E next ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(nextTitle);
  await form.getByRole('button', { name: 'Save' }).click();
  await page
    .getByText('The next appointment was scheduled', { exact: true })
    .first()
    .waitFor({ timeout: 15_000 });
  const scheduled = await eventually(
    () => appointmentRow(id),
    (a) => a.is_next_appointment_was_scheduled,
  );
  expect(scheduled.page_states.isNextAppointmentAdded).toBe(true);
  const [nextBooked] = await db.get<Array<{ patient_user_id: string }>>(
    `appointments?select=patient_user_id&title=eq.${encodeURIComponent(nextTitle)}`,
  );
  expect(nextBooked?.patient_user_id).toBe(patientUserId);
  expect(
    await content.getByRole('button', { name: 'Create next appointment' }).getAttribute('aria-disabled'),
  ).toBe('true');

  await done.click();
  await stepHeading.getByText('Chose next therapist', { exact: true }).waitFor();
  await done.click();
  await stepHeading.getByText('Chose treatment package', { exact: true }).waitFor();

  // the package picker is pushed to the patient through remote sharing while it is open
  const sharingType = async () =>
    (await db.get<Array<{ type: string }>>(`remote_sharing?select=type&appointment_id=eq.${id}`))[0]?.type;
  await page.getByRole('button', { name: 'Select package' }).click();
  const picker = page.getByRole('dialog', { name: 'Select package' });
  await picker.waitFor();
  await eventually(sharingType, (type) => type === 'package');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await eventually(sharingType, (type) => type === 'none');

  // Done removes the remote sharing record
  await done.click();
  await stepHeading.getByText('Chose page', { exact: true }).waitFor();
  await eventually(sharingType, (type) => type === undefined);
  await done.click();

  // add and remove a CGI-S rating
  const cgiRows = () =>
    db.get<Array<{ kind: string; level: number }>>(`cgi_records?select=kind,level&appointment_id=eq.${id}`);
  await page.getByRole('button', { name: 'CGI-S 4' }).click();
  await page.getByText('CGI successfuly added').first().waitFor();
  expect(await eventually(cgiRows, (rows) => rows.length === 1)).toEqual([{ kind: 'CGI_S', level: 4 }]);
  await eventually(
    () => page.getByRole('button', { name: 'CGI-S 4' }).getAttribute('aria-pressed'),
    (pressed) => pressed === 'true',
  );
  await page.getByRole('button', { name: 'CGI-S 4' }).click();
  await page.getByText('CGI successfuly removed').first().waitFor();
  await eventually(cgiRows, (rows) => rows.length === 0);

  // every step finished: Go to journal → summary
  const goToJournal = page.getByRole('button', { name: 'Go to journal' });
  await eventually(
    () => goToJournal.getAttribute('aria-disabled'),
    (disabled) => disabled !== 'true',
  );
  const countBefore = await activeCount(patientUserId);
  expect(countBefore).toBe(countBeforeNext + 1);
  await goToJournal.click();
  await page.waitForURL(`**/appointments/${id}/summary`);
  await page.getByText('This live session was successfully finished').waitFor();

  const finished = await appointmentRow(id);
  expect(finished).toMatchObject({
    status: 'FINISHED',
    is_session_finished: true,
    is_session_scripts_finished: true,
    is_journal_phase_finished: true,
    is_therapist_confirmed_patient_action: true,
    is_next_appointment_was_scheduled: true,
  });
  const [event] = await db.get<Array<{ appointment_status: string }>>(
    `calendar_events?select=appointment_status&id=eq.${finished.calendar_event_id}`,
  );
  expect(event?.appointment_status).toBe('FINISHED');
  expect(await activeCount(patientUserId)).toBe(countBefore - 1);
});

test("the patient stopping the appointment sends the therapist away with 'Appointment was stopped by client'", async () => {
  const patientUserId = await userIdOf(db, 'patient4@demo.clinic');
  const patient = await signInApi(app, 'patient4@demo.clinic');
  const { id } = await bookVideoAppointment(db, therapist, patientUserId, 30);
  const page = await therapistPage();
  await page.goto(app.url(`/appointments/${id}`));
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('button', { name: 'Open', exact: true }).waitFor({ timeout: 15_000 });
  await patient.rpc('confirm_patient_readiness', { p_appointment_id: id });
  await page.frameLocator('iframe[title="Video room"]').getByRole('heading', { name: 'Video room' }).waitFor({
    timeout: 15_000,
  });

  await patient.rpc('patient_stop_appointment', { p_appointment_id: id });
  await page.waitForURL('**/dashboard/calendar', { timeout: 15_000 });
  // exact: for its first second Radix also announces a toast in a live region ('Notification …')
  await page.getByText('Appointment was stopped by client', { exact: true }).waitFor();
});

test('End appointment asks first, finishes it (active count lowered, time slots stopped as the summary says); reopening shows it finished; Cancel asks first', async () => {
  const patientUserId = await userIdOf(db, 'patient5@demo.clinic');
  const { id } = await bookVideoAppointment(db, therapist, patientUserId, 30);
  const page = await therapistPage();
  await page.goto(app.url(`/appointments/${id}`));
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('button', { name: 'Open', exact: true }).waitFor({ timeout: 15_000 });
  // nothing covers the tools column's tabs: a mouse click reaches 'Show previous records' at 1280–1920 px
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const tab = page.getByRole('tab', { name: 'Show previous records' });
    await tab.click({ trial: true }); // fails if another element would receive the click
    const evaluation = page.getByRole('tab', { name: 'Evaluation States' });
    await evaluation.click();
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
  }
  const countBefore = await activeCount(patientUserId);
  await db.patch(`patient_profiles?user_id=eq.${patientUserId}`, { is_access_to_time_slots_stopped: false });
  // an action that cannot be undone asks first; 'No, continue' changes nothing
  await page.getByRole('button', { name: 'End appointment' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End appointment' });
  await endDialog.getByRole('button', { name: 'No, continue' }).click();
  await endDialog.waitFor({ state: 'hidden' });
  expect((await appointmentRow(id)).status).toBe('STARTED');
  await page.getByRole('button', { name: 'End appointment' }).click();
  await endDialog.getByRole('button', { name: 'Yes, end appointment' }).click();
  await page.waitForURL(`**/appointments/${id}/summary`);
  await page.getByText('This live session was successfully finished').waitFor();
  expect((await appointmentRow(id)).status).toBe('FINISHED');
  expect(await activeCount(patientUserId)).toBe(countBefore - 1);
  // the summary's sentence and the database agree
  await page
    .getByText("No next appointment was scheduled: the patient's access to time slots is stopped.")
    .waitFor();
  const [profile] = await db.get<Array<{ is_access_to_time_slots_stopped: boolean }>>(
    `patient_profiles?select=is_access_to_time_slots_stopped&user_id=eq.${patientUserId}`,
  );
  expect(profile?.is_access_to_time_slots_stopped).toBe(true);
  // the finished session reopened: finished, not the live screen with a red Overtime
  await page.goto(app.url(`/appointments/${id}`));
  await page.getByText('This live session was successfully finished').waitFor({ timeout: 15_000 });
  expect(await page.getByRole('timer').count()).toBe(0);
  expect(await page.getByText('Overtime').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'End appointment' }).count()).toBe(0);

  const other = await bookVideoAppointment(db, therapist, patientUserId, 30);
  await page.goto(app.url(`/appointments/${other.id}`));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel appointment' });
  await confirm.getByRole('button', { name: 'No, keep' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect((await appointmentRow(other.id)).status).toBe('NOT_STARTED');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.waitForURL('**/dashboard/calendar');
  expect((await appointmentRow(other.id)).status).toBe('CANCELED');
});

async function expectEnabled(page: Page, name: string): Promise<void> {
  await eventually(
    () => page.getByRole('button', { name, exact: true }).getAttribute('aria-disabled'),
    (disabled) => disabled !== 'true',
  );
}
