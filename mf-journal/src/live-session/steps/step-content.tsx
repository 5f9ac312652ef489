import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CustomStep, PresentationStep, QformStep } from './step-kinds';
import { ChoiceStep, NextAppointmentStep } from './step-endings';
import { stepTitle } from './step-label';
import { WhiteboardStep } from './whiteboard-step';
import { GuardedButton } from 'shared-ui';
import type { StepContext } from '../../common/live-session.types';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  min-width: 0;
`;
const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
`;
const Spacer = styled.span`
  flex: 1;
`;

function StepBody(ctx: StepContext) {
  switch (ctx.step.type) {
    case 'CUSTOM':
      return <CustomStep {...ctx} />;
    case 'QFORM':
      return <QformStep {...ctx} />;
    case 'WHITEBOARD':
      return <WhiteboardStep {...ctx} />;
    case 'PRESENTATION':
      return <PresentationStep {...ctx} />;
    case 'NEXT_APPOINTMENT':
      return <NextAppointmentStep {...ctx} />;
    default:
      return <ChoiceStep {...ctx} />;
  }
}

export interface StepContentProps extends StepContext {
  index: number;
  /** Why 'Go to journal' is disabled (null: enabled). */
  journalReason: string | null;
}

/** 'Step N', the step's content by kind, then Next, Done and Go to journal. */
export function StepContent({ index, journalReason, ...ctx }: StepContentProps) {
  const { t } = useTranslation('mf-journal');
  const { step, actions, editable, confirmed } = ctx;
  const busy = actions.step.isPending;
  const move = (action: 'next' | 'done') => actions.step.mutate({ action, expected: step.id });
  return (
    <Section aria-labelledby="live-session-step-title">
      <div>
        <Kicker>{t('liveSession.stepN', { n: index + 1 })}</Kicker>
        <Title id="live-session-step-title">{stepTitle(step, t)}</Title>
      </div>
      <StepBody {...ctx} />
      <Footer>
        <GuardedButton
          variant="secondary"
          reason={editable ? null : t('liveSession.reasons.end.finished')}
          disabled={busy}
          onClick={() => move('next')}
        >
          {t('liveSession.next')}
        </GuardedButton>
        <GuardedButton
          variant="secondary"
          reason={
            !editable
              ? t('liveSession.reasons.end.finished')
              : confirmed
                ? null
                : t('liveSession.doneOnlyLive')
          }
          loading={busy}
          onClick={() => move('done')}
        >
          {t('liveSession.done')}
        </GuardedButton>
        <Spacer />
        <GuardedButton
          variant="primary"
          reason={journalReason}
          loading={actions.journal.isPending}
          onClick={() => actions.journal.mutate()}
        >
          {t('liveSession.goToJournal')}
        </GuardedButton>
      </Footer>
    </Section>
  );
}
