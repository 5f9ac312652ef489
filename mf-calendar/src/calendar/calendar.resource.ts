import { getDataClient, raise, fullName, toPerson } from 'supabase-client';
import { isLiveSessionType } from 'shared-ui';
import type { AppointmentStatus, CalendarEventItem, CalendarEventType } from './calendar.rules';

/** Supabase calls of the calendar screen (ARCHITECTURE.md §2: components never call supabase-js directly). */

export interface CalendarOption {
  id: string;
  name: string;
  accessRole: string;
}

export interface TherapistOption {
  id: string;
  firstName: string;
  lastName: string;
  calendarId: string | null;
  isCalendarIntegrated: boolean;
}

export interface CalendarContext {
  /** The signed-in therapist: integrated and with a profile calendar, or sent to /calendar-integration. */
  isIntegrated: boolean;
  profileCalendarId: string | null;
  ownCalendars: CalendarOption[];
  /** Clinic therapists with an integrated calendar (the user included), by name. */
  therapists: TherapistOption[];
}

type ProfileEmbed = { calendar_id: string | null } | Array<{ calendar_id: string | null }> | null;

const calendarOf = (profile: ProfileEmbed): string | null =>
  (Array.isArray(profile) ? profile[0]?.calendar_id : profile?.calendar_id) ?? null;

export async function fetchCalendarContext(userId: string, clinicId: string): Promise<CalendarContext> {
  const supabase = await getDataClient();
  const [therapists, calendars] = await Promise.all([
    supabase
      .from('users')
      .select(
        'id, first_name, last_name, is_calendar_integrated, profile:therapist_profiles!therapist_profiles_user_id_fkey(calendar_id)',
      )
      .eq('clinic_id', clinicId)
      .or(`id.eq.${userId},and(role.eq.THERAPIST,is_calendar_integrated.is.true)`)
      .order('last_name')
      .order('first_name'),
    supabase
      .from('calendars')
      .select('id, name, access_role')
      .eq('clinic_id', clinicId)
      .eq('therapist_user_id', userId)
      .order('name'),
  ]);
  if (therapists.error) raise(therapists.error);
  if (calendars.error) raise(calendars.error);
  const rows = therapists.data.map((row) => {
    const { id, firstName, lastName } = toPerson(row);
    return {
      id,
      firstName,
      lastName,
      calendarId: calendarOf(row.profile as ProfileEmbed),
      isCalendarIntegrated: Boolean(row.is_calendar_integrated),
    };
  });
  const me = rows.find((row) => row.id === userId);
  return {
    isIntegrated: Boolean(me?.isCalendarIntegrated && me.calendarId),
    profileCalendarId: me?.calendarId ?? null,
    ownCalendars: calendars.data.map((row) => ({ id: row.id, name: row.name, accessRole: row.access_role })),
    therapists: rows.filter((row) => row.isCalendarIntegrated && row.calendarId),
  };
}

const EVENT_COLUMNS =
  'id, type, start_at, end_at, summary, live_session_type, appointment_status, calendar_id, appointment_id, patient_user_id, ' +
  'appointment:appointments!calendar_events_appointment_id_fkey(status, is_draft_appointment, therapist_user_id, appointment_type_name, title), ' +
  'patient:users!calendar_events_patient_user_id_fkey(first_name, last_name)';

interface EventRow {
  id: string;
  type: string;
  start_at: string;
  end_at: string;
  summary: string | null;
  live_session_type: string | null;
  appointment_status: string | null;
  calendar_id: string;
  appointment_id: string | null;
  patient_user_id: string | null;
  appointment: {
    status: string;
    is_draft_appointment: boolean;
    therapist_user_id: string;
    appointment_type_name: string | null;
    title: string | null;
  } | null;
  patient: { first_name: string | null; last_name: string | null } | null;
}

/** Rows are mapped once here, not on every render (a week may hold hundreds of events). */
export function toEventItem(row: EventRow): CalendarEventItem {
  const appointment = row.appointment;
  const patientName = row.patient ? fullName(toPerson(row.patient)) : '';
  const eventStatus = row.appointment_status as AppointmentStatus | null;
  return {
    id: row.id,
    type: row.type as CalendarEventType,
    start: row.start_at,
    end: row.end_at,
    title: row.summary ?? appointment?.title ?? '',
    liveSessionType: isLiveSessionType(row.live_session_type) ? row.live_session_type : null,
    // A canceled event stays canceled even when its appointment row is not readable.
    status:
      eventStatus === 'CANCELED'
        ? 'CANCELED'
        : ((appointment?.status as AppointmentStatus | undefined) ?? eventStatus),
    calendarId: row.calendar_id,
    appointmentId: row.appointment_id,
    hasAppointmentData: appointment !== null,
    appointmentTherapistUserId: appointment?.therapist_user_id ?? null,
    appointmentTypeName: appointment?.appointment_type_name ?? null,
    isDraft: Boolean(appointment?.is_draft_appointment),
    patientUserId: row.patient_user_id,
    patientName: patientName || null,
  };
}

/** A week of a busy therapist is a few hundred rows; this bounds a month view of an unusually full calendar. */
const EVENT_LIMIT = 3000;

export interface CalendarEventsResult {
  calendarId: string;
  events: CalendarEventItem[];
}

/** The events of one calendar that overlap [start, end). */
export async function fetchCalendarEvents(
  clinicId: string,
  calendarId: string,
  start: string,
  end: string,
): Promise<CalendarEventsResult> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('calendar_events')
    .select(EVENT_COLUMNS)
    .eq('clinic_id', clinicId)
    .eq('calendar_id', calendarId)
    .lt('start_at', end)
    .gt('end_at', start)
    .order('start_at')
    .limit(EVENT_LIMIT);
  if (error) raise(error);
  const events = (data as unknown as EventRow[]).map(toEventItem);
  // The bench measures from here (data ready) to the calendar's paint.
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark('mf-calendar:events-data');
  }
  return { calendarId, events };
}

/** Start times of the therapist's working slots in [start, end) (the grid's slot range rule). */
export async function fetchWorkingSlotStarts(
  clinicId: string,
  therapistUserId: string,
  start: string,
  end: string,
): Promise<string[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('weekly_working_hour_slots')
    .select('start_at')
    .eq('clinic_id', clinicId)
    .eq('therapist_user_id', therapistUserId)
    .gte('start_at', start)
    .lt('start_at', end)
    .limit(EVENT_LIMIT);
  if (error) raise(error);
  return data.map((row) => row.start_at);
}

/** 'Start appointment' / opening a started one: one RPC sets the appointment and its event started. */
export async function startAppointment(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('start_appointment', { p_appointment_id: appointmentId });
  if (error) raise(error);
}

/**
 * Of the given appointments, those that already have a journal record (the day list's 'Journal record was
 * added'; 001 §2). Records are written by mf-journal; this only reads which appointments have one.
 */
export async function fetchJournaledAppointmentIds(appointmentIds: readonly string[]): Promise<string[]> {
  if (appointmentIds.length === 0) return [];
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('journal_records')
    .select('appointment_id')
    .in('appointment_id', [...appointmentIds]);
  if (error) raise(error);
  return [...new Set(data.map((row) => row.appointment_id).filter((id): id is string => id !== null))];
}
