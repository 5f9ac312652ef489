import { enUS, nb } from 'date-fns/locale';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatRelativeTime', () => {
  it.each([
    [0, '0 minutes ago'],
    [5, '5 minutes ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [11 * 60 + 59, '11 hours ago'],
    [12 * 60, '22 Nov 2026, 00:00'],
    [3 * 24 * 60, '19 Nov 2026, 12:00'],
  ])('%i minutes ago → %s', (minutes, expected) => {
    expect(formatRelativeTime(ago(minutes), now, enUS)).toBe(expected);
  });

  it('speaks Norwegian with the nb locale', () => {
    expect(formatRelativeTime(ago(5), now, nb)).toBe('5 minutter siden');
  });
});
