import { MockDatabaseError, type MockDatabase, type RpcHandlers } from 'shared-ui/testing/mock-api';

/**
 * The live-session functions of supabase/migrations/20261123200000_live_session.sql (and the transitions they
 * lean on) over the one mock database: the same checks of the current state, texts and hints.
 */
const raise = (code: string, message: string, hint: string): never => {
  // PostgREST answers SQLSTATE 'PTxyz' with HTTP status xyz (20261127100000_live_session_refusals.sql).
  const status = /^PT(\d{3})$/.exec(code)?.[1];
  throw new MockDatabaseError(code, message, hint, status ? Number(status) : undefined);
};

type PageStates = { currentStepId?: string; finishedSteps?: string[]; [k: string]: unknown };

function live(db: MockDatabase, id: string, error: string) {
  const a = db.find('appointments', (x) => x.id === id);
  if (!a) return raise('PT404', error, 'appointment_not_found');
  if (a.therapist_user_id !== db.caller().userId) return raise('42501', error, 'not_your_appointment');
  if (a.status === 'FINISHED' || a.status === 'CANCELED')
    return raise('PT409', error, `appointment_${a.status.toLowerCase()}`);
  return a;
}

const stepsOf = (db: MockDatabase, scriptId: string | null | undefined) =>
  db
    .table('script_steps')
    .filter((s) => s.script_id === scriptId)
    .sort((x, y) => Number(x.is_ending) - Number(y.is_ending) || (x.order ?? 0) - (y.order ?? 0))
    .map((s) => s.id!);

const pageOf = (value: unknown): PageStates =>
  value && typeof value === 'object' ? (value as PageStates) : {};
const current = (page: PageStates, steps: string[]) =>
  page.currentStepId && steps.includes(page.currentStepId) ? page.currentStepId : steps[0];

function finishToJournal(db: MockDatabase, id: string) {
  const a = db.find('appointments', (x) => x.id === id)!;
  db.update('appointments', (x) => x.id === id, {
    status: 'FINISHED',
    is_session_finished: true,
    is_session_scripts_finished: true,
    is_journal_phase_finished: true,
  });
  db.update('calendar_events', (e) => e.id === a.calendar_event_id, { appointment_status: 'FINISHED' });
  db.update(
    'patient_profiles',
    (p) => p.user_id === a.patient_user_id,
    (p) => ({
      number_of_active_appointments: Math.max((p.number_of_active_appointments ?? 0) - 1, 0),
      // as go_to_journal / finish_appointment: no next appointment and no new therapist stops self-booking
      is_access_to_time_slots_stopped:
        Boolean(p.is_access_to_time_slots_stopped) ||
        !(a.is_next_appointment_was_scheduled || a.is_therapist_was_assigned),
    }),
  );
  db.remove('remote_sharing', (r) => r.appointment_id === id);
}

function sharingRow(
  db: MockDatabase,
  a: { id?: string; clinic_id?: string; patient_user_id?: string; therapist_user_id?: string },
) {
  return (
    db.find('remote_sharing', (r) => r.appointment_id === a.id) ??
    db.insert('remote_sharing', {
      clinic_id: a.clinic_id,
      appointment_id: a.id,
      patient_user_id: a.patient_user_id,
      therapist_user_id: a.therapist_user_id,
      type: 'none',
      form_id: null,
      is_whiteboard_shown: false,
      presentation_id: null,
      presentation_state: { currentPage: 1 },
      is_patient_ready: false,
    })
  );
}

export const liveSessionRpc: RpcHandlers = {
  start_live_session: ({ p_appointment_id }, { db }) => {
    const error = 'Something went wrong during appointment initialization.';
    const a = live(db, p_appointment_id, error);
    if (new Date(a.start_at!).getTime() - Date.now() > 60 * 60_000) raise('PT409', error, 'too_early');
    if (a.appointment_start_time && !a.is_appointment_was_stopped_by_patient)
      raise('PT409', error, 'already_started');
    const steps = stepsOf(db, a.script_id);
    const page = pageOf(a.page_states);
    return db.update('appointments', (x) => x.id === a.id, {
      status: 'STARTED',
      appointment_start_time: new Date().toISOString(),
      is_appointment_was_stopped_by_patient: false,
      // spec 002 §4: Start session confirms the patient action (migration 20261127060000)
      is_therapist_confirmed_patient_action: true,
      page_states: { ...page, currentStepId: current(page, steps) },
    })[0];
  },
  live_session_step: ({ p_appointment_id, p_action, p_expected_step_id, p_target_step_id }, { db }) => {
    const error = 'Something went wrong during step change.';
    const a = live(db, p_appointment_id, error);
    const steps = stepsOf(db, a.script_id);
    const page = pageOf(a.page_states);
    const now = current(page, steps);
    if (p_expected_step_id !== now) raise('PT409', error, 'step_changed');
    const finished = new Set(page.finishedSteps ?? []);
    let next = now;
    if (p_action === 'select') {
      if (!p_target_step_id || !steps.includes(p_target_step_id)) raise('22023', error, 'step_not_found');
      next = p_target_step_id!;
    } else {
      if (p_action === 'done' && !a.is_therapist_confirmed_patient_action)
        raise('PT409', 'This step can only be done during a live session', 'not_live');
      finished.add(now!);
      const index = steps.indexOf(now!);
      next =
        steps.slice(index + 1).find((s) => !finished.has(s)) ?? steps.find((s) => !finished.has(s)) ?? now;
      if (p_action === 'done') db.remove('remote_sharing', (r) => r.appointment_id === a.id);
    }
    const states = { ...page, currentStepId: next, finishedSteps: steps.filter((s) => finished.has(s)) };
    db.update('appointments', (x) => x.id === a.id, { page_states: states });
    return states;
  },
  set_remote_sharing: ({ p_appointment_id, p_patch }, { db }) => {
    const a = live(db, p_appointment_id, 'Something went wrong during remote sharing');
    if (!a.is_therapist_confirmed_patient_action)
      raise('PT409', 'can only be shared/selected during a live session', 'not_live');
    const patch = (p_patch ?? {}) as Record<string, unknown>;
    const row = sharingRow(db, a);
    const next: Record<string, unknown> = {};
    if ('form_id' in patch) next.form_id = patch.form_id;
    if ('is_whiteboard_shown' in patch) next.is_whiteboard_shown = patch.is_whiteboard_shown;
    if ('presentation_id' in patch) next.presentation_id = patch.presentation_id;
    if ('current_page' in patch) next.presentation_state = { currentPage: patch.current_page };
    if ('type' in patch) next.type = patch.type;
    return db.update('remote_sharing', (r) => r.id === row.id, next)[0];
  },
  live_session_choose: ({ p_appointment_id, p_kind, p_id }, { db }) => {
    const a = live(db, p_appointment_id, 'Something went wrong during therapist assignment.');
    if (!a.is_therapist_confirmed_patient_action)
      raise(
        'PT409',
        p_kind === 'therapist'
          ? 'Assign therapist can only be done during a live session'
          : p_kind === 'package'
            ? 'Treatment package can only be selected during a live session'
            : 'Page can only be selected during a live session',
        'not_live',
      );
    const page = pageOf(a.page_states);
    // As the SQL: the therapist and package choices stay shared with the patient.
    if (p_kind === 'therapist' || p_kind === 'package')
      db.update('remote_sharing', (r) => r.id === sharingRow(db, a).id, {
        type: p_kind,
        ...(p_kind === 'therapist' ? { shared_therapist_user_id: p_id } : { package_id: p_id }),
      });
    if (p_kind === 'therapist') {
      db.update('appointments', (x) => x.id === a.id, {
        page_states: { ...page, selectedTherapistUserId: p_id },
        assigned_therapist_user_id: p_id,
      });
      return 'SAVED';
    }
    db.update(
      'patient_profiles',
      (p) => p.user_id === a.patient_user_id,
      p_kind === 'package' ? { package_id: p_id } : { selected_page_id: p_id },
    );
    return 'OK';
  },
  mark_next_appointment_scheduled: ({ p_appointment_id }, { db }) => {
    const a = live(db, p_appointment_id, 'Something went wrong during step change.');
    if (a.is_next_appointment_was_scheduled)
      raise('PT409', 'Something went wrong during step change.', 'already_scheduled');
    return db.update('appointments', (x) => x.id === a.id, {
      is_next_appointment_was_scheduled: true,
      page_states: { ...pageOf(a.page_states), isNextAppointmentAdded: true },
    })[0];
  },
  mark_overtime_reached: ({ p_appointment_id }, { db }) => {
    const a = live(db, p_appointment_id, 'Error occurred during appointment data fetch.');
    const due =
      a.appointment_start_time &&
      new Date(a.appointment_start_time).getTime() + (a.appointment_type_duration ?? 30) * 60_000 <=
        Date.now();
    if (due) db.update('appointments', (x) => x.id === a.id, { overtime_reached: true });
    return Boolean(due || a.overtime_reached);
  },
  set_cgi_rating: ({ p_appointment_id, p_kind, p_level }, { db }) => {
    const a = db.find('appointments', (x) => x.id === p_appointment_id);
    if (!a || a.therapist_user_id !== db.caller().userId)
      return raise('42501', 'Error', 'not_your_appointment');
    const existing = db.find('cgi_records', (c) => c.appointment_id === a.id && c.kind === p_kind);
    if (p_level === undefined || p_level === null) {
      if (!existing) raise('PT409', 'Error', 'cgi_not_found');
      db.remove('cgi_records', (c) => c.id === existing!.id);
      return 'REMOVED';
    }
    if (existing) {
      db.update('cgi_records', (c) => c.id === existing.id, { level: p_level });
      return 'UPDATED';
    }
    db.insert('cgi_records', {
      clinic_id: a.clinic_id,
      appointment_id: a.id,
      patient_user_id: a.patient_user_id,
      kind: p_kind,
      level: p_level,
    });
    return 'ADDED';
  },
  live_session_go_to_journal: ({ p_appointment_id }, { db }) => {
    const error = 'Error occurred during journal phase finish';
    const a = live(db, p_appointment_id, error);
    const steps = stepsOf(db, a.script_id);
    const finished = pageOf(a.page_states).finishedSteps ?? [];
    if (!steps.every((s) => finished.includes(s))) raise('PT409', error, 'steps_not_finished');
    if (a.appointment_start_time && !a.is_therapist_confirmed_patient_action)
      raise('PT409', error, 'not_live');
    finishToJournal(db, a.id!);
    return { ok: true, appointment_id: a.id, reassigned: false };
  },
  finish_appointment: ({ p_appointment_id }, { db }) => {
    const a = live(db, p_appointment_id, 'Error during finish appointment');
    finishToJournal(db, a.id!);
    return db.find('appointments', (x) => x.id === a.id);
  },
  cancel_appointment: ({ p_appointment_id }, { db }) => {
    const a = live(db, p_appointment_id, 'Error during cancel appointment');
    return db.update('appointments', (x) => x.id === a.id, { status: 'CANCELED' })[0];
  },
};
