import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, useRealtimeInvalidate, useSession } from 'shared-ui';
import {
  enterSession,
  fetchFirstAppointmentPatients,
  fetchWaitingPatients,
} from './session-patients.resource';

export const sessionPatientKeys = {
  all: ['mf-patients', 'session-patients'] as const,
  waiting: (userId: string) => [...sessionPatientKeys.all, 'waiting', userId] as const,
  firstAppointment: (userId: string) => [...sessionPatientKeys.all, 'first-appointment', userId] as const,
};

/** Patients online for my appointments, live: a change to one of my appointments refetches the list. */
export function useWaitingPatients() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  const enabled = Boolean(userId && clinicId);
  useRealtimeInvalidate({
    table: 'appointments',
    filter: `therapist_user_id=eq.${userId}`,
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

const REFUSALS = ['too_early', 'draft_appointment', 'appointment_finished', 'appointment_canceled'];

/**
 * 'Enter' sets the live session started and opens the session screen (mf-journal's route). A refusal the
 * database explains (its hint) is said in the interface language; anything else is the spec's text.
 */
export function useEnterSession() {
  const { t } = useTranslation('mf-patients');
  const navigate = useNavigate();
  const client = useQueryClient();
  // A double click fires twice before the button shows it is busy: the second is dropped here. After a
  // success the page leaves for the session, so only a failure allows another try.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: enterSession,
    onSuccess: (_, appointmentId) => navigate(`/appointments/${appointmentId}`),
    onError: (error) => {
      busy.current = false;
      const hint = (error as { hint?: string }).hint;
      if (hint && REFUSALS.includes(hint)) {
        toast.error(hint === 'too_early' ? t('session.refused.too_early') : t(`session.blocked.${hint}`));
        // what the card showed was out of date: read the list again
        void client.invalidateQueries({ queryKey: sessionPatientKeys.all });
      } else toast.error(t('session.enterError'));
    },
  });
  const { mutate } = mutation;
  const enter = useCallback(
    (appointmentId: string) => {
      if (busy.current) return;
      busy.current = true;
      mutate(appointmentId);
    },
    [mutate],
  );
  return { ...mutation, enter };
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
