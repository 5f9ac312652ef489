import { http, HttpResponse, type RequestHandler } from 'msw';
import { addDays, addMinutes, setHours, setMinutes, startOfWeek } from 'date-fns';

/**
 * Mock Supabase API of the calendar screen (QA mode and unit tests): the QA session's therapist with two own
 * calendars and a week of appointments around "now" (finished, canceled, draft, one starting in 30 minutes,
 * one in two hours, pauses, one external event), an integrated colleague with one appointment, working slots
 * Mon–Fri 08:00–15:30, and start_appointment with the database's refusals. Requests that are not the calendar
 * screen's fall through to the other features' handlers.
 */
export const CALENDAR_IDS = {
  clinic: '00000000-0000-4000-8000-0000000000c1',
  me: '00000000-0000-4000-8000-000000000001',
  colleague: '00000000-0000-4000-8000-000000000002',
  myCalendar: 'd0000000-0000-4000-8000-000000000001',
  mySecondCalendar: 'd0000000-0000-4000-8000-000000000002',
  colleagueCalendar: 'd0000000-0000-4000-8000-000000000003',
  patient: 'c0000000-0000-4000-8000-000000000001',
} as const;

export interface MockEvent {
  id: string;
  type: 'APPOINTMENT' | 'PAUSE' | 'EXTERNAL';
  start_at: string;
  end_at: string;
  summary: string;
  live_session_type: 'VIDEO' | 'PHONE' | 'IN_OFFICE';
  appointment_status: string | null;
  calendar_id: string;
  appointment_id: string | null;
  patient_user_id: string | null;
  appointment: {
    status: string;
    is_draft_appointment: boolean;
    therapist_user_id: string;
    appointment_type_name: string;
    title: string;
  } | null;
}

export interface CalendarMockState {
  now: Date;
  isIntegrated: boolean;
  events: MockEvent[];
  slotStarts: string[];
  startCalls: string[];
  /** Answer every calendar_events request with this HTTP status (failure tests). */
  eventsStatus: number;
}

const PATIENT = { first_name: 'Kari', last_name: 'Nordmann' };

let counter = 0;
const uuid = (prefix: string) => `${prefix}${String(++counter).padStart(7, '0')}-0000-4000-8000-000000000000`;

function appointment(
  state: Pick<CalendarMockState, 'events'>,
  {
    calendar = CALENDAR_IDS.myCalendar,
    therapist = CALENDAR_IDS.me,
    start,
    minutes = 50,
    title,
    status = 'NOT_STARTED',
    type = 'VIDEO' as MockEvent['live_session_type'],
    draft = false,
    pause = 10,
  }: {
    calendar?: string;
    therapist?: string;
    start: Date;
    minutes?: number;
    title: string;
    status?: string;
    type?: MockEvent['live_session_type'];
    draft?: boolean;
    pause?: number;
  },
) {
  const appointmentId = uuid('a');
  const end = addMinutes(start, minutes);
  const base = {
    live_session_type: type,
    calendar_id: calendar,
    appointment_id: appointmentId,
    patient_user_id: CALENDAR_IDS.patient,
    appointment_status: status,
    appointment: {
      status,
      is_draft_appointment: draft,
      therapist_user_id: therapist,
      appointment_type_name: 'Individual therapy',
      title,
    },
  };
  state.events.push({
    ...base,
    id: uuid('e'),
    type: 'APPOINTMENT',
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    summary: title,
  });
  if (pause > 0) {
    state.events.push({
      ...base,
      id: uuid('e'),
      type: 'PAUSE',
      start_at: end.toISOString(),
      end_at: addMinutes(end, pause).toISOString(),
      summary: 'Pause',
    });
  }
  return appointmentId;
}

/** A fresh in-memory calendar around `now` (tests pass a fixed time; QA mode uses the real one). */
export function createCalendarMockState(now = new Date()): CalendarMockState {
  const state: CalendarMockState = {
    now,
    isIntegrated: true,
    events: [],
    slotStarts: [],
    startCalls: [],
    eventsStatus: 200,
  };
  const monday = startOfWeek(now, { weekStartsOn: 1 });
  const at = (day: number, hours: number, minutes = 0) =>
    setMinutes(setHours(addDays(monday, day), hours), minutes);
  appointment(state, { start: addMinutes(now, -180), title: 'Finished session', status: 'FINISHED' });
  appointment(state, { start: addMinutes(now, 30), title: 'Soon session', type: 'PHONE' });
  appointment(state, { start: addMinutes(now, 120), title: 'Later session', type: 'IN_OFFICE' });
  appointment(state, { start: addMinutes(now, 240), title: 'Canceled session', status: 'CANCELED' });
  appointment(state, { start: addMinutes(now, 25), title: 'Draft session', draft: true, pause: 0 });
  appointment(state, { start: at(2, 9), title: 'Wednesday session' });
  state.events.push({
    id: uuid('e'),
    type: 'EXTERNAL',
    start_at: at(3, 12).toISOString(),
    end_at: at(3, 13).toISOString(),
    summary: 'Lunch meeting',
    live_session_type: 'VIDEO',
    appointment_status: null,
    calendar_id: CALENDAR_IDS.myCalendar,
    appointment_id: null,
    patient_user_id: null,
    appointment: null,
  });
  appointment(state, {
    calendar: CALENDAR_IDS.colleagueCalendar,
    therapist: CALENDAR_IDS.colleague,
    start: addMinutes(now, 20),
    title: 'Colleague session',
  });
  for (let day = 0; day < 5; day++) {
    for (let slot = 0; slot < 16; slot++) {
      state.slotStarts.push(addMinutes(at(day, 8), slot * 30).toISOString());
    }
  }
  return state;
}

/** PostgREST filter value of a query parameter, e.g. `eq.abc` → `abc` for `eq`. */
function filter(url: URL, column: string, operator: string): string | null {
  for (const value of url.searchParams.getAll(column)) {
    if (value.startsWith(`${operator}.`)) return value.slice(operator.length + 1);
  }
  return null;
}

export function createCalendarHandlers(
  state: CalendarMockState = createCalendarMockState(),
): RequestHandler[] {
  return [
    http.get('*/rest/v1/users', ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.get('select')?.includes('therapist_profiles!therapist_profiles_user_id_fkey'))
        return undefined;
      return HttpResponse.json([
        {
          id: CALENDAR_IDS.colleague,
          first_name: 'Lars',
          last_name: 'Bakke',
          is_calendar_integrated: true,
          profile: { calendar_id: CALENDAR_IDS.colleagueCalendar },
        },
        {
          id: CALENDAR_IDS.me,
          first_name: 'Ingrid',
          last_name: 'Solberg',
          is_calendar_integrated: state.isIntegrated,
          profile: { calendar_id: state.isIntegrated ? CALENDAR_IDS.myCalendar : null },
        },
      ]);
    }),
    http.get('*/rest/v1/calendars', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('select') !== 'id,name,access_role') return undefined;
      if (filter(url, 'therapist_user_id', 'eq') !== CALENDAR_IDS.me || !state.isIntegrated)
        return HttpResponse.json([]);
      return HttpResponse.json([
        { id: CALENDAR_IDS.myCalendar, name: 'Work', access_role: 'owner' },
        { id: CALENDAR_IDS.mySecondCalendar, name: 'Private practice', access_role: 'owner' },
      ]);
    }),
    http.get('*/rest/v1/calendar_events', ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.get('select')?.includes('appointment:appointments')) return undefined;
      if (state.eventsStatus !== 200) {
        return HttpResponse.json(
          { code: 'XX000', message: 'boom', details: null, hint: null },
          { status: state.eventsStatus },
        );
      }
      const calendarId = filter(url, 'calendar_id', 'eq');
      const before = filter(url, 'start_at', 'lt');
      const after = filter(url, 'end_at', 'gt');
      const rows = state.events
        .filter(
          (event) =>
            event.calendar_id === calendarId &&
            (!before || event.start_at < new Date(before).toISOString()) &&
            (!after || event.end_at > new Date(after).toISOString()),
        )
        .sort((a, b) => a.start_at.localeCompare(b.start_at))
        .map((event) => ({
          ...event,
          patient:
            event.patient_user_id && event.calendar_id !== CALENDAR_IDS.colleagueCalendar ? PATIENT : null,
          // RLS: a colleague's appointment rows are not readable unless the patient is visible.
          appointment: event.calendar_id === CALENDAR_IDS.colleagueCalendar ? null : event.appointment,
        }));
      return HttpResponse.json(rows);
    }),
    http.get('*/rest/v1/weekly_working_hour_slots', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('select') !== 'start_at') return undefined;
      const from = filter(url, 'start_at', 'gte');
      const to = filter(url, 'start_at', 'lt');
      if (filter(url, 'therapist_user_id', 'eq') !== CALENDAR_IDS.me) return HttpResponse.json([]);
      return HttpResponse.json(
        state.slotStarts
          .filter(
            (start) =>
              (!from || start >= new Date(from).toISOString()) && (!to || start < new Date(to).toISOString()),
          )
          .map((start_at) => ({ start_at })),
      );
    }),
    http.post('*/rest/v1/rpc/start_appointment', async ({ request }) => {
      const { p_appointment_id: id } = (await request.json()) as { p_appointment_id: string };
      const main = state.events.find((event) => event.appointment_id === id && event.type === 'APPOINTMENT');
      const refuse = (message: string, hint: string) =>
        HttpResponse.json({ code: 'P0001', message, details: null, hint }, { status: 400 });
      if (!main?.appointment)
        return refuse('Something went wrong during appointment initialization.', 'not_found');
      if (main.appointment.is_draft_appointment) {
        return refuse(
          "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
          'draft_appointment',
        );
      }
      if (new Date(main.start_at).getTime() > state.now.getTime() + 60 * 60_000) {
        return refuse('Something went wrong during appointment initialization.', 'too_early');
      }
      state.startCalls.push(id);
      for (const event of state.events.filter((candidate) => candidate.appointment_id === id)) {
        event.appointment_status = 'STARTED';
        if (event.appointment) event.appointment = { ...event.appointment, status: 'STARTED' };
      }
      return HttpResponse.json({ id, status: 'STARTED' });
    }),
  ];
}

/** QA mode: one calendar around the real time. */
export const calendarHandlers: RequestHandler[] = createCalendarHandlers();
