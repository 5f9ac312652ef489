import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function DisorderEditorPage() {
  const { t } = useTranslation('mf-content');
  return <PageLayout title={t('disorderEditor.title')} />;
}
