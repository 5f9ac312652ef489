import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { launchBrowser } from '../support/browser';
import { fillSignIn, startApp, type RunningApp } from '../support/app';
import { OSLO_CLINIC_ID, serviceRest, userIdOf } from '../support/service-api';

// An axe-core scan (WCAG 2.0/2.1/2.2 A and AA rules) of every route of the route tables — shell/src/routes.tsx
// and each remote's src/routes.tsx — in both languages, against the real stack with the seeded data (real ids
// for the parameterised routes), plus the header's daily dialogs. Serious and critical violations fail the test,
// so a screen that adds an unlabelled control or invalid ARIA is caught here. One browser and one signed-in page
// for every route: the app is loaded once per language and moved between routes as a link does
// (history.pushState), so the whole scan stays within a few minutes.
let browser: Browser;
let app: RunningApp;
let context: BrowserContext;
let page: Page;
const db = serviceRest(() => app);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const LANGUAGES = ['en', 'no'] as const;

/** The seeded rows the parameterised routes open (Oslo; the signed-in therapist is Ingrid). */
interface Ids {
  ingrid: string;
  patient: string;
  appointmentType: string;
  script: string;
  step: string;
  template: string;
  disorder: string;
  evaluationState: string;
  video: string;
  viewedVideo: string;
  videoScript: string;
  viewer: string;
  appointment: string;
  finishedAppointment: string;
  invoice: string;
  journal: string;
  journalRecord: string;
}
let ids: Ids;

async function first<T extends Record<string, unknown>>(query: string): Promise<T> {
  const [row] = await db.get<T[]>(`${query}&limit=1`);
  if (!row) throw new Error(`the seed has no row for ${query}`);
  return row;
}

async function seededIds(): Promise<Ids> {
  const ingrid = await userIdOf(db, 'therapist@demo.clinic');
  const patient = await userIdOf(db, 'patient1@demo.clinic');
  const oslo = `clinic_id=eq.${OSLO_CLINIC_ID}`;
  const step = await first<{ id: string; script_id: string }>(
    `script_steps?select=id,script_id&${oslo}&is_ending=is.false`,
  );
  const script = await first<{ id: string; appointment_type_id: string }>(
    `scripts?select=id,appointment_type_id&id=eq.${step.script_id}`,
  );
  const template = await first<{ id: string; appointment_type_id: string }>(
    `journal_templates?select=id,appointment_type_id&${oslo}&appointment_type_id=eq.${script.appointment_type_id}`,
  ).catch(() =>
    first<{ id: string; appointment_type_id: string }>(
      `journal_templates?select=id,appointment_type_id&${oslo}`,
    ),
  );
  const video = await first<{ id: string }>(
    `videos?select=id&${oslo}&is_draft=is.false&created_by=eq.${ingrid}&order=name`,
  );
  const viewer = await first<{ user_id: string; video_id: string }>(
    `video_statistics?select=user_id,video_id&${oslo}`,
  ).catch(() => ({ user_id: patient, video_id: video.id }));
  const journal = await first<{ id: string }>(`journals?select=id&patient_user_id=eq.${patient}`);
  const journalRecord = await first<{ id: string }>(`journal_records?select=id&journal_id=eq.${journal.id}`);
  const appointment = await first<{ id: string }>(
    `appointments?select=id&therapist_user_id=eq.${ingrid}&patient_user_id=eq.${patient}&status=eq.NOT_STARTED&order=start_at`,
  );
  const finished = await first<{ id: string }>(
    `appointments?select=id&therapist_user_id=eq.${ingrid}&status=eq.FINISHED&order=start_at.desc`,
  );
  const invoice = await first<{ id: string }>(`invoices?select=id&${oslo}&order=number`);
  return {
    ingrid,
    patient,
    appointmentType: script.appointment_type_id,
    script: script.id,
    step: step.id,
    template: template.id,
    disorder: (await first<{ id: string }>(`disorders?select=id&${oslo}`)).id,
    evaluationState: (await first<{ id: string }>(`evaluation_states?select=id&${oslo}`)).id,
    video: video.id,
    viewedVideo: viewer.video_id,
    videoScript: (await first<{ id: string }>(`video_scripts?select=id&${oslo}`)).id,
    viewer: viewer.user_id,
    appointment: appointment.id,
    finishedAppointment: finished.id,
    invoice: invoice.id,
    journal: journal.id,
    journalRecord: journalRecord.id,
  };
}

/**
 * Every route of the route tables: [the table's path, the URL opened]. A path that only redirects (the
 * tables' `Navigate` entries and catch-alls) is opened too; it is scanned where it lands, once per language.
 */
const SIGNED_IN_ROUTES: Array<[string, (i: Ids) => string]> = [
  // shell/src/routes.tsx
  ['/', () => '/'],
  ['/data-processing-agreement', () => '/data-processing-agreement'],
  ['/not-found', () => '/not-found'],
  ['/service/404', () => '/service/404'],
  ['/403', () => '/403'],
  ['/notifications', () => '/notifications'],
  ['/edit-profile', () => '/edit-profile'],
  ['/connect-vipps', () => '/connect-vipps'],
  ['/playground', () => '/playground'],
  ['/translations/edit', () => '/translations/edit'],
  ['/translations/new', () => '/translations/new'],
  ['* (shell: unknown path)', () => '/no-such-page'],
  // mf-calendar/src/routes.tsx
  ['/dashboard', () => '/dashboard'],
  ['/dashboard/calendar', () => '/dashboard/calendar'],
  ['/dashboard/*', () => '/dashboard/unknown'],
  ['/working-hours', () => '/working-hours'],
  ['/calendar-integration', () => '/calendar-integration'],
  ['/service/google-calendar-auth', () => '/service/google-calendar-auth'],
  // mf-patients/src/routes.tsx
  ['/dashboard/patients', () => '/dashboard/patients'],
  ['/patient/invite', () => '/patient/invite'],
  ['/patients/:id', (i) => `/patients/${i.patient}`],
  ['/patients/:id/edit', (i) => `/patients/${i.patient}/edit`],
  ['/free-patients', () => '/free-patients'],
  ['/waiting-room', () => '/waiting-room'],
  ['/pre-screening/:id', (i) => `/pre-screening/${i.patient}`],
  ['/first-appointment-with-menta', () => '/first-appointment-with-menta'],
  // mf-journal/src/routes.tsx
  ['/appointments/:id', (i) => `/appointments/${i.appointment}`],
  ['/appointments/:id/summary', (i) => `/appointments/${i.finishedAppointment}/summary`],
  [
    '/appointments/:id/journal-record-new',
    (i) => `/appointments/${i.finishedAppointment}/journal-record-new`,
  ],
  ['/patients/:id/journal', (i) => `/patients/${i.patient}/journal`],
  [
    '/journals/:journalId/journal-record/:journalRecordId/edit',
    (i) => `/journals/${i.journal}/journal-record/${i.journalRecord}/edit`,
  ],
  ['/journal/:id/pdf', (i) => `/journal/${i.journal}/pdf`],
  ['/journals/:id/journal-record-new', (i) => `/journals/${i.journal}/journal-record-new`],
  // mf-billing/src/routes.tsx
  ['/payments', () => '/payments'],
  ['/payment/:id/edit', (i) => `/payment/${i.finishedAppointment}/edit`],
  ['/invoices', () => '/invoices'],
  ['/invoice/create', () => '/invoice/create'],
  ['/settings/appointments', () => '/settings/appointments'],
  ['/settings/appointment/:id/edit', (i) => `/settings/appointment/${i.appointmentType}/edit`],
  ['/invoice/:id', (i) => `/invoice/${i.invoice}`],
  ['/invoice/:id/edit', (i) => `/invoice/${i.invoice}/edit`],
  // mf-content/src/routes.tsx
  ['/appointment-types', () => '/appointment-types'],
  ['/appointment-type', () => '/appointment-type'],
  ['/appointment-type/create', () => '/appointment-type/create'],
  ['/appointment-type/:id', (i) => `/appointment-type/${i.appointmentType}`],
  ['/appointment-type/:id/edit', (i) => `/appointment-type/${i.appointmentType}/edit`],
  ['/appointment-type/:id/scripts', (i) => `/appointment-type/${i.appointmentType}/scripts`],
  [
    '/appointment-type/:id/journal-templates',
    (i) => `/appointment-type/${i.appointmentType}/journal-templates`,
  ],
  ['/appointment-type/:id/script/create', (i) => `/appointment-type/${i.appointmentType}/script/create`],
  [
    '/appointment-type/:id/script/:scriptId',
    (i) => `/appointment-type/${i.appointmentType}/script/${i.script}`,
  ],
  [
    '/appointment-type/:id/script/:scriptId/edit',
    (i) => `/appointment-type/${i.appointmentType}/script/${i.script}/edit`,
  ],
  [
    '/appointment-type/:id/script/:scriptId/step/create',
    (i) => `/appointment-type/${i.appointmentType}/script/${i.script}/step/create`,
  ],
  [
    '/appointment-type/:id/script/:scriptId/step/:stepId/edit',
    (i) => `/appointment-type/${i.appointmentType}/script/${i.script}/step/${i.step}/edit`,
  ],
  [
    '/appointment-type/:id/script/:scriptId/ending/create',
    (i) => `/appointment-type/${i.appointmentType}/script/${i.script}/ending/create`,
  ],
  [
    '/appointment-type/:id/journal-template/create',
    (i) => `/appointment-type/${i.appointmentType}/journal-template/create`,
  ],
  [
    '/appointment-type/:id/journal-template/:templateId/edit',
    (i) => `/appointment-type/${i.appointmentType}/journal-template/${i.template}/edit`,
  ],
  ['/disorders', () => '/disorders'],
  ['/disorder', () => '/disorder'],
  ['/disorder/create', () => '/disorder/create'],
  ['/disorder/:id/edit', (i) => `/disorder/${i.disorder}/edit`],
  ['/evaluation-states', () => '/evaluation-states'],
  ['/evaluation-state', () => '/evaluation-state'],
  ['/evaluation-state/create', () => '/evaluation-state/create'],
  ['/evaluation-state/:id/edit', (i) => `/evaluation-state/${i.evaluationState}/edit`],
  ['/video-archive', () => '/video-archive'],
  ['/video-archive/videos', () => '/video-archive/videos'],
  ['/video-archive/video/create', () => '/video-archive/video/create'],
  ['/video-archive/video/:id/edit', (i) => `/video-archive/video/${i.video}/edit`],
  ['/video-archive/video-scripts', () => '/video-archive/video-scripts'],
  ['/video-archive/video-script/create', () => '/video-archive/video-script/create'],
  ['/video-archive/video-script/:id/edit', (i) => `/video-archive/video-script/${i.videoScript}/edit`],
  ['/video-archive/video/:id/statistic', (i) => `/video-archive/video/${i.viewedVideo}/statistic`],
  [
    '/video-archive/video/:id/statistic/by-users',
    (i) => `/video-archive/video/${i.viewedVideo}/statistic/by-users`,
  ],
  [
    '/video-archive/video/:id/statistic/user/:userId',
    (i) => `/video-archive/video/${i.viewedVideo}/statistic/user/${i.viewer}`,
  ],
  ['/google-slides/*', () => '/google-slides/all'],
  ['* (a remote: unknown path)', () => '/appointment-type/x/unknown'],
];

/** Routes for a visitor who is not signed in (the shell's). */
const SIGNED_OUT_ROUTES: Array<[string, (i: Ids) => string]> = [
  ['/login', () => '/login'],
  ['/forgot-password', () => '/forgot-password'],
  ['/vipps-callback', () => '/vipps-callback'],
  ['/users/:id/set-new-password', (i) => `/users/${i.ingrid}/set-new-password`],
  ['/change-password', () => '/change-password'],
  ['* (signed out: unknown path)', () => '/no-such-page'],
];

beforeAll(async () => {
  app = await startApp({ basePort: 4560 });
  ids = await seededIds();
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(app.url('/login'));
  // The language is read once, when the app starts: set it, then load again (the first load may already have
  // started in the default Norwegian, and the sign-in below finds its fields by their English labels).
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await fillSignIn(page, 'therapist@demo.clinic');
  await page.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Requests the page has in flight (fetches, scripts, images); the screen is settled when none is for a while. */
function trackRequests(target: Page): () => number {
  const inFlight = new Set<unknown>();
  target.on('request', (request) => inFlight.add(request));
  const done = (request: unknown) => inFlight.delete(request);
  target.on('requestfinished', done);
  target.on('requestfailed', done);
  return () => inFlight.size;
}

/** No request in flight and nothing still loading (spinners, aria-busy) for 300 ms, and a heading shown. */
async function settle(target: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const loading = await target.evaluate(
      () =>
        !document.querySelector('h1') ||
        Boolean(document.querySelector('[aria-busy="true"]')) ||
        Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
          /^(Loading|Laster)/.test(el.textContent?.trim() ?? ''),
        ),
    );
    if (loading || inFlight() > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await target.waitForTimeout(50);
  }
  throw new Error(`${target.url()} did not settle in 20 s (requests in flight: ${inFlight()})`);
}

/** Runs axe on the whole document; returns the serious and critical violations. */
async function seriousViolations(target: Page): Promise<Result[]> {
  if (!(await target.evaluate(() => 'axe' in window)))
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
function report(where: string, violations: Result[]): string[] {
  return violations.flatMap((violation) => [
    `${where}: ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  ]);
}

/** Opens a path as a link in the app does: the shell's and the remotes' routers follow history. */
async function open(target: Page, path: string): Promise<void> {
  await target.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Scans each route once in the page's language; a route landing where an earlier one did is not scanned again. */
async function scanRoutes(
  target: Page,
  routes: Array<[string, (i: Ids) => string]>,
  language: string,
): Promise<string[]> {
  const inFlight = trackRequests(target);
  const scanned = new Set<string>();
  const failures: string[] = [];
  for (const [route, url] of routes) {
    await open(target, url(ids));
    await settle(target, inFlight);
    const landed = new URL(target.url()).pathname;
    if (scanned.has(landed)) continue;
    scanned.add(landed);
    failures.push(...report(`[${language}] ${route} (${landed})`, await seriousViolations(target)));
  }
  return failures;
}

test.each(LANGUAGES)('every signed-in route in %s', async (language) => {
  await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  await page.reload();
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  // the interface speaks the language (the document's lang attribute is the shell's fixed 'no', so a text tells)
  await open(page, '/notifications');
  await page
    .getByRole('heading', { level: 1, name: language === 'en' ? 'Notifications' : 'Varsler' })
    .waitFor({ timeout: 15_000 });
  expect((await scanRoutes(page, SIGNED_IN_ROUTES, language)).join('\n')).toBe('');
});

test.each(LANGUAGES)('every signed-out route in %s', async (language) => {
  const signedOut = await browser.newContext();
  try {
    const visitor = await signedOut.newPage();
    await visitor.goto(app.url('/login'));
    await visitor.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
    await visitor.reload();
    await visitor.locator('h1').first().waitFor({ timeout: 30_000 });
    expect((await scanRoutes(visitor, SIGNED_OUT_ROUTES, language)).join('\n')).toBe('');
  } finally {
    await signedOut.close();
  }
});

test("the header's open notification list and user menu", async () => {
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto(app.url('/notifications'));
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  expect(report('notification list', await seriousViolations(page)).join('\n')).toBe('');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menu').waitFor();
  expect(report('user menu', await seriousViolations(page)).join('\n')).toBe('');
});
