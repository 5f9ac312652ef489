/**
 * Side-by-side comparison of builds (ARCHITECTURE §5.1: "judge a change side by side"): several builds of the
 * shell and remotes served at once over ONE local stack, each on its own ports, and the cold start of a
 * returning therapist (navigation start → first calendar event painted, as bench/cold-start.ts) sampled
 * alternately — every round takes one cached and one empty-cache sample of each variant, in a rotating order — so
 * the machine's load falls on all variants alike. Prints per variant the median, the spread (min–max), how many
 * rounds it beat the first variant, the main thread's busy time until the first event (median), and the first
 * route's JS (gzip -9, the empty-cache load up to the first event).
 *
 *   cd e2e && npx tsx bench/ab.ts base= off=shell:/tmp/ab/off/shell,mf-calendar:/tmp/ab/off/mf-calendar
 *
 * A variant is `name=` followed by the packages it serves from another folder (`pkg:dist-folder`, comma
 * separated); the others come from the repository's dist folders. The first variant is the reference.
 * AB_ROUNDS (default 9) sets the rounds, AB_BASE_PORT (default 4600) the first variant's ports (+10 each).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  REMOTE_NAMES,
  startFrontend,
  type RemoteName,
  type RunningFrontend,
} from '../../shell/server/frontend';
import { fillSignIn } from '../support/app';
import { launchBrowser } from '../support/browser';
import { startLocalStack } from '../support/local-stack';
import { APP_EVENT, toFirst, toFirstWithBusy } from './cold-start';
import { median } from './stats';

type Pkg = RemoteName | 'shell';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const repoRoot = path.resolve(__dirname, '../..');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 9);
const BASE_PORT = Number(process.env.AB_BASE_PORT ?? 4600);
const EMAIL = 'therapist@demo.clinic';
const PACKAGES: Pkg[] = ['shell', ...REMOTE_NAMES];

interface Variant {
  name: string;
  dirs: Record<Pkg, string>;
  basePort: number;
  frontend?: RunningFrontend;
  state?: StorageState;
  warm?: BrowserContext;
  cached: number[];
  empty: number[];
  /** The main thread's busy time until the first event, per sample (cold-start.ts toFirstWithBusy). */
  cachedBusy: number[];
  emptyBusy: number[];
  firstRouteGzip?: number;
}

function parseVariants(args: string[]): Variant[] {
  if (args.length < 2) throw new Error('give at least two variants: name=[pkg:dir,...] (see the header)');
  return args.map((arg, index) => {
    const [name, spec = ''] = arg.split('=');
    const dirs = Object.fromEntries(PACKAGES.map((pkg) => [pkg, path.join(repoRoot, pkg, 'dist')])) as Record<
      Pkg,
      string
    >;
    for (const part of spec.split(',').filter(Boolean)) {
      const [pkg, dir] = part.split(':') as [Pkg, string];
      if (!PACKAGES.includes(pkg) || !dir) throw new Error(`bad variant part "${part}" in ${arg}`);
      dirs[pkg] = path.resolve(dir);
    }
    return {
      name: name!,
      dirs,
      basePort: BASE_PORT + index * 10,
      cached: [],
      empty: [],
      cachedBusy: [],
      emptyBusy: [],
    };
  });
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Signs in on the variant's origin and sees the calendar once: a returning therapist's stored state. */
async function returningTherapist(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await fillSignIn(page, EMAIL);
  await page.locator(APP_EVENT).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main() {
  const variants = parseVariants(process.argv.slice(2));
  const stack = await startLocalStack();
  const browser = await launchBrowser();
  try {
    for (const variant of variants) {
      const { shell, ...remotes } = variant.dirs;
      variant.frontend = await startFrontend({
        basePort: variant.basePort,
        distOverrides: { shell, ...remotes },
        supabase: { url: stack.apiUrl, anonKey: stack.anonKey },
        vipps: stack.digitalId,
      });
      variant.state = await returningTherapist(browser, variant.frontend.shellUrl);
      variant.warm = await browser.newContext({ storageState: variant.state });
      const page = await variant.warm.newPage();
      await toFirst(page, `${variant.frontend.shellUrl}/dashboard/calendar`, APP_EVENT);
      await page.waitForLoadState('networkidle');
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
      for (const variant of order) {
        const url = `${variant.frontend!.shellUrl}/dashboard/calendar`;
        const cached = await toFirstWithBusy(variant.warm!.pages()[0]!, url, APP_EVENT);
        variant.cached.push(cached.ms);
        variant.cachedBusy.push(cached.busyMs);
        const context = await browser.newContext({ storageState: variant.state });
        const page = await context.newPage();
        const scripts: string[] = [];
        if (variant.firstRouteGzip === undefined)
          page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
        const empty = await toFirstWithBusy(page, url, APP_EVENT);
        variant.empty.push(empty.ms);
        variant.emptyBusy.push(empty.busyMs);
        if (variant.firstRouteGzip === undefined) {
          variant.firstRouteGzip = scripts.reduce((sum, script) => {
            const { port, pathname } = new URL(script);
            const pkg = PACKAGES[Number(port) - variant.basePort];
            return pkg ? sum + gzipSize(path.join(variant.dirs[pkg], pathname)) : sum;
          }, 0);
        }
        await context.close();
      }
      process.stderr.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
    const [reference] = variants;
    const wins = (mine: number[], theirs: number[]) => mine.filter((value, i) => value < theirs[i]!).length;
    const range = (values: number[]) =>
      `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
    console.log(`Cold start side by side, ${ROUNDS} rounds, ms to the first calendar event (median, range)`);
    console.table(
      Object.fromEntries(
        variants.map((variant) => [
          variant.name,
          {
            cached: Math.round(median(variant.cached)),
            'cached range': range(variant.cached),
            'cached wins':
              variant === reference ? '' : `${wins(variant.cached, reference!.cached)}/${ROUNDS}`,
            empty: Math.round(median(variant.empty)),
            'empty range': range(variant.empty),
            'empty wins': variant === reference ? '' : `${wins(variant.empty, reference!.empty)}/${ROUNDS}`,
            'cached busy': Math.round(median(variant.cachedBusy)),
            'empty busy': Math.round(median(variant.emptyBusy)),
            'first route KB': ((variant.firstRouteGzip ?? 0) / 1024).toFixed(1),
          },
        ]),
      ),
    );
    console.log(
      JSON.stringify(
        variants.map(({ name, cached, empty, cachedBusy, emptyBusy, firstRouteGzip }) => ({
          name,
          cached,
          empty,
          cachedBusy,
          emptyBusy,
          firstRouteGzip,
        })),
      ),
    );
  } finally {
    for (const variant of variants) {
      await variant.warm?.close().catch(() => undefined);
      await variant.frontend?.close().catch(() => undefined);
    }
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
