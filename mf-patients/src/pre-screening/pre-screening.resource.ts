import { getDataClient, raise, toPerson, type PersonRow } from 'supabase-client';
import { FORM_ANSWER_COLUMNS, toFormAnswerRecord } from '../common/form-answers.resource';
import type { Person } from '../common/patient-card.rules';
import type { FormAnswerRecord } from '../common/form-answers.rules';

export interface PreScreening {
  appointmentId: string;
  startAt: string;
  patient: Person;
  answers: FormAnswerRecord[];
}

/** The pre-screening appointment's patient and the forms answered for that appointment. */
export async function fetchPreScreening(appointmentId: string): Promise<PreScreening | null> {
  const supabase = await getDataClient();
  const [appointment, answers] = await Promise.all([
    supabase
      .from('appointments')
      .select(
        'id, start_at, patient:users!appointments_patient_user_id_fkey(id, first_name, last_name, email, phone, avatar_url)',
      )
      .eq('id', appointmentId)
      .maybeSingle(),
    supabase
      .from('form_answers')
      .select(FORM_ANSWER_COLUMNS)
      .eq('appointment_id', appointmentId)
      .order('created_at'),
  ]);
  if (appointment.error) raise(appointment.error);
  if (answers.error) raise(answers.error);
  if (!appointment.data) return null;
  return {
    appointmentId: appointment.data.id,
    startAt: appointment.data.start_at,
    patient: toPerson(appointment.data.patient as unknown as PersonRow),
    answers: answers.data.map(toFormAnswerRecord),
  };
}
