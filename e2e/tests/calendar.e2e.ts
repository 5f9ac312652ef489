import { addDays, addMinutes, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { enGB } from 'date-fns/locale';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { CLINIC_TIME_ZONE, accessTokenOf, osloMonday, serviceRest, userIdOf } from '../support/service-api';
import { eventually } from '../support/eventually';

/**
 * The calendar screen against the real local stack as therapist@demo.clinic (Ingrid): the seeded week, the
 * views, the start rule for an appointment two hours ahead, a canceled appointment left out of the day list,
 * and the colleague's calendar. The browser runs in the clinic's time zone.
 */
const BASE_PORT = 4320;
const TZ = CLINIC_TIME_ZONE;

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

// ---------------------------------------------------------------------------------------------------------
// The database, through the service role (and Ingrid's own token for the RPC functions)
// ---------------------------------------------------------------------------------------------------------

async function calendarOf(therapistUserId: string): Promise<string> {
  const [profile] = await db.get<Array<{ calendar_id: string }>>(
    `therapist_profiles?select=calendar_id&user_id=eq.${therapistUserId}`,
  );
  return profile!.calendar_id;
}

async function rpc<T>(token: string, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${app.stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: app.stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ISO week around now in the clinic's time zone, as the week view shows it. */
function thisWeek() {
  const monday = osloMonday();
  return { start: new Date(monday.getTime()), end: new Date(addDays(monday, 7).getTime()) };
}

const osloDay = (date: Date) => format(new TZDate(date.getTime(), TZ), 'yyyy-MM-dd');

// ---------------------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------------------

async function openCalendar(timezoneId: string = TZ): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await signIn(page, app);
  await page.locator('[data-remote="mf-calendar"] .fc-timeGridWeek-view').waitFor();
  return page;
}

async function pickDay(page: Page, day: string) {
  await page.getByLabel('Day', { exact: true }).fill(day);
}

function dayList(page: Page) {
  return page.getByRole('list', { name: 'Events of the selected day' });
}

function dayItem(page: Page, title: string) {
  return dayList(page).getByRole('listitem').filter({ hasText: title });
}

test("the week view shows this week's seeded appointments of the therapist's calendar", async () => {
  const ingrid = await userIdOf(db, 'therapist@demo.clinic');
  const calendar = await calendarOf(ingrid);
  const { start, end } = thisWeek();
  const seeded = await db.get<Array<{ summary: string; appointment_status: string }>>(
    `calendar_events?select=summary,appointment_status&calendar_id=eq.${calendar}&type=eq.APPOINTMENT` +
      `&start_at=gte.${start.toISOString()}&start_at=lt.${end.toISOString()}&order=start_at`,
  );
  expect(seeded.length).toBeGreaterThan(5);

  const page = await openCalendar();
  const appointments = page.locator('.fc-timeGridWeek-view .fc-event.mf-event--appointment');
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('.fc-timeGridWeek-view .fc-event.mf-event--appointment').length === count,
    seeded.length,
  );
  const titles = await appointments.locator('.fc-event-title').allTextContents();
  expect(titles.sort()).toEqual(seeded.map((event) => event.summary).sort());
  // Canceled ones stay in the calendar, marked apart; pauses are drawn as pauses.
  await expect(page.locator('.fc-event.mf-event--appointment.mf-event--canceled').count()).resolves.toBe(
    seeded.filter((event) => event.appointment_status === 'CANCELED').length,
  );
  await expect(page.locator('.fc-event.mf-event--pause').count()).resolves.toBeGreaterThan(0);
  await page.context().close();
});

test('month and day views: a click on a date opens that day; the view is remembered; a slot click books', async () => {
  const page = await openCalendar();
  await page.getByRole('button', { name: 'Month' }).click();
  await page.locator('.fc-dayGridMonth-view').waitFor();
  const target = osloDay(addDays(thisWeek().start, 2)); // this week's Wednesday
  await page.locator(`.fc-daygrid-day[data-date="${target}"] .fc-daygrid-day-top`).click();
  await page.locator('.fc-timeGridDay-view').waitFor();
  // The Day field (shared-ui's DateField) writes the day in the spec's DD.MM.YYYY, in English too.
  const [year, month, day] = target.split('-');
  await expect(page.getByLabel('Day', { exact: true }).inputValue()).resolves.toBe(`${day}.${month}.${year}`);
  await expect(page.getByRole('button', { name: 'Day', pressed: true }).count()).resolves.toBe(1);
  await page.reload();
  await page.locator('.fc-timeGridDay-view').waitFor();
  await page.getByRole('button', { name: 'Week' }).click();
  await page.locator('.fc-timeGridWeek-view').waitFor();
  // A click on a free time slot opens the create-appointment side bar.
  await page.locator('.fc-timegrid-slot-lane[data-time="15:50:00"]').click();
  await page.getByRole('dialog', { name: 'Create appointment' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Create appointment' }).waitFor({ state: 'detached' });
  await page.context().close();
});

test("the spec's 78vh; the range title and column headers in DD MMM YYYY; a column header opens its day", async () => {
  const page = await openCalendar();
  // 78vh of a 900 px window; the grid scrolls inside it and a wheel over it leaves the page's title in place
  const body = (await page.getByTestId('calendar-body').boundingBox())!;
  expect(Math.round(body.height)).toBe(702);
  // the week's own days (Mon–Sun), never the Monday after, though the grid may run to 25:00
  const monday = thisWeek().start;
  const sunday = addDays(monday, 6);
  const fmt = (d: Date, pattern: string) => format(new TZDate(d.getTime(), TZ), pattern, { locale: enGB });
  const weekTitle =
    fmt(monday, 'MMM') === fmt(sunday, 'MMM')
      ? `${fmt(monday, 'd')} – ${fmt(sunday, 'd MMM yyyy')}`
      : fmt(monday, 'yyyy') === fmt(sunday, 'yyyy')
        ? `${fmt(monday, 'd MMM')} – ${fmt(sunday, 'd MMM yyyy')}`
        : `${fmt(monday, 'd MMM yyyy')} – ${fmt(sunday, 'd MMM yyyy')}`;
  await page.getByText(weekTitle, { exact: true }).waitFor();
  const wednesday = addDays(monday, 2);
  const header = page.locator(`.fc-col-header-cell[data-date="${osloDay(wednesday)}"] a`);
  await expect(header.textContent()).resolves.toBe(fmt(wednesday, 'EEE d MMM'));
  await header.click();
  await page.locator('.fc-timeGridDay-view').waitFor();
  await page.getByText(fmt(wednesday, 'd MMM yyyy'), { exact: true }).waitFor();
  // a wheel over the visible part of the grid scrolls the grid, not the page
  const heading = page.getByRole('heading', { level: 1, name: 'Calendar' });
  const titleBefore = (await heading.boundingBox())!.y;
  const grid = (await page.getByTestId('calendar-body').boundingBox())!;
  await page.mouse.move(grid.x + grid.width / 3, grid.y + 120);
  await page.mouse.wheel(0, 5000);
  const gridScrolled = () =>
    page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('.fc-timeGridDay-view .fc-scroller'), (el) => el.scrollTop),
      ),
    );
  await eventually(gridScrolled, (top) => top > 0);
  expect((await heading.boundingBox())!.y).toBe(titleBefore);
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
  await page.getByRole('button', { name: 'Week' }).click();
  await page.locator('.fc-timeGridWeek-view').waitFor();
  await page.context().close();
});

/** Books for Ingrid through the booking RPC, after cancelling what is in the way (overlaps are refused). */
async function bookFor(token: string, slots: Array<{ start: Date; title: string }>) {
  const ingrid = await userIdOf(db, 'therapist@demo.clinic');
  const [{ clinic_id: clinic }] = (await db.get<Array<{ clinic_id: string }>>(
    `users?select=clinic_id&id=eq.${ingrid}`,
  )) as [{ clinic_id: string }];
  const [patient] = await db.get<Array<{ id: string }>>(`users?select=id&email=eq.patient1%40demo.clinic`);
  const [type] = await db.get<Array<{ id: string; scripts: Array<{ id: string }> }>>(
    `appointment_types?select=id,scripts(id)&name=eq.Follow-up&clinic_id=eq.${clinic}`,
  );
  const from = addMinutes(slots[0]!.start, -60);
  const to = addMinutes(slots[slots.length - 1]!.start, 60);
  const inTheWay = await db.get<Array<{ id: string }>>(
    `appointments?select=id&therapist_user_id=eq.${ingrid}&status=in.(NOT_STARTED,STARTED)` +
      `&start_at=lt.${to.toISOString()}&end_at=gt.${from.toISOString()}`,
  );
  for (const { id } of inTheWay) await rpc(token, 'cancel_appointment', { p_appointment_id: id });
  const booked: string[] = [];
  for (const { start, title } of slots) {
    const row = await rpc<{ id: string }>(token, 'book_appointment', {
      p_patient_user_id: patient!.id,
      p_appointment_type_id: type!.id,
      p_start: start.toISOString(),
      p_live_session_type: 'VIDEO',
      p_script_id: type!.scripts[0]!.id,
      p_title: title,
    });
    booked.push(row.id);
  }
  return booked;
}

/** A time `minutes` from now, rounded up to 5 minutes as the form does. */
const ahead = (minutes: number) =>
  new Date(Math.ceil(addMinutes(new Date(), minutes).getTime() / 300_000) * 300_000);

test("'Start appointment' is disabled two hours ahead, and a canceled appointment is not in the day list", async () => {
  const token = await accessTokenOf(app, 'therapist@demo.clinic');
  const twoHoursAhead = ahead(120);
  const canceledAt = addMinutes(twoHoursAhead, 60);
  const [, toCancel] = await bookFor(token, [
    { start: twoHoursAhead, title: 'E2E two hours ahead' },
    { start: canceledAt, title: 'E2E canceled' },
  ]);
  await rpc(token, 'cancel_appointment', { p_appointment_id: toCancel });

  const page = await openCalendar();
  await pickDay(page, osloDay(twoHoursAhead));
  const start = dayItem(page, 'E2E two hours ahead').getByRole('button', { name: 'Start appointment' });
  await start.waitFor();
  await expect(start.getAttribute('aria-disabled')).resolves.toBe('true');
  await start.hover();
  await page
    .getByRole('tooltip')
    .getByText('An appointment may be started at the earliest 60 minutes before its start')
    .waitFor();
  // aria-disabled keeps it focusable for the tooltip; a forced click still does nothing.
  await expect(start.isDisabled()).resolves.toBe(true);
  // Every navigation of the page from the forced click on is recorded (history API ones included), so the
  // check below needs no fixed wait: by the time the next day has rendered, a click that did navigate would
  // have been recorded.
  const pathsAfterClick: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pathsAfterClick.push(new URL(frame.url()).pathname);
  });
  await start.click({ force: true });

  await pickDay(page, osloDay(canceledAt));
  await page
    .getByRole('heading', { name: format(new TZDate(canceledAt.getTime(), TZ), 'EEEE d MMMM') })
    .waitFor();
  expect(pathsAfterClick.filter((path) => path !== '/dashboard/calendar')).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/dashboard/calendar');
  await page.waitForLoadState('networkidle');
  const canceledEvents = await db.get<unknown[]>(
    `calendar_events?select=id&appointment_id=eq.${toCancel}&appointment_status=eq.CANCELED`,
  );
  expect(canceledEvents.length).toBe(2); // the appointment and its pause
  await expect(dayList(page).getByText('E2E canceled').count()).resolves.toBe(0);
  await page.context().close();
});

test("the colleague's calendar shows the warning and cannot start appointments", async () => {
  const page = await openCalendar();
  await expect(page.getByText("Be careful, it's not your calendar!").count()).resolves.toBe(0);
  await page.getByRole('combobox', { name: 'Therapist' }).click();
  await page.getByRole('option', { name: 'Lars Bakke' }).click();
  await page.getByText("Be careful, it's not your calendar!").waitFor();
  const lars = await calendarOf(await userIdOf(db, 'colleague@demo.clinic'));
  const { start, end } = thisWeek();
  const larsWeek = await db.get<unknown[]>(
    `calendar_events?select=id&calendar_id=eq.${lars}&type=eq.APPOINTMENT` +
      `&start_at=gte.${start.toISOString()}&start_at=lt.${end.toISOString()}`,
  );
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('.fc-timeGridWeek-view .fc-event.mf-event--appointment').length === count,
    larsWeek.length,
  );
  // Every main action on his calendar is disabled for Ingrid.
  const buttons = dayList(page).getByRole('button');
  for (const button of await buttons.all()) {
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
  }
  await page.context().close();
});

test("'Start appointment' within the hour starts it (start_appointment) and opens the live session", async () => {
  const token = await accessTokenOf(app, 'therapist@demo.clinic');
  const soon = ahead(10);
  const [appointmentId] = await bookFor(token, [{ start: soon, title: 'E2E starting soon' }]);
  const page = await openCalendar();
  await pickDay(page, osloDay(soon));
  const start = dayItem(page, 'E2E starting soon').getByRole('button', { name: 'Start appointment' });
  await start.waitFor();
  await expect(start.isDisabled()).resolves.toBe(false);
  await start.click();
  await page.waitForURL(`**/appointments/${appointmentId}`);
  const [row] = await db.get<Array<{ status: string }>>(`appointments?select=status&id=eq.${appointmentId}`);
  expect(row!.status).toBe('STARTED');
  const events = await db.get<Array<{ appointment_status: string }>>(
    `calendar_events?select=appointment_status&appointment_id=eq.${appointmentId}&type=eq.APPOINTMENT`,
  );
  expect(events.map((event) => event.appointment_status)).toEqual(['STARTED']);
  await page.context().close();
});

test("a browser in UTC sees the clinic's clock: grid, day list and the form a slot click opens", async () => {
  const token = await accessTokenOf(app, 'therapist@demo.clinic');
  // 14:00 in Oslo two days from now: 13:00 (winter) or 12:00 (summer) in UTC.
  const day = addDays(new TZDate(Date.now(), TZ), 2);
  const at = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 14, 0, TZ).getTime());
  await bookFor(token, [{ start: at, title: 'E2E Oslo clock' }]);

  const page = await openCalendar('UTC');
  await pickDay(page, osloDay(at));
  await dayItem(page, 'E2E Oslo clock')
    .getByText(/^14:00–/)
    .waitFor();
  const event = page.locator('.fc-timegrid-event', { hasText: 'E2E Oslo clock' });
  await expect(event.locator('.fc-event-time').textContent()).resolves.toMatch(/^14:00 - /);
  // A click on the grid's 16:00 slot opens the form at 16:00 (it opened an hour later in a UTC browser).
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.locator('.fc-timeGridDay-view').waitFor();
  await page.locator('.fc-timegrid-slot-lane[data-time="16:00:00"]').click();
  const form = page.getByRole('dialog', { name: 'Create appointment' });
  await expect(form.getByLabel('Start').inputValue()).resolves.toBe('16:00');
  await page.context().close();
});

test("a crowded slot folds into '+N more', which passes axe (a button with aria-expanded)", async () => {
  const token = await accessTokenOf(app, 'therapist@demo.clinic');
  const day = addDays(new TZDate(Date.now(), TZ), 3);
  const at = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 12, 0, TZ).getTime());
  // Canceled appointments keep their events; a booking in the same slot is then allowed again.
  for (let i = 0; i < 4; i += 1) {
    const [id] = await bookFor(token, [{ start: at, title: `E2E crowded ${i}` }]);
    await rpc(token, 'cancel_appointment', { p_appointment_id: id });
  }
  await bookFor(token, [{ start: at, title: 'E2E crowded booked' }]);

  const page = await openCalendar();
  await pickDay(page, osloDay(at));
  const more = page.locator('.fc-timegrid-more-link').first();
  await more.waitFor();
  await expect(more.getAttribute('role')).resolves.toBe('button');
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    }),
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
  await page.context().close();
});
