import { getDataClient, raise, fullName, toPerson } from 'supabase-client';

export type HistoryType = 'CREATE' | 'UPDATE' | 'DELETE';

export interface HistoryEntry {
  id: string;
  journalRecordId: string;
  type: HistoryType;
  text: string | null;
  previousText: string | null;
  therapistUserId: string | null;
  createdAt: string;
}

/** The journal's history with texts, through read_journal_history (one access_log row per read). */
export async function readJournalHistory(journalId: string): Promise<HistoryEntry[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('read_journal_history', { p_journal_id: journalId });
  if (error) raise(error);
  return (data ?? []).map((h) => ({
    id: h.id,
    journalRecordId: h.journal_record_id,
    type: h.type as HistoryType,
    text: h.text,
    previousText: h.previous_text,
    therapistUserId: h.therapist_user_id,
    createdAt: h.created_at,
  }));
}

/** Names of the therapists in the history (the clinic's users are readable by staff). */
export async function fetchTherapistNames(ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('users').select('id, first_name, last_name').in('id', ids);
  if (error) raise(error);
  return Object.fromEntries((data ?? []).map(toPerson).map((person) => [person.id, fullName(person)]));
}
