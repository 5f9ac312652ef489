import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { hintOf, isNetworkError } from 'supabase-client';
import { i18n } from './i18n';

export interface ErrorMessageOptions {
  /** The remote's i18n namespace, where `errors.<hint>` texts live. */
  namespace: string;
  /** The key (in `namespace`) of the action's own failure text, the spec's ('Error during saving changes'). */
  fallback: string;
}

/**
 * The one mapping from a failed call to the text a therapist reads: the database's (or function's) stable hint
 * → `<namespace>:errors.<hint>` when the remote has that text; a lost connection → `common:errors.offline`;
 * anything else → the action's own failure text. Never the raw message: it is English and may be technical.
 */
export function errorMessage(
  error: unknown,
  { namespace, fallback }: ErrorMessageOptions,
  t: TFunction = i18n.t,
): string {
  const hint = hintOf(error);
  if (hint && i18n.exists(`errors.${hint}`, { ns: namespace })) return t(`errors.${hint}`, { ns: namespace });
  if (isNetworkError(error)) return t('errors.offline', { ns: 'common' });
  return t(fallback, { ns: namespace });
}

/** errorMessage bound to a remote's namespace, re-rendered on a language switch. */
export function useErrorMessage(namespace: string): (error: unknown, fallback: string) => string {
  // useTranslation's t changes with the language, so the callback does too.
  const { t } = useTranslation(namespace);
  return useCallback(
    (error: unknown, fallback: string) => errorMessage(error, { namespace, fallback }, t),
    [namespace, t],
  );
}
