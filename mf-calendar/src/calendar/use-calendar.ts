import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { liveTopics, useRealtimeInvalidate, useSession, useSingleFlightMutation } from 'shared-ui';
import {
  fetchCalendarContext,
  fetchCalendarEvents,
  fetchJournaledAppointmentIds,
  fetchWorkingSlotStarts,
  startAppointment,
} from './calendar.resource';
import { slotRange } from './calendar.rules';
import { calendarKeys } from '../common/calendar.keys';
import { appointmentFormKeys } from '../common/appointment-form.keys';

export function useCalendarContext() {
  const session = useSession();
  return useQuery({
    queryKey: calendarKeys.context(session?.userId ?? ''),
    queryFn: () => fetchCalendarContext(session!.userId, session!.clinicId!),
    enabled: Boolean(session?.userId && session.clinicId),
    staleTime: 60_000,
  });
}

/** One calendar's events in a range: the page's query and the prefetch before mount (prefetch-first-week.ts). */
export const calendarEventsQuery = (clinicId: string, calendarId: string, start: string, end: string) =>
  queryOptions({
    queryKey: calendarKeys.eventsIn(calendarId, start, end),
    queryFn: () => fetchCalendarEvents(clinicId, calendarId, start, end),
    staleTime: 30_000,
  });

/**
 * The events of one calendar in the visible range only. While the next range loads the previous one stays on
 * screen (no flash when paging weeks); a calendar switch is told apart by the result's calendarId.
 */
export function useCalendarEvents(calendarId: string | null, start: string, end: string, enabled = true) {
  const clinicId = useSession()?.clinicId;
  // Live: a booking, move or cancellation made elsewhere (another tab, the patient app, a colleague) shows
  // without a reload. Realtime invalidates every loaded range of this calendar (a deletion too); no polling.
  useRealtimeInvalidate({
    topic: liveTopics.calendar(clinicId ?? '', calendarId ?? ''),
    queryKey: calendarKeys.eventsOf(calendarId ?? ''),
    enabled: enabled && Boolean(clinicId && calendarId),
  });
  return useQuery({
    ...calendarEventsQuery(clinicId ?? '', calendarId ?? '', start, end),
    enabled: enabled && Boolean(clinicId && calendarId),
    placeholderData: keepPreviousData,
  });
}

/** The grid's slotMinTime/slotMaxTime from the viewed therapist's working slots in the visible range. */
export function useSlotRange(therapistUserId: string | null, start: string, end: string, enabled: boolean) {
  const clinicId = useSession()?.clinicId;
  return useQuery({
    queryKey: calendarKeys.slotStartsIn(therapistUserId ?? '', start, end),
    queryFn: () => fetchWorkingSlotStarts(clinicId!, therapistUserId!, start, end),
    enabled: enabled && Boolean(clinicId && therapistUserId),
    select: slotRange,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useStartAppointment() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: startAppointment,
    // Not awaited: the caller navigates to the live session right away. Starting changes the appointment's
    // events and the appointment itself (its status), nothing else.
    onSettled: (_data, _error, appointmentId) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.events });
      void queryClient.invalidateQueries({ queryKey: appointmentFormKeys.appointment(appointmentId) });
    },
  });
}

let now = Date.now();
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | undefined;
const tick = () => {
  now = Date.now();
  clockListeners.forEach((listener) => listener());
};

// Module-level (stable) so React subscribes once per component, not on every render.
function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (clockListeners.size === 1) {
    now = Date.now();
    clockTimer = setInterval(tick, 30_000);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0) clearInterval(clockTimer);
  };
}

const readClock = () => now;

/**
 * The current time for the start rules (60 minutes ahead), refreshed every 30 s while a calendar is on screen,
 * so a 'Start appointment' button enables itself without a reload.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribeClock, readClock, readClock);
}

/**
 * Which of the listed appointments have a journal record. Live: a record added in mf-journal (another tab, the
 * session summary) turns 'Add journal record' into 'Journal record was added' without a reload.
 */
export function useJournaledAppointments(
  appointmentIds: readonly string[],
  patientUserIds: readonly string[],
) {
  const clinicId = useSession()?.clinicId;
  const enabled = Boolean(clinicId) && appointmentIds.length > 0;
  // the patients' topics: a removed record turns the day list's item back into 'Add journal record' too
  useRealtimeInvalidate({
    topic: patientUserIds.map((patientUserId) => liveTopics.patient(clinicId ?? '', patientUserId)),
    tables: ['journal_records'],
    queryKey: calendarKeys.journaled,
    enabled,
  });
  return useQuery({
    queryKey: calendarKeys.journaledOf(appointmentIds),
    queryFn: () => fetchJournaledAppointmentIds(appointmentIds),
    enabled,
    placeholderData: keepPreviousData,
  });
}
