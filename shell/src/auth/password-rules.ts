export const PASSWORD_MIN_LENGTH = 6;

export interface PasswordFormErrors {
  password?: string;
  confirmation?: string;
}

/** Returns i18n keys (namespace shell) of the spec's messages (spec 000 §5, New password). */
export function validateNewPassword(password: string, confirmation: string): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!password) errors.password = 'validation.passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'validation.passwordTooShort';
  if (!confirmation) errors.confirmation = 'validation.confirmationRequired';
  else if (password && confirmation !== password) errors.confirmation = 'validation.passwordsDoNotMatch';
  return errors;
}

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
