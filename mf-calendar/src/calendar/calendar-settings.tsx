import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, RadioGroup } from 'shared-ui';
import { AuthoriseStep, ChooseCalendarStep } from '../common/calendar-connection-steps';
import { useServiceSession } from '../common/use-calendar-integration';
import { CALENDAR_VIEWS, type CalendarView } from './calendar.rules';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const VIEW_LABEL = {
  dayGridMonth: 'calendar.views.month',
  timeGridWeek: 'calendar.views.week',
  timeGridDay: 'calendar.views.day',
} as const;

export interface CalendarSettingsModalProps {
  open: boolean;
  onClose: () => void;
  view: CalendarView;
  onChangeView: (view: CalendarView) => void;
  onOpenIntegration: () => void;
}

/**
 * The calendar's settings modal (000 §2.4): the view it opens in (remembered per user, as the toggles do), and
 * the ways to the therapist's working hours and to the calendar integration modal.
 */
export function CalendarSettingsModal({
  open,
  onClose,
  view,
  onChangeView,
  onOpenIntegration,
}: CalendarSettingsModalProps) {
  const { t } = useTranslation('mf-calendar');
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('calendar.settings.title')}
      closeLabel={t('calendar.actions.close')}
      width="60vw"
    >
      <Stack>
        <RadioGroup
          label={t('calendar.settings.view')}
          orientation="horizontal"
          options={CALENDAR_VIEWS.map((name) => ({ value: name, label: t(VIEW_LABEL[name]) }))}
          value={view}
          onValueChange={(value) => onChangeView(value as CalendarView)}
        />
        <Row>
          <Button onClick={() => navigate('/working-hours')}>{t('calendar.settings.workingHours')}</Button>
          <Button
            onClick={() => {
              onClose();
              onOpenIntegration();
            }}
          >
            {t('calendar.settings.integration')}
          </Button>
        </Row>
      </Stack>
    </Modal>
  );
}

/**
 * The integration modal (000 §2.4) on the calendar screen: the connected account's calendars to switch to (or a
 * new one), and Disconnect, which is /calendar-integration's confirmation. Connecting the first calendar stays
 * the /calendar-integration route (the calendar screen sends a therapist without one there).
 */
export function CalendarIntegrationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('calendarIntegration.title')}
      closeLabel={t('calendar.actions.close')}
      width="60vw"
    >
      {open && <IntegrationBody onDone={onClose} />}
      <Row style={{ marginTop: 20 }}>
        <Button variant="danger" onClick={() => navigate('/calendar-integration?action=disconnect')}>
          {t('calendar.settings.disconnect')}
        </Button>
      </Row>
    </Modal>
  );
}

/** The /calendar-integration steps in the modal: authorise at the provider if needed, then choose a calendar. */
function IntegrationBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const session = useServiceSession({ pollingSince: waitingSince });
  if (session.isPending) return <Muted role="status">{t('calendarIntegration.loading')}</Muted>;
  if (session.isError)
    return (
      <Row>
        <Muted role="alert">{t('calendarIntegration.loadError')}</Muted>
        <Button onClick={() => void session.refetch()}>{t('calendarIntegration.retry')}</Button>
      </Row>
    );
  if (!session.data.isAuthenicated || !session.data.accountId)
    return <AuthoriseStep waiting={waitingSince !== null} onStarted={() => setWaitingSince(Date.now())} />;
  return <ChooseCalendarStep accountId={session.data.accountId} onDone={onDone} />;
}
