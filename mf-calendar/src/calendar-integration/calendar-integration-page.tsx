import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Modal, PageLayout, toast, useErrorMessage } from 'shared-ui';
import { useDisconnectCalendar, useServiceSession } from '../common/use-calendar-integration';
import {
  AuthoriseStep,
  ChooseCalendarStep,
  ErrorText,
  Muted,
  Row,
  Section,
} from '../common/calendar-connection-steps';

const CALENDAR_SCREEN = '/dashboard/calendar';

/**
 * /calendar-integration (spec 000 §2.4, §4, §5): authorise at the calendar provider (popup, or this tab when
 * popups are blocked), poll the connection every 2 s, then choose or create a writable calendar. When a
 * calendar is already integrated it goes to the calendar, unless ?action=disconnect asks to disconnect it.
 */
export function CalendarIntegrationPage() {
  const { t } = useTranslation('mf-calendar');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const session = useServiceSession({ pollingSince: waitingSince });
  const disconnecting = params.get('action') === 'disconnect';

  if (session.data?.isCalendarIntegrated && !disconnecting) return <Navigate to={CALENDAR_SCREEN} replace />;

  let content;
  if (session.isPending) {
    content = <Muted role="status">{t('calendarIntegration.loading')}</Muted>;
  } else if (session.isError) {
    content = (
      <Section>
        <ErrorText role="alert">{t('calendarIntegration.loadError')}</ErrorText>
        <Row>
          <Button variant="secondary" onClick={() => void session.refetch()}>
            {t('calendarIntegration.retry')}
          </Button>
        </Row>
      </Section>
    );
  } else if (session.data.isCalendarIntegrated) {
    content = (
      <DisconnectDialog
        onCancel={() => navigate(CALENDAR_SCREEN, { replace: true })}
        onDone={() => setParams({}, { replace: true })}
      />
    );
  } else if (!session.data.isAuthenicated || !session.data.accountId) {
    content = <AuthoriseStep waiting={waitingSince !== null} onStarted={() => setWaitingSince(Date.now())} />;
  } else {
    content = (
      <ChooseCalendarStep
        accountId={session.data.accountId}
        onDone={() => navigate(CALENDAR_SCREEN, { replace: true })}
      />
    );
  }
  return <PageLayout title={t('calendarIntegration.title')}>{content}</PageLayout>;
}

function DisconnectDialog({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const disconnect = useDisconnectCalendar();
  // mutateAsync: this dialog unmounts as soon as the cache says "not integrated"
  const confirm = () => {
    if (disconnect.isPending) return;
    void disconnect.mutateAsync().then(
      ({ isAccountDeleted }) => {
        if (!isAccountDeleted) {
          toast.error(t('errors.calendar_not_deleted'));
          return;
        }
        toast.success(t('calendarIntegration.disconnected'));
        onDone();
      },
      (error: unknown) => toast.error(errorText(error, 'errors.calendar_not_deleted')),
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !disconnect.isPending) onCancel();
      }}
      title={t('calendarIntegration.disconnectTitle')}
      description={t('calendarIntegration.disconnectText')}
      closeLabel={t('calendarIntegration.close')}
      width="480px"
    >
      <Row>
        <Button variant="danger" onClick={confirm} loading={disconnect.isPending}>
          {t('calendarIntegration.disconnectConfirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={disconnect.isPending}>
          {t('calendarIntegration.cancel')}
        </Button>
      </Row>
    </Modal>
  );
}
