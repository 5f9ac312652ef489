import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePlaybackUrl } from './use-video-archive';

const Video = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.small};
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
