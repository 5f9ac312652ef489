import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useVideoRecorder } from './use-video-recorder';

export const Screen = styled.video`
  width: 100%;
  max-width: 640px;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.small};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The camera's live preview, a 3 s countdown, Start / Stop, and the camera problems explained. */
export function VideoRecorder({
  onRecorded,
  onCancel,
  disabled,
}: {
  onRecorded: (recording: Blob) => void;
  onCancel?: (() => void) | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('mf-content');
  const recorder = useVideoRecorder(onRecorded);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = preview.current;
    if (!video) return;
    video.srcObject = recorder.stream;
    // autoPlay alone does not start a stream set after mount in every browser (chromium leaves it paused).
    video.muted = true;
    if (recorder.stream) void video.play().catch(() => undefined);
  }, [recorder.stream]);

  const busy = recorder.phase === 'starting' || recorder.phase === 'countdown';
  return (
    <>
      <Screen ref={preview} aria-label={t('videoEditor.recorder.preview')} autoPlay muted playsInline />
      <p role="status">
        {recorder.phase === 'countdown'
          ? t('videoEditor.recorder.countdown', { count: recorder.countdown })
          : recorder.phase === 'recording'
            ? t('videoEditor.recorder.recording')
            : ''}
      </p>
      {recorder.problem && (
        <Problem role="alert">{t(`videoEditor.recorder.problems.${recorder.problem}`)}</Problem>
      )}
      <Row>
        {recorder.phase === 'recording' ? (
          <Button variant="danger" onClick={recorder.stop}>
            {t('videoEditor.recorder.stop')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void recorder.start()} disabled={busy || disabled}>
            {t('videoEditor.recorder.start')}
          </Button>
        )}
        {onCancel && (
          <Button
            onClick={() => {
              recorder.cancel();
              onCancel();
            }}
          >
            {t('videoEditor.recorder.cancel')}
          </Button>
        )}
      </Row>
    </>
  );
}
