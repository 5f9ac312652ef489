import { nb } from 'date-fns/locale';
import { formatClinic } from './clinic-time';

// jest.config.js runs these tests with TZ=UTC, a zone other than the clinic's: a formatter that followed the
// browser's zone would print 13:00 and 23:30 below.
describe('formatClinic', () => {
  it('shows an instant on the clinic clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatClinic('2026-11-26T13:00:00Z', 'HH:mm')).toBe('14:00');
    expect(formatClinic('2026-06-15T12:00:00Z', 'HH:mm')).toBe('14:00');
  });

  it("takes the clinic's date, not the browser's, around midnight", () => {
    expect(formatClinic('2026-11-26T23:30:00Z', 'dd MMM yyyy', nb)).toBe('27 nov. 2026');
  });
});
