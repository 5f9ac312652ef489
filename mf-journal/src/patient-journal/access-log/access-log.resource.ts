import { getDataClient, raise } from 'supabase-client';

export interface AccessLogEntry {
  id: string;
  readerName: string | null;
  action: string;
  reason: string | null;
  isMainTherapist: boolean;
  createdAt: string;
}

/** Who read the patient's journal, when and why (main therapist and clinic administrators only). */
export async function listAccessLog(patientUserId: string): Promise<AccessLogEntry[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_journal_access_log', { p_patient_user_id: patientUserId });
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    id: r.id,
    readerName: r.reader_name,
    action: r.action,
    reason: r.reason,
    isMainTherapist: r.is_main_therapist,
    createdAt: r.created_at,
  }));
}
