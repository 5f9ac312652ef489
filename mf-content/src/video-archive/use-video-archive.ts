import { useQuery } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { videoArchiveKeys } from './video-archive.keys';
import { fetchVideos, fetchVideoStatistics } from './video-archive.resource';

export function useVideos() {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  return useQuery({
    queryKey: videoArchiveKeys.list(clinicId),
    queryFn: () => fetchVideos(clinicId, session!.userId),
    enabled: Boolean(clinicId && session?.userId),
  });
}

export function useVideoStatistics(videoId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: videoArchiveKeys.statistics(videoId),
    queryFn: () => fetchVideoStatistics(clinicId, videoId),
    enabled: Boolean(clinicId && videoId),
  });
}
