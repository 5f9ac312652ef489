import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { hintOf } from 'supabase-client';
import {
  toast,
  useErrorMessage,
  liveTopics,
  useRealtimeInvalidate,
  useSession,
  useSingleFlightMutation,
} from 'shared-ui';
import {
  enterSession,
  fetchFirstAppointmentPatients,
  fetchWaitingPatients,
} from './session-patients.resource';
import { sessionPatientKeys } from './session-patients.keys';

/** Patients online for my appointments, live: a change to one of my appointments refetches the list. */
export function useWaitingPatients() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  const enabled = Boolean(userId && clinicId);
  useRealtimeInvalidate({
    topic: liveTopics.therapist(clinicId, userId),
    tables: ['appointments'],
    queryKey: sessionPatientKeys.waiting(userId),
    enabled,
  });
  return useQuery({
    queryKey: sessionPatientKeys.waiting(userId),
    queryFn: () => fetchWaitingPatients(clinicId, userId),
    enabled,
  });
}

export function useFirstAppointmentPatients() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  return useQuery({
    queryKey: sessionPatientKeys.firstAppointment(userId),
    queryFn: () => fetchFirstAppointmentPatients(clinicId, userId),
    enabled: Boolean(userId && clinicId),
  });
}

/** Refusals that mean the card was out of date (their texts: errors.<hint>). */
const REFUSALS = ['too_early', 'draft_appointment', 'appointment_finished', 'appointment_canceled'];

/**
 * 'Enter' sets the live session started and opens the session screen (mf-journal's route). A refusal the
 * database explains (its hint) is said in the interface language; anything else is the spec's text. One
 * flight: a double click starts one session.
 */
export function useEnterSession() {
  const errorText = useErrorMessage('mf-patients');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useSingleFlightMutation({
    mutationFn: enterSession,
    onSuccess: (_, appointmentId) => navigate(`/appointments/${appointmentId}`),
    onError: (error) => {
      toast.error(errorText(error, 'session.enterError'));
      // what the card showed was out of date: read the list again
      if (REFUSALS.includes(hintOf(error) ?? ''))
        void client.invalidateQueries({ queryKey: sessionPatientKeys.all });
    },
  });
  // After a success the page is leaving for the session: the card stays busy, so a second click starts nothing.
  const entering = (appointmentId: string) =>
    (mutation.isPending || mutation.isSuccess) && mutation.variables === appointmentId;
  return { ...mutation, enter: mutation.mutate, entering };
}

/** The current time, once a second, for the countdowns. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
