import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, GuardedButton, Modal, PersonalData, useDateLocale, formatClinic } from 'shared-ui';
import type { CalendarEventItem, MainAction } from './calendar.rules';
import { AppointmentAction } from './appointment-action';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The spec's reasons an event cannot be edited (000 §5), or null when it can. */
export function editBlockReason(event: CalendarEventItem): 'wrongData' | 'finished' | null {
  if (!event.appointmentId || !event.hasAppointmentData) return 'wrongData';
  if (event.status === 'FINISHED') return 'finished';
  return null;
}

export function useEventSubtitle() {
  const { t } = useTranslation('mf-calendar');
  return (event: CalendarEventItem): string => {
    if (event.type === 'PAUSE') return t('calendar.event.pause');
    if (event.type === 'EXTERNAL') return t('calendar.event.external');
    const parts = [t(`calendar.liveSessionType.${event.liveSessionType ?? 'VIDEO'}`)];
    if (event.appointmentTypeName) parts.push(event.appointmentTypeName);
    if (event.status === 'CANCELED') parts.push(t('calendar.event.canceled'));
    return parts.join(' · ');
  };
}

/** The event's date and times on the clinic's clock (Europe/Oslo), whatever the browser's zone. */
export function EventTime({ event }: { event: CalendarEventItem }) {
  const locale = useDateLocale();
  return (
    <>
      {formatClinic(event.start, 'dd MMM yyyy', locale)}, {formatClinic(event.start, 'HH:mm')}–
      {formatClinic(event.end, 'HH:mm')}
    </>
  );
}

export interface EventModalProps {
  event: CalendarEventItem | null;
  action: MainAction;
  onClose: () => void;
  onEdit: (appointmentId: string) => void;
}

/** Event modal (000 §2.4, 001 §2): subtitle, title, time, patient and a Profile button, plus Edit and Start/Open. */
export function EventModal({ event, action, onClose, onEdit }: EventModalProps) {
  const { t } = useTranslation('mf-calendar');
  const navigate = useNavigate();
  const subtitle = useEventSubtitle();
  const blockedEdit = event ? editBlockReason(event) : null;
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={event?.title || t('calendar.event.untitled')}
      description={event ? subtitle(event) : undefined}
      closeLabel={t('calendar.actions.close')}
      width="60vw"
    >
      {event && (
        <>
          <Details>
            <dt>{t('calendar.event.time')}</dt>
            <dd>
              <EventTime event={event} />
            </dd>
            <dt>{t('calendar.event.patient')}</dt>
            <dd>
              {event.patientName ? (
                <PersonalData>{event.patientName}</PersonalData>
              ) : (
                t('calendar.event.noPatient')
              )}
            </dd>
          </Details>
          <Actions>
            {event.patientUserId && (
              <Button onClick={() => navigate(`/patients/${event.patientUserId}`)}>
                {t('calendar.actions.profile')}
              </Button>
            )}
            {/* A canceled appointment cannot be changed any more: no Edit (issue 24). */}
            {event.type === 'APPOINTMENT' &&
              event.status !== 'CANCELED' &&
              (blockedEdit ? (
                <GuardedButton reason={t(`calendar.editBlocked.${blockedEdit}`)}>
                  {t('calendar.actions.edit')}
                </GuardedButton>
              ) : (
                <Button onClick={() => onEdit(event.appointmentId!)}>{t('calendar.actions.edit')}</Button>
              ))}
            <AppointmentAction event={event} action={action} />
          </Actions>
        </>
      )}
    </Modal>
  );
}
