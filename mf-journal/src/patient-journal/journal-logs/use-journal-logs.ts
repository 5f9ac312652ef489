import { useQuery } from '@tanstack/react-query';
import { journalLogsKeys } from '../../common/journal-logs.keys';
import { fetchTherapistNames, readJournalHistory } from './journal-logs.resource';
import { withNotFound } from 'supabase-client';

/** The journal's history (one access_log row per read) with the therapists' names. */
export function useJournalLogs(journalId: string | undefined) {
  return withNotFound(
    useQuery({
      queryKey: journalLogsKeys.history(journalId ?? ''),
      queryFn: async () => {
        const entries = await readJournalHistory(journalId!);
        const ids = [
          ...new Set(entries.map((e) => e.therapistUserId).filter((id): id is string => Boolean(id))),
        ];
        return { entries, names: await fetchTherapistNames(ids) };
      },
      enabled: Boolean(journalId),
    }),
  );
}
