import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function LiveSessionPage() {
  const { t } = useTranslation('mf-journal');
  return <PageLayout title={t('liveSession.title')} />;
}
