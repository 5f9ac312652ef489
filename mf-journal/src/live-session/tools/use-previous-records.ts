import { useQuery } from '@tanstack/react-query';
import { liveSessionKeys } from '../../common/live-session.keys';
import { JOURNAL_PAGE_SIZE, listJournalRecords, openPatientJournal } from '../../common/journal.resource';

/**
 * The patient's previous journal records, through the journal read RPCs only (every read is in the access
 * log). Another therapist who has not confirmed the confidential notice is sent to the journal page for it.
 */
export function usePreviousRecords(patientUserId: string, enabled: boolean) {
  return useQuery({
    queryKey: liveSessionKeys.previousRecords(patientUserId),
    queryFn: async () => {
      const access = await openPatientJournal(patientUserId);
      if (!access.isMainTherapist && !access.isConfirmed) return { allowed: false as const, records: [] };
      const records = await listJournalRecords(access.journalId, { limit: JOURNAL_PAGE_SIZE, offset: 0 });
      return { allowed: true as const, records };
    },
    enabled: enabled && Boolean(patientUserId),
  });
}
