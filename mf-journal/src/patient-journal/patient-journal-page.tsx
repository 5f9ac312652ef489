import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from 'shared-ui';
import { PatientJournal } from './patient-journal';

export function PatientJournalPage() {
  const { t } = useTranslation('mf-journal');
  const { id = '' } = useParams();
  return (
    <PageLayout title={t('patientJournal.title')}>
      <PatientJournal patientId={id} />
    </PageLayout>
  );
}
