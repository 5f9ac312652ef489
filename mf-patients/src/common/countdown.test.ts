import { countdown } from './countdown';

describe('countdown (spec 001 §9)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('shows HH:mm:ss until the start', () => {
    expect(countdown(new Date('2026-11-23T11:02:03Z'), now)).toBe('01:02:03');
    expect(countdown(new Date('2026-11-23T10:00:09Z'), now)).toBe('00:00:09');
  });
  it('is 00:00:00 once the start has passed and caps at 99 hours', () => {
    expect(countdown(new Date('2026-11-23T09:00:00Z'), now)).toBe('00:00:00');
    expect(countdown(new Date('2026-12-30T10:00:00Z'), now)).toBe('99:59:59');
  });
});
