import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { usePlaybackUrl } from './use-video-archive';

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Frame = styled.div`
  position: relative;
`;

/** Centres the Play button over the poster frame; the frame itself does not take clicks. */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A stored recording played from the private bucket through a signed URL. */
export function VideoPlayer({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('mf-content');
  const url = usePlaybackUrl(path);
  if (url.isError) return <Problem role="alert">{t('videoEditor.playbackFailed')}</Problem>;
  return (
    <Video aria-label={label} controls preload="metadata" playsInline src={url.data} data-recording={path} />
  );
}

/**
 * A video of the archive's grid: its first frame as a poster (`preload="metadata"` and the `#t=0.1` fragment
 * make the browser fetch only the metadata and that frame — the recordings have no stored thumbnail) with a Play
 * button; the player's controls appear and it plays only when asked, so a page of cards does not hold a page of
 * running players.
 */
export function VideoPoster({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('mf-content');
  const url = usePlaybackUrl(path);
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  if (url.isError) return <Problem role="alert">{t('videoEditor.playbackFailed')}</Problem>;
  const play = () => {
    setStarted(true);
    // A refused autoplay (browser policy) leaves the controls for the user to press play.
    Promise.resolve(video.current?.play()).catch(() => undefined);
  };
  return (
    <Frame>
      <Video
        ref={video}
        aria-label={label}
        controls={started}
        preload="metadata"
        playsInline
        src={url.data ? `${url.data}#t=0.1` : undefined}
        data-recording={path}
      />
      {!started && (
        <Overlay>
          <Button
            variant="primary"
            aria-label={t('videoArchive.play', { name: label })}
            disabled={!url.data}
            onClick={play}
          >
            <Play size={18} aria-hidden="true" />
            {t('videoArchive.playShort')}
          </Button>
        </Overlay>
      )}
    </Frame>
  );
}
