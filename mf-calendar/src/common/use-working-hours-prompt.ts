import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { shouldOpenWorkingHoursModal } from './working-hours.rules';
import { useWorkingHours } from './use-working-hours';

/**
 * 'deciding': the working hours are still being read; 'open': the modal is (to be) shown; 'closed': it is not
 * (rule does not hold, dismissed, saved, not a calendar screen, or the hours could not be read).
 */
export type WorkingHoursPromptState = 'deciding' | 'open' | 'closed';

// Dismissed for as long as the page's query cache lives (one page load), not per mount: the remote is
// unmounted and mounted again when the therapist leaves the calendar and comes back in the same tab.
const dismissedBy = new WeakMap<QueryClient, boolean>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The working-hours modal's one source of truth (spec 000 §4), shared by the gate that shows it and by the
 * calendar page, whose deep-linked create form (?isCreateAppointmentFormOpen=true) waits while the state is
 * 'deciding' or 'open'. Defined order on a load where both apply: the modal first, then the form — never two
 * modal dialogs stacked (each hides the other from assistive technology, and which came last depended on
 * which request answered first).
 */
export function useWorkingHoursPrompt() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const query = useWorkingHours();
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedBy.get(queryClient) ?? false,
    () => false,
  );
  const dismiss = useCallback(() => {
    dismissedBy.set(queryClient, true);
    listeners.forEach((listener) => listener());
  }, [queryClient]);

  const { data, window } = query;
  let state: WorkingHoursPromptState;
  if (dismissed || pathname === '/working-hours') state = 'closed';
  else if (data !== undefined) state = shouldOpenWorkingHoursModal(data, window) ? 'open' : 'closed';
  // Not readable (an error, or no signed-in therapist to read for): nothing to wait for.
  else if (query.isError || query.fetchStatus === 'idle') state = 'closed';
  else state = 'deciding';
  return { state, data, window, dismiss };
}
