import { useState, type ReactNode } from 'react';
import { Video, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ErrorPanel, Spinner } from 'shared-ui';
import { useCamera } from './use-camera';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
// 16:9, never taller than about half the screen, so the current step stays in view below it.
const Frame = styled.iframe`
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 56vh;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.text};
`;
const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 40vh;
  min-height: 220px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
`;
const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
const Text = styled.p`
  margin: 0;
  max-width: 52ch;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function VideoPlaceholder({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Placeholder role="status">
      <Icon aria-hidden="true">{icon}</Icon>
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {children}
    </Placeholder>
  );
}

export interface VideoRoomProps {
  /** The session runs (the room is made once it does). */
  started: boolean;
  url: string | null;
  loading: boolean;
  cause: string | null;
  confirmed: boolean;
  onRetry: () => void;
}

/**
 * The video area of a VIDEO session (Daily, or the local provider's room page): a placeholder until the
 * session starts, the room once the patient action is confirmed (Start session confirms it), and a clear
 * message instead of a black box when this computer has no camera (joining with sound only stays possible).
 * A failed room shows 'Error while creating of Daily meeting room' with the cause.
 */
export function VideoRoom({ started, url, loading, cause, confirmed, onRetry }: VideoRoomProps) {
  const { t } = useTranslation('mf-journal');
  const camera = useCamera();
  const [withoutCamera, setWithoutCamera] = useState(false);
  let body: ReactNode;
  if (cause) {
    body = (
      <ErrorPanel
        title={t('liveSession.room.errorTitle')}
        description={`${t('liveSession.room.error')}: ${cause}`}
        onRetry={onRetry}
      />
    );
  } else if (!started) {
    body = (
      <VideoPlaceholder
        icon={<Video size={28} />}
        title={t('liveSession.room.notStarted')}
        text={t('liveSession.room.notStartedText')}
      />
    );
  } else if (!url) {
    body = loading ? (
      <VideoPlaceholder icon={<Video size={28} />} title={t('liveSession.room.creating')}>
        <Spinner label={t('liveSession.room.creating')} />
      </VideoPlaceholder>
    ) : null;
  } else if (!confirmed) {
    body = <VideoPlaceholder icon={<Video size={28} />} title={t('liveSession.room.waiting')} />;
  } else if (camera.state === 'none' && !withoutCamera) {
    body = (
      <VideoPlaceholder
        icon={<VideoOff size={28} />}
        title={t('liveSession.room.noCamera')}
        text={t('liveSession.room.noCameraText')}
      >
        <Row>
          <Button variant="secondary" onClick={camera.check}>
            {t('liveSession.room.checkAgain')}
          </Button>
          <Button variant="primary" onClick={() => setWithoutCamera(true)}>
            {t('liveSession.room.joinWithoutCamera')}
          </Button>
        </Row>
      </VideoPlaceholder>
    );
  } else {
    body = (
      <Frame
        src={url}
        title={t('liveSession.room.label')}
        allow="camera; microphone; fullscreen; display-capture; autoplay"
      />
    );
  }
  return <Box aria-label={t('liveSession.room.label')}>{body}</Box>;
}
