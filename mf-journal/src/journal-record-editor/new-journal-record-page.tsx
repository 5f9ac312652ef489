import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { PageLayout } from 'shared-ui';
import { JournalRecordForm } from './journal-record-form';

/** /appointments/:id/journal-record-new (after an appointment) and /journals/:id/journal-record-new. */
export function NewJournalRecordPage() {
  const { t } = useTranslation('mf-journal');
  const { id = '' } = useParams();
  const afterAppointment = useLocation().pathname.startsWith('/appointments/');
  return (
    <PageLayout title={t('newRecord.title')}>
      <JournalRecordForm
        key={id}
        target={
          afterAppointment
            ? { mode: 'afterAppointment', appointmentId: id }
            : { mode: 'create', journalId: id }
        }
      />
    </PageLayout>
  );
}
