import { ApiError, getDataClient, raise, fullName, toPerson } from 'supabase-client';

/** Supabase calls of the journal list. Journal text is read only through list_journal_records (access_log). */

export interface JournalAccess {
  journalId: string;
  isMainTherapist: boolean;
  /** The main therapist, or a therapist who confirmed the confidential notice once (remembered). */
  isConfirmed: boolean;
}

export interface AppointmentSnapshot {
  title?: string | null;
  duration?: number | null;
  appointmentDate?: string | null;
  price?: number | string | null;
  /** The price's currency (the appointment type's); absent on snapshots written before it was kept. */
  currencyCode?: string | null;
}

export interface JournalRecord {
  id: string;
  journalId: string;
  patientUserId: string;
  appointmentId: string | null;
  text: string;
  isDraft: boolean;
  pdfUrl: string | null;
  progression: number | null;
  snapshot: AppointmentSnapshot | null;
  createdAt: string;
  createdBy: string | null;
  /** null when the author was deleted ('Deleted therapist'). */
  authorName: string | null;
}

export async function openPatientJournal(patientUserId: string): Promise<JournalAccess> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('open_patient_journal', { p_patient_user_id: patientUserId });
  if (error) raise(error);
  const row = data?.[0];
  if (!row) throw new ApiError('There are no any journal records', 'journal_not_found', null);
  return { journalId: row.journal_id, isMainTherapist: row.is_main_therapist, isConfirmed: row.is_confirmed };
}

export async function confirmJournalAccess(patientUserId: string, reason: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('confirm_journal_access', {
    p_patient_user_id: patientUserId,
    p_reason: reason,
  });
  if (error) raise(error);
}

/** Records per page of the list: the database decrypts only the page it returns. */
export const JOURNAL_PAGE_SIZE = 30;

/** A page of the journal (newest first), or every record when `page` is omitted (the group PDF). */
export async function listJournalRecords(
  journalId: string,
  page?: { limit: number; offset: number },
): Promise<JournalRecord[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_journal_records', {
    p_journal_id: journalId,
    ...(page ? { p_limit: page.limit, p_offset: page.offset } : {}),
  });
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    id: r.id,
    journalId: r.journal_id,
    patientUserId: r.patient_user_id,
    appointmentId: r.appointment_id,
    text: r.text ?? '',
    isDraft: r.is_draft,
    pdfUrl: r.pdf_url,
    progression: r.progression,
    snapshot: (r.appointment_snapshot as AppointmentSnapshot | null) ?? null,
    createdAt: r.created_at,
    createdBy: r.created_by,
    authorName: r.author_name,
  }));
}

/** Removes an own record (RLS: author only); the database writes the DELETE history entry. */
export async function removeJournalRecord(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('journal_records').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (!data || data.length === 0)
    throw new ApiError('Something went wrong, try again later.', 'not_author', null);
}

export const JOURNAL_PDF_BUCKET = 'journal-pdfs';

/**
 * Clears a record's PDF (author only). Clients cannot write `pdf_url` (issue 22): the RPC clears it and answers
 * the object's path, derived on the server, which is then removed from storage with the author's own rights.
 */
export async function clearRecordPdf(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data: path, error } = await supabase.rpc('clear_journal_record_pdf', { p_id: id });
  if (error) raise(error);
  const removed = await (await supabase.bucket(JOURNAL_PDF_BUCKET)).remove([path]);
  if (removed.error) raise(removed.error);
}

/** The patient's name for the page heading (RLS: null when the caller may not see the patient). */
export async function fetchPatientName(patientUserId: string): Promise<string | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('first_name, last_name')
    .eq('id', patientUserId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return fullName(toPerson(data)) || null;
}
