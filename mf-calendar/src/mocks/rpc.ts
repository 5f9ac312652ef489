import { TZDate } from '@date-fns/tz';
import { addMinutes } from 'date-fns';
import { MockDatabaseError, type MockDatabase, type RpcHandlers } from 'shared-ui/testing/mock-api';
import { appointmentRows, fixtures } from './db';

/**
 * The database functions mf-calendar calls, as plain functions over the one mock database: the same checks,
 * refusals (message + hint) and writes as supabase/migrations (transitions, booking_form, working_hours), so a
 * booking is visible to every query afterwards.
 */

const raise = (code: string, message: string, hint: string): never => {
  throw new MockDatabaseError(code, message, hint);
};

/** Minutes an appointment keeps the therapist busy (its duration and pause). */
function busy(
  db: MockDatabase,
  therapistId: string,
  start: Date,
  minutes: number,
  exclude?: string,
): boolean {
  return db.table('appointments').some((a) => {
    if (a.status === 'CANCELED' || a.id === exclude || a.therapist_user_id !== therapistId) return false;
    const s = new Date(a.start_at!).getTime();
    const length = (a.appointment_type_duration ?? 0) + (a.appointment_type_pause ?? 0);
    return start.getTime() < s + length * 60_000 && s < start.getTime() + minutes * 60_000;
  });
}

function ownAppointment(db: MockDatabase, id: string, message: string) {
  const row = db.find('appointments', (a) => a.id === id);
  if (!row) return raise('P0002', message, 'appointment_not_found');
  if (row.therapist_user_id !== db.caller().userId) return raise('42501', message, 'not_your_appointment');
  return row;
}

function calendarOf(db: MockDatabase, therapistId: string): string {
  const calendar = db.find('therapist_profiles', (p) => p.user_id === therapistId)?.calendar_id;
  return (
    calendar ??
    raise(
      '55000',
      'User google-calendar was not integrated, check your data and try again',
      'calendar_not_integrated',
    )
  );
}

const requireTitle = (title: string | undefined) => {
  if (title !== undefined && title.trim().length === 0)
    raise('22023', 'Appointment title should not be empty', 'title_empty');
  if (title !== undefined && title.length > 256)
    raise('22023', 'Your appointment title is too long', 'title_too_long');
};

export const rpc: RpcHandlers = {
  book_appointment(args, { db, caller }) {
    const therapistId = args.p_therapist_user_id ?? caller.userId!;
    requireTitle(args.p_title);
    const type = db.find('appointment_types', (t) => t.id === args.p_appointment_type_id);
    if (!type) return raise('22023', 'Please select appointment type!', 'appointment_type_required');
    const script = db.find('scripts', (s) => s.id === args.p_script_id && s.appointment_type_id === type.id);
    if (!script) return raise('22023', 'Please select script!', 'script_required');
    if (!script.live_session_types?.includes(args.p_live_session_type))
      raise('22023', 'Please select live session type!', 'live_session_type_not_in_script');
    if (!db.find('script_steps', (st) => st.script_id === script.id))
      raise('22023', 'Please select script!', 'script_without_steps');
    const profile = db.find('patient_profiles', (p) => p.user_id === args.p_patient_user_id);
    if (!profile) return raise('22023', 'Please select patient!', 'patient_not_found');
    const calendarId = calendarOf(db, therapistId);
    const start = new Date(args.p_start);
    if (busy(db, therapistId, start, type.duration! + type.pause!))
      raise('23P01', 'Haven`t free time', 'slot_taken');
    const rows = appointmentRows(
      {
        id: db.uuid(),
        start_at: start.toISOString(),
        title: args.p_title?.trim() ?? type.name!,
        appointment_type_id: type.id!,
        appointment_type_name: type.name!,
        appointment_type_duration: type.duration!,
        live_session_type: args.p_live_session_type,
        script_id: script.id!,
        patient_user_id: args.p_patient_user_id,
        therapist_user_id: therapistId,
        is_draft_appointment: args.p_is_draft_appointment ?? false,
      },
      { calendarId, pause: type.pause! },
    );
    db.insert('calendar_events', rows.events[0]!);
    if (rows.events[1]) db.insert('calendar_events', rows.events[1]);
    db.update('patient_profiles', (p) => p === profile, {
      number_of_active_appointments: (profile.number_of_active_appointments ?? 0) + 1,
      therapist_user_id: profile.therapist_user_id ?? therapistId,
    });
    return db.insert('appointments', rows.appointment);
  },

  update_appointment(args, { db }) {
    const message = "Sorry, you can't delete or edit this event, it has wrong data";
    const row = ownAppointment(db, args.p_appointment_id, message);
    if (row.status === 'FINISHED')
      raise(
        '55000',
        "You can't edit and delete the appointment which has already been finished",
        'appointment_finished',
      );
    if (row.status === 'CANCELED') raise('55000', message, 'appointment_canceled');
    requireTitle(args.p_title);
    const therapistId = args.p_therapist_user_id ?? row.therapist_user_id!;
    const calendarId = therapistId !== row.therapist_user_id ? calendarOf(db, therapistId) : null;
    const start = new Date(args.p_start ?? row.start_at!);
    const minutes = (row.appointment_type_duration ?? 0) + (row.appointment_type_pause ?? 0);
    if (busy(db, therapistId, start, minutes, row.id)) raise('23P01', 'Haven`t free time', 'slot_taken');
    const end = addMinutes(start, row.appointment_type_duration ?? 0);
    Object.assign(row, {
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      title: args.p_title?.trim() ?? row.title,
      live_session_type: args.p_live_session_type ?? row.live_session_type,
      script_id: args.p_script_id ?? row.script_id,
      patient_user_id: args.p_patient_user_id ?? row.patient_user_id,
      therapist_user_id: therapistId,
    });
    db.update(
      'calendar_events',
      (e) => e.appointment_id === row.id,
      (e) => ({
        start_at: e.type === 'PAUSE' ? end.toISOString() : start.toISOString(),
        end_at:
          e.type === 'PAUSE'
            ? addMinutes(end, row.appointment_type_pause ?? 0).toISOString()
            : end.toISOString(),
        summary: e.type === 'PAUSE' ? e.summary : row.title,
        live_session_type: row.live_session_type,
        patient_user_id: row.patient_user_id,
        therapist_user_id: therapistId,
        calendar_id: calendarId ?? e.calendar_id,
      }),
    );
    return row;
  },

  cancel_appointment(args, { db }) {
    const row = ownAppointment(db, args.p_appointment_id, 'Error during cancel appointment');
    if (row.status === 'FINISHED')
      raise(
        '55000',
        "You can't edit and delete the appointment which has already been finished",
        'appointment_finished',
      );
    if (row.status === 'CANCELED') raise('55000', 'Error during cancel appointment', 'already_canceled');
    row.status = 'CANCELED';
    db.update('calendar_events', (e) => e.appointment_id === row.id, { appointment_status: 'CANCELED' });
    db.update(
      'patient_profiles',
      (p) => p.user_id === row.patient_user_id,
      (p) => ({ number_of_active_appointments: Math.max((p.number_of_active_appointments ?? 0) - 1, 0) }),
    );
    return row;
  },

  start_appointment(args, { db }) {
    const id = args.p_appointment_id;
    const row = db.find('appointments', (a) => a.id === id);
    const message = 'Something went wrong during appointment initialization.';
    if (!row || !db.isVisible('appointments', row)) return raise('P0001', message, 'not_found');
    if (row.is_draft_appointment)
      raise(
        'P0001',
        "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
        'draft_appointment',
      );
    if (new Date(row.start_at!).getTime() > db.now().getTime() + 60 * 60_000)
      raise('P0001', message, 'too_early');
    row.status = 'STARTED';
    db.update('calendar_events', (e) => e.appointment_id === id, { appointment_status: 'STARTED' });
    return row;
  },

  /** Free starts every 30 minutes 08:00–16:00 (Oslo) on the day, where the therapist is not busy. */
  get_free_timeslots(args, { db }) {
    const type = db.find('appointment_types', (t) => t.id === args.p_appointment_type_id);
    if (!type) return raise('22023', 'Please select appointment type!', 'appointment_type_required');
    const [y, mo, d] = args.p_day.split('-').map(Number) as [number, number, number];
    const starts: { start_at: string }[] = [];
    for (let m = 8 * 60; m + type.duration! <= 16 * 60; m += 30) {
      const start = new Date(new TZDate(y, mo - 1, d, Math.floor(m / 60), m % 60, 'Europe/Oslo').getTime());
      if (
        !busy(
          db,
          args.p_therapist_user_id,
          start,
          type.duration! + type.pause!,
          args.p_exclude_appointment_id,
        )
      )
        starts.push({ start_at: start.toISOString() });
    }
    return starts;
  },

  /** Other therapists of the clinic who are free at that time (the caller books for themself otherwise). */
  get_available_therapists_for_timeslot(args, { db, caller }) {
    const type = db.find('appointment_types', (t) => t.id === args.p_appointment_type_id);
    if (!type) return raise('22023', 'Please select appointment type!', 'appointment_type_required');
    const start = new Date(args.p_timeslot_start_date);
    return db
      .table('users')
      .filter(
        (u) =>
          u.role === 'THERAPIST' &&
          u.id !== caller.userId &&
          u.is_temporary_password_resolved &&
          !busy(db, u.id!, start, type.duration! + type.pause!),
      )
      .map((u) => ({
        id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        email: u.email,
        avatar_url: u.avatar_url ?? null,
        therapist_profile_id: db.find('therapist_profiles', (p) => p.user_id === u.id)?.id ?? null,
      }));
  },

  /** Start of last name, first name or e-mail, or inside phone or identifier; only patients the caller sees. */
  search_patients(args, { db }) {
    const q = args.p_query.trim().toLowerCase();
    return db
      .visible('users')
      .filter(
        (p) =>
          p.role === 'PATIENT' &&
          ([p.last_name, p.first_name, p.email].some((v) => v?.toLowerCase().startsWith(q)) ||
            [p.phone, p.custom_identifier].some((v) => v?.toLowerCase().includes(q))),
      )
      .slice(0, args.p_limit ?? 20);
  },

  save_working_hours(args, { db, caller }) {
    const types = args.p_live_session_types as string[];
    const slots = args.p_slots as string[];
    if (slots.some((slot) => Number.isNaN(Date.parse(slot))))
      raise('22023', 'Error during saving working hours', 'slot_outside_window');
    const row =
      db.find('weekly_working_hours', (r) => r.therapist_user_id === caller.userId) ??
      db.insert('weekly_working_hours', {
        id: fixtures.workingHours.id,
        clinic_id: caller.clinicId ?? fixtures.clinic.id,
        therapist_user_id: caller.userId!,
        last_date_of_week: null,
        full_time: {},
        week_status: {},
        is_same_working_hours_for_live_session_types: false,
      });
    const fullTime = { ...(row.full_time as Record<string, boolean>) };
    const weekStatus = { ...(row.week_status as Record<string, unknown>) };
    for (const type of types) {
      fullTime[type] = args.p_full_time;
      weekStatus[type] = args.p_week_status;
    }
    const dates = Object.keys(args.p_week_status as Record<string, boolean>).sort();
    Object.assign(row, {
      full_time: fullTime,
      week_status: weekStatus,
      is_same_working_hours_for_live_session_types: args.p_is_same_for_all_types,
      last_date_of_week: dates[6] ?? row.last_date_of_week,
    });
    db.remove(
      'weekly_working_hour_slots',
      (s) => s.therapist_user_id === caller.userId && types.includes(s.live_session_type!),
    );
    for (const type of types) {
      for (const start_at of slots) {
        db.insert('weekly_working_hour_slots', {
          clinic_id: row.clinic_id!,
          therapist_user_id: caller.userId!,
          live_session_type: type,
          start_at,
          end_at: addMinutes(new Date(start_at), 30).toISOString(),
        });
      }
    }
    return row;
  },
};
