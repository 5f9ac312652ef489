import { jsPDF } from 'jspdf';
import type { Browser, Page } from 'playwright-core';
import {
  imageLoaded,
  launchBrowser,
  newContext,
  watchForProblems,
  type PageProblems,
} from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { serviceRest } from '../support/service-api';

/**
 * Slides against the real local stack (issue 15, "Done when" 2), every provider step through the slides service
 * (the google-slides edge function, local provider since no Google client is configured): connect the slides
 * account (the service's authorisation URL, redirect back with a code, the exchange), upload two presentations as page images with notes into
 * storage, add both, open one in the viewer and page through it (previous disabled at the start, next at the
 * end, notes toggle), upload a 2-page PDF (rendered to page images in the browser) and page through it, then 'Disconnect google slides' from the shell's user menu; last, connecting again with the
 * page's first account read forced to arrive after the exchange (the order that once left 'Connect your account').
 */
const BASE_PORT = 4620;
const RUN = Date.now().toString(36);
// A 1×1 PNG: pages must be real images the viewer can draw from the private bucket's signed URLs.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let app: RunningApp;
let page: Page;
let problems: PageProblems;
const db = serviceRest(() => app);

beforeAll(async () => {
  app = await startApp({ basePort: BASE_PORT });
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  problems = watchForProblems(page);
  // Sindre (Bergen): not connected in the seed (Ingrid is, see supabase/seeds/content-slides.sql; Lars signs
  // in with Vipps only).
  await signIn(page, app, 'therapist@fjord.clinic');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

afterEach(() => {
  expect(problems?.errors).toEqual([]);
});

const content = () => page.locator('[data-remote="mf-content"]');
const integrated = async () =>
  (
    await db.get<Array<{ is_google_slides_integrated: boolean }>>(
      'users?select=is_google_slides_integrated&email=eq.therapist@fjord.clinic',
    )
  )[0]!.is_google_slides_integrated;

async function upload(name: string, notes: string[]) {
  const form = page.getByRole('form', { name: 'Upload a presentation' });
  await form.getByLabel('Presentation name').fill(name);
  await form
    .getByLabel('Pages (one image per page, in order)')
    .setInputFiles(
      notes.map((_, index) => ({ name: `page-${index + 1}.png`, mimeType: 'image/png', buffer: PNG })),
    );
  for (const [index, text] of notes.entries())
    await form.getByLabel(`Notes for page ${index + 1} (page-${index + 1}.png)`).fill(text);
  await form.getByRole('button', { name: 'Upload' }).click();
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: new RegExp(name) })
    .waitFor();
}

test('connects the slides account through the local provider', async () => {
  await page.goto(app.url('/google-slides/all'));
  await content().getByRole('heading', { level: 1, name: 'Google slides' }).waitFor();
  await content().getByRole('button', { name: 'Connect your account' }).click();
  await content().getByRole('heading', { name: 'Presentations' }).waitFor();
  expect(page.url()).not.toContain('code=');
  expect(await integrated()).toBe(true);
  // Bergen has no clinic uploads: the read-only section is empty.
  await content().getByText('There are no presentations').first().waitFor();
});

test('uploads two presentations and adds both; they are saved with their pages and notes', async () => {
  await content().getByRole('button', { name: 'Add Google Slides' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Google Slides' });
  await dialog.waitFor();
  await upload(`Worry time ${RUN}`, ['Welcome', 'Worry window', 'Summary']);
  await upload(`Breathing ${RUN}`, ['Inhale', '']);
  await dialog.getByRole('checkbox', { name: new RegExp(`Worry time ${RUN}`) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`Breathing ${RUN}`) }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  const mine = content().getByRole('list', { name: 'My slides' });
  await mine.getByText(`Worry time ${RUN}`).waitFor();
  await mine.getByText(`Breathing ${RUN}`).waitFor();
  const rows = await db.get<
    Array<{ name: string; slides: Array<{ page_number: number; notes: string | null }> }>
  >(`presentations?select=name,slides(page_number,notes)&google_slide_id=like.local:*&order=name`);
  expect(
    rows.map((r) => [r.name, r.slides.sort((a, b) => a.page_number - b.page_number).map((s) => s.notes)]),
  ).toEqual([
    [`Breathing ${RUN}`, ['Inhale', null]],
    [`Worry time ${RUN}`, ['Welcome', 'Worry window', 'Summary']],
  ]);
});

test('opens the viewer and pages through it with the notes', async () => {
  await content()
    .getByRole('list', { name: 'My slides' })
    .getByRole('listitem')
    .filter({ hasText: `Worry time ${RUN}` })
    .getByRole('button', { name: 'Open' })
    .click();
  const viewer = page.getByRole('dialog', { name: `Worry time ${RUN}` });
  const previous = viewer.getByRole('button', { name: 'Previous' });
  const next = viewer.getByRole('button', { name: 'Next' });
  await viewer.getByText('Page 1 of 3').waitFor();
  expect(await previous.isDisabled()).toBe(true);
  expect(await next.isDisabled()).toBe(false);
  // Every page's image comes from the private bucket through a signed URL and really loads (issue 37: page 3
  // was an empty box).
  await imageLoaded(page, viewer.getByRole('img', { name: 'Page 1 of 3' }));

  await viewer.getByRole('button', { name: 'Show notes' }).click();
  await viewer.getByText('Welcome', { exact: true }).waitFor();
  await next.click();
  await viewer.getByText('Page 2 of 3').waitFor();
  await imageLoaded(page, viewer.getByRole('img', { name: 'Page 2 of 3' }));
  await viewer.getByText('Worry window', { exact: true }).waitFor();
  await next.click();
  await viewer.getByText('Page 3 of 3').waitFor();
  await imageLoaded(page, viewer.getByRole('img', { name: 'Page 3 of 3' }));
  expect(await next.isDisabled()).toBe(true);
  expect(await previous.isDisabled()).toBe(false);
  await viewer.getByRole('button', { name: 'Hide notes' }).click();
  await viewer.getByText('Summary', { exact: true }).waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
});

/** A real 2-page A4-landscape PDF with a line of text on each page, made here (not a fixture file). */
function twoPagePdf(): Buffer {
  const doc = new jsPDF({ orientation: 'landscape' });
  doc.setFontSize(40);
  doc.text('Exposure ladder: step 1', 20, 40);
  doc.addPage();
  doc.text('Exposure ladder: step 2', 20, 40);
  return Buffer.from(doc.output('arraybuffer'));
}

test('uploads a 2-page PDF: the browser renders two page images into the bucket; the viewer pages through them', async () => {
  await content().getByRole('button', { name: 'Add Google Slides' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Google Slides' });
  const form = dialog.getByRole('form', { name: 'Upload a presentation' });
  const name = `Exposure ${RUN}`;
  await form.getByLabel('Presentation name').fill(name);
  await form
    .getByLabel('Pages (one image per page, in order)')
    .setInputFiles({ name: 'exposure.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() });
  // pdf.js (its chunk and worker from mf-content's origin) renders each page; notes per page as for images.
  await form.getByLabel('Notes for page 2 (exposure-2.png)').fill('Second step');
  expect(await form.getByLabel(/^Notes for page \d/).count()).toBe(2);
  await form.getByRole('button', { name: 'Upload' }).click();
  const box = dialog.getByRole('checkbox', { name: `${name} (2 pages)` });
  await box.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Two PNG objects in the private bucket, as the upload row lists them.
  const [upload] = await db.get<Array<{ pages: Array<{ imagePath: string; notes: string }> }>>(
    `slide_uploads?select=pages&name=eq.${encodeURIComponent(name)}`,
  );
  expect(upload!.pages.map((p) => p.notes)).toEqual(['', 'Second step']);
  for (const { imagePath } of upload!.pages) {
    const { apiUrl, serviceRoleKey } = app.stack;
    const object = await fetch(`${apiUrl}/storage/v1/object/slide-uploads/${imagePath}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(object.status).toBe(200);
    const bytes = Buffer.from(await object.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  }

  await content()
    .getByRole('list', { name: 'My slides' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Open' })
    .click();
  const viewer = page.getByRole('dialog', { name });
  const next = viewer.getByRole('button', { name: 'Next' });
  for (const pageNumber of [1, 2]) {
    const image = viewer.getByRole('img', { name: `Page ${pageNumber} of 2` });
    await image.waitFor();
    // The rendered page really loads from the bucket, at the width pdf-pages.ts renders (1600 px).
    await page.waitForFunction(
      (el) => (el as HTMLImageElement | null)?.complete && (el as HTMLImageElement).naturalWidth === 1600,
      await image.elementHandle(),
    );
    if (pageNumber === 1) await next.click();
  }
  expect(await next.isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
});

test("'Disconnect google slides' in the user menu deletes the account after confirmation", async () => {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Disconnect google slides' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to disconnect your google slides account?',
  });
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await content().getByRole('button', { name: 'Connect your account' }).waitFor();
  expect(await integrated()).toBe(false);
  // The saved presentations stay in the clinic's library.
  const kept = await db.get<unknown[]>(`presentations?select=id&google_slide_id=like.local:*`);
  expect(kept).toHaveLength(3);
});

test('connecting again shows the library even when the first account read reaches the page after the exchange', async () => {
  // The order that failed in the full run on a loaded machine, made certain: the page's first read of the
  // account is answered by the server before the exchange commits ("not connected") and handed to the page only
  // after the exchange's answer. Both answers are the real stack's; only their arrival order is fixed here.
  let answeredFirst!: () => void;
  const firstRead = new Promise<void>((resolve) => (answeredFirst = resolve));
  let exchanged!: () => void;
  const exchange = new Promise<void>((resolve) => (exchanged = resolve));
  const isExchange = (request: { url(): string; method(): string }) =>
    request.method() === 'POST' && /\/functions\/v1\/google-slides\/?(\?|$)/.test(request.url());
  const onResponse = (response: { url(): string; request(): { url(): string; method(): string } }) => {
    if (isExchange(response.request())) exchanged();
  };
  page.on('response', onResponse);
  let held = false;
  await page.route('**/rest/v1/slide_accounts*', async (route) => {
    // The first read after the route is set is the returning page's own (the click below navigates).
    if (held) return route.continue();
    held = true;
    const answer = await route.fetch();
    answeredFirst();
    await exchange;
    await route.fulfill({ response: answer });
  });
  await page.route('**/functions/v1/google-slides', async (route) => {
    if (isExchange(route.request())) await firstRead;
    await route.continue();
  });
  try {
    await content().getByRole('button', { name: 'Connect your account' }).click();
    await content().getByRole('heading', { name: 'Presentations' }).waitFor();
    expect(held).toBe(true);
    expect(await integrated()).toBe(true);
  } finally {
    page.off('response', onResponse);
    await page.unrouteAll({ behavior: 'wait' });
  }
});
