import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { liveTopics, toast, useRealtimeInvalidate, useSession } from 'shared-ui';
import { liveSessionKeys } from '../common/live-session.keys';
import { fetchCgi, fetchLiveSession, fetchRemoteSharing } from './live-session.resource';
import type { LiveSession } from '../common/live-session.types';

/** Where the therapist goes when the patient stops the appointment (spec 002 §4). */
export const AWAY_PATH = '/dashboard/calendar';

/**
 * The live session's data, kept live: the appointment and its live_sessions row (the patient's readiness,
 * stop, presence) and the remote sharing row each invalidate their own query through Realtime — what the
 * patient does appears without a reload.
 */
export function useLiveSession(appointmentId: string) {
  const userId = useSession()?.userId ?? '';
  const session = useQuery({
    queryKey: liveSessionKeys.session(appointmentId),
    queryFn: () => fetchLiveSession(appointmentId, userId),
    enabled: Boolean(userId && appointmentId),
  });
  const sharing = useQuery({
    queryKey: liveSessionKeys.sharing(appointmentId),
    queryFn: () => fetchRemoteSharing(appointmentId),
    enabled: Boolean(appointmentId),
  });
  const cgi = useQuery({
    queryKey: liveSessionKeys.cgi(appointmentId),
    queryFn: () => fetchCgi(appointmentId),
    enabled: Boolean(appointmentId),
  });
  // The appointment's topic carries its own changes and those of its live session and remote sharing rows.
  useRealtimeInvalidate({
    topic: liveTopics.appointment(appointmentId),
    tables: ['appointments', 'live_sessions'],
    queryKeys: [liveSessionKeys.session(appointmentId), liveSessionKeys.sharing(appointmentId)],
    enabled: Boolean(appointmentId),
  });
  useRealtimeInvalidate({
    topic: liveTopics.appointment(appointmentId),
    tables: ['remote_sharing'],
    queryKey: liveSessionKeys.sharing(appointmentId),
    enabled: Boolean(appointmentId),
  });
  useStoppedByClient(session.data);
  return { session, sharing, cgi, userId };
}

/**
 * 'Appointment was stopped by client': when the patient stops the appointment while this screen is open, the
 * therapist is sent away with the notice. Opening an appointment that was stopped earlier does not redirect
 * (the therapist may start it again or end it).
 */
function useStoppedByClient(data: LiveSession | undefined) {
  const { t } = useTranslation('mf-journal');
  const navigate = useNavigate();
  const seen = useRef<{ id: string; stopped: boolean } | null>(null);
  const id = data?.appointment.id;
  const stopped = data?.appointment.stoppedByPatient;
  useEffect(() => {
    if (!id || stopped === undefined) return;
    const before = seen.current;
    seen.current = { id, stopped };
    if (before && before.id === id && !before.stopped && stopped) {
      toast.info(t('liveSession.stoppedByClient'));
      navigate(AWAY_PATH);
    }
  }, [id, stopped, navigate, t]);
}
