import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardGrid, EmptyState, PersonalData, Spinner, useDateLocale } from 'shared-ui';
import { NoAccess } from '../../common/no-access';
import { ConfidentialGate } from '../../common/confidential-gate';
import { formatJournalDate } from '../../common/journal-card.rules';
import { sanitize } from '../../common/sanitize';
import { useJournalAccess } from '../../common/use-journal';
import { useJournalLogs } from './use-journal-logs';

const TYPE_KEYS = {
  CREATE: 'journal.logs.created',
  UPDATE: 'journal.logs.updated',
  DELETE: 'journal.logs.removed',
} as const;

const Texts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

export interface JournalLogsProps {
  /** The patient's user id. */
  patientId: string;
}

/** The Journal logs tab (spec 001 §2): every create, update and removal with the previous and new text. */
export function JournalLogs({ patientId }: JournalLogsProps) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const access = useJournalAccess(patientId);
  const logs = useJournalLogs(access.data?.isConfirmed ? access.data.journalId : undefined);
  if (access.isPending) return <Spinner label={t('journal.loading')} />;
  if (access.isError)
    return access.notFound ? <NoAccess /> : <EmptyState role="alert" title={t('journal.errors.generic')} />;
  if (!access.data.isConfirmed) return <ConfidentialGate patientId={patientId} />;
  if (logs.isPending) return <Spinner label={t('journal.loading')} />;
  if (logs.isError)
    return logs.notFound ? <NoAccess /> : <EmptyState role="alert" title={t('journal.errors.generic')} />;
  if (logs.data.entries.length === 0) return <EmptyState title={t('journal.logs.empty')} />;
  return (
    <CardGrid $minWidth="100%" aria-label={t('journal.logs.label')}>
      {logs.data.entries.map((entry) => (
        <Card key={entry.id}>
          <strong>{t(TYPE_KEYS[entry.type])}</strong> · {formatJournalDate(entry.createdAt, locale)} ·{' '}
          {(entry.therapistUserId && logs.data.names[entry.therapistUserId]) ||
            t('journal.card.deletedTherapist')}
          <Texts>
            {entry.type !== 'CREATE' && (
              <div>
                <h3>{t('journal.logs.previousText')}</h3>
                <PersonalData>
                  <div dangerouslySetInnerHTML={{ __html: sanitize(entry.previousText ?? '') }} />
                </PersonalData>
              </div>
            )}
            {entry.type !== 'DELETE' && (
              <div>
                <h3>{t('journal.logs.text')}</h3>
                <PersonalData>
                  <div dangerouslySetInnerHTML={{ __html: sanitize(entry.text ?? '') }} />
                </PersonalData>
              </div>
            )}
          </Texts>
        </Card>
      ))}
    </CardGrid>
  );
}
