import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

/**
 * /translations/edit and /translations/new: empty placeholders, as the spec lists them (000 §2.2, 002 §2). The
 * page exists (no /not-found) and says what it is; translations are edited in the code's i18n files today.
 */
export function TranslationsPage({ mode }: { mode: 'edit' | 'new' }) {
  const { t } = useTranslation('shell');
  return <PageLayout title={mode === 'edit' ? t('translations.editTitle') : t('translations.newTitle')} />;
}
