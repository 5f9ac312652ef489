import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { workingWindow, type SavePayload } from './working-hours.model';
import { fetchWorkingHours, saveWorkingHours } from './working-hours.resource';
import { workingHoursKeys } from './working-hours.keys';
import { calendarKeys } from '../calendar/calendar.keys';
import { appointmentFormKeys } from '../appointment-form/appointment-form.keys';

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

/** What saving working hours changes: the hours, the calendar's slot range and the bookable times. */
const CHANGED_BY_WORKING_HOURS = [
  workingHoursKeys.all,
  calendarKeys.slotStarts,
  appointmentFormKeys.freeTimeslots,
  appointmentFormKeys.availableTherapists,
];

export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SavePayload) => saveWorkingHours(payload),
    onSuccess: () =>
      Promise.all(CHANGED_BY_WORKING_HOURS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
