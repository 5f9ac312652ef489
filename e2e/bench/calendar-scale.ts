/**
 * mf-calendar at scale (issue 16 §2): the week view paging to a realistic week (60 events) and to a dense week
 * (500 events), beside a floor (ARCHITECTURE §5.1).
 * - App: signed in as therapist@demo.clinic, the calendar already on screen on the week before; 'Next' is
 *   clicked. Measured: the page's 'mf-calendar:events-data' mark (the range's query has resolved and its rows
 *   are mapped) → 'mf-calendar:events-painted' (the frame after FullCalendar's eventsSet has been painted).
 *   Also reported, for context: the click → painted (it includes the PostgREST round trip).
 * - Floor: a plain DOM page that reads the token, makes the same one PostgREST query for that week, and paints
 *   one absolutely positioned box per event in a 7-column week; the same data → painted interval.
 * Arranges its data with the service role: EXTERNAL events in two otherwise empty future weeks of the demo
 * therapist's calendar (3 and 5 weeks ahead, clear of run.ts's own 500-event week next week).
 *
 * Alone: `cd e2e && npx tsx bench/calendar-scale.ts` (starts its own stack); in `npm run bench` via run.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fillSignIn, type RunningApp } from '../support/app';
import { accessTokenOf, serviceRest } from '../support/service-api';
import { median } from './stats';
import { serveFloor } from './floor';
import { runStandalone } from './standalone';

const RUNS = 5;
const EMAIL = 'therapist@demo.clinic';
const PASSWORD = 'demo-password-1';
/** Issue 16 §2. */
export const CALENDAR_SCALE_GOALS_MS = { realisticWeek: 80, denseWeek: 200 };
const WEEKS = { realistic: { ahead: 3, events: 60 }, dense: { ahead: 5, events: 500 } } as const;
const DAY_MS = 86_400_000;

/** Monday 00:00 (this process's time zone, which the browser shares) `weeks` weeks from now. */
function mondayAhead(weeks: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + 7 * weeks);
}

const ymd = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

interface Slot {
  start: Date;
  minutes: number;
}

/** 60: Monday to Friday, 12 a day back to back from 08:00 (40 min each), as a full practice's week. */
function realisticWeek(monday: Date): Slot[] {
  return Array.from({ length: WEEKS.realistic.events }, (_, index) => {
    const day = Math.floor(index / 12);
    const slot = index % 12;
    return { start: new Date(monday.getTime() + day * DAY_MS + (8 * 60 + slot * 40) * 60_000), minutes: 40 };
  });
}

/** 500: Monday to Sunday 08:00–14:00, 20 minutes each, a new one every 5 minutes per day (stacks of 4). */
function denseWeek(monday: Date): Slot[] {
  return Array.from({ length: WEEKS.dense.events }, (_, index) => {
    const day = index % 7;
    const slot = Math.floor(index / 7);
    return { start: new Date(monday.getTime() + day * DAY_MS + (8 * 60 + slot * 5) * 60_000), minutes: 20 };
  });
}

async function seedWeeks(app: RunningApp) {
  const db = serviceRest(() => app);
  const [user] = await db.get<Array<{ id: string; clinic_id: string }>>(
    `users?select=id,clinic_id&email=eq.${encodeURIComponent(EMAIL)}`,
  );
  const [profile] = await db.get<Array<{ calendar_id: string }>>(
    `therapist_profiles?select=calendar_id&user_id=eq.${user!.id}`,
  );
  const types = ['VIDEO', 'PHONE', 'IN_OFFICE'] as const;
  const rows = [
    ...realisticWeek(mondayAhead(WEEKS.realistic.ahead)),
    ...denseWeek(mondayAhead(WEEKS.dense.ahead)),
  ].map(({ start, minutes }, index) => ({
    clinic_id: user!.clinic_id,
    calendar_id: profile!.calendar_id,
    therapist_user_id: user!.id,
    type: 'EXTERNAL',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    summary: `Scale event ${index + 1}`,
    live_session_type: types[index % 3],
  }));
  await db.post('calendar_events', rows);
  return { calendarId: profile!.calendar_id, clinicId: user!.clinic_id };
}

/**
 * The floor: one PostgREST query for the week (the app's own filter), then one box per event, positioned by
 * day and time, appended in one go; the same marks as the app.
 */
function floorHtml(
  apiUrl: string,
  anonKey: string,
  token: string,
  ids: { calendarId: string; clinicId: string },
) {
  return `<!doctype html><html><body style="margin:0">
<div id="week" style="position:relative;height:78vh;display:grid;grid-template-columns:repeat(7,1fr)"></div><script>
const headers = { apikey: ${JSON.stringify(anonKey)}, Authorization: 'Bearer ' + ${JSON.stringify(token)} };
const params = new URLSearchParams(location.search);
const start = params.get('start'), end = params.get('end');
const colours = { VIDEO: '#2f6fde', PHONE: '#2e9d5b', IN_OFFICE: '#b7791f' };
fetch(${JSON.stringify(apiUrl)} + '/rest/v1/calendar_events?select=id,start_at,end_at,summary,live_session_type' +
  '&clinic_id=eq.${ids.clinicId}&calendar_id=eq.${ids.calendarId}' +
  '&start_at=lt.' + encodeURIComponent(end) + '&end_at=gt.' + encodeURIComponent(start) + '&order=start_at&limit=3000',
  { headers }).then((r) => r.json()).then((rows) => {
    performance.mark('floor:events-data');
    const week = document.getElementById('week');
    const from = new Date(start).getTime();
    const boxes = rows.map((row) => {
      const s = new Date(row.start_at), e = new Date(row.end_at);
      const day = Math.floor((s.getTime() - from) / 86400000);
      const minutes = s.getHours() * 60 + s.getMinutes();
      const box = document.createElement('div');
      box.className = 'floor-event';
      box.style.cssText = 'position:absolute;overflow:hidden;font:12px sans-serif;color:#fff;border-radius:3px;' +
        'left:' + (day * 100) / 7 + '%;width:' + 100 / 7 + '%;top:' + ((minutes - 420) / 1080) * 100 + '%;height:' +
        ((e - s) / 60000 / 1080) * 100 + '%;background:' + (colours[row.live_session_type] || '#2f6fde');
      box.textContent = String(s.getHours()).padStart(2, '0') + ':' + String(s.getMinutes()).padStart(2, '0') + ' ' + row.summary;
      return box;
    });
    week.replaceChildren(...boxes);
    requestAnimationFrame(() => setTimeout(() => performance.mark('floor:events-painted'), 0));
  });
</script></body></html>`;
}

/** Reads two marks' distance once the second follows the first. */
async function markDistance(page: Page, prefix: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => {
      const [data] = performance.getEntriesByName(`${name}:events-data`);
      const painted = performance.getEntriesByName(`${name}:events-painted`).at(-1);
      if (!data || !painted || painted.startTime < data.startTime) return null;
      return painted.startTime - data.startTime;
    },
    prefix,
    { polling: 50, timeout },
  );
  return Number(await handle.jsonValue());
}

/**
 * One sample: the calendar opened on the week before the target (as a therapist already looking at it), then
 * 'Next'. Returns data → painted and click → painted.
 */
async function appSample(context: BrowserContext, shellUrl: string, target: Date) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/dashboard/calendar`);
  const root = page.locator('[data-remote="mf-calendar"]');
  await root.locator('.fc-timegrid').waitFor({ timeout: 20_000 });
  await root.locator('input[type="date"]').fill(ymd(new Date(target.getTime() - 7 * DAY_MS)));
  await page.waitForFunction(
    (day) => document.querySelector(`[data-remote="mf-calendar"] .fc-day[data-date="${day}"]`) !== null,
    ymd(new Date(target.getTime() - 7 * DAY_MS)),
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => performance.clearMarks());
  const clickedAt = Number(await page.evaluate(() => performance.now()));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const renderMs = await markDistance(page, 'mf-calendar');
  const paintedAt = Number(
    await page.evaluate(() => performance.getEntriesByName('mf-calendar:events-painted').at(-1)!.startTime),
  );
  const boxes = await root.locator('.fc-event').count();
  await page.close();
  return { renderMs, clickMs: paintedAt - clickedAt, boxes };
}

async function floorSample(browser: Browser, floorUrl: string, target: Date) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const start = target.toISOString();
  const end = new Date(target.getTime() + 7 * DAY_MS).toISOString();
  await page.goto(`${floorUrl}?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
  const renderMs = await markDistance(page, 'floor');
  const boxes = await page.locator('.floor-event').count();
  await context.close();
  return { renderMs, boxes };
}

export interface CalendarScaleFigure {
  events: number;
  /** data ready → painted, median of RUNS (ms) */
  renderMs: number;
  /** the goal for this week (issue 16 §2) and whether the median meets it */
  goalMs: number;
  meetsGoal: boolean;
  floorMs: number;
  ratio: number;
  /** click 'Next' → painted, median (ms): includes the query's round trip */
  clickToPaintMs: number;
  boxesInDom: number;
  samples: number[];
}

export interface CalendarScaleBench {
  realisticWeek: CalendarScaleFigure;
  denseWeek: CalendarScaleFigure;
  goalsMs: typeof CALENDAR_SCALE_GOALS_MS;
  runs: number;
}

async function signedInState(browser: Browser, app: RunningApp) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await page.goto(app.url('/login'));
  await fillSignIn(page, EMAIL, PASSWORD);
  // A returning therapist: the calendar has been seen once (remembered calendar and grid hours).
  await page.locator('[data-remote="mf-calendar"] .fc-timegrid').waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function benchCalendarScale(app: RunningApp, browser: Browser): Promise<CalendarScaleBench> {
  const ids = await seedWeeks(app);
  const storageState = await signedInState(browser, app);
  const floor = await serveFloor(
    floorHtml(app.stack.apiUrl, app.stack.anonKey, await accessTokenOf(app, EMAIL, PASSWORD), ids),
  );
  try {
    const appUrl = app.frontend.shellUrl;
    const measure = async (
      week: (typeof WEEKS)[keyof typeof WEEKS],
      goalMs: number,
    ): Promise<CalendarScaleFigure> => {
      const target = mondayAhead(week.ahead);
      const appSamples = { render: [] as number[], click: [] as number[], boxes: 0 };
      const floorSamples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ storageState });
        const sample = await appSample(context, appUrl, target);
        await context.close();
        appSamples.render.push(sample.renderMs);
        appSamples.click.push(sample.clickMs);
        appSamples.boxes = sample.boxes;
        const floorRun = await floorSample(browser, floor.url, target);
        if (floorRun.boxes !== week.events)
          throw new Error(`floor painted ${floorRun.boxes} of ${week.events} events`);
        floorSamples.push(floorRun.renderMs);
      }
      const renderMs = Math.round(median(appSamples.render));
      const floorMs = Math.max(1, Math.round(median(floorSamples)));
      return {
        events: week.events,
        renderMs,
        goalMs,
        meetsGoal: renderMs <= goalMs,
        floorMs,
        ratio: Number((renderMs / floorMs).toFixed(2)),
        clickToPaintMs: Math.round(median(appSamples.click)),
        boxesInDom: appSamples.boxes,
        samples: appSamples.render.map(Math.round),
      };
    };
    return {
      realisticWeek: await measure(WEEKS.realistic, CALENDAR_SCALE_GOALS_MS.realisticWeek),
      denseWeek: await measure(WEEKS.dense, CALENDAR_SCALE_GOALS_MS.denseWeek),
      goalsMs: CALENDAR_SCALE_GOALS_MS,
      runs: RUNS,
    };
  } finally {
    await floor.close();
  }
}

/** The table run.ts prints (also printed when this module runs alone). */
export function printCalendarScale(result: CalendarScaleBench): void {
  console.log(`Calendar at scale: week view, 'Next' to a week of N events, median of ${result.runs} (ms)`);
  const row = (figure: CalendarScaleFigure) => ({
    'data → painted': figure.renderMs,
    goal: `≤ ${figure.goalMs}`,
    'goal met': figure.meetsGoal ? 'yes' : 'NO',
    floor: figure.floorMs,
    ratio: figure.ratio.toFixed(2),
    'click → painted': figure.clickToPaintMs,
    'boxes in DOM': figure.boxesInDom,
    samples: figure.samples.join(' '),
  });
  console.table({
    [`realistic week (${result.realisticWeek.events} events)`]: row(result.realisticWeek),
    [`dense week (${result.denseWeek.events} events)`]: row(result.denseWeek),
  });
  const missed = [result.realisticWeek, result.denseWeek].filter((figure) => !figure.meetsGoal);
  // Reported, not thrown: a shared machine's noise must not fail the other modules of `npm run bench`.
  if (missed.length > 0)
    console.log(
      `Calendar at scale: goal missed for ${missed.map((figure) => `${figure.events} events (${figure.renderMs} > ${figure.goalMs} ms)`).join(', ')}`,
    );
}

if (require.main === module) runStandalone(4470, benchCalendarScale, printCalendarScale);
