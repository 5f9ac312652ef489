import { ApiError, getDataClient, raise, isRowId, toPerson, type PersonRow } from 'supabase-client';
import { FORM_ANSWER_COLUMNS, toFormAnswerRecord } from '../common/form-answers.resource';
import type { Person } from '../common/patient-card.rules';
import type { TherapistOption } from './therapists.rules';
import type { FormAnswerRecord } from '../common/form-answers.rules';

/** Supabase calls of the patient profile (/patients/:id). */

export interface EvaluationSlot {
  id: string;
  name: string;
  level: 1 | 2 | 3;
}

export interface PatientProfile extends Person {
  profileId: string | null;
  customIdentifier: string | null;
  isTreatmentFinished: boolean;
  mainTherapistId: string | null;
  attachedTherapistIds: string[];
  packageId: string | null;
  disorderId: string | null;
  selectedPageId: string | null;
  phase: number | null;
  evaluationStates: EvaluationSlot[];
}

type ProfileEmbed = {
  id: string;
  therapist_user_id: string | null;
  package_id: string | null;
  disorder_id: string | null;
  selected_page_id: string | null;
  phase: number | null;
  evaluation_states: Record<string, { level?: number; name?: string }> | null;
};

export async function fetchPatientProfile(patientUserId: string): Promise<PatientProfile | null> {
  if (!isRowId(patientUserId)) return null; // a mistyped address names no patient: not asked of the database
  const supabase = await getDataClient();
  const [user, links] = await Promise.all([
    supabase
      .from('users')
      .select(
        'id, first_name, last_name, email, phone, avatar_url, custom_identifier, is_treatment_finished, ' +
          'profile:patient_profiles!patient_profiles_user_id_fkey(id, therapist_user_id, package_id, disorder_id, selected_page_id, phase, evaluation_states)',
      )
      .eq('id', patientUserId)
      .eq('role', 'PATIENT')
      .maybeSingle(),
    supabase
      .from('therapist_patients')
      .select('therapist_user_id, is_main')
      .eq('patient_user_id', patientUserId),
  ]);
  if (user.error) raise(user.error);
  if (links.error) raise(links.error);
  if (!user.data) return null;
  const row = user.data as unknown as PersonRow & {
    custom_identifier: string | null;
    is_treatment_finished: boolean;
    profile: ProfileEmbed | ProfileEmbed[] | null;
  };
  const profile = Array.isArray(row.profile) ? (row.profile[0] ?? null) : row.profile;
  return {
    ...toPerson(row),
    profileId: profile?.id ?? null,
    customIdentifier: row.custom_identifier,
    isTreatmentFinished: row.is_treatment_finished,
    mainTherapistId: profile?.therapist_user_id ?? null,
    attachedTherapistIds: links.data.filter((link) => !link.is_main).map((link) => link.therapist_user_id),
    packageId: profile?.package_id ?? null,
    disorderId: profile?.disorder_id ?? null,
    selectedPageId: profile?.selected_page_id ?? null,
    phase: profile?.phase ?? null,
    evaluationStates: Object.entries(profile?.evaluation_states ?? {}).map(([id, slot]) => ({
      id,
      name: slot.name ?? '',
      level: (slot.level === 2 || slot.level === 3 ? slot.level : 1) as 1 | 2 | 3,
    })),
  };
}

export async function fetchClinicTherapists(clinicId: string): Promise<TherapistOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, role, is_temporary_password_resolved')
    .eq('clinic_id', clinicId)
    .in('role', ['THERAPIST', 'CLINIC_OWNER'])
    .not('therapist_profile_id', 'is', null);
  if (error) raise(error);
  return data.map((row) => ({
    ...toPerson(row),
    role: row.role ?? '',
    isTemporaryPasswordResolved: row.is_temporary_password_resolved,
  }));
}

export async function attachTherapists(patientUserId: string, therapistIds: string[]): Promise<string[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('attach_therapists', {
    p_patient_user_id: patientUserId,
    p_therapist_user_ids: therapistIds,
  });
  if (error) raise(error);
  return data ?? [];
}

export async function unattachSelf(patientUserId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('unattach_self', { p_patient_user_id: patientUserId });
  if (error) raise(error);
}

export async function reassignTherapist(
  patientUserId: string,
  therapistId: string,
): Promise<'SAVED' | 'ASSIGNED'> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('reassign_therapist', {
    p_patient_user_id: patientUserId,
    p_therapist_user_id: therapistId,
  });
  if (error) raise(error);
  return data === 'SAVED' ? 'SAVED' : 'ASSIGNED';
}

export interface PatientAppointment {
  id: string;
  startAt: string;
  title: string;
  typeName: string | null;
  liveSessionType: string | null;
  status: string;
}

export async function fetchPatientAppointments(
  clinicId: string,
  patientUserId: string,
): Promise<PatientAppointment[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointments')
    .select('id, start_at, title, appointment_type_name, live_session_type, status')
    .eq('clinic_id', clinicId)
    .eq('patient_user_id', patientUserId)
    .order('start_at', { ascending: false })
    .limit(200);
  if (error) raise(error);
  return data.map((row) => ({
    id: row.id,
    startAt: row.start_at,
    title: row.title,
    typeName: row.appointment_type_name,
    liveSessionType: row.live_session_type,
    status: row.status,
  }));
}

export async function fetchFormAnswers(clinicId: string, patientUserId: string): Promise<FormAnswerRecord[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('form_answers')
    .select(FORM_ANSWER_COLUMNS)
    .eq('clinic_id', clinicId)
    .eq('patient_user_id', patientUserId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toFormAnswerRecord);
}

export interface NamedOption {
  id: string;
  name: string;
}

export async function fetchPackages(clinicId: string): Promise<NamedOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('packages')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data;
}

export async function fetchDisorders(clinicId: string): Promise<NamedOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('disorders')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data;
}

/** The progression phase (1–6, spec 001 §3) or the disorder; null clears the disorder. */
export async function updatePatientInfo(
  patientUserId: string,
  change: { phase: number } | { disorderId: string | null },
): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('patient_profiles')
    .update('phase' in change ? { phase: change.phase } : { disorder_id: change.disorderId })
    .eq('user_id', patientUserId)
    .select('id');
  if (error) raise(error);
  if (!data.length) throw new ApiError('Error during saving changes', null, 'P0002', 404);
}

/** packageId null removes the package. */
export async function setPackage(patientUserId: string, packageId: string | null): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('patient_profiles')
    .update({ package_id: packageId })
    .eq('user_id', patientUserId)
    .select('id');
  if (error) raise(error);
  if (!data.length) throw new ApiError('Something went wrong during package assignment.', null, 'P0002', 404);
}

export interface EvaluationStateOption {
  id: string;
  name: string;
  level: 1 | 2 | 3;
}

export async function fetchEvaluationStates(clinicId: string): Promise<EvaluationStateOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('evaluation_states')
    .select('id, name, level')
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data.map((row) => ({ id: row.id, name: row.name, level: row.level as 1 | 2 | 3 }));
}

/** Writes the patient's slots (at most three; the map the spec keeps on the profile). */
export async function saveEvaluationStates(patientUserId: string, slots: EvaluationSlot[]): Promise<void> {
  const supabase = await getDataClient();
  const map = Object.fromEntries(
    slots.map((slot) => [slot.id, { level: slot.level, name: slot.name, value: slot.level }]),
  );
  const { data, error } = await supabase
    .from('patient_profiles')
    .update({ evaluation_states: map })
    .eq('user_id', patientUserId)
    .select('id');
  if (error) raise(error);
  if (!data.length) throw new ApiError('Error during saving changes', null, 'P0002', 404);
}

export async function fetchPages(clinicId: string): Promise<NamedOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('pages')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data;
}

export async function fetchForms(clinicId: string): Promise<NamedOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('forms')
    .select('id, title')
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map((row) => ({ id: row.id, name: row.title }));
}

/** Send page: the page the patient sees next (patient_profiles.selected_page_id). */
export async function sendPage(patientUserId: string, pageId: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('patient_profiles')
    .update({ selected_page_id: pageId })
    .eq('user_id', patientUserId)
    .select('id');
  if (error) raise(error);
  if (!data.length) throw new ApiError('Can not send page to patient', null, 'P0002', 404);
}

/** Send form: sentFormFromTherapist.{formId} = {sentAt} on the profile (the patient app lists them). */
export async function sendForm(patientUserId: string, formId: string): Promise<void> {
  const supabase = await getDataClient();
  const current = await supabase
    .from('patient_profiles')
    .select('sent_form_from_therapist')
    .eq('user_id', patientUserId)
    .single();
  if (current.error) raise(current.error);
  const sent = { ...((current.data.sent_form_from_therapist as Record<string, unknown>) ?? {}) };
  sent[formId] = { sentAt: new Date().toISOString() };
  const { error } = await supabase
    .from('patient_profiles')
    .update({ sent_form_from_therapist: sent as never })
    .eq('user_id', patientUserId);
  if (error) raise(error);
}
