import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { enUS, nb, type Locale } from 'date-fns/locale';
import commonEn from './en.json';
import commonNo from './no.json';

export const SUPPORTED_LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';
/** The spec stores the language under this localStorage key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** One i18next instance for the whole page: shared-ui is a federation singleton, so every remote gets this one. */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { common: commonEn }, no: { common: commonNo } },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    initAsync: false,
    detection: {
      order: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

/**
 * The page says which language it is in (WCAG 3.1.1: screen readers pick their voice by it): `nb` for the
 * Norwegian interface (bokmål), `en` for English, kept in step with every switch.
 */
function declarePageLanguage(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLanguage() === 'en' ? 'en' : 'nb';
}
declarePageLanguage();
i18n.on('languageChanged', declarePageLanguage);

/** Each remote registers its own namespace (its folder's i18n/{en,no}.json) when it bootstraps. */
export function registerTranslations(namespace: string, resources: Record<Language, Resource[string]>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : DEFAULT_LANGUAGE;
}

/** Norwegian is stored as `no` but date-fns calls the bokmål locale `nb`. */
export function dateLocaleFor(language: Language): Locale {
  return language === 'en' ? enUS : nb;
}
