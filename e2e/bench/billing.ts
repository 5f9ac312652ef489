/**
 * mf-billing (issue 14), each figure beside its floor (ARCHITECTURE §5.1):
 * - /payments?category=UNPAID first paint on seed:large, signed in as bench-therapist1@bench.clinic (about
 *   1 500 open, sent items of 5 000 appointments): navigation start → first row painted. Floor: a plain DOM
 *   page that reads the token, does the one PostgREST call (rpc/list_payment_items) and paints the rows.
 * - Invoice PDF creation: POST create-invoice for a seeded invoice of therapist@demo.clinic (jspdf render,
 *   upload to the private bucket, signed URL). Floor: one PostgREST read of the same invoice through the same
 *   gateway (the least any implementation must do before rendering).
 * Call after seed:large is loaded into the app's stack (the patients bench does that).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { fillSignIn, type RunningApp } from '../support/app';
import { accessTokenOf } from '../support/service-api';
import { median } from './stats';

const RUNS = 5;
const BENCH_EMAIL = 'bench-therapist1@bench.clinic';
const DEMO_EMAIL = 'therapist@demo.clinic';
const PASSWORD = 'demo-password-1';
export const BILLING_GOALS_MS = { paymentsFirstPaint: 400, invoicePdf: 1500 };

function floorHtml(apiUrl: string, anonKey: string, token: string): string {
  return `<!doctype html><html><body><ul id="list"></ul><script>
const headers = { apikey: ${JSON.stringify(anonKey)}, Authorization: 'Bearer ' + ${JSON.stringify(token)},
  'Content-Type': 'application/json' };
fetch(${JSON.stringify(apiUrl)} + '/rest/v1/rpc/list_payment_items', { method: 'POST', headers,
  body: JSON.stringify({ p_category: 'UNPAID', p_limit: 25, p_offset: 0 }) })
  .then((r) => r.json()).then((rows) => {
    document.getElementById('list').replaceChildren(...rows.map((p) => { const li = document.createElement('li');
      li.setAttribute('data-testid', 'payment-row');
      li.textContent = p.first_name + ' ' + p.last_name + ' ' + p.title + ' ' + p.start_at + ' ' + p.price + ' ' + p.currency_code;
      return li; }));
  });
</script></body></html>`;
}

/** Navigation start → first payment row painted. */
async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="payment-row"]')
        ? new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
        : null,
    undefined,
    { polling: 'raf' },
  );
  return Number(await handle.jsonValue());
}

export interface BillingBench {
  unpaidRows: number;
  paymentsFirstPaintMs: number;
  paymentsFirstPaintFloorMs: number;
  invoicePdfMs: number;
  invoicePdfFloorMs: number;
  goalsMs: typeof BILLING_GOALS_MS;
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench request failed: ${response.status}`);
  return performance.now() - start;
}

export async function benchBilling(app: RunningApp, browser: Browser): Promise<BillingBench> {
  const token = await accessTokenOf(app, BENCH_EMAIL);
  const count = await fetch(`${app.stack.apiUrl}/rest/v1/rpc/list_payment_items`, {
    method: 'POST',
    headers: {
      apikey: app.stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_category: 'UNPAID', p_limit: 1 }),
  });
  const unpaidRows = Number(((await count.json()) as { total_count: number }[])[0]?.total_count ?? 0);

  const signIn = await browser.newContext();
  await signIn.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const signInPage = await signIn.newPage();
  await signInPage.goto(app.url('/login'));
  await fillSignIn(signInPage, BENCH_EMAIL, PASSWORD);
  await signInPage.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  // The floor page from a real loopback server: Chromium refuses a page it cannot place (an intercepted or
  // public-looking origin) access to the loopback API (local network access rules).
  const floorServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(floorHtml(app.stack.apiUrl, app.stack.anonKey, token));
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;
  const samples = {
    app: [] as number[],
    floor: [] as number[],
    pdf: [] as number[],
    pdfFloor: [] as number[],
  };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ storageState });
    samples.app.push(await firstPaint(await context.newPage(), app.url('/payments?category=UNPAID')));
    await context.close();
    const floorContext = await browser.newContext();
    samples.floor.push(await firstPaint(await floorContext.newPage(), floorUrl));
    await floorContext.close();
  }

  floorServer.close();

  const demo = await accessTokenOf(app, DEMO_EMAIL);
  const headers = {
    apikey: app.stack.anonKey,
    Authorization: `Bearer ${demo}`,
    'Content-Type': 'application/json',
  };
  const [invoice] = (await (
    await fetch(`${app.stack.apiUrl}/rest/v1/invoices?select=id,number&order=created_at.desc&limit=1`, {
      headers,
    })
  ).json()) as { id: string; number: number }[];
  if (!invoice) throw new Error('no seeded invoice for the PDF bench');
  const create = () =>
    fetch(`${app.stack.apiUrl}/functions/v1/create-invoice`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        data: { docName: `invoice-${invoice.number}`, invoiceData: { id: invoice.id } },
      }),
    });
  await timed(create); // warm: the first call loads jspdf into the edge runtime
  for (let run = 0; run < RUNS; run++) {
    samples.pdf.push(await timed(create));
    samples.pdfFloor.push(
      await timed(() =>
        fetch(`${app.stack.apiUrl}/rest/v1/invoices?select=*&id=eq.${invoice.id}`, { headers }),
      ),
    );
  }
  return {
    unpaidRows,
    paymentsFirstPaintMs: Math.round(median(samples.app)),
    paymentsFirstPaintFloorMs: Math.round(median(samples.floor)),
    invoicePdfMs: Math.round(median(samples.pdf)),
    invoicePdfFloorMs: Math.round(median(samples.pdfFloor)),
    goalsMs: BILLING_GOALS_MS,
  };
}
