import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { formatEventTime } from './calendar-view';

const at = (hour: number, minute: number) => ({ hour, minute }) as unknown as VerboseFormattingArg['start'];
const arg = (start: VerboseFormattingArg['start'], end?: VerboseFormattingArg['start']) =>
  ({ date: start, start, end, defaultSeparator: ' - ' }) as VerboseFormattingArg;

describe('formatEventTime (the grid’s event time, 24-hour, without Intl)', () => {
  it('gives start and end as HH:mm with the locale’s separator', () => {
    expect(formatEventTime(arg(at(8, 0), at(8, 20)))).toBe('08:00 - 08:20');
    expect(formatEventTime(arg(at(13, 5), at(14, 45)))).toBe('13:05 - 14:45');
  });

  it('gives the start alone when there is no end or the ends print the same', () => {
    expect(formatEventTime(arg(at(0, 0)))).toBe('00:00');
    expect(formatEventTime(arg(at(23, 59), at(23, 59)))).toBe('23:59');
  });
});
