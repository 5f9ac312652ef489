import { useTranslation } from 'react-i18next';
import { Button, Dropdown, SUPPORTED_LANGUAGES, currentLanguage } from 'shared-ui';

/** The choice is persisted by i18next's detector in localStorage `i18nextLng`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage();
  return (
    <Dropdown
      trigger={
        <Button variant="ghost" aria-label={t('language.label')}>
          {t(`language.${language}`)}
        </Button>
      }
      items={SUPPORTED_LANGUAGES.map((code) => ({
        key: code,
        label: t(`language.${code}`),
        onSelect: () => void i18n.changeLanguage(code),
      }))}
    />
  );
}
