import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLayout, PersonalData, Tabs } from 'shared-ui';
import { JournalLogs } from './journal-logs/journal-logs';
import { PatientJournal } from './patient-journal';
import { usePatientName } from '../common/use-journal';

/**
 * /patients/:id/journal: the records and, as on the profile's tabs, the journal logs (?tab=logs keeps the
 * tab in the URL so a reload or a shared link opens the same one).
 */
export function PatientJournalPage() {
  const { t } = useTranslation('mf-journal');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'logs' ? 'logs' : 'records';
  const name = usePatientName(id).data;
  // The heading says whose journal it is; the name is personal data (blurred in private mode).
  const title = name ? (
    <Trans
      t={t}
      i18nKey="patientJournal.titleFor"
      values={{ name }}
      components={{ name: <PersonalData>{name}</PersonalData> }}
    />
  ) : (
    t('patientJournal.title')
  );
  return (
    <PageLayout title={title}>
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
