import { CalendarX } from 'lucide-react';
import { IconEmptyState } from '../common/empty-state';
import styled from 'styled-components';
import { formatClinic } from 'shared-ui/time';
import { DATE_TIME_PATTERN } from '../common/date-patterns';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, PageSpinner, useDateLocale } from 'shared-ui';
import { usePatientAppointments } from './use-patient-profile';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The patient's appointments with their status, newest first. */
export function AppointmentsTab({ patientUserId }: { patientUserId: string }) {
  const { t } = useTranslation('mf-patients');
  const locale = useDateLocale();
  const list = usePatientAppointments(patientUserId);
  if (list.isPending) return <PageSpinner label={t('common.loading')} />;
  if (list.isError)
    return <ErrorPanel title={t('profile.appointmentsError')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <IconEmptyState icon={CalendarX} title={t('profile.noAppointments')} />;
  return (
    <Table>
      <thead>
        <tr>
          <th>{t('profile.date')}</th>
          <th>{t('profile.appointmentTitle')}</th>
          <th>{t('profile.type')}</th>
          <th>{t('profile.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((a) => (
          <tr key={a.id}>
            <td>{formatClinic(a.startAt, DATE_TIME_PATTERN, locale)}</td>
            <td>{a.title}</td>
            <td>{a.liveSessionType ? t(`liveSessionType.${a.liveSessionType}`) : '—'}</td>
            <td>{t(`appointmentStatus.${a.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
