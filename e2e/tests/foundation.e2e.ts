import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, remoteHeading, watchForProblems } from '../support/browser';
import { countSingletonFetches, SINGLETON_CHUNKS } from '../support/singletons';
import { signIn, startApp, type RunningApp } from '../support/app';

const repoRoot = path.resolve(__dirname, '../..');
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4300);

let browser: Browser;
let app: RunningApp;
let billingCopy: string;

beforeAll(async () => {
  // mf-billing is served from a copy so the rebuild test can replace it without touching the real dist.
  billingCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-billing-'));
  fs.cpSync(path.join(repoRoot, 'mf-billing/dist'), billingCopy, { recursive: true });
  app = await startApp({ basePort: BASE_PORT, distOverrides: { 'mf-billing': billingCopy } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(billingCopy, { recursive: true, force: true });
});

async function openPage(): Promise<{
  page: Page;
  problems: ReturnType<typeof watchForProblems>;
  jsUrls: string[];
}> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const jsUrls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') jsUrls.push(request.url());
  });
  await signIn(page, app);
  return { page, problems, jsUrls };
}

/** Client-side navigation through the side menu, as a user does. */
async function clickMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
}

/** The accessible name of the side-menu entry marked as the current page. */
async function currentMenuEntry(page: Page): Promise<string | null> {
  const current = page.getByRole('navigation', { name: 'Main menu' }).locator('a[aria-current="page"]');
  await current.waitFor();
  return current.getAttribute('aria-label');
}

test('each area shows its remote; moving between them mounts and unmounts remotes without a reload', async () => {
  const { page, problems, jsUrls } = await openPage();
  expect(await remoteHeading(page, 'mf-calendar')).toBe('Calendar');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const visits: Array<[menu: string, remote: string, heading: string, path: string]> = [
    ['Patients', 'mf-patients', 'Patients', '/dashboard/patients'],
    ['Payments', 'mf-billing', 'Payments', '/payments'],
    ['Video Archive', 'mf-content', 'Video Archive', '/video-archive'],
    ['Calendar', 'mf-calendar', 'Calendar', '/dashboard/calendar'],
  ];
  let previous = 'mf-calendar';
  for (const [menu, remote, heading, pathname] of visits) {
    await clickMenu(page, menu);
    expect(await remoteHeading(page, remote)).toBe(heading);
    expect(new URL(page.url()).pathname).toBe(pathname);
    await expect(page.locator(`[data-remote="${previous}"]`).count()).resolves.toBe(0);
    expect(await currentMenuEntry(page)).toBe(menu);
    previous = remote;
  }

  // /appointments/:id has no menu entry: a link from elsewhere in the app navigates there. It highlights the
  // entry mf-journal's routes.json names for it, which reached the shell through the build and the registry.
  await page.evaluate(() => window.history.pushState(null, '', '/appointments/1'));
  expect(await remoteHeading(page, 'mf-journal')).toBe('Live session');
  await expect(page.locator('[data-remote="mf-calendar"]').count()).resolves.toBe(0);
  expect(await currentMenuEntry(page)).toBe('Patients');

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(problems.errors).toEqual([]);

  // Every remote's entry was fetched once, however often it was mounted.
  for (const port of [1, 2, 3, 4, 5].map((offset) => BASE_PORT + offset)) {
    expect(jsUrls.filter((url) => url === `http://localhost:${port}/remoteEntry.js`)).toHaveLength(1);
  }
});

test('every shared singleton is fetched exactly once', async () => {
  const { page, jsUrls } = await openPage();
  await remoteHeading(page, 'mf-calendar');
  for (const [menu, remote] of [
    ['Patients', 'mf-patients'],
    ['Payments', 'mf-billing'],
    ['Video Archive', 'mf-content'],
  ]) {
    await clickMenu(page, menu!);
    await remoteHeading(page, remote!);
  }
  await page.evaluate(() => window.history.pushState(null, '', '/appointments/1'));
  await remoteHeading(page, 'mf-journal');
  await page.waitForLoadState('networkidle');

  const counts = countSingletonFetches(jsUrls);
  expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((name) => [name, 1])));
  // And all of them came from the shell's origin: no remote shipped its own copy.
  const shellOrigin = new URL(app.frontend.shellUrl).origin;
  // (A remote's own vendor chunks, e.g. FullCalendar or a date-fns locale, come from its origin.)
  const singletonUrls = jsUrls.filter((url) =>
    Object.values(SINGLETON_CHUNKS).some((pattern) => pattern.test(url)),
  );
  expect(singletonUrls.every((url) => url.startsWith(shellOrigin))).toBe(true);
});

test('a remote that cannot be loaded shows an error panel; the shell and the other remotes keep working', async () => {
  await app.frontend.stopRemote('mf-patients');
  try {
    const { page } = await openPage();
    await page.goto(`${app.frontend.shellUrl}/dashboard/patients`);
    const panel = page.getByRole('alert');
    await expect(panel.textContent()).resolves.toContain('This part of the workspace could not be loaded');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).isVisible()).resolves.toBe(true);

    await clickMenu(page, 'Payments');
    expect(await remoteHeading(page, 'mf-billing')).toBe('Payments');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // Back on the failed area with the remote deployed again: Retry brings it in without a reload.
    await clickMenu(page, 'Patients');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await app.frontend.startRemote('mf-patients');
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(await remoteHeading(page, 'mf-patients')).toBe('Patients');
  } finally {
    await app.frontend.startRemote('mf-patients').catch(() => undefined);
  }
});

test('rebuilding one remote is picked up by the running shell on reload', async () => {
  const { page } = await openPage();
  await page.goto(`${app.frontend.shellUrl}/payments`);
  await remoteHeading(page, 'mf-billing');
  await expect(page.locator('[data-remote="mf-billing"]').getAttribute('data-build')).resolves.toBeNull();
  const shellEntryBefore = fs.statSync(path.join(repoRoot, 'shell/dist/main.js')).mtimeMs;

  const label = `rebuild-${Date.now()}`;
  await promisify(execFile)(
    'npx',
    ['webpack', '--mode', 'production', '--env', `outputPath=${billingCopy}`, '--env', `buildLabel=${label}`],
    { cwd: path.join(repoRoot, 'mf-billing') },
  );

  await page.reload();
  await remoteHeading(page, 'mf-billing');
  await expect(page.locator('[data-remote="mf-billing"]').getAttribute('data-build')).resolves.toBe(label);
  expect(fs.statSync(path.join(repoRoot, 'shell/dist/main.js')).mtimeMs).toBe(shellEntryBefore);
});
