/**
 * Run by week-boundary.test.ts in a child process (`TZ=<zone> tsx week-boundary.fixture.ts <iso>…`): jest
 * cannot change its own process's time zone. A fake clock is installed *before* the model and its date
 * libraries load, as Playwright's `page.clock.install()` does in a browser (it replaces `Date` with a function
 * that returns native dates). For each instant it prints the window read from the fake clock and the one
 * computed from the instant passed in, as JSON.
 */
import type * as Model from '../common/working-hours.rules';
/* eslint-disable @typescript-eslint/no-require-imports -- the modules must load after the clock is faked */
const instants = process.argv.slice(2).map((iso) => Date.parse(iso));
const FakeTimers = require('@sinonjs/fake-timers') as {
  install(config: { now: number; toFake: string[] }): { setSystemTime(now: number): void };
};
const clock = FakeTimers.install({ now: instants[0]!, toFake: ['Date'] });
const model = require('../common/working-hours.rules') as typeof Model;

const summary = (window: ReturnType<typeof model.workingWindow>) => ({
  first: window.dates[0],
  last: window.dates.at(-1),
  endOfCurrentWeek: window.endOfCurrentWeek,
  startsAt: window.startsAt,
  nineOnMonday: model.osloInstant(window.dates[0]!, '09:00'),
  startsAtInOslo: model.osloLocal(window.startsAt),
});

const results = instants.map((now) => {
  clock.setSystemTime(now);
  return { fakeClock: summary(model.workingWindow()), passedIn: summary(model.workingWindow(now)) };
});
process.stdout.write(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, results }));
