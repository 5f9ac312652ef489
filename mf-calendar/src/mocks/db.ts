import { addDays, addMinutes, setHours, setMinutes, startOfWeek } from 'date-fns';
import { LIVE_SESSION_TYPES, sessionStore } from 'shared-ui';
import {
  MOCK_CLINIC,
  MOCK_COLLEAGUE,
  MOCK_THERAPIST,
  createMockDatabase,
  type MockRow,
  type MockTables,
} from 'shared-ui/testing/mock-api';
import { buildWorkingHoursSave, defaultTemplate, workingWindow } from '../common/working-hours.rules';

/**
 * mf-calendar's one in-memory database (QA mode and every unit test): a clinic with the signed-in therapist
 * (two own calendars), an integrated colleague, three patients (mine, free, attached) and one of the
 * colleague's, three appointment types, current working hours Mon–Fri 08:00–16:00 and a week of appointments
 * around "now" (finished, canceled, draft, one starting in 30 minutes, one in two hours, an external event).
 * Every handler of src/mocks/handlers.ts reads and writes it, so a booking made in the form is on the calendar.
 * Tests: `db.reset({ now })` in beforeEach, then change rows with db.update/insert/remove.
 */

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Named fixtures: stable ids and the rows' identifying fields (tests refer to these, never to literals). */
export const fixtures = {
  clinic: MOCK_CLINIC,
  /** The signed-in therapist (the QA host's session user), from the shared mock world. */
  therapist: MOCK_THERAPIST,
  colleague: MOCK_COLLEAGUE,
  calendars: {
    work: { id: id('d', 1), name: 'Work' },
    privatePractice: { id: id('d', 2), name: 'Private practice' },
    colleague: { id: id('d', 3), name: 'Lars Bakke' },
  },
  patients: {
    /** The therapist's own patient (main therapist). */
    kari: {
      id: id('c', 1),
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: 'kari@example.no',
      phone: '+4791000001',
      custom_identifier: 'MC-1',
    },
    /** A free patient: no therapist, no active appointments. */
    ola: {
      id: id('c', 2),
      first_name: 'Ola',
      last_name: 'Fri',
      email: 'ola@example.no',
      phone: '+4791000002',
      custom_identifier: 'MC-2',
    },
    /** The colleague's patient, attached to the therapist (not main). */
    per: {
      id: id('c', 3),
      first_name: 'Per',
      last_name: 'Berg',
      email: 'per@example.no',
      phone: '+4791000003',
      custom_identifier: 'MC-3',
    },
    /** Invited by the therapist, not activated yet (no sign-in, no appointments). */
    nina: {
      id: id('c', 5),
      first_name: 'Nina',
      last_name: 'Invitert',
      email: 'nina@example.no',
      phone: '+4791000005',
      custom_identifier: 'MC-5',
    },
    /** Invited by the colleague, not activated yet. */
    tor: {
      id: id('c', 6),
      first_name: 'Tor',
      last_name: 'Venter',
      email: 'tor@example.no',
      phone: '+4791000006',
      custom_identifier: 'MC-6',
    },
    /** The colleague's patient the therapist may not see (RLS). */
    siri: {
      id: id('c', 4),
      first_name: 'Siri',
      last_name: 'Dahl',
      email: 'siri@example.no',
      phone: '+4791000004',
      custom_identifier: 'MC-4',
    },
  },
  appointmentTypes: {
    individual: { id: id('a', 1), name: 'Individual therapy', duration: 50, pause: 10 },
    /** No scripts: disabled in the form. */
    group: { id: id('a', 2), name: 'Group session', duration: 90, pause: 0 },
    /** Its only script has no steps. */
    preScreening: { id: id('a', 3), name: 'Pre-screening', duration: 30, pause: 10 },
  },
  scripts: {
    standard: { id: id('b', 1), name: 'Standard session', live_session_types: ['VIDEO', 'PHONE'] },
    empty: { id: id('b', 3), name: 'Empty script', live_session_types: ['VIDEO'] },
  },
  workingHours: { id: id('f', 1) },
} as const;

const clinic_id = fixtures.clinic.id;

type Appointment = MockRow<'appointments'>;
type Event = MockRow<'calendar_events'>;

/** An appointment with its calendar events (main + pause), as book_appointment writes them. */
export function appointmentRows(
  appointment: Appointment & { id: string; start_at: string },
  { calendarId, pause = 10 }: { calendarId: string; pause?: number },
): { appointment: Appointment; events: Event[] } {
  const start = new Date(appointment.start_at);
  const duration = appointment.appointment_type_duration ?? 50;
  const end = addMinutes(start, duration);
  const status = appointment.status ?? 'NOT_STARTED';
  const main: Event = {
    id: `eeeeeeee${appointment.id.slice(8)}`,
    clinic_id,
    calendar_id: calendarId,
    therapist_user_id: appointment.therapist_user_id ?? fixtures.therapist.id,
    appointment_id: appointment.id,
    type: 'APPOINTMENT',
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    summary: appointment.title ?? null,
    live_session_type: appointment.live_session_type ?? 'VIDEO',
    appointment_status: status,
    patient_user_id: appointment.patient_user_id ?? null,
    calendar_event_appointment_id: null,
  };
  const events = [main];
  if (pause > 0) {
    events.push({
      ...main,
      id: `eeeeeeef${appointment.id.slice(8)}`,
      type: 'PAUSE',
      start_at: end.toISOString(),
      end_at: addMinutes(end, pause).toISOString(),
      summary: 'Pause',
      calendar_event_appointment_id: main.id ?? null,
    });
  }
  return {
    appointment: {
      clinic_id,
      appointment_type_id: fixtures.appointmentTypes.individual.id,
      appointment_type_name: fixtures.appointmentTypes.individual.name,
      appointment_type_duration: duration,
      appointment_type_pause: pause,
      live_session_type: 'VIDEO',
      therapist_user_id: fixtures.therapist.id,
      script_id: fixtures.scripts.standard.id,
      is_draft_appointment: false,
      ...appointment,
      status,
      end_at: end.toISOString(),
      calendar_event_id: main.id ?? null,
      pause_calendar_event_id: events[1]?.id ?? null,
    },
    events,
  };
}

function seed({ now }: { now: Date }): MockTables {
  const { therapist, colleague, calendars, patients, appointmentTypes, scripts } = fixtures;
  const person = (p: { id: string }, extra: MockRow<'users'> = {}): MockRow<'users'> => ({
    ...p,
    clinic_id,
    role: 'PATIENT',
    is_treatment_finished: false,
    ...extra,
  });
  const tables: MockTables = {
    users: [
      ...[therapist, colleague].map((t) => ({
        ...t,
        is_calendar_integrated: true,
        is_temporary_password_resolved: true,
        is_data_processing_agreement_agreed: true,
        avatar_url: null,
      })),
      ...Object.values(patients).map((p) =>
        person(p, { is_temporary_password_resolved: p.id !== patients.nina.id && p.id !== patients.tor.id }),
      ),
    ],
    therapist_profiles: [
      { id: id('9', 1), clinic_id, user_id: therapist.id, calendar_id: calendars.work.id },
      { id: id('9', 2), clinic_id, user_id: colleague.id, calendar_id: calendars.colleague.id },
    ],
    calendars: [
      { ...calendars.work, clinic_id, therapist_user_id: therapist.id, access_role: 'owner' },
      { ...calendars.privatePractice, clinic_id, therapist_user_id: therapist.id, access_role: 'owner' },
      { ...calendars.colleague, clinic_id, therapist_user_id: colleague.id, access_role: 'owner' },
    ],
    patient_profiles: [
      {
        id: id('8', 1),
        clinic_id,
        user_id: patients.kari.id,
        therapist_user_id: therapist.id,
        number_of_active_appointments: 2,
      },
      {
        id: id('8', 2),
        clinic_id,
        user_id: patients.ola.id,
        therapist_user_id: null,
        number_of_active_appointments: 0,
      },
      {
        id: id('8', 3),
        clinic_id,
        user_id: patients.per.id,
        therapist_user_id: colleague.id,
        number_of_active_appointments: 1,
      },
      {
        id: id('8', 4),
        clinic_id,
        user_id: patients.siri.id,
        therapist_user_id: colleague.id,
        number_of_active_appointments: 1,
      },
      ...[patients.nina, patients.tor].map((p, index) => ({
        id: id('8', 5 + index),
        clinic_id,
        user_id: p.id,
        therapist_user_id: null,
        number_of_active_appointments: 0,
      })),
    ],
    invitations: [
      {
        id: id('4', 1),
        clinic_id,
        invitation_created_by_id: therapist.id,
        initialized_user_id: patients.nina.id,
        receiver_email: patients.nina.email,
        status: 'CREATED',
      },
      {
        id: id('4', 2),
        clinic_id,
        invitation_created_by_id: colleague.id,
        initialized_user_id: patients.tor.id,
        receiver_email: patients.tor.email,
        status: 'CREATED',
      },
    ],
    journal_records: [],
    therapist_patients: [
      {
        id: id('7', 1),
        clinic_id,
        therapist_user_id: therapist.id,
        patient_user_id: patients.kari.id,
        is_main: true,
      },
      {
        id: id('7', 2),
        clinic_id,
        therapist_user_id: therapist.id,
        patient_user_id: patients.per.id,
        is_main: false,
      },
    ],
    appointment_types: Object.values(appointmentTypes).map((t) => ({ ...t, clinic_id })),
    scripts: [
      {
        ...scripts.standard,
        live_session_types: [...scripts.standard.live_session_types],
        clinic_id,
        appointment_type_id: appointmentTypes.individual.id,
        order: 0,
      },
      {
        ...scripts.empty,
        live_session_types: [...scripts.empty.live_session_types],
        clinic_id,
        appointment_type_id: appointmentTypes.preScreening.id,
        order: 0,
      },
    ],
    script_steps: [
      { id: id('6', 1), clinic_id, script_id: scripts.standard.id, is_ending: false },
      { id: id('6', 2), clinic_id, script_id: scripts.standard.id, is_ending: true },
    ],
    appointments: [],
    calendar_events: [],
  };

  // A week of appointments around now.
  const monday = startOfWeek(now, { weekStartsOn: 1 });
  const at = (day: number, hours: number) => setMinutes(setHours(addDays(monday, day), hours), 0);
  let n = 0;
  const add = (
    start: Date,
    title: string,
    over: Appointment = {},
    { calendarId = calendars.work.id, pause = 10 } = {},
  ) => {
    const rows = appointmentRows(
      { id: id('5', ++n), start_at: start.toISOString(), title, patient_user_id: patients.kari.id, ...over },
      { calendarId, pause },
    );
    tables.appointments!.push(rows.appointment);
    tables.calendar_events!.push(...rows.events);
  };
  add(addMinutes(now, -180), 'Finished session', { status: 'FINISHED' });
  add(addMinutes(now, 30), 'Soon session', { live_session_type: 'PHONE' });
  add(addMinutes(now, 120), 'Later session', { live_session_type: 'IN_OFFICE' });
  add(addMinutes(now, 240), 'Canceled session', { status: 'CANCELED' });
  add(addMinutes(now, 25), 'Draft session', { is_draft_appointment: true }, { pause: 0 });
  add(at(2, 9), 'Wednesday session');
  add(
    addMinutes(now, 20),
    'Colleague session',
    { therapist_user_id: colleague.id, patient_user_id: patients.siri.id },
    { calendarId: calendars.colleague.id },
  );
  tables.calendar_events!.push({
    id: id('e', 1),
    clinic_id,
    calendar_id: calendars.work.id,
    therapist_user_id: therapist.id,
    type: 'EXTERNAL',
    start_at: at(3, 12).toISOString(),
    end_at: at(3, 13).toISOString(),
    summary: 'Lunch meeting',
    live_session_type: 'VIDEO',
    appointment_status: null,
    appointment_id: null,
    patient_user_id: null,
  });

  // Current working hours: Mon–Fri 08:00–16:00 for every type, the same for all (the modal stays closed).
  const window = workingWindow(now);
  const payload = buildWorkingHoursSave('FOR_ALL_TYPES', defaultTemplate(), window);
  tables.weekly_working_hours = [
    {
      id: fixtures.workingHours.id,
      clinic_id,
      therapist_user_id: therapist.id,
      last_date_of_week: window.endOfCurrentWeek,
      full_time: { VIDEO: false, PHONE: false, IN_OFFICE: false },
      week_status: Object.fromEntries(LIVE_SESSION_TYPES.map((t) => [t, payload.weekStatus])),
      is_same_working_hours_for_live_session_types: true,
    },
  ];
  tables.weekly_working_hour_slots = LIVE_SESSION_TYPES.flatMap((type) =>
    payload.slots.map((start_at) => ({
      clinic_id,
      therapist_user_id: therapist.id,
      live_session_type: type,
      start_at,
      end_at: addMinutes(new Date(start_at), 30).toISOString(),
    })),
  );
  return tables;
}

/** Patients the caller may see: own (main or attached), free, or any for a clinic admin (as in the RLS). */
function canSeePatient(patientId: string | null | undefined): boolean {
  const me = db.caller().userId;
  const profile = db.find('patient_profiles', (p) => p.user_id === patientId);
  if (!profile) return false;
  return (
    profile.therapist_user_id === me ||
    profile.therapist_user_id == null ||
    Boolean(
      db.find('therapist_patients', (r) => r.patient_user_id === patientId && r.therapist_user_id === me),
    )
  );
}

export const db = createMockDatabase({
  seed,
  caller: () => {
    const session = sessionStore.get();
    return { userId: session?.userId ?? null, clinicId: session?.clinicId ?? null };
  },
  relationships: {
    therapist_profiles_user_id_fkey: {
      table: 'therapist_profiles',
      columns: ['user_id'],
      references: 'users',
      unique: true,
    },
    calendar_events_appointment_id_fkey: {
      table: 'calendar_events',
      columns: ['appointment_id'],
      references: 'appointments',
    },
    calendar_events_patient_user_id_fkey: {
      table: 'calendar_events',
      columns: ['patient_user_id'],
      references: 'users',
    },
    scripts_appointment_type_id_fkey: {
      table: 'scripts',
      columns: ['appointment_type_id'],
      references: 'appointment_types',
    },
    script_steps_script_id_fkey: { table: 'script_steps', columns: ['script_id'], references: 'scripts' },
  },
  policies: {
    // As invitations_read: a therapist sees the invitations they created.
    invitations: (row) => row.invitation_created_by_id === db.caller().userId,
    users: (row) => row.role !== 'PATIENT' || canSeePatient(row.id),
    appointments: (row) => row.therapist_user_id === db.caller().userId || canSeePatient(row.patient_user_id),
  },
});
