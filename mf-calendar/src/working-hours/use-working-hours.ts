import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { workingWindow, type SavePayload } from './working-hours.model';
import { fetchWorkingHours, saveWorkingHours } from './working-hours.resource';

export const workingHoursKeys = {
  all: ['mf-calendar', 'working-hours'] as const,
  of: (userId: string, firstDate: string) => ['mf-calendar', 'working-hours', userId, firstDate] as const,
};

/** The signed-in therapist's working hours for the current 8-week window (Oslo time). */
export function useWorkingHours() {
  const session = useSession();
  // The window changes at most once a week; recomputed per render it would only change the key on Mondays.
  const window = useMemo(() => workingWindow(), []);
  const query = useQuery({
    queryKey: workingHoursKeys.of(session?.userId ?? '', window.dates[0]!),
    queryFn: () => fetchWorkingHours(session!.userId, session!.clinicId!, window),
    enabled: Boolean(session?.userId && session.clinicId),
  });
  return { ...query, window };
}

/**
 * Saving changes what the calendar shows (its slot range) and the bookable times, so everything of this
 * remote is refetched, not only the working hours.
 */
export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SavePayload) => saveWorkingHours(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mf-calendar'] }),
  });
}
