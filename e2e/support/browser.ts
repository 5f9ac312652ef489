import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** Flags measured on this machine (ARCHITECTURE.md §6): no sandbox as root, no background network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  // playwright gives every launch a fresh temporary profile (user-data-dir).
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A context whose pages speak English (the spec's texts) unless a language is given. */
export async function newContext(browser: Browser, language: 'en' | 'no' = 'en'): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  return context;
}

export interface PageProblems {
  errors: string[];
}

/** Collects console errors and uncaught exceptions; tests assert the list stays empty. */
export function watchForProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  return problems;
}

/** The h1 rendered by a remote (inside its root element), once it is on screen. */
export async function remoteHeading(page: Page, remote: string): Promise<string> {
  const heading = page.locator(`[data-remote="${remote}"] h1`);
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.textContent()) ?? '';
}

/** Waits until an <img> has really loaded: complete with a natural width (a broken or missing source never is). */
export async function imageLoaded(page: Page, image: Locator): Promise<void> {
  await image.waitFor();
  await page.waitForFunction(
    (el) => (el as HTMLImageElement | null)?.complete === true && (el as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
  );
}
