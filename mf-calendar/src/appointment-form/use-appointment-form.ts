import { fetchBookableAppointmentTypes, fetchFreeTimeslots, type FreeTimeslotQuery } from 'shared-ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import {
  bookAppointment,
  cancelAppointment,
  fetchAppointment,
  fetchAvailableTherapists,
  fetchPatientOption,
  fetchPatientOptions,
  fetchUserName,
  updateAppointment,
  type BookInput,
  type UpdateInput,
} from './appointment-form.resource';
import { appointmentFormKeys } from '../common/appointment-form.keys';
import { calendarKeys } from '../common/calendar.keys';

/**
 * What a booking, edit or cancel changes: the calendars' events, the appointment itself, the free times and
 * free therapists (busy ranges) and the patient options (a booked free patient is no longer free).
 */
const changedByBooking = (appointmentId: string) => [
  calendarKeys.events,
  appointmentFormKeys.appointment(appointmentId),
  appointmentFormKeys.freeTimeslots,
  appointmentFormKeys.availableTherapists,
  appointmentFormKeys.patientOptions,
];

export function useAppointmentTypes() {
  const clinicId = useSession()?.clinicId;
  return useQuery({
    queryKey: appointmentFormKeys.appointmentTypes(clinicId ?? ''),
    queryFn: () => fetchBookableAppointmentTypes(clinicId!),
    enabled: Boolean(clinicId),
    staleTime: 60_000,
  });
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: appointmentFormKeys.appointment(id ?? ''),
    queryFn: () => fetchAppointment(id!),
    enabled: Boolean(id),
  });
}

export function useFreeTimeslots(q: FreeTimeslotQuery | null) {
  return useQuery({
    queryKey: appointmentFormKeys.freeTimeslotsOf(q!),
    queryFn: () => fetchFreeTimeslots(q!),
    enabled: q !== null,
  });
}

export function useAvailableTherapists(start: Date | null, appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId;
  return useQuery({
    queryKey: appointmentFormKeys.availableTherapistsAt(
      clinicId ?? '',
      start?.toISOString() ?? '',
      appointmentTypeId,
    ),
    queryFn: () => fetchAvailableTherapists(clinicId!, start!, appointmentTypeId),
    enabled: Boolean(clinicId && start && appointmentTypeId),
  });
}

export function usePatientOptions(query: string) {
  const session = useSession();
  return useQuery({
    queryKey: appointmentFormKeys.patientOptionsFor(session?.userId ?? '', query.trim()),
    queryFn: () => fetchPatientOptions(session!.userId, session!.clinicId!, query),
    enabled: Boolean(session?.clinicId),
    placeholderData: keepPreviousData,
  });
}

export function usePatientOption(id: string) {
  const me = useSession()?.userId;
  return useQuery({
    queryKey: appointmentFormKeys.patientOption(me ?? '', id),
    queryFn: () => fetchPatientOption(me!, id),
    enabled: Boolean(me && id),
  });
}

/** The name of a therapist who is not among the offered ones (an edited appointment's current therapist). */
export function useTherapistName(id: string) {
  return useQuery({
    queryKey: appointmentFormKeys.userName(id),
    queryFn: () => fetchUserName(id),
    enabled: Boolean(id),
    staleTime: 300_000,
  });
}

/**
 * After a cancel the form that did it is still on screen until the toast and its closing: a refetch of the
 * appointment it shows would find it canceled and flash 'it has wrong data' (issue 24). That one query is only
 * marked stale (the next opening reads it again); everything else is refetched.
 */
export function invalidationsAfter(
  action: 'save' | 'cancel',
  appointmentId: string,
): { queryKey: readonly unknown[]; refetchType?: 'none' }[] {
  const own = JSON.stringify(appointmentFormKeys.appointment(appointmentId));
  return changedByBooking(appointmentId).map((queryKey) =>
    action === 'cancel' && JSON.stringify(queryKey) === own
      ? { queryKey, refetchType: 'none' as const }
      : { queryKey },
  );
}

function useInvalidateBookings(action: 'save' | 'cancel') {
  const client = useQueryClient();
  return (appointmentId: string) =>
    Promise.all(
      invalidationsAfter(action, appointmentId).map((filters) => client.invalidateQueries(filters)),
    );
}

export function useSaveAppointment() {
  const invalidate = useInvalidateBookings('save');
  return useSingleFlightMutation({
    // The RPC saves the booking and queues its external-calendar sync in the same transaction; the server
    // pushes it (calendar-service outbox), whether or not this tab stays open.
    mutationFn: (input: { kind: 'create'; data: BookInput } | { kind: 'edit'; data: UpdateInput }) =>
      input.kind === 'create' ? bookAppointment(input.data) : updateAppointment(input.data),
    onSuccess: invalidate,
  });
}

export function useCancelAppointment() {
  const invalidate = useInvalidateBookings('cancel');
  return useSingleFlightMutation({
    mutationFn: (appointmentId: string) => cancelAppointment(appointmentId),
    onSuccess: invalidate,
  });
}
