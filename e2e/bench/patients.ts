/**
 * mf-patients on the large seed (issue 11): the patient list's first paint and keystroke → filtered list
 * painted, each beside its floor (ARCHITECTURE §5.1): a plain DOM page on the same machine that reads a token,
 * does the one PostgREST call (list_patients) and paints the cards with plain DOM.
 * Signed in as bench-therapist1@bench.clinic (500 main patients among the clinic's 10 000).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fillSignIn, type RunningApp } from '../support/app';
import { accessTokenOf } from '../support/service-api';
import { median } from './stats';

const RUNS = 5;
const EMAIL = 'bench-therapist1@bench.clinic';
const PASSWORD = 'demo-password-1';
/**
 * One keystroke: names starting with L (Larsen-…, Lund-…, Lucas). Not 'B': every bench e-mail starts with
 * "bench", and e-mails match from their start.
 */
const KEY = 'L';
export const PATIENT_LIST_GOALS_MS = { firstPaint: 400, keystroke: 100 };

/** seed:large makes its users through the Auth admin API (as on hosted), so it needs the API as well as the database. */
function seedLarge(dbUrl: string, stack: RunningApp['stack']): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts'], {
      cwd: path.resolve(__dirname, '../../supabase'),
      env: {
        ...process.env,
        SUPABASE_DB_URL: dbUrl,
        SUPABASE_URL: stack.apiUrl,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:large exited with ${code}`)),
    );
  });
}

/** The floor page: token in the page, one rpc/list_patients per query, cards as plain DOM. */
function floorHtml(apiUrl: string, anonKey: string, token: string): string {
  return `<!doctype html><html><body><input id="q"><ul id="list"></ul><script>
const headers = { apikey: ${JSON.stringify(anonKey)}, Authorization: 'Bearer ' + ${JSON.stringify(token)},
  'Content-Type': 'application/json' };
async function load(q) {
  const r = await fetch(${JSON.stringify(apiUrl)} + '/rest/v1/rpc/list_patients', { method: 'POST', headers,
    body: JSON.stringify({ p_query: q, p_limit: 30, p_offset: 0 }) });
  const rows = await r.json();
  const list = document.getElementById('list');
  list.replaceChildren(...rows.map((p) => { const li = document.createElement('li');
    li.setAttribute('data-testid', 'patient-card'); li.setAttribute('aria-label', p.first_name + ' ' + p.last_name);
    li.textContent = p.first_name + ' ' + p.last_name + ' ' + p.email + ' ' + (p.phone || ''); return li; }));
}
window.__painted = load('').then(() => new Promise((r) => requestAnimationFrame(() => r(performance.now()))));
document.getElementById('q').addEventListener('input', (e) => { load(e.target.value.trim()); });
</script></body></html>`;
}

/** Navigation start → first patient card painted. */
async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // Checked in each animation frame (polling 'raf'), so the time is that of the frame that paints the card.
  const handle = await page.waitForFunction(
    () => (document.querySelector('[data-testid="patient-card"]') ? performance.now() : null),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * One keystroke in the search box → every card shown matches it, painted (measured inside the page). The
 * page code is a string: tsx (esbuild keepNames) would wrap named inner functions in a helper the page lacks.
 */
function keystroke(page: Page, input: string): Promise<number> {
  const script = `new Promise((resolve) => {
    const field = document.querySelector(${JSON.stringify(input)});
    const matches = () => {
      const cards = Array.from(document.querySelectorAll('[data-testid="patient-card"]'));
      return cards.length > 0 && cards.every((card) =>
        / ${KEY}/i.test((' ' + (card.getAttribute('aria-label') || '')).replace(/-/g, ' ')));
    };
    const start = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, ${JSON.stringify(KEY)});
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const check = () => matches()
      ? requestAnimationFrame(() => resolve(performance.now() - start))
      : requestAnimationFrame(check);
    requestAnimationFrame(check);
  })`;
  return page.evaluate(script) as Promise<number>;
}

export interface PatientListBench {
  firstPaintMs: number;
  firstPaintFloorMs: number;
  keystrokeMs: number;
  keystrokeFloorMs: number;
  goalsMs: typeof PATIENT_LIST_GOALS_MS;
  /** Every run's figure, in run order (ms). */
  samples: { app: number[]; floor: number[]; appKey: number[]; floorKey: number[] };
}

/** Loads seed:large into the running app's stack (idempotent), then measures app and floor side by side. */
export async function benchPatientList(app: RunningApp, browser: Browser): Promise<PatientListBench> {
  const dbUrl = (app.stack as unknown as { dbUrl: string }).dbUrl;
  await seedLarge(dbUrl, app.stack);
  const token = await accessTokenOf(app, EMAIL, PASSWORD);

  const signIn = await browser.newContext();
  await signIn.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const signInPage = await signIn.newPage();
  await signInPage.goto(app.url('/login'));
  await fillSignIn(signInPage, EMAIL, PASSWORD);
  await signInPage.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  // Served on the API's own origin (intercepted, never sent): a same-origin fetch, as local as the app's.
  const floorUrl = `${app.stack.apiUrl}/bench-floor.html`;
  const html = floorHtml(app.stack.apiUrl, app.stack.anonKey, token);
  const samples = {
    app: [] as number[],
    floor: [] as number[],
    appKey: [] as number[],
    floorKey: [] as number[],
  };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    samples.app.push(await firstPaint(page, app.url('/dashboard/patients')));
    samples.appKey.push(await keystroke(page, '[data-remote="mf-patients"] input[type="search"]'));
    await context.close();

    const floorContext = await browser.newContext();
    await floorContext.route(floorUrl, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const floorPage = await floorContext.newPage();
    samples.floor.push(await firstPaint(floorPage, floorUrl));
    samples.floorKey.push(await keystroke(floorPage, '#q'));
    await floorContext.close();
  }
  return {
    firstPaintMs: Math.round(median(samples.app)),
    firstPaintFloorMs: Math.round(median(samples.floor)),
    keystrokeMs: Math.round(median(samples.appKey)),
    keystrokeFloorMs: Math.round(median(samples.floorKey)),
    goalsMs: PATIENT_LIST_GOALS_MS,
    samples,
  };
}
