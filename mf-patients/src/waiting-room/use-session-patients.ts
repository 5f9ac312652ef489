import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/** 'Enter' sets the live session started and opens the session screen (mf-journal's route). */
export function useEnterSession() {
  const { t } = useTranslation('mf-patients');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: enterSession,
    onSuccess: (_, appointmentId) => navigate(`/appointments/${appointmentId}`),
    onError: (error) => toast.error(error.message || t('session.enterError')),
  });
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
