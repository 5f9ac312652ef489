import { startBlock, startableAt } from './session-start.rules';

const start = '2026-11-26T14:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('startBlock (the 60-minute start rule)', () => {
  it('refuses 1 h 41 min ahead and one minute before the hour, allows exactly 60 minutes and later', () => {
    expect(startBlock({ startAt: start, status: 'NOT_STARTED' }, at('2026-11-26T12:19:00Z'))).toBe(
      'too_early',
    );
    expect(startBlock({ startAt: start, status: 'NOT_STARTED' }, at('2026-11-26T12:59:59Z'))).toBe(
      'too_early',
    );
    expect(startBlock({ startAt: start, status: 'NOT_STARTED' }, at('2026-11-26T13:00:00Z'))).toBeNull();
    expect(startBlock({ startAt: start, status: 'NOT_STARTED' }, at('2026-11-26T14:30:00Z'))).toBeNull();
  });

  it('a draft, a finished or a canceled appointment never starts; a started one may be entered again', () => {
    const now = at('2026-11-26T13:50:00Z');
    expect(startBlock({ startAt: start, status: 'NOT_STARTED', isDraft: true }, now)).toBe(
      'draft_appointment',
    );
    expect(startBlock({ startAt: start, status: 'FINISHED' }, now)).toBe('appointment_finished');
    expect(startBlock({ startAt: start, status: 'CANCELED' }, now)).toBe('appointment_canceled');
    expect(startBlock({ startAt: start, status: 'STARTED' }, now)).toBeNull();
  });

  it('says when it becomes possible', () => {
    expect(startableAt(start).toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });
});
