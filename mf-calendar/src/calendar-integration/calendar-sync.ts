import { getSupabase } from 'supabase-client';
import { createEvent, deleteEvent, updateEvent, type ServiceEventBody } from './calendar-service.resource';

/**
 * Pushes an appointment's main and pause events to the calendar service after a booking, edit or cancel.
 * The booking RPCs already wrote the `calendar_events` rows in the same transaction as the appointment;
 * this mirrors them into the therapist's integrated calendar (spec 000 §7.4): POST for a row the service
 * has not seen yet (no external_id), PATCH for a known one, DELETE when the appointment is canceled.
 * The service records the external id on the row, so calling this twice is harmless.
 *
 * Throws when the service refuses; the booking itself has already been saved, so callers show
 * 'Error during saving changes' and keep the appointment.
 */
export async function syncAppointmentEvents(appointmentId: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('calendar_events')
    .select(
      'id, calendar_id, appointment_id, type, start_at, end_at, summary, live_session_type, appointment_status, external_id, custom_properties',
    )
    .eq('appointment_id', appointmentId)
    .in('type', ['APPOINTMENT', 'PAUSE'])
    // main event first: a pause refers to it
    .order('type', { ascending: true });
  if (error) throw new Error(error.message);

  for (const event of data) {
    const canceled = event.appointment_status === 'CANCELED';
    if (canceled) {
      if (event.external_id) await deleteEvent(event.calendar_id, event.external_id);
      continue;
    }
    const extra =
      event.custom_properties &&
      typeof event.custom_properties === 'object' &&
      !Array.isArray(event.custom_properties)
        ? event.custom_properties
        : {};
    const body: ServiceEventBody = {
      start: { dateTime: event.start_at },
      end: { dateTime: event.end_at },
      summary: event.summary ?? '',
      liveSessionType: event.live_session_type,
      custom_properties: {
        ...extra,
        calendarEventId: event.id,
        appointmentId: event.appointment_id,
        type: event.type,
        appointmentStatus: event.appointment_status,
      },
    };
    if (event.external_id) await updateEvent(event.calendar_id, event.external_id, body);
    else await createEvent(event.calendar_id, body);
  }
}
