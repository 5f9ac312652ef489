import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorPanel, Spinner } from 'shared-ui';
import { Status } from './step-kinds';

const Frame = styled.iframe`
  width: 100%;
  height: 420px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.text};
`;
const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface VideoRoomProps {
  url: string | null;
  loading: boolean;
  cause: string | null;
  confirmed: boolean;
  onRetry: () => void;
}

/**
 * The video room of a VIDEO session (Daily, or the local provider's room page). It shows once the patient
 * action is confirmed; a failed room shows 'Error while creating of Daily meeting room' with the cause.
 */
export function VideoRoom({ url, loading, cause, confirmed, onRetry }: VideoRoomProps) {
  const { t } = useTranslation('mf-journal');
  if (cause) {
    return (
      <ErrorPanel
        title={t('liveSession.room.errorTitle')}
        description={`${t('liveSession.room.error')}: ${cause}`}
        onRetry={onRetry}
      />
    );
  }
  return (
    <Box aria-label={t('liveSession.room.label')}>
      {loading && !url && <Spinner label={t('liveSession.room.creating')} />}
      {url && !confirmed && <Status role="status">{t('liveSession.room.waiting')}</Status>}
      {url && confirmed && (
        <Frame
          src={url}
          title={t('liveSession.room.label')}
          allow="camera; microphone; fullscreen; display-capture; autoplay"
        />
      )}
    </Box>
  );
}
