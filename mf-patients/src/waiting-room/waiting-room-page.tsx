import { Armchair } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorPanel, PageLayout, PageSpinner } from 'shared-ui';
import { SessionPatientGrid } from '../common/session-patient-grid';
import { useWaitingPatients } from '../common/use-session-patients';

/** /waiting-room: patients online now for my appointments, live (spec 000 §2.3, 001 §2). */
export function WaitingRoomPage() {
  const { t } = useTranslation('mf-patients');
  const list = useWaitingPatients();
  let content;
  if (list.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (list.isError)
    content = <ErrorPanel title={t('patients.loadError')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    content = <EmptyState icon={Armchair} title={t('waitingRoom.empty')} role="status" />;
  else content = <SessionPatientGrid patients={list.data} live />;
  return <PageLayout title={t('waitingRoom.title')}>{content}</PageLayout>;
}
