import { useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useSession,
  useSingleFlightMutation,
  clinicInstant,
  clinicIsoMonday,
  nextClinicWeekStart,
} from 'shared-ui';
import { workingWindow, type WorkingHoursSave } from './working-hours.rules';
import { fetchWorkingHours, saveWorkingHours } from './working-hours.resource';
import { workingHoursKeys } from './working-hours.keys';
import { calendarKeys } from '../common/calendar.keys';
import { appointmentFormKeys } from '../common/appointment-form.keys';

/** Longest delay setTimeout accepts (about 24.8 days); a week is well below it. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Re-renders when the clinic's ISO week changes: a timer at the next Monday 00:00 Oslo, and a fresh look when
 * the tab becomes visible again (background tabs' timers are throttled, a laptop may have slept).
 */
function subscribeClinicWeek(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const wait = Math.min(
      Math.max(nextClinicWeekStart(Date.now()) - Date.now() + 1_000, 1_000),
      MAX_TIMEOUT_MS,
    );
    timer = setTimeout(() => {
      onChange();
      arm();
    }, wait);
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    onChange();
    arm();
  };
  arm();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Monday (yyyy-MM-dd, Oslo) of the clinic's current ISO week, read from the clock on every render. */
const readClinicWeek = () => clinicIsoMonday(Date.now());

/**
 * The clinic's current week as a string: the same value all week, a new one from Monday 00:00 Oslo. Read at
 * render time, never captured once per mount or at module load, so neither a tab left open over the weekend
 * nor a test's clock set after the page loaded can leave the window on another week.
 */
export function useClinicWeek(): string {
  return useSyncExternalStore(subscribeClinicWeek, readClinicWeek, readClinicWeek);
}

/** The signed-in therapist's working hours for the current 8-week window (Oslo time). */
export function useWorkingHours() {
  const session = useSession();
  const monday = useClinicWeek();
  // Keyed by the week's Monday: a new object (and query key) only when the week changes.
  const window = useMemo(() => workingWindow(clinicInstant(monday, '12:00')), [monday]);
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
  return useSingleFlightMutation({
    mutationFn: (save: WorkingHoursSave) => saveWorkingHours(save),
    onSuccess: () =>
      Promise.all(CHANGED_BY_WORKING_HOURS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
