import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { videoArchiveKeys } from './video-archive.keys';
import { fetchVideos } from './video-archive.resource';
import { fetchPlaybackUrl, removeVideo } from './video-editor.resource';

export function useVideos() {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  return useQuery({
    queryKey: videoArchiveKeys.list(clinicId),
    queryFn: () => fetchVideos(clinicId, session!.userId),
    enabled: Boolean(clinicId && session?.userId),
  });
}

/** A signed URL for a recording; refetched before it expires (URLs live an hour). */
export function usePlaybackUrl(path: string | null) {
  return useQuery({
    queryKey: videoArchiveKeys.playback(path ?? ''),
    queryFn: () => fetchPlaybackUrl(path!),
    enabled: Boolean(path),
    staleTime: 30 * 60_000,
  });
}

/** Removes a video (document, chapters, notification, stored recording); the list reloads. */
export function useRemoveVideo() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: removeVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoArchiveKeys.list(clinicId) }),
  });
}
