import { useQuery } from '@tanstack/react-query';
import { liveSessionKeys } from '../../common/live-session.keys';
import { listPreviousRecords, openJournal } from '../../common/live-session-catalogue.resource';

/**
 * The patient's previous journal records, through the journal read RPCs only (every read is in the access
 * log). Another therapist who has not confirmed the confidential notice is sent to the journal page for it.
 */
export function usePreviousRecords(patientUserId: string, enabled: boolean) {
  return useQuery({
    queryKey: liveSessionKeys.previousRecords(patientUserId),
    queryFn: async () => {
      const access = await openJournal(patientUserId);
      if (!access.allowed) return { allowed: false as const, records: [] };
      return { allowed: true as const, records: await listPreviousRecords(access.journalId) };
    },
    enabled: enabled && Boolean(patientUserId),
  });
}
