import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GuardedButton, StatusChip, toast } from 'shared-ui';
import type { CalendarEventItem, MainAction } from './calendar.rules';
import { useStartAppointment } from './use-calendar';

/** The error the RPC raised carries the spec's text; anything else gets the spec's generic start failure. */
function messageOf(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message && !/fetch|network/i.test(message) ? message : fallback;
}

/**
 * 'Start appointment' / 'Open appointment' / 'Appointment finished'. A blocked action stays focusable
 * (aria-disabled) so its tooltip can tell keyboard and mouse users why. Start and Open both call
 * start_appointment (opening a started appointment sets its event started too, 000 §4), then go to the live
 * session, which mf-journal owns.
 */
export function AppointmentAction({ event, action }: { event: CalendarEventItem; action: MainAction }) {
  const { t } = useTranslation('mf-calendar');
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
      onError: (error) => toast.error(messageOf(error, t('calendar.errors.start'))),
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
