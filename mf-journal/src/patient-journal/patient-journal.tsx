import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus2, Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  Modal,
  Spinner,
  toast,
  useSession,
  GuardedButton,
} from 'shared-ui';
import { AccessLogModal } from './access-log/access-log-modal';
import { GroupPdfModal } from './journal-pdf/group-pdf-modal';
import { useCreateRecordPdf } from './journal-pdf/use-record-pdf';
import { useOfflineNotice } from '../common/use-offline-notice';
import { NoAccess } from '../common/no-access';
import { ConfidentialGate } from '../common/confidential-gate';
import { copyableText } from '../common/journal-card.rules';
import type { JournalRecord } from '../common/journal.resource';
import { RecordCard } from './record-card';
import {
  useClearRecordPdf,
  useJournalAccess,
  useJournalRecords,
  useRemoveJournalRecord,
} from '../common/use-journal';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

// The first card of the grid invites the next record: an icon, one line saying what it does and the action,
// on a dashed card so it reads as "new", not as a record.
const CreateCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 180px;
  text-align: center;
  border-style: dashed;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;
const CreateIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PatientJournalProps {
  /** The patient's user id (patients.user_id / patient_profiles.user_id). */
  patientId: string;
}

/** The patient's journal records (spec 001 §2): the /patients/:id/journal page and the `patient-journal` parcel. */
export function PatientJournal({ patientId }: PatientJournalProps) {
  const { t } = useTranslation('mf-journal');
  const access = useJournalAccess(patientId);
  useOfflineNotice();
  if (access.isPending) return <Spinner label={t('journal.loading')} />;
  if (access.isError)
    return access.notFound ? <NoAccess /> : <EmptyState role="alert" title={t('journal.errors.generic')} />;
  if (!access.data.isConfirmed)
    return (
      <section aria-label={t('journal.list.label')}>
        {/* spec 001: without access to a confidential journal the group PDF button is there, disabled */}
        <Toolbar>
          <GuardedButton variant="secondary" reason={t('journal.pdf.confidential')} onClick={() => undefined}>
            {t('journal.pdf.createPdf')}
          </GuardedButton>
        </Toolbar>
        <ConfidentialGate patientId={patientId} />
      </section>
    );
  return (
    <RecordList
      patientId={patientId}
      journalId={access.data.journalId}
      isMainTherapist={access.data.isMainTherapist}
    />
  );
}

function RecordList({
  patientId,
  journalId,
  isMainTherapist,
}: {
  patientId: string;
  journalId: string;
  isMainTherapist: boolean;
}) {
  const { t } = useTranslation('mf-journal');
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const records = useJournalRecords(patientId, journalId, true);
  const remove = useRemoveJournalRecord(journalId);
  const clearPdf = useClearRecordPdf(journalId);
  const createPdf = useCreateRecordPdf(journalId);
  const [removing, setRemoving] = useState<JournalRecord | null>(null);
  const [dialog, setDialog] = useState<'group-pdf' | 'access-log' | null>(null);
  const newRecordPath = `/journals/${journalId}/journal-record-new`;

  if (records.isPending) return <Spinner label={t('journal.loading')} />;
  if (records.isError)
    return records.notFound ? <NoAccess /> : <EmptyState role="alert" title={t('journal.errors.generic')} />;

  const copy = async (record: JournalRecord) => {
    try {
      await navigator.clipboard.writeText(copyableText(record.text));
      toast.success(t('journal.card.copied'));
    } catch {
      toast.error(t('journal.errors.generic'));
    }
  };

  return (
    <section aria-label={t('journal.list.label')}>
      <Toolbar>
        {isMainTherapist && (
          <Button variant="secondary" onClick={() => setDialog('access-log')}>
            {t('journal.accessLog.open')}
          </Button>
        )}
        <GuardedButton
          variant="secondary"
          reason={records.data.length === 0 ? t('journal.pdf.noRecords') : null}
          onClick={() => setDialog('group-pdf')}
        >
          {t('journal.pdf.createPdf')}
        </GuardedButton>
      </Toolbar>
      {records.data.length === 0 ? (
        <EmptyState
          title={t('journal.list.empty')}
          action={<Button onClick={() => navigate(newRecordPath)}>{t('journal.list.add')}</Button>}
        />
      ) : (
        <CardGrid $minWidth="320px">
          <CreateCard>
            <CreateIcon aria-hidden="true">
              <FilePlus2 size={22} />
            </CreateIcon>
            <p>{t('journal.list.addHint')}</p>
            <Button variant="primary" onClick={() => navigate(newRecordPath)}>
              <Plus size={16} aria-hidden="true" />
              {t('journal.list.add')}
            </Button>
          </CreateCard>
          {records.data.map((record) => (
            <RecordCard
              key={record.id}
              record={record}
              isAuthor={record.createdBy === userId}
              pdfBusy={createPdf.isPending && createPdf.variables === record.id}
              onEdit={() => navigate(`/journals/${journalId}/journal-record/${record.id}/edit`)}
              onCopy={() => void copy(record)}
              onCreatePdf={() => createPdf.mutate(record.id)}
              onViewPdf={() => navigate(`/journal/${record.id}/pdf`)}
              onClearPdf={() => record.pdfUrl && clearPdf.mutate({ id: record.id })}
              onRemove={() => setRemoving(record)}
            />
          ))}
        </CardGrid>
      )}
      {records.hasNextPage && (
        <Toolbar>
          <Button
            variant="secondary"
            loading={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            {t('journal.list.more')}
          </Button>
        </Toolbar>
      )}
      {removing && (
        <Modal
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('journal.remove.title')}
          closeLabel={t('journal.actions.close')}
          width="480px"
        >
          <Actions>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('journal.remove.no')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
            >
              {t('journal.remove.yes')}
            </Button>
          </Actions>
        </Modal>
      )}
      {dialog === 'group-pdf' && <GroupPdfModal journalId={journalId} onClose={() => setDialog(null)} />}
      {dialog === 'access-log' && <AccessLogModal patientId={patientId} onClose={() => setDialog(null)} />}
    </section>
  );
}
