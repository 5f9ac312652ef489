import { loadStrengthScorer, STRENGTH_LEVELS, validateNewPassword } from './password-rules';

describe('validateNewPassword', () => {
  it.each([
    ['', '', { password: 'validation.passwordRequired', confirmation: 'validation.confirmationRequired' }],
    ['abc', 'abc', { password: 'validation.passwordTooShort' }],
    ['abcdef', '', { confirmation: 'validation.confirmationRequired' }],
    ['abcdef', 'abcdeg', { confirmation: 'validation.passwordsDoNotMatch' }],
    ['abcdef', 'abcdef', {}],
  ])('%j / %j', (password, confirmation, expected) => {
    expect(validateNewPassword(password, confirmation)).toEqual(expected);
  });
});

describe('password strength', () => {
  it('maps the five scores to the spec percentages', () => {
    expect(STRENGTH_LEVELS.map((level) => level.percent)).toEqual([15, 40, 60, 80, 100]);
  });

  it('scores weak and strong passwords apart', async () => {
    const score = await loadStrengthScorer();
    expect(score('password')).toBe(0);
    expect(score('correct-horse-battery-staple-1987!')).toBe(4);
  });
});
