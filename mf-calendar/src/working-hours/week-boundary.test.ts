import type * as Model from '../common/working-hours.rules';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { workingWindow } from '../common/working-hours.rules';
import { addDaysToDate, clinicInstant, clinicIsoMonday, nextClinicWeekStart } from 'shared-ui';

/**
 * The ISO week is Oslo's, whatever the browser's zone and whatever implements `Date` (issue 16: under
 * Playwright's fake clock in a UTC browser, Sunday 23:30 UTC gave the previous week). The boundary is tested on
 * purpose: the last minute of an Oslo Sunday and the first of its Monday, in winter (UTC+1) and summer (UTC+2).
 */
const CASES = [
  // [instant, Monday of the Oslo ISO week]
  ['2026-11-22T22:59:00Z', '2026-11-16'], // Sunday 23:59 in Oslo (winter)
  ['2026-11-22T23:00:00Z', '2026-11-23'], // Monday 00:00 in Oslo, still Sunday in UTC
  ['2026-11-22T23:30:00Z', '2026-11-23'], // the instant
  ['2027-06-13T21:59:00Z', '2027-06-07'], // Sunday 23:59 in Oslo (summer)
  ['2027-06-13T22:30:00Z', '2027-06-14'], // Monday 00:30 in Oslo (summer), 22:30 Sunday in UTC
  ['2026-10-25T22:30:00Z', '2026-10-19'], // the night clocks go back: still Sunday 23:30 in Oslo
] as const;

describe('the clinic week at the ISO week boundary (this process)', () => {
  it.each(CASES)('%s is in the Oslo week of %s', (instant, monday) => {
    expect(clinicIsoMonday(instant)).toBe(monday);
    const window = workingWindow(new Date(instant));
    expect(window.dates[0]).toBe(monday);
    expect(window.endOfCurrentWeek).toBe(addDaysToDate(monday, 6));
    expect(window.startsAt).toBe(new Date(clinicInstant(monday, '00:00')).toISOString());
    expect(Date.parse(window.startsAt)).toBeLessThanOrEqual(Date.parse(instant));
    expect(Date.parse(window.currentWeekEndsAt)).toBeGreaterThan(Date.parse(instant));
    expect(nextClinicWeekStart(instant)).toBe(Date.parse(window.currentWeekEndsAt));
  });

  it('reads a fake clock installed before the model loads as the same Oslo week (jest timers)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z') });
    try {
      jest.isolateModules(() => {
        // A second copy of the shared libraries: single-spa would warn that it is loaded twice on the page.
        jest.doMock('single-spa', () => ({}));
        // Loaded under the fake Date, as a page loads after Playwright's clock is installed.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const model = require('../common/working-hours.rules') as typeof Model;
        const window = model.workingWindow();
        expect(window.dates[0]).toBe('2026-11-23');
        expect(window.endOfCurrentWeek).toBe('2026-11-29');
        expect(model.osloInstant('2026-11-23', '09:00')).toBe('2026-11-23T08:00:00.000Z');
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe.each(['UTC', 'Europe/Oslo', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
  'the clinic week in a process whose zone is %s',
  (zone) => {
    it('is Oslo’s week at each boundary instant, read from a fake clock or passed in', () => {
      const output = execFileSync(
        path.join(__dirname, '../../../node_modules/.bin/tsx'),
        [path.join(__dirname, 'week-boundary.fixture.ts'), ...CASES.map(([instant]) => instant)],
        { env: { ...process.env, TZ: zone }, encoding: 'utf8', timeout: 15_000 },
      );
      const { zone: seen, results } = JSON.parse(output) as {
        zone: string;
        results: Array<Record<'fakeClock' | 'passedIn', Record<string, unknown>>>;
      };
      expect(seen).toBe(zone);
      results.forEach(({ fakeClock, passedIn }, index) => {
        const monday = CASES[index]![1];
        const expected = {
          first: monday,
          last: addDaysToDate(monday, 55),
          endOfCurrentWeek: addDaysToDate(monday, 6),
          startsAt: new Date(clinicInstant(monday, '00:00')).toISOString(),
          nineOnMonday: new Date(clinicInstant(monday, '09:00')).toISOString(),
          startsAtInOslo: { date: monday, time: '00:00' },
        };
        expect(fakeClock).toEqual(expected);
        expect(passedIn).toEqual(expected);
      });
    });
  },
);
