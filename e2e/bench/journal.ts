/**
 * mf-journal (issue 13): a group PDF of 50 records and the first paint of a 200-record journal, each beside
 * its floor (ARCHITECTURE §5.1):
 * - group PDF: create-group-journal-record-pdf (read as the user through the logged export function, jspdf,
 *   upload, signed URL) vs the floor, the one PostgREST call that reads the same 50 texts
 *   (rpc/read_journal_records_for_export);
 * - journal first paint: navigation start → the first record card painted at /patients/:id/journal (shell,
 *   remote, access check, the first page of 30) vs a plain DOM page that reads the token, calls
 *   rpc/list_journal_records for the same first page and paints it.
 * Signed in as the demo therapist; the 200 records are added to patient 5's journal first.
 */
import type { Browser, Page } from 'playwright-core';
import { fillSignIn, type RunningApp } from '../support/app';
import { accessTokenOf } from '../support/service-api';
import { median } from './stats';

const RUNS = 5;
const EMAIL = 'therapist@demo.clinic';
const PASSWORD = 'demo-password-1';
const PATIENT_EMAIL = 'patient5@demo.clinic';
export const JOURNAL_GOALS_MS = { groupPdf50: 2000, journal200FirstPaint: 300 };

function api(app: RunningApp, token: string) {
  return async <T>(pathAndQuery: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.stack.apiUrl}${pathAndQuery}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: app.stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Patient 5's journal with at least 200 records (made through create_journal_record, as the app does). */
async function journalWith200(
  call: ReturnType<typeof api>,
): Promise<{ patientId: string; journalId: string; ids: string[] }> {
  const [patient] = await call<{ id: string }[]>(
    `/rest/v1/users?select=id&email=eq.${encodeURIComponent(PATIENT_EMAIL)}`,
  );
  const [opened] = await call<{ journal_id: string }[]>('/rest/v1/rpc/open_patient_journal', {
    p_patient_user_id: patient!.id,
  });
  const journalId = opened!.journal_id;
  let ids = (
    await call<{ id: string }[]>(`/rest/v1/journal_records?select=id&journal_id=eq.${journalId}`)
  ).map((r) => r.id);
  for (let i = ids.length; i < 200; i += 1) {
    ids.push(
      await call<string>('/rest/v1/rpc/create_journal_record', {
        p_journal_id: journalId,
        p_text: `<p>Bench record ${i + 1}: søvn, bekymring og mestring. The patient reported a calmer week.</p>`,
      }),
    );
  }
  ids = ids.slice(0, 200);
  return { patientId: patient!.id, journalId, ids };
}

function floorHtml(apiUrl: string, anonKey: string, token: string, journalId: string): string {
  return `<!doctype html><html><body><ul id="list"></ul><script>
fetch(${JSON.stringify(apiUrl)} + '/rest/v1/rpc/list_journal_records', { method: 'POST',
  headers: { apikey: ${JSON.stringify(anonKey)}, Authorization: 'Bearer ' + ${JSON.stringify(token)},
    'Content-Type': 'application/json' }, body: JSON.stringify({ p_journal_id: ${JSON.stringify(journalId)}, p_limit: 30 }) })
  .then((r) => r.json()).then((rows) => {
    document.getElementById('list').replaceChildren(...rows.map((row) => { const li = document.createElement('li');
      li.setAttribute('data-testid', 'journal-record-text'); li.innerHTML = row.text; return li; }));
  });
</script></body></html>`;
}

/** Navigation start → first record text painted. */
async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page
    .waitForFunction(
      () =>
        document.querySelector('[data-testid="journal-record-text"]')
          ? new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
          : null,
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      const body = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`no record painted at ${page.url()}: ${body.slice(0, 300)}`, { cause: error });
    });
  return Number(await handle.jsonValue());
}

export async function benchJournal(app: RunningApp, browser: Browser) {
  const token = await accessTokenOf(app, EMAIL, PASSWORD);
  const call = api(app, token);
  const { patientId, journalId, ids } = await journalWith200(call);
  const fifty = ids.slice(0, 50);

  const pdfSamples: number[] = [];
  const pdfFloorSamples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let t = performance.now();
    const pdf = await call<{ data: { path: string } }>('/functions/v1/create-group-journal-record-pdf', {
      data: { journalRecordsDataForFile: { journalRecordIds: fifty } },
    });
    pdfSamples.push(performance.now() - t);
    await fetch(`${app.stack.apiUrl}/storage/v1/object/journal-pdfs`, {
      method: 'DELETE',
      headers: {
        apikey: app.stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefixes: [pdf.data.path] }),
    });
    t = performance.now();
    await call('/rest/v1/rpc/read_journal_records_for_export', { p_ids: fifty });
    pdfFloorSamples.push(performance.now() - t);
  }

  // A signed-in state for cold contexts (the persisted session in localStorage).
  const signInContext = await browser.newContext();
  await signInContext.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const signInPage = await signInContext.newPage();
  await signInPage.goto(`${app.frontend.shellUrl}/login`);
  await fillSignIn(signInPage, EMAIL);
  await signInPage.waitForURL((url) => !url.pathname.startsWith('/login'), { waitUntil: 'commit' });
  await signInPage.locator('[data-remote]').first().waitFor();
  const state = await signInContext.storageState();
  await signInContext.close();

  const appSamples: number[] = [];
  const floorSamples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState: state });
    appSamples.push(
      await firstPaint(await context.newPage(), `${app.frontend.shellUrl}/patients/${patientId}/journal`),
    );
    await context.close();
    // Served on the API's own origin (intercepted, never sent): a same-origin fetch, as local as the app's.
    const floorUrl = `${app.stack.apiUrl}/journal-bench-floor.html`;
    const floorContext = await browser.newContext();
    await floorContext.route(floorUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: floorHtml(app.stack.apiUrl, app.stack.anonKey, token, journalId),
      }),
    );
    floorSamples.push(await firstPaint(await floorContext.newPage(), floorUrl));
    await floorContext.close();
  }

  const groupPdf50Ms = Math.round(median(pdfSamples));
  const groupPdf50FloorMs = Math.round(median(pdfFloorSamples));
  const firstPaintMs = Math.round(median(appSamples));
  const firstPaintFloorMs = Math.round(median(floorSamples));
  return {
    records: ids.length,
    groupPdf50Ms,
    groupPdf50FloorMs,
    groupPdf50Ratio: Number((groupPdf50Ms / Math.max(groupPdf50FloorMs, 1)).toFixed(2)),
    journal200FirstPaintMs: firstPaintMs,
    journal200FirstPaintFloorMs: firstPaintFloorMs,
    journal200FirstPaintRatio: Number((firstPaintMs / Math.max(firstPaintFloorMs, 1)).toFixed(2)),
    goalsMs: JOURNAL_GOALS_MS,
  };
}

/** Runs the journal bench alone: `npx tsx bench/journal.ts` (starts its own stack on basePort 4440). */
if (require.main === module) {
  void (async () => {
    const { startApp } = await import('../support/app');
    const { launchBrowser } = await import('../support/browser');
    const app = await startApp({ basePort: 4440 });
    const browser = await launchBrowser();
    try {
      console.table(await benchJournal(app, browser));
    } finally {
      await browser.close();
      await app.stop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
