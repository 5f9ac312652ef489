import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLayout, Tabs } from 'shared-ui';
import { JournalLogs } from '../journal-logs/journal-logs';
import { PatientJournal } from './patient-journal';

/**
 * /patients/:id/journal: the records and, as on the profile's tabs, the journal logs (?tab=logs keeps the
 * tab in the URL so a reload or a shared link opens the same one).
 */
export function PatientJournalPage() {
  const { t } = useTranslation('mf-journal');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'logs' ? 'logs' : 'records';
  return (
    <PageLayout title={t('patientJournal.title')}>
      <Tabs
        label={t('patientJournal.title')}
        value={tab}
        onValueChange={(next) => setParams(next === 'logs' ? { tab: 'logs' } : {}, { replace: true })}
        items={[
          { value: 'records', label: t('journal.list.tab'), content: <PatientJournal patientId={id} /> },
          { value: 'logs', label: t('journal.logs.label'), content: <JournalLogs patientId={id} /> },
        ]}
      />
    </PageLayout>
  );
}
