import { nb } from 'date-fns/locale';
import { formatClinic } from './clinic-time';

// Hold in any machine zone (this one is UTC): the instants are fixed, the expected texts are Oslo's clock.
describe("mf-content's times on the clinic's clock (issue 24)", () => {
  it('formats an instant as Oslo shows it, in winter and in summer, across midnight', () => {
    expect(formatClinic('2026-11-26T13:00:00Z', 'dd.MM.yyyy HH:mm')).toBe('26.11.2026 14:00');
    expect(formatClinic('2026-06-26T13:00:00Z', 'HH:mm')).toBe('15:00');
    expect(formatClinic('2026-11-26T23:30:00Z', 'dd MMM yyyy', nb)).toBe('27 nov. 2026');
  });
});
