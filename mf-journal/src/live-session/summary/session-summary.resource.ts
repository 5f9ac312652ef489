import { getDataClient, raise, fullName, toPerson } from 'supabase-client';

export interface SessionSummary {
  appointmentId: string;
  title: string;
  startAt: string;
  status: string;
  patientName: string;
  nextAppointmentScheduled: boolean;
  /** patient_profiles.is_access_to_time_slots_stopped as the database holds it now (null: not readable). */
  accessToTimeSlotsStopped: boolean | null;
  therapistAssigned: boolean;
  journalPhaseFinished: boolean;
  isJournalRecordSkipped: boolean;
}

export async function fetchSessionSummary(appointmentId: string): Promise<SessionSummary | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointments')
    .select(
      'id, title, start_at, status, patient_user_id, is_next_appointment_was_scheduled, is_therapist_was_assigned, is_journal_phase_finished, is_journal_record_skipped',
    )
    .eq('id', appointmentId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  // The summary states the patient's access to time slots from the profile itself, never inferred from the
  // appointment's flags, so what it says and what the database holds cannot disagree.
  const [{ data: patient }, { data: profile }] = await Promise.all([
    supabase.from('users').select('first_name, last_name').eq('id', data.patient_user_id).maybeSingle(),
    supabase
      .from('patient_profiles')
      .select('is_access_to_time_slots_stopped')
      .eq('user_id', data.patient_user_id)
      .maybeSingle(),
  ]);
  return {
    appointmentId: data.id,
    title: data.title,
    startAt: data.start_at,
    status: data.status,
    patientName: patient ? fullName(toPerson(patient)) : '',
    nextAppointmentScheduled: data.is_next_appointment_was_scheduled,
    accessToTimeSlotsStopped: profile ? profile.is_access_to_time_slots_stopped : null,
    therapistAssigned: data.is_therapist_was_assigned,
    journalPhaseFinished: data.is_journal_phase_finished,
    isJournalRecordSkipped: data.is_journal_record_skipped,
  };
}
