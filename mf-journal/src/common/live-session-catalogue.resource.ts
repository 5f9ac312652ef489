import { ApiError, getDataClient, raise, fullName, toPerson } from 'supabase-client';
import type { StepFile } from './live-session.types';

/** The clinic's catalogue the steps and tabs pick from (forms, presentations, pages, packages, therapists…). */
export interface Option {
  id: string;
  label: string;
  hint?: string | null;
}

export async function fetchForms(): Promise<Option[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('forms').select('id, title, subtitle').order('title');
  if (error) raise(error);
  return (data ?? []).map((f) => ({ id: f.id, label: f.title, hint: f.subtitle }));
}

export async function fetchPresentations(): Promise<Option[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('presentations').select('id, name').order('name');
  if (error) raise(error);
  return (data ?? []).map((p) => ({ id: p.id, label: p.name ?? '' }));
}

export async function fetchPages(): Promise<Option[]> {
  const supabase = await getDataClient();
  // Page list newest first (spec 001 §9).
  const { data, error } = await supabase
    .from('pages')
    .select('id, name')
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return (data ?? []).map((p) => ({ id: p.id, label: p.name }));
}

export async function fetchPackages(): Promise<Option[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('packages').select('id, name, description').order('name');
  if (error) raise(error);
  return (data ?? []).map((p) => ({ id: p.id, label: p.name, hint: p.description }));
}

/** Therapists to choose from: the clinic's therapists whose temporary password is resolved (spec 001 §6). */
export async function fetchTherapists(clinicId: string): Promise<Option[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, email')
    .eq('clinic_id', clinicId)
    .eq('role', 'THERAPIST')
    .eq('is_temporary_password_resolved', true)
    .not('therapist_profile_id', 'is', null)
    .order('first_name')
    .order('last_name');
  if (error) raise(error);
  return (data ?? []).map(toPerson).map((person) => ({
    id: person.id,
    label: fullName(person),
    hint: person.email,
  }));
}

export async function fetchDisorders(): Promise<Option[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('disorders').select('id, name').order('name');
  if (error) raise(error);
  return (data ?? []).map((d) => ({ id: d.id, label: d.name }));
}

export interface EvaluationStateOption {
  id: string;
  name: string;
  level: number;
}

export async function fetchEvaluationStates(): Promise<EvaluationStateOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('evaluation_states').select('id, name, level').order('name');
  if (error) raise(error);
  return (data ?? []).map((e) => ({ id: e.id, name: e.name, level: e.level }));
}

export interface JournalTemplateOption {
  id: string;
  name: string;
  content: string;
  stepId: string | null;
  disorderId: string | null;
  evaluationStateId: string | null;
  evaluationStateLevels: number[];
}

export async function fetchJournalTemplates(appointmentTypeId: string): Promise<JournalTemplateOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('journal_templates')
    .select('id, name, content, step_id, disorder_id, evaluation_state_id, evaluation_state_levels')
    .eq('appointment_type_id', appointmentTypeId)
    .order('name');
  if (error) raise(error);
  return (data ?? []).map((t) => ({
    id: t.id,
    name: t.name,
    content: t.content,
    stepId: t.step_id,
    disorderId: t.disorder_id,
    evaluationStateId: t.evaluation_state_id,
    evaluationStateLevels: (t.evaluation_state_levels as number[] | null) ?? [],
  }));
}

// ---------------------------------------------------------------------------------------------------------
// The patient profile's ratings (column grants let the therapist write these; RLS limits them to visible patients)
// ---------------------------------------------------------------------------------------------------------

export async function updatePatientProfile(
  patientUserId: string,
  patch: {
    phase?: number | null;
    disorder_id?: string | null;
    evaluation_states?: Record<string, { level: number; name: string; value: number }>;
  },
): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('patient_profiles')
    .update(patch)
    .eq('user_id', patientUserId)
    .select('id');
  if (error) raise(error);
  if (!data?.length) throw new ApiError('Patient profile Id - is mandatory', 'profile_not_found', null);
}

// ---------------------------------------------------------------------------------------------------------
// Previous records and notes: only through the journal RPCs (encrypted text, access log)
// ---------------------------------------------------------------------------------------------------------

export interface SessionNote {
  journalId: string;
  draftRecordId: string | null;
  text: string;
  /** A record was approved or the record was skipped: notes can no longer be written. */
  closed: boolean;
}

/** The appointment's draft journal record (the notes), read through read_journal_record (access log). */
export async function fetchSessionNote(appointmentId: string): Promise<SessionNote> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('appointment_journal_state', {
    p_appointment_id: appointmentId,
  });
  if (error) raise(error);
  const state = data?.[0];
  if (!state) throw new ApiError('There is no corresponding patient for current appointment', null, null);
  let text = '';
  if (state.draft_record_id) {
    const read = await supabase.rpc('read_journal_record', { p_id: state.draft_record_id });
    if (read.error) raise(read.error);
    text = read.data?.[0]?.text ?? '';
  }
  return {
    journalId: state.journal_id,
    draftRecordId: state.draft_record_id,
    text,
    closed: Boolean(state.approved_record_id) || state.is_skipped,
  };
}

/** Saves the notes as the appointment's draft journal record (created once, then updated as a draft). */
export async function saveSessionNote(appointmentId: string, note: SessionNote, text: string): Promise<void> {
  const supabase = await getDataClient();
  if (note.draftRecordId) {
    const { error } = await supabase.rpc('save_journal_draft', { p_id: note.draftRecordId, p_text: text });
    if (error) raise(error);
    return;
  }
  const { error } = await supabase.rpc('create_journal_record', {
    p_journal_id: note.journalId,
    p_text: text,
    p_appointment_id: appointmentId,
    p_is_draft: true,
  });
  if (error) raise(error);
}

/** A short-lived link to download a step's file (the content-files bucket is private). */
export async function stepFileUrl(file: StepFile): Promise<string> {
  const files = await (await getDataClient()).bucket('content-files');
  const { data, error } = await files.createSignedUrl(file.path, 300, { download: file.name });
  if (error) raise(error);
  return data.signedUrl;
}
