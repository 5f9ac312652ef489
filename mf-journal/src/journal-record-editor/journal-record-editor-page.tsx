import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from 'shared-ui';
import { JournalRecordForm } from './journal-record-form';

/** /journals/:journalId/journal-record/:journalRecordId/edit (author only). */
export function JournalRecordEditorPage() {
  const { t } = useTranslation('mf-journal');
  const { journalId = '', journalRecordId = '' } = useParams();
  return (
    <PageLayout title={t('editRecord.title')}>
      <JournalRecordForm
        key={journalRecordId}
        target={{ mode: 'edit', journalId, recordId: journalRecordId }}
      />
    </PageLayout>
  );
}
