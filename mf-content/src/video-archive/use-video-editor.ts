import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { videoArchiveKeys } from './video-archive.keys';
import {
  attachRecording,
  fetchDraft,
  fetchLanguages,
  fetchVideo,
  removeDraftRecording,
  saveVideo,
  uploadRecording,
  type SaveVideoInput,
} from './video-editor.resource';
import { recordingFile } from './recorder.rules';

/** The video being edited (by id), or on create the creator's draft (null when there is none yet). */
export function useEditedVideo(videoId: string | undefined) {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  const userId = session?.userId ?? '';
  return useQuery({
    queryKey: videoId ? videoArchiveKeys.video(videoId) : videoArchiveKeys.draft(clinicId, userId),
    queryFn: () => (videoId ? fetchVideo(videoId) : fetchDraft(clinicId, userId)),
    enabled: Boolean(clinicId && userId),
  });
}

export function useLanguages() {
  return useQuery({ queryKey: videoArchiveKeys.languages(), queryFn: fetchLanguages, staleTime: Infinity });
}

/** After a change to a video: its own query (edit or draft) and the list. */
function useInvalidateVideo(videoId: string | undefined) {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: videoId
          ? videoArchiveKeys.video(videoId)
          : videoArchiveKeys.draft(clinicId, session?.userId ?? ''),
      }),
      queryClient.invalidateQueries({ queryKey: videoArchiveKeys.list(clinicId) }),
    ]);
}

/**
 * Uploads a finished recording into the caller's folder (with progress), then makes it the video's: on
 * create the draft's (made now or reused), on edit the video's, whose previous recording is removed.
 */
export function useUploadRecording(videoId: string | undefined, onProgress: (percent: number) => void) {
  const session = useSession();
  const invalidate = useInvalidateVideo(videoId);
  return useSingleFlightMutation({
    mutationFn: async (recording: Blob) => {
      const { contentType, extension } = recordingFile(recording.type);
      const path = `${session!.clinicId}/${session!.userId}/${crypto.randomUUID()}.${extension}`;
      await uploadRecording(path, recording, contentType, onProgress);
      return attachRecording(videoId ?? null, path);
    },
    onSettled: invalidate,
  });
}

export function useRemoveDraftRecording() {
  const invalidate = useInvalidateVideo(undefined);
  return useSingleFlightMutation({ mutationFn: removeDraftRecording, onSettled: invalidate });
}

export function useSaveVideo(videoId: string | undefined) {
  const invalidate = useInvalidateVideo(videoId);
  return useSingleFlightMutation({
    mutationFn: (input: SaveVideoInput) => saveVideo(input),
    onSuccess: invalidate,
  });
}
