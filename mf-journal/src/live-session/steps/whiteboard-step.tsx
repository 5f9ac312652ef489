import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, GuardedButton } from 'shared-ui';
import { Row, StepDescription } from './step-kinds';
import { useWhiteboard } from './use-whiteboard';
import { WhiteboardCanvas } from './whiteboard-canvas';
import type { StepContext } from '../../common/live-session.types';

const Board = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
`;
const Surface = styled.div`
  flex: 1;
  min-height: 0;
`;

/**
 * WHITEBOARD: 'Show whiteboard' shares it with the patient (remote sharing) and opens the 80vw × 85vh board
 * (spec 001 §9); strokes reach the patient live by Realtime broadcast. Closing the board hides it again.
 */
export function WhiteboardStep({ data, step, sharing, confirmed, editable, actions }: StepContext) {
  const { t } = useTranslation('mf-journal');
  const shown = Boolean(sharing?.isWhiteboardShown);
  const board = useWhiteboard(data.appointment.id, shown && confirmed);
  const toggle = (next: boolean) => actions.share.mutate({ isWhiteboardShown: next });
  const reason = !editable
    ? t('liveSession.reasons.end.finished')
    : confirmed
      ? null
      : t('liveSession.onlyLive.whiteboard');
  return (
    <>
      <StepDescription text={step.description} />
      <Row>
        <GuardedButton
          variant={shown ? 'secondary' : 'primary'}
          reason={reason}
          loading={actions.share.isPending}
          onClick={() => toggle(!shown)}
        >
          {shown ? t('liveSession.hideWhiteboard') : t('liveSession.showWhiteboard')}
        </GuardedButton>
      </Row>
      <Modal
        open={shown && confirmed}
        onOpenChange={(open) => !open && toggle(false)}
        title={t('liveSession.whiteboard')}
        width="80vw"
        height="85vh"
      >
        <Board>
          {/* busy until the broadcast channel is joined: strokes drawn before would not reach the patient */}
          <Surface aria-busy={!board.live}>
            <WhiteboardCanvas
              strokes={board.strokes}
              onStroke={board.add}
              label={t('liveSession.whiteboard')}
            />
          </Surface>
          <div>
            <Button variant="secondary" onClick={board.clear}>
              {t('liveSession.clearWhiteboard')}
            </Button>
          </div>
        </Board>
      </Modal>
    </>
  );
}
