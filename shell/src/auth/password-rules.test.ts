import { loadStrengthScorer, newPasswordSchema, signInSchema, STRENGTH_LEVELS } from './password-rules';

/** The first message of each field the schema refuses. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('newPasswordSchema', () => {
  it.each([
    ['', '', { password: 'validation.passwordRequired', confirmation: 'validation.confirmationRequired' }],
    ['abc', 'abc', { password: 'validation.passwordTooShort' }],
    ['abcdef', '', { confirmation: 'validation.confirmationRequired' }],
    ['abcdef', 'abcdeg', { confirmation: 'validation.passwordsDoNotMatch' }],
    ['abcdef', 'abcdef', {}],
  ])('%j / %j', (password, confirmation, expected) => {
    expect(errorsOf(newPasswordSchema.safeParse({ password, confirmation }))).toEqual(expected);
  });
});

test('signInSchema: both fields required, spaces around the e-mail do not count', () => {
  expect(errorsOf(signInSchema.safeParse({ email: '  ', password: '' }))).toEqual({
    email: 'validation.emailRequired',
    password: 'validation.passwordRequired',
  });
  expect(signInSchema.parse({ email: ' a@b.no ', password: 'x' })).toEqual({
    email: 'a@b.no',
    password: 'x',
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
