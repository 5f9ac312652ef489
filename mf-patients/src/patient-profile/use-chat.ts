import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  toast,
  useErrorMessage,
  liveTopics,
  useRealtimeInvalidate,
  useSession,
  useSingleFlightMutation,
} from 'shared-ui';
import { patientProfileKeys } from '../common/patient-profile.keys';
import { fetchMessages, sendMessage } from './chat.resource';

/** The thread, live: a message from the patient (or a colleague) refetches it. */
export function useChat(patientUserId: string) {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  const key = patientProfileKeys.chat(patientUserId);
  useRealtimeInvalidate({
    topic: liveTopics.patient(clinicId, patientUserId),
    tables: ['messages'],
    queryKey: key,
    enabled: Boolean(clinicId),
  });
  return useQuery({
    queryKey: key,
    queryFn: () => fetchMessages(clinicId, patientUserId),
    enabled: Boolean(clinicId),
  });
}

export function useSendMessage(patientUserId: string) {
  const errorText = useErrorMessage('mf-patients');
  const session = useSession();
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (text: string) =>
      sendMessage({ clinicId: session!.clinicId!, patientUserId, senderId: session!.userId, text }),
    onSuccess: () => client.invalidateQueries({ queryKey: patientProfileKeys.chat(patientUserId) }),
    onError: (error) => toast.error(errorText(error, 'chat.error')),
  });
}
