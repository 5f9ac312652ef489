import { getDataClient, raise } from 'supabase-client';
import type { LiveSessionType } from 'shared-ui';

/** Supabase calls of the invite form's 'Create appointment' panel: the same checks the calendar books with. */

/**
 * book_invitation_appointment: the booking made with an invitation (spec 000 §4, 001 §3–§4). The database
 * books it as a draft (the client has not logged in yet) with book_appointment's checks, writes the
 * invitation's bookingData, and answers the same appointment to a second call (a double click books once).
 */
export async function bookInvitationAppointment(input: {
  invitationId: string;
  appointmentTypeId: string;
  scriptId: string;
  liveSessionType: LiveSessionType;
  startAt: string;
  title: string;
}): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('book_invitation_appointment', {
    p_invitation_id: input.invitationId,
    p_appointment_type_id: input.appointmentTypeId,
    p_start: input.startAt,
    p_live_session_type: input.liveSessionType,
    p_script_id: input.scriptId,
    p_title: input.title.trim(),
  });
  if (error) raise(error);
  return data.id;
}
