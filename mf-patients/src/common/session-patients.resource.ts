import { getDataClient, PERSON_COLUMNS, raise, toPerson, type Person, type PersonRow } from 'supabase-client';

/** Supabase calls of the waiting room and the first-appointment list. */

export interface SessionPatient extends Omit<Person, 'id'> {
  appointmentId: string;
  patientUserId: string;
  startAt: string;
  status: string;
  /** booked with the invitation, the client has not logged in yet: cannot be started */
  isDraft: boolean;
}

/** My appointments that are not over with the patient online now (what the menu badge counts), by start. */
export async function fetchWaitingPatients(clinicId: string, userId: string): Promise<SessionPatient[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointments')
    .select(
      `id, start_at, status, is_draft_appointment, patient:users!appointments_patient_user_id_fkey(${PERSON_COLUMNS})`,
    )
    .eq('clinic_id', clinicId)
    .eq('therapist_user_id', userId)
    .in('status', ['NOT_STARTED', 'STARTED'])
    .neq('patients_online', '{}')
    .order('start_at');
  if (error) raise(error);
  return data.map((row) => {
    const { id: patientUserId, ...person } = toPerson(row.patient as unknown as PersonRow);
    return {
      appointmentId: row.id,
      patientUserId,
      ...person,
      startAt: row.start_at,
      status: row.status,
      isDraft: row.is_draft_appointment,
    };
  });
}

/** get_patients_have_first_appointment (spec 000 §7.1): my patients whose first appointment is ahead. */
export async function fetchFirstAppointmentPatients(
  clinicId: string,
  userId: string,
): Promise<SessionPatient[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_patients_have_first_appointment', {
    p_therapist_user_id: userId,
    p_clinic_id: clinicId,
  });
  if (error) raise(error);
  const rows = data ?? [];
  // The RPC's row has no draft flag: read it from the appointments themselves (RLS: my appointments).
  const drafts = new Set<string>();
  if (rows.length > 0) {
    const flags = await supabase
      .from('appointments')
      .select('id')
      .in(
        'id',
        rows.map((row) => row.appointment_id),
      )
      .eq('is_draft_appointment', true);
    if (flags.error) raise(flags.error);
    for (const row of flags.data) drafts.add(row.id);
  }
  return rows.map((row) => {
    const { id: patientUserId, ...person } = toPerson({ ...row, id: row.patient_user_id });
    return {
      appointmentId: row.appointment_id,
      patientUserId,
      ...person,
      startAt: row.start_at,
      status: row.status,
      isDraft: drafts.has(row.appointment_id),
    };
  });
}

/**
 * 'Enter': the appointment and its live session become STARTED with the patient's presence confirmed. The
 * database refuses a start more than 60 minutes ahead, a draft or an appointment that is over (409 with the
 * hint too_early, draft_appointment, appointment_finished/canceled).
 */
export async function enterSession(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('start_appointment', {
    p_appointment_id: appointmentId,
    p_confirm_patient_action: true,
  });
  if (error) raise(error);
}
