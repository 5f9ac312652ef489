/**
 * `cd e2e && npx tsx bench/patients-search.ts`: only the patient list's bench (issue 11 / issue 26 A) on seed:large —
 * first paint and keystroke → filtered list painted, median of 5, each beside its floor. Same measurement
 * as `npm run bench` (bench/patients.ts), without the size and cold-load figures. Port: BENCH_BASE_PORT
 * (default 5020).
 */
import { startApp } from '../support/app';
import { launchBrowser } from '../support/browser';
import { benchPatientList } from './patients';

async function main() {
  const app = await startApp({ basePort: Number(process.env.BENCH_BASE_PORT ?? 5020) });
  const browser = await launchBrowser();
  try {
    const result = await benchPatientList(app, browser);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
