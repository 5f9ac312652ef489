import type { TFunction } from 'i18next';

/** The service answers with the spec's English texts (§8); shown in the user's language when known. */
const KNOWN: Record<string, string> = {
  'Your calendar was not deleted': 'calendarIntegration.errors.notDeleted',
  'User google-auth is not confirmed': 'calendarIntegration.errors.notConfirmed',
  'User google-calendar was not integrated, check your data and try again':
    'calendarIntegration.errors.notIntegrated',
  'Wrong calendar ID was provided': 'calendarIntegration.errors.wrongCalendar',
  'This Google Account already integrated': 'calendarIntegration.errors.alreadyIntegrated',
  'Please input calendar name!': 'calendarIntegration.nameRequired',
};

export function serviceErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const message = error instanceof Error ? error.message : '';
  const key = KNOWN[message];
  return key ? t(key) : t(fallbackKey);
}
