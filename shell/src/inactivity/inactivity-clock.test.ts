import { expiryFrom, phaseAt } from './inactivity-clock';

describe('inactivity clock', () => {
  const start = Date.parse('2026-11-22T09:00:00Z');
  const expiry = expiryFrom(start, 60);

  it.each([
    [0, 'active'],
    [58 * 60_000, 'active'],
    [59 * 60_000, 'warning'],
    [59 * 60_000 + 59_000, 'warning'],
    [60 * 60_000, 'expired'],
  ])('%i ms after the last activity → %s', (elapsed, phase) => {
    expect(phaseAt(start + elapsed, expiry)).toBe(phase);
  });
});
