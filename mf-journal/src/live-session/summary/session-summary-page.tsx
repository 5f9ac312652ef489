import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ErrorPanel, PageLayout, PageSpinner } from 'shared-ui';
import { SessionSummaryCard } from './session-summary-card';
import { useSessionSummary } from './use-session-summary';

/**
 * /appointments/:id/summary — reached by 'Go to journal' (and End appointment): the session is over; the
 * journal record for it is written in the journal record editor (/appointments/:id/journal-record-new).
 */
export function SessionSummaryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('mf-journal');
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
  return (
    <PageLayout title={t('liveSession.summary.title')} subtitle={s.title}>
      <SessionSummaryCard summary={s} />
    </PageLayout>
  );
}
