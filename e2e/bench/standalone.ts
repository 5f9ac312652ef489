import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser } from '../support/browser';

/**
 * Runs one bench module on its own (`npx tsx bench/<module>.ts`): its own stack on BENCH_BASE_PORT (or the
 * module's default), prints its table and the raw result as JSON, and always stops what it started.
 */
export function runStandalone<T>(
  defaultBasePort: number,
  bench: (app: RunningApp, browser: Browser) => Promise<T>,
  print: (result: T) => void,
): void {
  void (async () => {
    const app = await startApp({ basePort: Number(process.env.BENCH_BASE_PORT ?? defaultBasePort) });
    const browser = await launchBrowser();
    try {
      const result = await bench(app, browser);
      print(result);
      console.log(JSON.stringify(result));
    } finally {
      await browser.close();
      await app.stop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
