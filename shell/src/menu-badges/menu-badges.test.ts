import { badgeText } from './menu-badges';

describe('badgeText', () => {
  it.each([
    [7, false, '7'],
    [9999, false, '9999'],
    [10_000, false, '9999+'],
    [999, true, '999'],
    [1000, true, '999+'],
  ])('%i (collapsed: %s) → %s', (count, collapsed, text) => {
    expect(badgeText(count, collapsed)).toBe(text);
  });
});
