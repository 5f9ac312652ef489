import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage } from 'shared-ui';
import { liveSessionKeys } from '../../common/live-session.keys';
import type { LiveSession } from '../../common/live-session.types';
import { createRoomForAppointment, joinUrl } from './video-room.resource';

/**
 * The video room of a running VIDEO session: create-room-for-appointment is called as soon as the session
 * runs (on Start session, and again after a reload: the room is the same, the token fresh). A failure shows
 * 'Error while creating of Daily meeting room' with its cause — this remote's text for the function's hint,
 * never the provider's raw message; it is not retried on its own.
 */
export function useVideoRoom(data: LiveSession | undefined, running: boolean) {
  const { t, i18n } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const appointmentId = data?.appointment.id ?? '';
  const enabled = Boolean(data && running && data.appointment.liveSessionType === 'VIDEO');
  const room = useQuery({
    queryKey: liveSessionKeys.room(appointmentId),
    queryFn: () =>
      createRoomForAppointment({
        appointmentId,
        patientProfileId: data!.patient.profileId,
        patientId: data!.appointment.patientUserId,
        therapistId: data!.appointment.therapistUserId,
        roomLanguageShort: i18n.language?.startsWith('no') ? 'no' : 'en',
      }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  // The cause the spec shows beside the title: the text of the function's hint (errors.<hint>), the offline
  // text, or a general one.
  const cause = room.error ? errorText(room.error, 'liveSession.room.causeUnknown') : null;
  useEffect(() => {
    if (cause) toast.error(`${t('liveSession.room.error')}: ${cause}`);
  }, [cause, t]);
  return {
    enabled,
    url: room.data ? joinUrl(room.data) : null,
    loading: room.isFetching,
    cause,
    retry: () => void room.refetch(),
  };
}
