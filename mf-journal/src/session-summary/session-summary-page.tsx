import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorPanel, PageLayout, PageSpinner, PersonalData, useDateLocale } from 'shared-ui';
import { useSessionSummary } from './use-session-summary';

const Done = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.status.success.background};
  color: ${({ theme }) => theme.colors.status.success.text};
  font-weight: 600;
`;
const Facts = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  a {
    font-weight: 600;
  }
`;

/**
 * /appointments/:id/summary — reached by 'Go to journal' (and End appointment): the session is over; the
 * journal record for it is written in the journal record editor (/appointments/:id/journal-record-new).
 */
export function SessionSummaryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const summary = useSessionSummary(id);
  if (summary.isPending) return <PageSpinner label={t('liveSession.loading')} />;
  if (summary.isError || !summary.data) {
    return (
      <PageLayout title={t('liveSession.summary.title')}>
        <ErrorPanel description={t('liveSession.errors.fetch')} onRetry={() => summary.refetch()} />
      </PageLayout>
    );
  }
  const s = summary.data;
  // Not finished yet: the live session screen is where it goes on.
  if (s.status !== 'FINISHED') return <Navigate to={`/appointments/${id}`} replace />;
  const journalOpen = !s.isJournalRecordSkipped;
  return (
    <PageLayout title={t('liveSession.summary.title')} subtitle={s.title}>
      <Done role="status">{t('liveSession.summary.finished')}</Done>
      <Facts>
        <li>
          <PersonalData>{s.patientName}</PersonalData> ·{' '}
          {format(new Date(s.startAt), 'dd MMM yyyy, HH:mm', { locale })}
        </li>
        <li>
          {s.nextAppointmentScheduled
            ? t('liveSession.summary.nextScheduled')
            : t('liveSession.summary.noNext')}
        </li>
        {s.therapistAssigned && <li>{t('liveSession.summary.reassigned')}</li>}
      </Facts>
      <Actions>
        {journalOpen && (
          <Link to={`/appointments/${id}/journal-record-new`}>{t('liveSession.summary.addRecord')}</Link>
        )}
        <Link to="/dashboard/calendar">{t('liveSession.summary.calendar')}</Link>
      </Actions>
    </PageLayout>
  );
}
