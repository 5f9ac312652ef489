import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function NewJournalRecordPage() {
  const { t } = useTranslation('mf-journal');
  return <PageLayout title={t('newRecord.title')} />;
}
