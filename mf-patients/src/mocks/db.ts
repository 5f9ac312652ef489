import { addMinutes, subDays } from 'date-fns';
import { sessionStore } from 'shared-ui';
import {
  createMockDatabase,
  MOCK_CLINIC,
  MOCK_COLLEAGUE,
  MOCK_THERAPIST,
  type MockTables,
} from 'shared-ui/testing/mock-api';

/**
 * mf-patients' one in-memory database (QA mode and every unit test): the signed-in therapist with her own
 * patients (main), one attached patient of a colleague, one invited and not activated, two free patients and
 * one with finished treatment; a colleague and a therapist with an unresolved temporary password; an
 * appointment with the patient online (waiting room), a first appointment, form answers and packages.
 * Every handler of src/mocks/handlers.ts reads and writes it. Tests: `db.reset({ now })` in beforeEach.
 */

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtures = {
  /**
   * The mock world every remote starts from (shared-ui/src/testing/mock-world.ts): the demo clinic, its signed-in
   * therapist — the QA host's session user (QA_SESSION is built from her), so `npm start -w mf-patients` shows
   * her patients on every route (db.test.ts checks) — and the colleague.
   */
  clinic: MOCK_CLINIC,
  therapist: MOCK_THERAPIST,
  colleague: MOCK_COLLEAGUE,
  newbie: { id: id('a', 3), first_name: 'Nora', last_name: 'Vik', email: 'newbie@demo.clinic' },
  patients: {
    kari: {
      id: id('c', 1),
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: 'kari@example.no',
      phone: '+4791000001',
      custom_identifier: 'OSL-0001',
    },
    ola: {
      id: id('c', 2),
      first_name: 'Ola',
      last_name: 'Hansen',
      email: 'ola@example.no',
      phone: '+4791000002',
      custom_identifier: 'OSL-0002',
    },
    siri: {
      id: id('c', 3),
      first_name: 'Siri',
      last_name: 'Lie',
      email: 'siri@example.no',
      phone: '+4791000003',
      custom_identifier: 'OSL-0003',
    },
    /** Lars's patient, Ingrid attached. */
    per: {
      id: id('c', 4),
      first_name: 'Per',
      last_name: 'Berg',
      email: 'per@example.no',
      phone: '+4791000004',
      custom_identifier: 'OSL-0004',
    },
    /** Invited by Ingrid, not activated. */
    anna: {
      id: id('c', 5),
      first_name: 'Anna',
      last_name: 'Dahl',
      email: 'anna@example.no',
      phone: '+4791000005',
      custom_identifier: 'OSL-0005',
    },
    /** Free: no active appointment, no therapist. */
    free1: {
      id: id('c', 6),
      first_name: 'Eirik',
      last_name: 'Fri',
      email: 'eirik@example.no',
      phone: '+4791000006',
      custom_identifier: 'OSL-0006',
    },
    free2: {
      id: id('c', 7),
      first_name: 'Tone',
      last_name: 'Ledig',
      email: 'tone@example.no',
      phone: '+4791000007',
      custom_identifier: 'OSL-0007',
    },
    /** Ingrid's, treatment finished. */
    done: {
      id: id('c', 8),
      first_name: 'Knut',
      last_name: 'Ferdig',
      email: 'knut@example.no',
      phone: '+4791000008',
      custom_identifier: 'OSL-0008',
    },
  },
  appointments: { online: id('e', 1), first: id('e', 2), past: id('e', 3) },
  types: { individual: id('b', 1), preScreening: id('b', 2) },
  packages: { anxiety: id('f', 1), sleep: id('f', 2) },
  disorders: { anxiety: id('6', 1), insomnia: id('6', 2) },
  forms: { intake: id('d', 1) },
  pages: { welcome: id('7', 1) },
} as const;

const P = fixtures.patients;
const me = fixtures.therapist.id;

function seed({ now }: { now: Date }): MockTables {
  const clinic_id = fixtures.clinic.id;
  const therapist = (
    t: { id: string; first_name: string; last_name: string; email: string },
    resolved = true,
  ) => ({
    ...t,
    clinic_id,
    role: 'THERAPIST',
    is_temporary_password_resolved: resolved,
    therapist_profile_id: t.id,
    phone: null,
    avatar_url: null,
  });
  const patient = (p: (typeof P)[keyof typeof P], finished = false) => ({
    ...p,
    clinic_id,
    role: 'PATIENT',
    avatar_url: null,
    is_treatment_finished: finished,
    is_temporary_password_resolved: true,
  });
  const profile = (userId: string, main: string | null, active: number) => ({
    id: `p${userId.slice(1)}`,
    clinic_id,
    user_id: userId,
    therapist_user_id: main,
    number_of_active_appointments: active,
    is_allow_view_journal_records: false,
    is_allow_client_schedule_appointment: true,
    package_id: null,
    disorder_id: null,
    selected_page_id: null,
    phase: 1,
    evaluation_states: {},
  });
  const link = (therapist: string, patient: string, is_main: boolean) => ({
    id: `${therapist.slice(0, 8)}${patient.slice(8)}`,
    clinic_id,
    therapist_user_id: therapist,
    patient_user_id: patient,
    is_main,
  });
  const appointment = (
    aid: string,
    patient: string,
    start: Date,
    status = 'NOT_STARTED',
    online = false,
  ) => ({
    id: aid,
    clinic_id,
    therapist_user_id: me,
    patient_user_id: patient,
    start_at: start.toISOString(),
    end_at: addMinutes(start, 50).toISOString(),
    title: 'Individual therapy',
    appointment_type_name: 'Individual therapy',
    live_session_type: 'VIDEO',
    status,
    // As in Postgres: '{}' when nobody is online (the waiting room filters patients_online=neq.{}).
    patients_online: online ? { [patient]: true } : {},
    is_first_appointment_for_patient: aid === fixtures.appointments.first,
    is_draft_appointment: false,
  });
  return {
    users: [
      therapist(fixtures.therapist),
      therapist(fixtures.colleague),
      therapist(fixtures.newbie, false),
      patient(P.kari),
      patient(P.ola),
      patient(P.siri),
      patient(P.per),
      patient(P.anna),
      patient(P.free1),
      patient(P.free2),
      patient(P.done, true),
    ],
    patient_profiles: [
      {
        ...profile(P.kari.id, me, 2),
        package_id: fixtures.packages.anxiety,
        disorder_id: fixtures.disorders.anxiety,
        phase: 3,
        evaluation_states: { es1: { level: 3, name: 'Low mood' }, es2: { level: 1, name: 'Sleep problems' } },
      },
      profile(P.ola.id, me, 1),
      profile(P.siri.id, me, 1),
      profile(P.per.id, fixtures.colleague.id, 1),
      profile(P.anna.id, null, 0),
      profile(P.free1.id, null, 0),
      profile(P.free2.id, null, 0),
      profile(P.done.id, me, 0),
    ],
    therapist_patients: [
      link(me, P.kari.id, true),
      link(me, P.ola.id, true),
      link(me, P.siri.id, true),
      link(me, P.done.id, true),
      link(fixtures.colleague.id, P.per.id, true),
      link(me, P.per.id, false),
      link(fixtures.colleague.id, P.kari.id, false),
    ],
    invitations: [
      {
        id: id('9', 1),
        clinic_id,
        invitation_created_by_id: me,
        receiver_email: P.anna.email,
        receiver_first_name: P.anna.first_name,
        receiver_last_name: P.anna.last_name,
        status: 'CREATED',
        type: 'PATIENT_INVITATION',
        trigger_actions: ['SEND_EMAIL'],
        initialized_user_id: P.anna.id,
      },
    ],
    appointments: [
      appointment(fixtures.appointments.online, P.kari.id, addMinutes(now, 20), 'NOT_STARTED', true),
      appointment(fixtures.appointments.first, P.ola.id, addMinutes(now, 26 * 60)),
      appointment(fixtures.appointments.past, P.kari.id, subDays(now, 7), 'FINISHED'),
    ],
    appointment_types: [
      { id: fixtures.types.individual, clinic_id, name: 'Individual therapy' },
      { id: fixtures.types.preScreening, clinic_id, name: 'Pre-screening' },
    ],
    // One bookable script (with a step) for the invite form's 'Create appointment' panel; pre-screening has
    // a script without steps, so it is not offered.
    scripts: [
      {
        id: 'script-individual',
        clinic_id,
        appointment_type_id: fixtures.types.individual,
        name: 'Standard session',
        order: 0,
        live_session_types: ['VIDEO'],
      },
      {
        id: 'script-empty',
        clinic_id,
        appointment_type_id: fixtures.types.preScreening,
        name: 'Empty script',
        order: 0,
        live_session_types: ['VIDEO', 'PHONE'],
      },
    ],
    script_steps: [
      { id: 'step-1', clinic_id, script_id: 'script-individual', name: 'Welcome', is_ending: false },
    ],
    packages: [
      { id: fixtures.packages.anxiety, clinic_id, name: 'Anxiety programme' },
      { id: fixtures.packages.sleep, clinic_id, name: 'Sleep programme' },
    ],
    disorders: [
      { id: fixtures.disorders.anxiety, clinic_id, name: 'Generalised anxiety' },
      { id: fixtures.disorders.insomnia, clinic_id, name: 'Insomnia' },
    ],
    forms: [{ id: fixtures.forms.intake, clinic_id, title: 'Intake form', is_quiz: true }],
    evaluation_states: [
      { id: 'es1', clinic_id, name: 'Low mood', level: 3 },
      { id: 'es2', clinic_id, name: 'Sleep problems', level: 1 },
      { id: 'es3', clinic_id, name: 'Worry', level: 2 },
      { id: 'es4', clinic_id, name: 'Calm', level: 1 },
    ],
    pages: [{ id: fixtures.pages.welcome, clinic_id, name: 'Welcome page', created_at: now.toISOString() }],
    form_answers: [
      {
        id: id('8', 1),
        clinic_id,
        form_id: fixtures.forms.intake,
        patient_user_id: P.kari.id,
        appointment_id: fixtures.appointments.past,
        created_at: subDays(now, 7).toISOString(),
        answers: [
          { question: 'How do you sleep?', questionType: 'Text', answer: 'Badly', answerScore: 2, order: 1 },
          { question: 'Mood today', questionType: 'Scale', answer: '3', answerScore: 3, order: 2 },
          {
            question: 'Sleep diary',
            questionType: 'File upload',
            answer: { a: { uid: 'f1', name: 'diary.pdf' } },
            order: 3,
          },
          { question: 'Anything else?', questionType: 'Text', answer: '', order: 4 },
        ],
      },
    ],
    notifications: [],
  } as MockTables;
}

/** Patients the caller may see (as private.visible_patient_ids): linked, invited by them, or free. */
export function canSeePatient(patientId: string | null | undefined): boolean {
  const caller = db.caller().userId;
  const profile = db.find('patient_profiles', (p) => p.user_id === patientId);
  if (!profile) return false;
  return (
    (profile.number_of_active_appointments ?? 0) === 0 ||
    Boolean(
      db.find('therapist_patients', (r) => r.patient_user_id === patientId && r.therapist_user_id === caller),
    ) ||
    Boolean(
      db.find(
        'invitations',
        (i) => i.initialized_user_id === patientId && i.invitation_created_by_id === caller,
      ),
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
    patient_profiles_user_id_fkey: {
      table: 'patient_profiles',
      columns: ['user_id'],
      references: 'users',
      unique: true,
    },
    appointments_patient_user_id_fkey: {
      table: 'appointments',
      columns: ['patient_user_id'],
      references: 'users',
    },
    form_answers_form_id_fkey: { table: 'form_answers', columns: ['form_id'], references: 'forms' },
    scripts_appointment_type_id_fkey: {
      table: 'scripts',
      columns: ['appointment_type_id'],
      references: 'appointment_types',
    },
    script_steps_script_id_fkey: { table: 'script_steps', columns: ['script_id'], references: 'scripts' },
  },
  policies: {
    users: (row) => row.role !== 'PATIENT' || canSeePatient(row.id),
    appointments: (row) => row.therapist_user_id === db.caller().userId || canSeePatient(row.patient_user_id),
    form_answers: (row) => canSeePatient(row.patient_user_id),
  },
});
