import { addMinutes } from 'date-fns';
import type { MockTables } from 'shared-ui/testing/mock-api';

/**
 * The live session's part of mf-journal's one mock database (merged into ./db.ts's seed): an appointment of the
 * signed-in therapist with Åse 10 minutes ahead (PHONE, so no video room), its script with three steps and two
 * endings, the therapist's calendar and event, and the catalogue the steps pick from.
 */
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const liveSessionFixtures = {
  appointment: { id: id('d', 1), title: 'Individual therapy' },
  appointmentType: { id: id('d', 2), name: 'Individual therapy' },
  script: { id: id('d', 3) },
  steps: {
    checkIn: { id: id('d', 11), name: 'Check-in' },
    questionnaire: { id: id('d', 12), name: 'Questionnaire' },
    exercise: { id: id('d', 13), name: 'Exercise' },
    nextAppointment: { id: id('d', 14) },
    nextTherapist: { id: id('d', 15) },
  },
  calendar: { id: id('d', 20) },
  event: { id: id('d', 21) },
  therapistProfile: { id: id('d', 22) },
  form: { id: id('d', 30), title: 'PHQ-9' },
  package: { id: id('d', 31), name: 'Anxiety programme' },
  page: { id: id('d', 32), name: 'Welcome to therapy' },
  disorder: { id: id('d', 33), name: 'Depression' },
  evaluationState: { id: id('d', 34), name: 'Low mood' },
  template: { id: id('d', 35), name: 'Check-in note' },
} as const;

export function liveSessionTables(o: {
  now: Date;
  clinicId: string;
  therapistId: string;
  colleagueId: string;
  patientId: string;
}): MockTables {
  const f = liveSessionFixtures;
  const clinic_id = o.clinicId;
  const start = addMinutes(o.now, 10);
  const step = (
    s: { id: string; name?: string },
    order: number,
    type: 'CUSTOM' | 'QFORM' | 'WHITEBOARD' | 'NEXT_APPOINTMENT' | 'NEXT_THERAPIST',
    extra: Record<string, unknown> = {},
  ) => ({
    id: s.id,
    clinic_id,
    script_id: f.script.id,
    name: s.name ?? null,
    order,
    type,
    is_ending: type.startsWith('NEXT_'),
    form_id: null,
    files: [],
    presentation_ids: [],
    description: null,
    created_at: o.now.toISOString(),
    ...extra,
  });
  return {
    appointments: [
      {
        id: f.appointment.id,
        clinic_id,
        title: f.appointment.title,
        appointment_type_id: f.appointmentType.id,
        appointment_type_name: f.appointmentType.name,
        appointment_type_duration: 50,
        patient_user_id: o.patientId,
        therapist_user_id: o.therapistId,
        start_at: start.toISOString(),
        end_at: addMinutes(start, 50).toISOString(),
        status: 'STARTED',
        live_session_type: 'PHONE',
        script_id: f.script.id,
        calendar_event_id: f.event.id,
        is_draft_appointment: false,
        is_session_finished: false,
        appointment_start_time: null,
        overtime_reached: false,
        is_patient_confirmed_readiness: false,
        patients_online: {},
        is_therapist_confirmed_patient_action: false,
        is_appointment_was_stopped_by_patient: false,
        is_next_appointment_was_scheduled: false,
        is_therapist_was_assigned: false,
        is_journal_phase_finished: false,
        is_journal_record_skipped: false,
        room_url: null,
        page_states: {},
      },
    ],
    appointment_types: [{ id: f.appointmentType.id, clinic_id, name: f.appointmentType.name, duration: 50 }],
    scripts: [{ id: f.script.id, clinic_id, appointment_type_id: f.appointmentType.id, name: 'CBT session' }],
    script_steps: [
      step(f.steps.checkIn, 0, 'CUSTOM', { description: 'How has the week been? Review homework.' }),
      step(f.steps.questionnaire, 1, 'QFORM', { form_id: f.form.id }),
      step(f.steps.exercise, 2, 'WHITEBOARD', { description: 'Draw the anxiety cycle together.' }),
      step(f.steps.nextAppointment, 3, 'NEXT_APPOINTMENT'),
      step(f.steps.nextTherapist, 4, 'NEXT_THERAPIST'),
    ],
    calendars: [{ id: f.calendar.id, clinic_id, therapist_user_id: o.therapistId }],
    calendar_events: [
      {
        id: f.event.id,
        clinic_id,
        calendar_id: f.calendar.id,
        therapist_user_id: o.therapistId,
        appointment_id: f.appointment.id,
        type: 'APPOINTMENT',
        appointment_status: 'STARTED',
      },
    ],
    therapist_profiles: [
      { id: f.therapistProfile.id, clinic_id, user_id: o.therapistId, calendar_id: f.calendar.id },
    ],
    forms: [{ id: f.form.id, clinic_id, title: f.form.title, subtitle: 'Patient health questionnaire' }],
    packages: [{ id: f.package.id, clinic_id, name: f.package.name, description: 'Eight sessions of CBT.' }],
    pages: [{ id: f.page.id, clinic_id, name: f.page.name, created_at: o.now.toISOString() }],
    disorders: [{ id: f.disorder.id, clinic_id, name: f.disorder.name }],
    evaluation_states: [{ id: f.evaluationState.id, clinic_id, name: f.evaluationState.name, level: 1 }],
    cgi_records: [],
    remote_sharing: [],
  };
}

export const liveSessionTemplates = (clinicId: string) => [
  {
    id: liveSessionFixtures.template.id,
    clinic_id: clinicId,
    appointment_type_id: liveSessionFixtures.appointmentType.id,
    name: liveSessionFixtures.template.name,
    content: '<p>Homework reviewed.</p>',
    step_id: liveSessionFixtures.steps.checkIn.id,
    disorder_id: null,
    evaluation_state_id: null,
    evaluation_state_levels: [],
  },
];
