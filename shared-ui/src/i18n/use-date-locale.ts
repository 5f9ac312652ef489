import { useTranslation } from 'react-i18next';
import type { Locale } from 'date-fns';
import { currentLanguage, dateLocaleFor } from './i18n';

export function useDateLocale(): Locale {
  // Subscribing through useTranslation re-renders on language change.
  useTranslation();
  return dateLocaleFor(currentLanguage());
}
