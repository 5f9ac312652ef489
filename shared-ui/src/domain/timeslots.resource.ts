import { getDataClient, raise } from 'supabase-client';
import type { LiveSessionType } from './vocabulary';

/**
 * The free start times of a booking, read once for every remote that books (mf-calendar's appointment form,
 * mf-patients' invite panel): get_free_timeslots answers the therapist's working hours less their bookings.
 */
export interface FreeTimeslotQuery {
  therapistUserId: string;
  appointmentTypeId: string;
  liveSessionType: LiveSessionType;
  /** yyyy-MM-dd in clinic time */
  day: string;
  /** The appointment being moved: its own time is free for it. */
  excludeAppointmentId?: string | undefined;
}

/** Free start instants (ISO) for the therapist on that day. */
export async function fetchFreeTimeslots(q: FreeTimeslotQuery): Promise<string[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_free_timeslots', {
    p_therapist_user_id: q.therapistUserId,
    p_appointment_type_id: q.appointmentTypeId,
    p_live_session_type: q.liveSessionType,
    p_day: q.day,
    ...(q.excludeAppointmentId ? { p_exclude_appointment_id: q.excludeAppointmentId } : {}),
  });
  if (error) raise(error);
  return data.map((row) => row.start_at);
}
