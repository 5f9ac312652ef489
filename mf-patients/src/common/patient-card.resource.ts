import { getDataClient, raise, toPerson } from 'supabase-client';
import type { PatientCard, PatientCategory } from './patient-card.rules';

/** Supabase calls shared by the patient lists (ARCHITECTURE.md §2: components never call supabase-js). */

// 30 cards fill two screens of the grid; fewer cards to render per keystroke (bench: keystroke → painted).
export const PAGE_SIZE = 30;
/** The most rows list_patients answers at once (its p_limit check): a list this size is held whole. */
export const WHOLE_LIST_LIMIT = 500;

export interface PatientPage {
  cards: PatientCard[];
  total: number;
}

interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  custom_identifier: string | null;
  is_treatment_finished: boolean;
  category: string;
  main_therapist_user_id: string | null;
  is_allow_view_journal_records: boolean;
  is_allow_client_schedule_appointment: boolean;
  number_of_active_appointments: number;
  total_count: number;
}

function toPage(rows: CardRow[] | null): PatientPage {
  const list = rows ?? [];
  return {
    total: Number(list[0]?.total_count ?? 0),
    cards: list.map((row) => ({
      ...toPerson(row),
      customIdentifier: row.custom_identifier,
      isTreatmentFinished: row.is_treatment_finished,
      category: row.category as PatientCategory,
      mainTherapistUserId: row.main_therapist_user_id,
      isAllowViewJournalRecords: row.is_allow_view_journal_records,
      isAllowClientScheduleAppointment: row.is_allow_client_schedule_appointment,
      numberOfActiveAppointments: row.number_of_active_appointments,
    })),
  };
}

/** The caller's own patients (list_patients), one page (`limit` rows from `offset`). */
export async function fetchOwnPatients(
  query: string,
  includeFinished: boolean,
  offset: number,
  limit: number = PAGE_SIZE,
): Promise<PatientPage> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_patients', {
    p_query: query,
    p_include_finished: includeFinished,
    p_limit: limit,
    p_offset: offset,
  });
  if (error) raise(error);
  return toPage(data as CardRow[]);
}

/** The clinic's free patients (list_free_patients), one page. */
export async function fetchFreePatients(query: string, offset: number): Promise<PatientPage> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_free_patients', {
    p_query: query,
    p_limit: PAGE_SIZE,
    p_offset: offset,
  });
  if (error) raise(error);
  return toPage(data as CardRow[]);
}

export async function finishTreatment(patientUserId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('finish_treatment', { p_patient_user_id: patientUserId });
  if (error) raise(error);
}

export type PatientAccess = 'VIEW_JOURNAL_RECORDS' | 'BOOK_APPOINTMENTS';

export async function setPatientAccess(
  patientUserId: string,
  access: PatientAccess,
  value: boolean,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('set_patient_access', {
    p_patient_user_id: patientUserId,
    p_access: access,
    p_value: value,
  });
  if (error) raise(error);
}
