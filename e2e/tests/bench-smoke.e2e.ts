import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser } from '../support/browser';
import { benchColdStart, checkBusyGuard, checkRequestBudget } from '../bench/cold-start';
import { benchTrace } from '../bench/trace';

/**
 * The first screen's benches, scaled down so they cannot rot (the full runs are `npm run bench` and
 * `npx tsx bench/trace.ts`, docs/PERFORMANCE.md): one sample of each cold-start case with its main-thread busy
 * time, and one Chrome trace split by kind of work and by package. Times are not judged here (one sample on a
 * shared machine says little); what is checked is that each figure is measured at all and adds up.
 */
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ basePort: 4760 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('cold start: one sample per case, each with the main thread busy for part of the time to the first event', async () => {
  const result = await benchColdStart(app, browser, 1);
  for (const figure of [result.cached, result.empty]) {
    expect(figure.appMs).toBeGreaterThan(0);
    expect(figure.floorMs).toBeGreaterThan(0);
    expect(figure.appBusyMs).toBeGreaterThan(0);
    // busy time is main-thread work within the span, never more than the span (a few ms of polling aside)
    expect(figure.appBusyMs).toBeLessThan(figure.appMs + 50);
  }
  // the full load's requests are counted (their budget is held by live-data.e2e.ts's full-load tests)
  expect(result.requests.total).toBeGreaterThan(0);
  expect(result.requests.repeats).toBeLessThan(result.requests.total);
  // the guards read the figures they name
  expect(() => checkBusyGuard({ ...result, cached: { ...result.cached, appBusyMs: 10_000 } })).toThrow(
    /busy-time guard exceeded/,
  );
  expect(() =>
    checkRequestBudget({ ...result, requests: { ...result.requests, overBudget: ['3× GET /rest/v1/x'] } }),
  ).toThrow(/request budget exceeded/);
});

test("trace: the first screen's main-thread time by kind of work and by package", async () => {
  const result = await benchTrace(app, browser, 1);
  expect(result.busyMs).toBeGreaterThan(0);
  expect(result.byKind.script).toBeGreaterThan(0);
  // the calendar's own library runs before its first event: the profiler names it
  expect(result.byPackage.FullCalendar).toBeGreaterThan(0);
  const kinds = Object.values(result.byKind).reduce((sum, value) => sum + value, 0);
  expect(kinds).toBeLessThanOrEqual(result.busyMs + 1);
});
