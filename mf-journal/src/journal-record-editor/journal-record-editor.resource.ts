import { ApiError, getDataClient, raise } from 'supabase-client';
import type { RawVariableValues } from './journal-variables';

export interface AppointmentJournalState {
  appointmentId: string;
  patientUserId: string;
  journalId: string;
  status: string;
  isSkipped: boolean;
  draftRecordId: string | null;
  approvedRecordId: string | null;
}

export interface EditableRecord {
  id: string;
  journalId: string;
  patientUserId: string;
  text: string;
  isDraft: boolean;
  progression: number | null;
  createdBy: string | null;
}

export interface JournalTemplate {
  id: string;
  name: string;
  content: string;
}

export async function fetchJournalPatient(journalId: string): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('journals')
    .select('patient_user_id')
    .eq('id', journalId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new ApiError('There are no any journal records', 'journal_not_found', null);
  return data.patient_user_id;
}

export async function fetchAppointmentJournalState(appointmentId: string): Promise<AppointmentJournalState> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('appointment_journal_state', {
    p_appointment_id: appointmentId,
  });
  if (error) raise(error);
  const r = data?.[0];
  if (!r)
    throw new ApiError(
      'There is no corresponding patient for current appointment',
      'appointment_not_found',
      null,
    );
  return {
    appointmentId: r.appointment_id,
    patientUserId: r.patient_user_id,
    journalId: r.journal_id,
    status: r.status,
    isSkipped: r.is_skipped,
    draftRecordId: r.draft_record_id,
    approvedRecordId: r.approved_record_id,
  };
}

/** A record with its text, through read_journal_record (access_log). */
export async function readJournalRecord(id: string): Promise<EditableRecord> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('read_journal_record', { p_id: id });
  if (error) raise(error);
  const r = data?.[0];
  if (!r) throw new ApiError('There are no any journal records', 'record_not_found', null);
  return {
    id: r.id,
    journalId: r.journal_id,
    patientUserId: r.patient_user_id,
    text: r.text ?? '',
    isDraft: r.is_draft,
    progression: r.progression,
    createdBy: r.created_by,
  };
}

export async function fetchTemplateVariables(patientUserId: string): Promise<RawVariableValues> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('journal_template_variables', {
    p_patient_user_id: patientUserId,
  });
  if (error) raise(error);
  return (data ?? {}) as RawVariableValues;
}

/** mf-content's journal templates of the clinic (data, read from the table; RLS limits it to the clinic). */
export async function fetchJournalTemplates(): Promise<JournalTemplate[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('journal_templates').select('id, name, content').order('name');
  if (error) raise(error);
  return data ?? [];
}

export interface SaveInput {
  journalId: string;
  text: string;
  progression: number | null;
  appointmentId?: string | null;
  isDraft?: boolean;
}

export async function createJournalRecord(input: SaveInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('create_journal_record', {
    p_journal_id: input.journalId,
    p_text: input.text,
    p_appointment_id: input.appointmentId ?? undefined,
    p_is_draft: input.isDraft ?? false,
    p_progression: input.progression ?? undefined,
  });
  if (error) raise(error);
  return data as string;
}

/** Update by the author; approves a draft (is_draft false). */
export async function updateJournalRecord(
  id: string,
  text: string,
  progression: number | null,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('update_journal_record', {
    p_id: id,
    p_text: text,
    p_progression: progression ?? undefined,
  });
  if (error) raise(error);
}

export async function saveJournalDraft(id: string, text: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('save_journal_draft', { p_id: id, p_text: text });
  if (error) raise(error);
}

export async function skipJournalRecord(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('skip_journal_record', { p_appointment_id: appointmentId });
  if (error) raise(error);
}
