import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useRemoveDraftRecording, useUploadRecording } from './use-video-editor';
import type { VideoDetails } from './video-editor.resource';
import { VideoPlayer } from './video-player';
import { Problem, Row, VideoRecorder } from './video-recorder';
import { useSaveFailure } from '../common/use-save-failure';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 640px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.heading};
  }
  progress {
    width: 100%;
  }
`;

/**
 * The video's recording. With one: it plays, and can be replaced by a new one (and on create, where it is the
 * draft's, removed). Without: the recorder. A finished recording is uploaded at once with a progress bar.
 */
export function RecordingPanel({
  video,
  editId,
}: {
  video: VideoDetails | null;
  editId: string | undefined;
}) {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const [percent, setPercent] = useState(0);
  const [recordingNew, setRecordingNew] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A recording whose upload failed is kept so it can be sent again (nothing recorded is lost).
  const [unsent, setUnsent] = useState<Blob | null>(null);
  const upload = useUploadRecording(editId, setPercent);
  const remove = useRemoveDraftRecording();
  const path = video?.recordingPath ?? null;

  const onRecorded = (recording: Blob) => {
    setPercent(0);
    setUnsent(null);
    upload.mutate(recording, {
      onSuccess: () => setRecordingNew(false),
      onError: () => setUnsent(recording),
    });
  };

  const removeRecording = () =>
    remove.mutate(video!.id, {
      onError: (failure) => saveFailed(failure),
      onSettled: () => setConfirming(false),
    });

  return (
    <Panel aria-label={t('videoEditor.recorder.label')}>
      <h2>{t('videoEditor.recorder.label')}</h2>
      {upload.isPending ? (
        <>
          <p role="status">{t('videoEditor.recorder.uploading', { percent })}</p>
          <progress aria-label={t('videoEditor.recorder.uploadProgress')} max={100} value={percent} />
        </>
      ) : path && !recordingNew ? (
        <>
          <VideoPlayer path={path} label={t('videoEditor.recorder.recorded')} />
          <Row>
            <Button onClick={() => setRecordingNew(true)}>{t('videoEditor.recorder.recordNew')}</Button>
            {video?.isDraft && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('videoEditor.recorder.remove')}
              </Button>
            )}
          </Row>
        </>
      ) : (
        <>
          {path && <p>{t('videoEditor.recorder.replaceHint')}</p>}
          <VideoRecorder onRecorded={onRecorded} onCancel={path ? () => setRecordingNew(false) : undefined} />
        </>
      )}
      {upload.isError && (
        <Row>
          <Problem role="alert">{t('videoEditor.recorder.uploadFailed')}</Problem>
          {unsent && <Button onClick={() => onRecorded(unsent)}>{t('videoEditor.recorder.retry')}</Button>}
        </Row>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('videoEditor.recorder.removeConfirm')}
        busy={remove.isPending}
        onConfirm={removeRecording}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
