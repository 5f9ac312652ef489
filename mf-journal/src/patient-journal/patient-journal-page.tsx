import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from 'shared-ui';

export function PatientJournalPage() {
  const { t } = useTranslation('mf-journal');
  return (
    <PageLayout title={t('patientJournal.title')}>
      <EmptyState title={t('patientJournal.empty')} />
    </PageLayout>
  );
}
