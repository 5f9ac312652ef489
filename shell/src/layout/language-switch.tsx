import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, SUPPORTED_LANGUAGES, currentLanguage } from 'shared-ui';
import { CompactLabel } from './compact-label';

/** The choice is persisted by i18next's detector in localStorage `i18nextLng`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage();
  const name = t(`language.${language}`);
  return (
    <Dropdown
      trigger={
        // The name keeps the visible language ("Language: English", WCAG 2.5.3 Label in Name).
        <Button variant="ghost" aria-label={t('language.current', { language: name })}>
          <Languages size={18} aria-hidden="true" />
          <CompactLabel>{name}</CompactLabel>
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
