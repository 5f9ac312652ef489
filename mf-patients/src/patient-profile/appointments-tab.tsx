import { CalendarX } from 'lucide-react';
import { DATE_TIME_PATTERN } from '../common/date-patterns';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorPanel,
  PageSpinner,
  StatusChip,
  Table,
  useDateLocale,
  type StatusTone,
  formatClinic,
} from 'shared-ui';
import { usePatientAppointments } from './use-patient-profile';

/** shared-ui/README.md's tones: done success, waiting warning, in progress info, canceled neutral. */
const STATUS_TONE: Record<string, StatusTone> = {
  NOT_STARTED: 'warning',
  STARTED: 'info',
  FINISHED: 'success',
  CANCELED: 'neutral',
};

/** The patient's appointments with their status, newest first. */
export function AppointmentsTab({ patientUserId }: { patientUserId: string }) {
  const { t } = useTranslation('mf-patients');
  const locale = useDateLocale();
  const list = usePatientAppointments(patientUserId);
  if (list.isPending) return <PageSpinner label={t('common.loading')} />;
  if (list.isError)
    return <ErrorPanel title={t('profile.appointmentsError')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState icon={CalendarX} title={t('profile.noAppointments')} />;
  return (
    <Table caption={t('profile.tabs.APPOINTMENTS')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('profile.date')}</th>
          <th scope="col">{t('profile.appointmentTitle')}</th>
          <th scope="col">{t('profile.type')}</th>
          <th scope="col">{t('profile.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((a) => (
          <tr key={a.id}>
            <td>{formatClinic(a.startAt, DATE_TIME_PATTERN, locale)}</td>
            <td>{a.title}</td>
            <td>{a.liveSessionType ? t(`liveSessionType.${a.liveSessionType}`) : '—'}</td>
            <td>
              <StatusChip tone={STATUS_TONE[a.status] ?? 'neutral'}>
                {t(`appointmentStatus.${a.status}`)}
              </StatusChip>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
