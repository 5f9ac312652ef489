/**
 * `npm run bench`: sizes and cold-load figures of the production builds, served as `npm start` serves them.
 * Prints a table and writes e2e/results/bench.json. Medians of 5 cold loads: a fresh browser context each
 * (empty HTTP cache) carrying a signed-in therapist's stored session, as when a therapist opens the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_NAMES } from '../../shell/server/frontend';
import { signIn, startApp } from '../support/app';
import { launchBrowser } from '../support/browser';
import type { Browser, BrowserContext } from 'playwright-core';
import { countSingletonFetches } from '../support/singletons';

const repoRoot = path.resolve(__dirname, '../..');
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4400);
const RUNS = 5;
const PACKAGES = ['shell', ...REMOTE_NAMES] as const;
const FIRST_ROUTE = '/dashboard/calendar';
const ROUTE_OF: Record<(typeof REMOTE_NAMES)[number], string> = {
  'mf-calendar': '/dashboard/calendar',
  'mf-patients': '/dashboard/patients',
  'mf-journal': '/appointments/1',
  'mf-billing': '/payments',
  'mf-content': '/video-archive',
};

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function distGzip(pkg: string): number {
  const dist = path.join(repoRoot, pkg, 'dist');
  return fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSize(path.join(dist, name)), 0);
}

async function main() {
  const app = await startApp({ basePort: BASE_PORT });
  const frontend = app.frontend;
  const browser = await launchBrowser();
  const storageState = await signedInState(browser, app);
  const coldContext = () => browser.newContext({ storageState });
  const portToPackage = new Map(PACKAGES.map((pkg, index) => [BASE_PORT + index, pkg]));
  const fileOf = (url: string) => {
    const { port, pathname } = new URL(url);
    return path.join(repoRoot, portToPackage.get(Number(port))!, 'dist', pathname);
  };

  try {
    // First route, cold: which JS is fetched and how much of it.
    const firstContext = await coldContext();
    const firstPage = await firstContext.newPage();
    const firstRouteJs: string[] = [];
    firstPage.on(
      'request',
      (request) => request.resourceType() === 'script' && firstRouteJs.push(request.url()),
    );
    await firstPage.goto(`${frontend.shellUrl}${FIRST_ROUTE}`);
    await firstPage.locator('[data-remote="mf-calendar"] h1').waitFor();
    const firstPaintJs = [...firstRouteJs];
    const firstRouteGzip = firstPaintJs.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
    const shellFirstRouteGzip = firstPaintJs
      .filter((url) => new URL(url).port === String(BASE_PORT))
      .reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);

    // Then every other area in the same page: how often each singleton was fetched overall.
    for (const remote of REMOTE_NAMES.slice(1)) {
      await firstPage.evaluate((route) => window.history.pushState(null, '', route), ROUTE_OF[remote]);
      await firstPage.locator(`[data-remote="${remote}"] h1`).waitFor();
    }
    await firstPage.waitForLoadState('networkidle');
    const singletonFetches = countSingletonFetches(firstRouteJs);
    // What each package actually contributes to a page that visits every area (remotes' fallback copies of
    // the shared libraries are never fetched when the shell provides them).
    const fetchedGzip = Object.fromEntries(PACKAGES.map((pkg) => [pkg, 0])) as Record<
      (typeof PACKAGES)[number],
      number
    >;
    for (const url of new Set(firstRouteJs)) {
      const pkg = portToPackage.get(Number(new URL(url).port));
      if (pkg) fetchedGzip[pkg] += gzipSize(fileOf(url));
    }
    await firstContext.close();

    // Cold time from navigation to each remote's first content.
    const coldMs: Record<string, number> = {};
    for (const remote of REMOTE_NAMES) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await coldContext();
        const page = await context.newPage();
        await page.goto(`${frontend.shellUrl}${ROUTE_OF[remote]}`, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(
          (selector) => (document.querySelector(selector) ? performance.now() : null),
          `[data-remote="${remote}"] h1`,
          { polling: 'raf' },
        );
        samples.push(Number(await handle.jsonValue()));
        await context.close();
      }
      coldMs[remote] = Math.round(median(samples));
    }

    const result = {
      date: new Date().toISOString(),
      fetchedGzipJsPerPackage: fetchedGzip,
      gzipJsPerPackage: Object.fromEntries(PACKAGES.map((pkg) => [pkg, distGzip(pkg)])) as Record<
        (typeof PACKAGES)[number],
        number
      >,
      firstRoute: {
        route: FIRST_ROUTE,
        jsRequests: firstPaintJs.length,
        gzipJs: firstRouteGzip,
        shellGzipJs: shellFirstRouteGzip,
      },
      singletonFetches,
      coldFirstContentMs: coldMs,
      runs: RUNS,
    };
    fs.mkdirSync(path.join(__dirname, '../results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, '../results/bench.json'), `${JSON.stringify(result, null, 2)}\n`);

    console.log('\nJS per package, gzip -9: fetched in a page that visits all five areas / all emitted .js');
    console.table(
      Object.fromEntries(
        PACKAGES.map((pkg) => [
          pkg,
          { fetched: kb(result.fetchedGzipJsPerPackage[pkg]), emitted: kb(result.gzipJsPerPackage[pkg]) },
        ]),
      ),
    );
    console.log(`First route ${FIRST_ROUTE} (cold)`);
    console.table({
      'JS requests': { value: firstPaintJs.length },
      'JS gzip, all origins': { value: kb(firstRouteGzip) },
      'JS gzip, from the shell': { value: kb(shellFirstRouteGzip) },
    });
    console.log('Fetches of each shared singleton after visiting all five areas');
    console.table(
      Object.fromEntries(Object.entries(singletonFetches).map(([name, count]) => [name, { fetches: count }])),
    );
    console.log(`Cold navigation → remote's first content, median of ${RUNS} (ms)`);
    console.table(
      Object.fromEntries(
        Object.entries(coldMs).map(([remote, ms]) => [
          remote,
          { route: ROUTE_OF[remote as keyof typeof ROUTE_OF], ms },
        ]),
      ),
    );
    console.log('Written to e2e/results/bench.json');
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** Signs the demo therapist in once; later contexts start from this localStorage (the persisted session). */
async function signedInState(browser: Browser, app: Awaited<ReturnType<typeof startApp>>) {
  const context: BrowserContext = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await signIn(page, app);
  const state = await context.storageState();
  await context.close();
  return state;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
