import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorPanel,
  Link,
  List,
  ListItem,
  PersonalData,
  Spinner,
  StatusChip,
  richTextToPlainText,
  useDateLocale,
  formatClinic,
} from 'shared-ui';
import { usePreviousRecords } from './use-previous-records';

const Record = styled.div`
  min-width: 0;
  flex: 1;
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/** Show previous records: the patient's journal (newest first), read-only, without this appointment's draft. */
export function PreviousRecordsTab({
  patientUserId,
  appointmentId,
}: {
  patientUserId: string;
  appointmentId: string;
}) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const records = usePreviousRecords(patientUserId, true);
  if (records.isPending) return <Spinner label={t('liveSession.loading')} />;
  if (records.isError)
    return <ErrorPanel description={t('liveSession.errors.records')} onRetry={() => records.refetch()} />;
  if (!records.data.allowed) {
    return (
      <EmptyState
        title={t('liveSession.confidential')}
        action={<Link to={`/patients/${patientUserId}/journal`}>{t('liveSession.openJournal')}</Link>}
      />
    );
  }
  const list = records.data.records.filter((r) => r.appointmentId !== appointmentId || !r.isDraft);
  if (list.length === 0) return <EmptyState title={t('liveSession.noRecords')} />;
  return (
    <List>
      {list.map((r) => (
        <ListItem key={r.id}>
          <Record>
            <Meta>
              <span>
                {formatClinic(r.createdAt, 'dd MMM yyyy, HH:mm', locale)}
                {r.snapshot?.title ? ` · ${r.snapshot.title}` : ''}
                {r.authorName ? ` · ${r.authorName}` : ''}
              </span>
              {r.isDraft && <StatusChip tone="warning">{t('liveSession.draft')}</StatusChip>}
            </Meta>
            <Text>
              <PersonalData>{richTextToPlainText(r.text)}</PersonalData>
            </Text>
          </Record>
        </ListItem>
      ))}
    </List>
  );
}
