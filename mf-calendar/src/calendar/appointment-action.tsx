import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GuardedButton, StatusChip, toast, useErrorMessage } from 'shared-ui';
import type { CalendarEventItem, MainAction } from './calendar.rules';
import { useStartAppointment } from './use-calendar';

/**
 * 'Start appointment' / 'Open appointment' / 'Appointment finished'. A blocked action stays focusable
 * (aria-disabled) so its tooltip can tell keyboard and mouse users why. Start and Open both call
 * start_appointment (opening a started appointment sets its event started too, 000 §4), then go to the live
 * session, which mf-journal owns.
 */
export function AppointmentAction({ event, action }: { event: CalendarEventItem; action: MainAction }) {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const navigate = useNavigate();
  const start = useStartAppointment();
  if (action.kind === 'none') return null;
  if (action.kind === 'finished')
    return <StatusChip tone="success">{t('calendar.actions.finished')}</StatusChip>;
  const blocked = action.reasons.length > 0;
  const label = action.kind === 'open' ? t('calendar.actions.open') : t('calendar.actions.start');
  const onClick = () => {
    if (blocked || start.isPending || !event.appointmentId) return;
    const appointmentId = event.appointmentId;
    start.mutate(appointmentId, {
      onSuccess: () => navigate(`/appointments/${appointmentId}`),
      // a refusal the calendar explains (a draft, too early) by its hint, else the spec's start failure
      onError: (error) => toast.error(errorText(error, 'calendar.errors.start')),
    });
  };
  // Several reasons read as one line in GuardedButton's tooltip.
  const reason = blocked ? action.reasons.map((r) => t(`calendar.reasons.${r}`)).join(' · ') : null;
  return (
    <GuardedButton
      variant="primary"
      reason={reason}
      loading={start.isPending}
      onClick={onClick}
      data-action={action.kind}
    >
      {label}
    </GuardedButton>
  );
}
