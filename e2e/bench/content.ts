/**
 * mf-content (issue 15): the per-user video statistics page with 1 000 viewing sessions, beside its floor
 * (ARCHITECTURE §5.1).
 * - App: signed in as therapist@demo.clinic, navigation start → the page's first session row painted
 *   (/video-archive/video/:id/statistic/user/:userId, charts and tables of 1 000 sessions over 60 days).
 * - Floor: a plain DOM page that reads the token, does the one PostgREST read of that statistics row and paints
 *   the first 10 sessions.
 * Arranges its data with the service role: the seeded statistics row of 'Box breathing' gets 1 000 sessions
 * carrying user agents (three distinct ones, as a viewer with a laptop, a phone and a tablet).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { fillSignIn, type RunningApp } from '../support/app';
import { accessTokenOf, serviceRest } from '../support/service-api';
import { median } from './stats';
import { runStandalone } from './standalone';

const RUNS = 5;
const SESSIONS = 1000;
const EMAIL = 'therapist@demo.clinic';
const PASSWORD = 'demo-password-1';
export const CONTENT_GOALS_MS = { statisticsFirstPaint: 400 };

function floorHtml(apiUrl: string, anonKey: string, token: string, videoId: string, userId: string): string {
  return `<!doctype html><html><body><table><tbody id="rows"></tbody></table><script>
const headers = { apikey: ${JSON.stringify(anonKey)}, Authorization: 'Bearer ' + ${JSON.stringify(token)} };
fetch(${JSON.stringify(apiUrl)} + '/rest/v1/video_statistics?select=sessions,video_duration&video_id=eq.${videoId}&user_id=eq.${userId}',
  { headers }).then((r) => r.json()).then(([row]) => {
    document.getElementById('rows').replaceChildren(...row.sessions.slice(0, 10).map((s) => {
      const tr = document.createElement('tr'); tr.setAttribute('data-testid', 'session-row');
      tr.textContent = s.userAgent + ' ' + s.secondsPlayed + ' ' + s.startDate;
      return tr; }));
  });
</script></body></html>`;
}

async function firstPaint(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (sel) =>
      document.querySelector(sel)
        ? new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
        : null,
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

export interface ContentBench {
  sessions: number;
  statisticsFirstPaintMs: number;
  statisticsFirstPaintFloorMs: number;
  /** The page's own share: its route chunk requested → first session row (the rest is the shell's boot). */
  statisticsPageShareMs: number;
  goalsMs: typeof CONTENT_GOALS_MS;
}

export async function benchContent(app: RunningApp, browser: Browser): Promise<ContentBench> {
  const db = serviceRest(() => app);
  const [video] = await db.get<Array<{ id: string }>>(
    `videos?select=id&name=eq.${encodeURIComponent('Box breathing')}`,
  );
  const [row] = await db.get<Array<{ id: string; user_id: string }>>(
    `video_statistics?select=id,user_id&video_id=eq.${video!.id}&limit=1`,
  );
  // Sessions as the patient app records them now (record_video_view with p_user_agent): three devices.
  const userAgents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ];
  const day = 86_400_000;
  const sessions = Array.from({ length: SESSIONS }, (_, i) => ({
    deviceType: null,
    browserName: null,
    browserVersion: null,
    userAgent: userAgents[i % 3],
    secondsPlayed: (i * 7) % 240,
    isPlaybackCompleted: i % 4 === 0,
    startDate: new Date(Date.now() - (i % 60) * day - i * 1000).toISOString(),
  }));
  const viewsByDate: Record<string, number> = {};
  for (const s of sessions)
    viewsByDate[s.startDate.slice(0, 10)] = (viewsByDate[s.startDate.slice(0, 10)] ?? 0) + 1;
  await db.patch(`video_statistics?id=eq.${row!.id}`, {
    sessions,
    last_session: sessions[0],
    views_by_date: viewsByDate,
    views_by_device_type: { unknown: SESSIONS },
    total_completed_views_count: SESSIONS / 4,
    uncompleted_views_count: (SESSIONS * 3) / 4,
  });

  const signIn = await browser.newContext();
  await signIn.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const signInPage = await signIn.newPage();
  await signInPage.goto(app.url('/login'));
  await fillSignIn(signInPage, EMAIL, PASSWORD);
  await signInPage.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  const token = await accessTokenOf(app, EMAIL, PASSWORD);
  // A real loopback server for the floor page (Chromium's local network access rules, as in billing.ts).
  const floorServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(floorHtml(app.stack.apiUrl, app.stack.anonKey, token, video!.id, row!.user_id));
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;
  const pageUrl = app.url(`/video-archive/video/${video!.id}/statistic/user/${row!.user_id}`);
  const appRow = '[data-remote="mf-content"] table[aria-label="All sessions:"] tbody tr';
  const samples = { app: [] as number[], floor: [] as number[], share: [] as number[] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
      const appPage = await context.newPage();
      const painted = await firstPaint(appPage, pageUrl, appRow);
      samples.app.push(painted);
      const chunkStart = await appPage.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('user-statistics-page'))?.startTime ?? null,
      );
      if (chunkStart !== null) samples.share.push(painted - chunkStart);
      await context.close();
      const floorContext = await browser.newContext();
      samples.floor.push(
        await firstPaint(await floorContext.newPage(), floorUrl, '[data-testid="session-row"]'),
      );
      await floorContext.close();
    }
  } finally {
    floorServer.close();
  }
  return {
    sessions: SESSIONS,
    statisticsFirstPaintMs: Math.round(median(samples.app)),
    statisticsFirstPaintFloorMs: Math.round(median(samples.floor)),
    statisticsPageShareMs: samples.share.length ? Math.round(median(samples.share)) : Number.NaN,
    goalsMs: CONTENT_GOALS_MS,
  };
}

/** Runs this bench alone: `npx tsx bench/content.ts` (its own stack on BENCH_BASE_PORT, default 4640). */
if (require.main === module) {
  runStandalone(4640, benchContent, (result) =>
    console.table({
      [`per-user video statistics (${result.sessions} sessions) → first session row painted`]: {
        ms: result.statisticsFirstPaintMs,
        floor: result.statisticsFirstPaintFloorMs,
        ratio: (result.statisticsFirstPaintMs / result.statisticsFirstPaintFloorMs).toFixed(2),
        goal: `≤ ${result.goalsMs.statisticsFirstPaint}`,
        'page share': result.statisticsPageShareMs,
      },
    }),
  );
}
