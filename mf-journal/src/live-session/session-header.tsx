import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, PersonAvatar, PersonalData, GuardedButton } from 'shared-ui';
import type { EndBlock, MainAction, TimerState } from './live-session.rules';
import type { LiveSession, LiveSessionActions } from '../common/live-session.types';
import { formatPhone } from 'shared-ui/phone';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;
const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1 1 280px;
`;
const Name = styled.div`
  font-weight: 600;
`;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Timer = styled.div<{ $overtime: boolean }>`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: 700;
  min-width: 6ch;
  color: ${({ theme, $overtime }) => ($overtime ? theme.colors.danger : theme.colors.text)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface SessionHeaderProps {
  data: LiveSession;
  timer: TimerState;
  running: boolean;
  main: MainAction;
  endBlocks: EndBlock[];
  roomUrl: string | null;
  actions: LiveSessionActions;
}

/** Patient card, the countdown ('Overtime' once reached), Start session / Open, End appointment, Cancel. */
export function SessionHeader({
  data,
  timer,
  running,
  main,
  endBlocks,
  roomUrl,
  actions,
}: SessionHeaderProps) {
  const { t } = useTranslation('mf-journal');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const { patient, appointment } = data;
  const name = `${patient.firstName} ${patient.lastName}`.trim();
  const reasons = (list: string[], prefix: string) =>
    list.length ? list.map((r) => t(`liveSession.reasons.${prefix}${r}`)).join(' ') : null;
  const mainReason = reasons(main.blocks, '');
  const endReason = reasons(endBlocks, 'end.');
  const openRoom = main.kind === 'open' && appointment.liveSessionType === 'VIDEO' && roomUrl;
  return (
    <Bar aria-label={t('liveSession.header')}>
      <Card>
        {/* Private mode: the avatar (a photo or the initials), the name, identifier, e-mail and phone are all
            personal data; only the session type stays readable. */}
        <PersonAvatar person={patient} testId="patient-avatar" />
        <div>
          <Name>
            <PersonalData>{name}</PersonalData>
          </Name>
          <Contacts>
            {[patient.customIdentifier, patient.email, formatPhone(patient.phone)]
              .filter(Boolean)
              .map((value) => (
                <PersonalData key={value}>{value}</PersonalData>
              ))}
          </Contacts>
          <Muted>{t(`liveSession.types.${appointment.liveSessionType}`)}</Muted>
        </div>
      </Card>
      <Timer role="timer" aria-label={t('liveSession.timer')} $overtime={timer.overtime}>
        {timer.overtime ? t('liveSession.overtime') : timer.label}
      </Timer>
      <Actions>
        {main.kind === 'start' ? (
          <GuardedButton
            variant="primary"
            reason={mainReason}
            loading={actions.start.isPending}
            onClick={() => actions.start.mutate()}
          >
            {t('liveSession.start')}
          </GuardedButton>
        ) : (
          <GuardedButton
            variant="primary"
            reason={mainReason ?? (openRoom ? null : t('liveSession.reasons.noRoom'))}
            onClick={() => openRoom && window.open(openRoom, '_blank', 'noopener')}
          >
            {t('liveSession.open')}
          </GuardedButton>
        )}
        <GuardedButton
          variant="secondary"
          reason={endReason}
          loading={actions.end.isPending}
          onClick={() => setConfirmEnd(true)}
        >
          {t('liveSession.end')}
        </GuardedButton>
        <GuardedButton variant="ghost" reason={endReason} onClick={() => setConfirmCancel(true)}>
          {t('liveSession.cancel')}
        </GuardedButton>
      </Actions>
      {running && (
        <Muted role="status">
          {appointment.isPatientReady ? t('liveSession.patientReady') : t('liveSession.waitingForPatient')}
        </Muted>
      )}
      <Modal
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t('liveSession.endConfirm.title')}
        width="480px"
      >
        <p>{t('liveSession.endConfirm.text')}</p>
        <Footer>
          <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
            {t('liveSession.endConfirm.keep')}
          </Button>
          <Button
            variant="primary"
            loading={actions.end.isPending}
            onClick={() => actions.end.mutate(undefined, { onSettled: () => setConfirmEnd(false) })}
          >
            {t('liveSession.endConfirm.confirm')}
          </Button>
        </Footer>
      </Modal>
      <Modal
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('liveSession.cancelConfirm.title')}
        width="480px"
      >
        <p>{t('liveSession.cancelConfirm.text')}</p>
        <Footer>
          <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
            {t('liveSession.cancelConfirm.keep')}
          </Button>
          <Button
            variant="danger"
            loading={actions.cancel.isPending}
            onClick={() => actions.cancel.mutate(undefined, { onSettled: () => setConfirmCancel(false) })}
          >
            {t('liveSession.cancelConfirm.confirm')}
          </Button>
        </Footer>
      </Modal>
    </Bar>
  );
}
