import { getDataClient, raise, fullName, toPerson } from 'supabase-client';
import type { LiveSessionType } from 'shared-ui';
import type { PatientOption } from './appointment-form.rules';

export interface EditableAppointment {
  id: string;
  appointmentTypeId: string | null;
  duration: number;
  title: string;
  startAt: string;
  scriptId: string | null;
  liveSessionType: LiveSessionType;
  patientUserId: string;
  therapistUserId: string;
  status: string;
  isDraftAppointment: boolean;
  calendarEventId: string | null;
}

/** The appointment to edit, or null when there is none the caller may see. */
export async function fetchAppointment(id: string): Promise<EditableAppointment | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointments')
    .select(
      'id, appointment_type_id, appointment_type_duration, title, start_at, script_id, live_session_type, patient_user_id, therapist_user_id, status, is_draft_appointment, calendar_event_id',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return {
    id: data.id,
    appointmentTypeId: data.appointment_type_id,
    duration: data.appointment_type_duration,
    title: data.title,
    startAt: data.start_at,
    scriptId: data.script_id,
    liveSessionType: data.live_session_type as LiveSessionType,
    patientUserId: data.patient_user_id,
    therapistUserId: data.therapist_user_id,
    status: data.status,
    isDraftAppointment: data.is_draft_appointment,
    calendarEventId: data.calendar_event_id,
  };
}

export interface TherapistOption {
  id: string;
  firstName: string;
  lastName: string;
}

/** Spec 000 §6: therapists of the clinic who offer the type, resolved their password and are free then. */
export async function fetchAvailableTherapists(
  clinicId: string,
  start: Date,
  appointmentTypeId: string,
): Promise<TherapistOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_available_therapists_for_timeslot', {
    p_clinic_id: clinicId,
    p_timeslot_start_date: start.toISOString(),
    p_appointment_type_id: appointmentTypeId,
  });
  if (error) raise(error);
  return data.map((row) => {
    const { id, firstName, lastName } = toPerson(row);
    return { id, firstName, lastName };
  });
}

const PERSON = 'id, first_name, last_name, email, phone, custom_identifier, is_temporary_password_resolved';
const LIST_LIMIT = 50;

type PersonRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  custom_identifier: string | null;
  is_temporary_password_resolved: boolean;
};

async function withRelations(me: string, people: PersonRow[]): Promise<PatientOption[]> {
  if (people.length === 0) return [];
  const supabase = await getDataClient();
  const ids = people.map((p) => p.id);
  const [profiles, relations, invitations] = await Promise.all([
    supabase
      .from('patient_profiles')
      .select('user_id, therapist_user_id, number_of_active_appointments')
      .in('user_id', ids),
    supabase
      .from('therapist_patients')
      .select('patient_user_id, is_main')
      .eq('therapist_user_id', me)
      .in('patient_user_id', ids),
    // The caller's open invitations (RLS shows a therapist only the invitations they created).
    supabase
      .from('invitations')
      .select('initialized_user_id')
      .eq('invitation_created_by_id', me)
      .eq('status', 'CREATED')
      .in('initialized_user_id', ids),
  ]);
  if (profiles.error) raise(profiles.error);
  if (relations.error) raise(relations.error);
  if (invitations.error) raise(invitations.error);
  const invitedByMe = new Set(invitations.data.map((i) => i.initialized_user_id));
  const profileOf = new Map(profiles.data.map((p) => [p.user_id, p]));
  const relationOf = new Map(relations.data.map((r) => [r.patient_user_id, r]));
  return people
    .filter((p) => profileOf.has(p.id))
    .map((p) => {
      const profile = profileOf.get(p.id)!;
      const relation = relationOf.get(p.id);
      const isMine = profile.therapist_user_id === me || Boolean(relation?.is_main);
      return {
        ...toPerson(p),
        customIdentifier: p.custom_identifier,
        isMine,
        isAttached: !isMine && Boolean(relation),
        isFree: profile.number_of_active_appointments <= 0,
        isInvitedByMe: invitedByMe.has(p.id),
        // Not activated: invited, has not yet signed in (set when the patient resolves the temporary password).
        isActivated: p.is_temporary_password_resolved,
      };
    });
}

/**
 * The patient select's options. With a query: search_patients (start of last name, first name or e-mail, or
 * inside phone or identifier, only patients the caller may see). Without: the caller's own and attached
 * patients and the clinic's free patients.
 */
export async function fetchPatientOptions(
  me: string,
  clinicId: string,
  query: string,
): Promise<PatientOption[]> {
  const supabase = await getDataClient();
  const q = query.trim();
  if (q) {
    const { data, error } = await supabase
      .rpc('search_patients', { p_query: q, p_limit: LIST_LIMIT })
      .select(PERSON);
    if (error) raise(error);
    return withRelations(me, data);
  }
  const [relations, free] = await Promise.all([
    supabase
      .from('therapist_patients')
      .select('patient_user_id')
      .eq('clinic_id', clinicId)
      .eq('therapist_user_id', me)
      .limit(200),
    supabase
      .from('patient_profiles')
      .select('user_id')
      .eq('clinic_id', clinicId)
      .eq('number_of_active_appointments', 0)
      .limit(LIST_LIMIT),
  ]);
  if (relations.error) raise(relations.error);
  if (free.error) raise(free.error);
  const ids = [
    ...new Set([...relations.data.map((r) => r.patient_user_id), ...free.data.map((r) => r.user_id)]),
  ];
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('users')
    .select(PERSON)
    .eq('clinic_id', clinicId)
    .eq('role', 'PATIENT')
    .eq('is_treatment_finished', false)
    .in('id', ids)
    .order('last_name')
    .order('first_name');
  if (error) raise(error);
  return withRelations(me, data);
}

/** One patient (the preselected or edited one), with the same grouping data. */
export async function fetchPatientOption(me: string, id: string): Promise<PatientOption | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('users').select(PERSON).eq('id', id).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return (await withRelations(me, [data]))[0] ?? null;
}

export async function fetchUserName(id: string): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('first_name, last_name')
    .eq('id', id)
    .maybeSingle();
  if (error) raise(error);
  return data ? fullName(toPerson(data)) : '';
}

export interface BookInput {
  patientUserId: string;
  appointmentTypeId: string;
  start: Date;
  liveSessionType: LiveSessionType;
  scriptId: string;
  title: string;
  therapistUserId: string;
}

export async function bookAppointment(input: BookInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('book_appointment', {
    p_patient_user_id: input.patientUserId,
    p_appointment_type_id: input.appointmentTypeId,
    p_start: input.start.toISOString(),
    p_live_session_type: input.liveSessionType,
    p_script_id: input.scriptId,
    p_title: input.title,
    p_therapist_user_id: input.therapistUserId,
  });
  if (error) raise(error);
  return data.id;
}

export interface UpdateInput extends Omit<BookInput, 'appointmentTypeId'> {
  appointmentId: string;
}

export async function updateAppointment(input: UpdateInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('update_appointment', {
    p_appointment_id: input.appointmentId,
    p_start: input.start.toISOString(),
    p_title: input.title,
    p_live_session_type: input.liveSessionType,
    p_script_id: input.scriptId,
    p_patient_user_id: input.patientUserId,
    p_therapist_user_id: input.therapistUserId,
  });
  if (error) raise(error);
  return data.id;
}

export async function cancelAppointment(appointmentId: string): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('cancel_appointment', { p_appointment_id: appointmentId });
  if (error) raise(error);
  return data.id;
}
