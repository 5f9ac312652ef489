import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { DEFAULT_IDLE_MINUTES } from './inactivity-clock';
import { useInactivityLogout } from './use-inactivity-logout';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export function InactivityGuard({
  userId,
  idleMinutes,
}: {
  userId: string;
  idleMinutes: number | undefined;
}) {
  const { t } = useTranslation('shell');
  const { secondsLeft, keepWorking, logOutNow } = useInactivityLogout(
    userId,
    idleMinutes ?? DEFAULT_IDLE_MINUTES,
  );
  return (
    <Modal
      open={secondsLeft !== null}
      onOpenChange={(open) => !open && keepWorking()}
      title={t('inactivity.title')}
      width="60vw"
    >
      <p role="timer" aria-live="polite">
        {t('inactivity.countdown', { count: secondsLeft ?? 0 })}
      </p>
      <Actions>
        <Button onClick={logOutNow}>{t('inactivity.logout')}</Button>
        <Button variant="primary" onClick={keepWorking}>
          {t('inactivity.continue')}
        </Button>
      </Actions>
    </Modal>
  );
}
