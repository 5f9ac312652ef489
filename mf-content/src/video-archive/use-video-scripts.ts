import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { videoArchiveKeys } from './video-archive.keys';
import {
  fetchVideoScripts,
  removeVideoScript,
  saveVideoScript,
  type VideoScriptInput,
} from './video-scripts.resource';

export function useVideoScripts() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: videoArchiveKeys.scripts(clinicId),
    queryFn: () => fetchVideoScripts(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function useSaveVideoScript() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (input: VideoScriptInput) => saveVideoScript(clinicId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoArchiveKeys.scripts(clinicId) }),
  });
}

export function useRemoveVideoScript() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: removeVideoScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoArchiveKeys.scripts(clinicId) }),
  });
}
