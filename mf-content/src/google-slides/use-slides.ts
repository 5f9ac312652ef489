import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { slideKeys } from './slides.keys';
import { deletePresentation, fetchPresentations, fetchSlidePages } from './slides.resource';

export function usePresentations() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: slideKeys.library(clinicId),
    queryFn: () => fetchPresentations(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function useSlidePages(presentationId: string) {
  return useQuery({
    queryKey: slideKeys.pages(presentationId),
    queryFn: () => fetchSlidePages(presentationId),
    enabled: Boolean(presentationId),
    staleTime: 5 * 60_000,
  });
}

export function useRemovePresentation() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deletePresentation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideKeys.library(clinicId) }),
  });
}
