import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, PersonalData, Spinner, richTextToPlainText, useDateLocale } from 'shared-ui';
import { usePreviousRecords } from './use-previous-records';
import { formatClinic } from 'shared-ui/time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;
const Meta = styled.div`
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
        <Item key={r.id}>
          <Meta>
            {formatClinic(r.createdAt, 'dd MMM yyyy, HH:mm', locale)}
            {r.title ? ` · ${r.title}` : ''}
            {r.authorName ? ` · ${r.authorName}` : ''}
            {r.isDraft ? ` · ${t('liveSession.draft')}` : ''}
          </Meta>
          <Text>
            <PersonalData>{richTextToPlainText(r.text)}</PersonalData>
          </Text>
        </Item>
      ))}
    </List>
  );
}
