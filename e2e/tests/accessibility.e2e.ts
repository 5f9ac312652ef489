import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { launchBrowser, newContext } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { serviceRest, userIdOf } from '../support/service-api';

// An axe-core scan (WCAG 2.0/2.1/2.2 A and AA rules) of the login page, the shell's own screens and every
// remote's first screen against the real stack. Serious and critical violations fail the test, so a remote
// that adds an unlabelled control or a name that hides its visible text is caught here.
let browser: Browser;
let app: RunningApp;
let context: BrowserContext;
let page: Page;
const db = serviceRest(() => app);
let patientId = '';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

beforeAll(async () => {
  app = await startApp({ basePort: 4560 });
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  patientId = await userIdOf(db, 'patient1@demo.clinic');
  await signIn(page, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Runs axe on the whole document; returns the serious and critical violations. */
async function seriousViolations(target: Page): Promise<Result[]> {
  await target.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await target.evaluate(
    ([tags]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Tagged 'experimental' in axe-core, so not in the tag set above; WCAG 2.5.3 Label in Name (A).
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    [WCAG_TAGS] as const,
  );
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** One line per violation and failing element, so a failure says what to fix and where. */
function report(violations: Result[]): string {
  return violations
    .flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    ])
    .join('\n');
}

async function settle(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  // Nothing still loading: spinners are replaced by the screen's content.
  await target
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
}

async function expectNoSeriousViolations(target: Page): Promise<void> {
  await settle(target);
  expect(report(await seriousViolations(target))).toBe('');
}

test('the login page', async () => {
  const signedOut = await newContext(browser);
  try {
    const login = await signedOut.newPage();
    await login.goto(app.url('/login'));
    await login.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoSeriousViolations(login);
  } finally {
    await signedOut.close();
  }
});

/** [screen, path, what shows the screen is there] */
const signedInScreens: Array<[string, () => string, (p: Page) => Promise<void>]> = [
  [
    'the calendar',
    () => '/dashboard/calendar',
    (p) => p.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 15_000 }),
  ],
  [
    'notifications',
    () => '/notifications',
    (p) => p.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor({ timeout: 15_000 }),
  ],
  [
    'edit profile',
    () => '/edit-profile',
    (p) => p.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor({ timeout: 15_000 }),
  ],
  [
    'patients (mf-patients)',
    () => '/dashboard/patients',
    (p) => p.locator('[data-remote="mf-patients"] h1').waitFor({ timeout: 15_000 }),
  ],
  [
    "a patient's journal (mf-journal)",
    () => `/patients/${patientId}/journal`,
    (p) =>
      p
        .getByRole('region', { name: 'Journal records' })
        .getByTestId('journal-record-text')
        .first()
        .waitFor({ timeout: 15_000 }),
  ],
  [
    'payments (mf-billing)',
    () => '/payments',
    (p) => p.locator('[data-remote="mf-billing"] h1').waitFor({ timeout: 15_000 }),
  ],
  [
    'appointment types (mf-content)',
    () => '/appointment-types',
    (p) => p.locator('[data-remote="mf-content"] h1').waitFor({ timeout: 15_000 }),
  ],
];

test.each(signedInScreens)('%s', async (_screen, path, shown) => {
  await page.goto(app.url(path()));
  await shown(page);
  await expectNoSeriousViolations(page);
});

test("the header's open notification list and user menu", async () => {
  await page.goto(app.url('/notifications'));
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menu').waitFor();
  await expectNoSeriousViolations(page);
});
