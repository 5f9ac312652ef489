import { withNotFound } from 'supabase-client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  liveTopics,
  toast,
  useErrorMessage,
  useRealtimeInvalidate,
  useSession,
  useSingleFlightMutation,
} from 'shared-ui';
import { patientJournalKeys } from './patient-journal.keys';
import {
  JOURNAL_PAGE_SIZE,
  clearRecordPdf,
  confirmJournalAccess,
  fetchPatientName,
  listJournalRecords,
  openPatientJournal,
  removeJournalRecord,
} from './journal.resource';

/** The patient's name for the journal page's heading (null: not visible to the caller). */
export function usePatientName(patientUserId: string) {
  return useQuery({
    queryKey: patientJournalKeys.patient(patientUserId),
    queryFn: () => fetchPatientName(patientUserId),
    enabled: Boolean(patientUserId),
    staleTime: 5 * 60_000,
  });
}

/** The journal id and whether the caller may see its texts (main therapist, or confirmed once). */
export function useJournalAccess(patientUserId: string) {
  return withNotFound(
    useQuery({
      queryKey: patientJournalKeys.access(patientUserId),
      queryFn: () => openPatientJournal(patientUserId),
      enabled: Boolean(patientUserId),
      staleTime: 5 * 60_000,
    }),
  );
}

/**
 * The records with their texts, a page at a time (newest first): fetched only once access is confirmed (the
 * database refuses otherwise), so nothing confidential reaches the browser before 'Continue'. Live: a record
 * added or removed elsewhere invalidates every page.
 */
export function useJournalRecords(patientUserId: string, journalId: string | undefined, confirmed: boolean) {
  const clinicId = useSession()?.clinicId ?? '';
  useRealtimeInvalidate({
    topic: liveTopics.patient(clinicId, patientUserId),
    tables: ['journal_records'],
    queryKey: patientJournalKeys.records(journalId ?? ''),
    enabled: Boolean(clinicId && journalId && confirmed),
  });
  return withNotFound(
    useInfiniteQuery({
      queryKey: patientJournalKeys.recordPages(journalId ?? ''),
      queryFn: ({ pageParam }) =>
        listJournalRecords(journalId!, { limit: JOURNAL_PAGE_SIZE, offset: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.length < JOURNAL_PAGE_SIZE ? undefined : pages.reduce((n, page) => n + page.length, 0),
      select: (data) => data.pages.flat(),
      enabled: Boolean(journalId && confirmed),
    }),
  );
}

/** Every record of the journal (the group PDF's selection list), read when the dialog opens. */
export function useAllJournalRecords(journalId: string) {
  return useQuery({
    queryKey: patientJournalKeys.allRecords(journalId),
    queryFn: () => listJournalRecords(journalId),
  });
}

export function useConfirmJournalAccess(patientUserId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (reason: string) => confirmJournalAccess(patientUserId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: patientJournalKeys.access(patientUserId) }),
  });
}

export function useRemoveJournalRecord(journalId: string) {
  const client = useQueryClient();
  const errorText = useErrorMessage('mf-journal');
  return useSingleFlightMutation({
    mutationFn: removeJournalRecord,
    onSuccess: () => client.invalidateQueries({ queryKey: patientJournalKeys.records(journalId) }),
    onError: (error) => toast.error(errorText(error, 'journal.errors.generic')),
  });
}

export function useClearRecordPdf(journalId: string) {
  const client = useQueryClient();
  const errorText = useErrorMessage('mf-journal');
  return useSingleFlightMutation({
    mutationFn: ({ id }: { id: string }) => clearRecordPdf(id),
    onSuccess: () => client.invalidateQueries({ queryKey: patientJournalKeys.records(journalId) }),
    onError: (error) => toast.error(errorText(error, 'journal.errors.generic')),
  });
}
