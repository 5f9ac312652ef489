import { z } from 'shared-ui/forms';

export const PASSWORD_MIN_LENGTH = 6;

/** The new-password form's rules (spec 000 §5, New password); messages are i18n keys of the shell. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
    confirmation: z.string().min(1, 'validation.confirmationRequired'),
  })
  .superRefine(({ password, confirmation }, context) => {
    if (password && confirmation && confirmation !== password)
      context.addIssue({ code: 'custom', path: ['confirmation'], message: 'validation.passwordsDoNotMatch' });
  });

/** The sign-in form's rules: both fields required (the provider checks the rest). */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired'),
  password: z.string().min(1, 'validation.passwordRequired'),
});

/** The forgotten-password form's rule. */
export const resetRequestSchema = z.object({ email: z.string().trim().min(1, 'validation.emailRequired') });

/** Score 0–4 → the meter's fill and label (spec: Very weak 15 %, Weak 40 %, Fear 60 %, Good 80 %, Strong 100 %). */
export const STRENGTH_LEVELS = [
  { percent: 15, labelKey: 'strength.veryWeak' },
  { percent: 40, labelKey: 'strength.weak' },
  { percent: 60, labelKey: 'strength.fear' },
  { percent: 80, labelKey: 'strength.good' },
  { percent: 100, labelKey: 'strength.strong' },
] as const;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

let scorer: Promise<(password: string) => StrengthScore> | null = null;

/**
 * zxcvbn's estimate (dictionaries, keyboard patterns, repeats), loaded on first use: its dictionaries are
 * only needed on the password pages.
 */
export function loadStrengthScorer(): Promise<(password: string) => StrengthScore> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ zxcvbn, zxcvbnOptions }, common]) => {
      zxcvbnOptions.setOptions({ graphs: common.adjacencyGraphs, dictionary: common.dictionary });
      return (password: string) => zxcvbn(password).score as StrengthScore;
    },
  );
  return scorer;
}
