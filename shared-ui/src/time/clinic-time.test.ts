import { nb } from 'date-fns/locale';
import {
  clinicDisplayDate,
  clinicInstant,
  formatClinic,
  instantOfDisplayDate,
  instantRange,
} from './clinic-time';

/**
 * What the therapist sees is the clinic's clock (Europe/Oslo) whatever the machine's zone: these hold in a UTC
 * browser (this machine) as in an Oslo one, because every instant is built from an Oslo wall clock.
 */
describe("the clinic's clock on screen (issue 24)", () => {
  it('formats an instant as Oslo shows it, in winter and in summer', () => {
    expect(formatClinic('2026-11-26T13:00:00Z', 'HH:mm')).toBe('14:00');
    expect(formatClinic('2026-06-26T13:00:00Z', 'HH:mm')).toBe('15:00');
    expect(formatClinic('2026-11-26T23:30:00Z', 'dd MMM yyyy, HH:mm', nb)).toBe('27 nov. 2026, 00:30');
  });

  it('gives display dates whose local fields are the Oslo wall clock, and back to the same instant', () => {
    for (const [date, time] of [
      ['2026-11-26', '14:00'],
      ['2026-03-29', '01:30'], // the night Oslo moves to summer time
      ['2026-10-25', '03:10'], // and back
      ['2026-12-31', '23:50'],
    ] as const) {
      const instant = clinicInstant(date, time);
      const display = clinicDisplayDate(instant);
      expect([display.getFullYear(), display.getMonth() + 1, display.getDate()].join('-')).toBe(
        date.replace(/-0/g, '-'),
      );
      expect(`${display.getHours()}:${display.getMinutes()}`).toBe(
        time.replace(/^0/, '').replace(/:0(\d)$/, ':$1'),
      );
      expect(instantOfDisplayDate(display)).toBe(instant);
    }
  });

  it("asks the database for the clinic's day as instants", () => {
    const day = { start: new Date(2026, 10, 26), end: new Date(2026, 10, 27) };
    expect(instantRange(day)).toEqual({
      start: '2026-11-25T23:00:00.000Z',
      end: '2026-11-26T23:00:00.000Z',
    });
  });
});
