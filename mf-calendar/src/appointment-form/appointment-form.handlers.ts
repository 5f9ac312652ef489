import { http, HttpResponse, type RequestHandler } from 'msw';
import { TZDate } from '@date-fns/tz';

/**
 * Mock Supabase API for the appointment form (QA mode and unit tests). A tiny in-memory clinic: one therapist's
 * 08:00–16:00 day in 30-minute starts, three appointment types (one without scripts, one whose only script has no
 * steps), patients in each select group, and book/update/cancel that refuse an overlap like the database does.
 */
export const FORM_IDS = {
  me: '00000000-0000-4000-8000-000000000001',
  colleague: '00000000-0000-4000-8000-000000000002',
  typeIndividual: 'a0000000-0000-4000-8000-000000000001',
  typeEmpty: 'a0000000-0000-4000-8000-000000000002',
  typeNoSteps: 'a0000000-0000-4000-8000-000000000003',
  scriptIndividual: 'b0000000-0000-4000-8000-000000000001',
  scriptNoSteps: 'b0000000-0000-4000-8000-000000000003',
  patientMine: 'c0000000-0000-4000-8000-000000000001',
  patientFree: 'c0000000-0000-4000-8000-000000000002',
  patientAttached: 'c0000000-0000-4000-8000-000000000003',
} as const;

interface MockAppointment {
  id: string;
  appointment_type_id: string;
  appointment_type_duration: number;
  appointment_type_pause: number;
  title: string;
  start_at: string;
  script_id: string;
  live_session_type: string;
  patient_user_id: string;
  therapist_user_id: string;
  status: string;
  is_draft_appointment: boolean;
  calendar_event_id: string | null;
}

const types = [
  {
    id: FORM_IDS.typeIndividual,
    name: 'Individual therapy',
    duration: 50,
    pause: 10,
    scripts: [
      {
        id: FORM_IDS.scriptIndividual,
        name: 'Standard session',
        live_session_types: ['VIDEO', 'PHONE'],
        order: 0,
        script_steps: [{ is_ending: false }, { is_ending: true }],
      },
    ],
  },
  { id: FORM_IDS.typeEmpty, name: 'Group session', duration: 90, pause: 0, scripts: [] },
  {
    id: FORM_IDS.typeNoSteps,
    name: 'Pre-screening',
    duration: 30,
    pause: 10,
    scripts: [
      {
        id: FORM_IDS.scriptNoSteps,
        name: 'Empty script',
        live_session_types: ['VIDEO'],
        order: 0,
        script_steps: [],
      },
    ],
  },
];

const people = [
  {
    id: FORM_IDS.patientMine,
    first_name: 'Kari',
    last_name: 'Nordmann',
    email: 'kari@example.no',
    phone: '+4791000001',
    custom_identifier: 'MC-1',
  },
  {
    id: FORM_IDS.patientFree,
    first_name: 'Ola',
    last_name: 'Fri',
    email: 'ola@example.no',
    phone: '+4791000002',
    custom_identifier: 'MC-2',
  },
  {
    id: FORM_IDS.patientAttached,
    first_name: 'Per',
    last_name: 'Berg',
    email: 'per@example.no',
    phone: '+4791000003',
    custom_identifier: 'MC-3',
  },
];
const profiles = [
  { user_id: FORM_IDS.patientMine, therapist_user_id: FORM_IDS.me, number_of_active_appointments: 2 },
  { user_id: FORM_IDS.patientFree, therapist_user_id: null, number_of_active_appointments: 0 },
  {
    user_id: FORM_IDS.patientAttached,
    therapist_user_id: FORM_IDS.colleague,
    number_of_active_appointments: 1,
  },
];
const relations = [
  { patient_user_id: FORM_IDS.patientMine, is_main: true },
  { patient_user_id: FORM_IDS.patientAttached, is_main: false },
];

/** `in.(a,b)` / `eq.a` PostgREST filter values. */
function filterValues(url: URL, column: string): string[] | null {
  const raw = url.searchParams.get(column);
  if (!raw) return null;
  if (raw.startsWith('in.(')) return raw.slice(4, -1).split(',');
  if (raw.startsWith('eq.')) return [raw.slice(3)];
  return null;
}
const pick = <T extends object>(rows: T[], url: URL, column: string, key: keyof T) => {
  const values = filterValues(url, column);
  return values ? rows.filter((r) => values.includes(String(r[key]))) : rows;
};

const rpcError = (message: string, hint: string, code: string, status = 400) =>
  HttpResponse.json({ code, message, details: null, hint }, { status });

export function createAppointmentFormMock() {
  const db = {
    appointments: [] as MockAppointment[],
    calls: [] as { fn: string; body: Record<string, unknown> }[],
  };
  const minutes = (a: MockAppointment) => a.appointment_type_duration + a.appointment_type_pause;
  const overlaps = (start: Date, length: number, exclude?: string) =>
    db.appointments.some((a) => {
      if (a.status === 'CANCELED' || a.id === exclude) return false;
      const s = new Date(a.start_at).getTime();
      return start.getTime() < s + minutes(a) * 60_000 && s < start.getTime() + length * 60_000;
    });

  const handlers: RequestHandler[] = [
    http.get('*/rest/v1/appointment_types', () => HttpResponse.json(types)),
    http.get('*/rest/v1/appointments', ({ request }) =>
      HttpResponse.json(pick(db.appointments, new URL(request.url), 'id', 'id')),
    ),
    http.get('*/rest/v1/users', ({ request }) => {
      const url = new URL(request.url);
      const therapists = [
        { id: FORM_IDS.me, first_name: 'Demo', last_name: 'Therapist' },
        { id: FORM_IDS.colleague, first_name: 'Lars', last_name: 'Bakke' },
      ];
      const rows = [...people, ...therapists];
      return HttpResponse.json(pick(rows, url, 'id', 'id'));
    }),
    http.get('*/rest/v1/patient_profiles', ({ request }) => {
      const url = new URL(request.url);
      let rows = pick(profiles, url, 'user_id', 'user_id');
      if (url.searchParams.get('number_of_active_appointments') === 'eq.0')
        rows = rows.filter((p) => p.number_of_active_appointments === 0);
      return HttpResponse.json(rows);
    }),
    http.get('*/rest/v1/therapist_patients', ({ request }) =>
      HttpResponse.json(pick(relations, new URL(request.url), 'patient_user_id', 'patient_user_id')),
    ),
    // calendar-sync reads the booking's events; the mock has no integrated calendar service to mirror into
    http.get('*/rest/v1/calendar_events', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/search_patients', async ({ request }) => {
      const { p_query } = (await request.json()) as { p_query: string };
      const q = p_query.trim().toLowerCase();
      return HttpResponse.json(
        people.filter(
          (p) =>
            [p.last_name, p.first_name, p.email].some((v) => v.toLowerCase().startsWith(q)) ||
            [p.phone, p.custom_identifier].some((v) => v.toLowerCase().includes(q)),
        ),
      );
    }),
    http.post('*/rest/v1/rpc/get_free_timeslots', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      db.calls.push({ fn: 'get_free_timeslots', body });
      const type = types.find((x) => x.id === body.p_appointment_type_id)!;
      const starts: { start_at: string }[] = [];
      // 08:00–16:00 Oslo time
      const [y, mo, d] = body.p_day!.split('-').map(Number) as [number, number, number];
      for (let m = 8 * 60; m + type.duration <= 16 * 60; m += 30) {
        const start = new Date(new TZDate(y, mo - 1, d, Math.floor(m / 60), m % 60, 'Europe/Oslo').getTime());
        if (!overlaps(start, type.duration + type.pause, body.p_exclude_appointment_id))
          starts.push({ start_at: start.toISOString() });
      }
      return HttpResponse.json(starts);
    }),
    http.post('*/rest/v1/rpc/get_available_therapists_for_timeslot', () =>
      HttpResponse.json([
        {
          id: FORM_IDS.colleague,
          first_name: 'Lars',
          last_name: 'Bakke',
          email: 'colleague@demo.clinic',
          avatar_url: null,
          therapist_profile_id: 'tp2',
        },
      ]),
    ),
    http.post('*/rest/v1/rpc/book_appointment', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      db.calls.push({ fn: 'book_appointment', body });
      const type = types.find((x) => x.id === body.p_appointment_type_id)!;
      const start = new Date(body.p_start ?? '');
      if (overlaps(start, type.duration + type.pause))
        return rpcError('Haven`t free time', 'slot_taken', '23P01', 409);
      const row: MockAppointment = {
        id: `d0000000-0000-4000-8000-${String(db.appointments.length + 1).padStart(12, '0')}`,
        appointment_type_id: type.id,
        appointment_type_duration: type.duration,
        appointment_type_pause: type.pause,
        title: body.p_title ?? type.name,
        start_at: start.toISOString(),
        script_id: body.p_script_id!,
        live_session_type: body.p_live_session_type!,
        patient_user_id: body.p_patient_user_id!,
        therapist_user_id: body.p_therapist_user_id ?? FORM_IDS.me,
        status: 'NOT_STARTED',
        is_draft_appointment: false,
        calendar_event_id: null,
      };
      db.appointments.push(row);
      return HttpResponse.json(row);
    }),
    http.post('*/rest/v1/rpc/update_appointment', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      db.calls.push({ fn: 'update_appointment', body });
      const row = db.appointments.find((a) => a.id === body.p_appointment_id);
      if (!row)
        return rpcError(
          "Sorry, you can't delete or edit this event, it has wrong data",
          'appointment_not_found',
          'P0002',
        );
      if (row.status === 'FINISHED')
        return rpcError(
          "You can't edit and delete the appointment which has already been finished",
          'appointment_finished',
          '55000',
        );
      const start = new Date(body.p_start ?? row.start_at);
      if (overlaps(start, minutes(row), row.id))
        return rpcError('Haven`t free time', 'slot_taken', '23P01', 409);
      Object.assign(row, {
        start_at: start.toISOString(),
        title: body.p_title ?? row.title,
        live_session_type: body.p_live_session_type ?? row.live_session_type,
        script_id: body.p_script_id ?? row.script_id,
        patient_user_id: body.p_patient_user_id ?? row.patient_user_id,
        therapist_user_id: body.p_therapist_user_id ?? row.therapist_user_id,
      });
      return HttpResponse.json(row);
    }),
    http.post('*/rest/v1/rpc/cancel_appointment', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      db.calls.push({ fn: 'cancel_appointment', body });
      const row = db.appointments.find((a) => a.id === body.p_appointment_id);
      if (!row || row.status === 'CANCELED')
        return rpcError('Error during cancel appointment', 'appointment_not_found', 'P0002');
      row.status = 'CANCELED';
      return HttpResponse.json(row);
    }),
  ];
  return { db, handlers };
}

/** The QA-mode instance (spread into src/mocks/handlers.ts). */
export const appointmentFormHandlers = createAppointmentFormMock().handlers;
