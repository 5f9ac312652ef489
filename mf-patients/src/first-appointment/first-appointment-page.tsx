import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorPanel, PageLayout, PageSpinner } from 'shared-ui';
import { SessionPatientGrid } from '../common/session-patient-grid';
import { useFirstAppointmentPatients } from '../common/use-session-patients';

/**
 * /first-appointment-with-menta: my patients whose first appointment is ahead, with the session card and its
 * 'Enter' (spec 001 §2), under the same start rule as the waiting room.
 */
export function FirstAppointmentPage() {
  const { t } = useTranslation('mf-patients');
  const list = useFirstAppointmentPatients();
  let content;
  if (list.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (list.isError)
    content = <ErrorPanel title={t('firstAppointment.loadError')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) content = <EmptyState icon={CalendarClock} title={t('patients.empty')} />;
  else content = <SessionPatientGrid patients={list.data} />;
  return <PageLayout title={t('firstAppointment.title')}>{content}</PageLayout>;
}
