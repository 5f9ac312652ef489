import { sessionStore } from 'shared-ui';
import {
  createMockDatabase,
  MOCK_CLINIC,
  MOCK_COLLEAGUE,
  MOCK_THERAPIST,
  type MockTables,
} from 'shared-ui/testing/mock-api';

/**
 * mf-content's one in-memory database (QA mode and unit tests): a clinic with the signed-in therapist and a
 * colleague, currencies, two appointment types (one the clinic's default) with a script (two steps, one
 * ending) and a journal template, disorders and evaluation states of both therapists, a form, slides and a
 * published video with one viewer's statistics. Every handler of ./handlers.ts reads and writes it.
 */
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtures = {
  clinic: MOCK_CLINIC,
  therapist: MOCK_THERAPIST,
  colleague: MOCK_COLLEAGUE,
  patient: { id: id('c', 1), first_name: 'Kari', last_name: 'Nordmann' },
  nok: { id: id('e', 1), code: 'NOK' },
  types: {
    individual: { id: id('a', 1), name: 'Individual therapy' },
    followUp: { id: id('a', 2), name: 'Follow-up' },
  },
  script: { id: id('b', 1), name: 'CBT session' },
  disorders: {
    mine: { id: id('d', 1), name: 'Depression' },
    colleagues: { id: id('d', 2), name: 'Insomnia' },
  },
  states: { mine: { id: id('f', 1), name: 'Low mood' } },
  colleaguesTemplate: { id: id('5', 2), name: 'Intake summary' },
  form: { id: id('9', 1), title: 'PHQ-9' },
  presentation: { id: id('8', 1), name: 'Introduction to CBT' },
  video: { id: id('7', 1), name: 'Box breathing' },
  colleaguesVideo: { id: id('7', 2), name: 'Sleep hygiene' },
  videoScript: { id: id('2', 1), name: 'Breathing script' },
  languages: { english: { id: id('1', 1), name: 'English' }, norsk: { id: id('1', 2), name: 'Norsk' } },
} as const;

const clinic_id = fixtures.clinic.id;

function seed(): MockTables {
  const { therapist, colleague, patient, types, script, disorders, states } = fixtures;
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    clinics: [{ ...fixtures.clinic, default_appointment_type_id: types.individual.id }],
    currencies: [
      { id: fixtures.nok.id, code: 'NOK', created_at: at(10) },
      { id: id('e', 2), code: 'EUR', created_at: at(5) },
    ],
    users: [
      { ...therapist, avatar_url: null },
      { ...colleague, avatar_url: null },
      { ...patient, clinic_id, role: 'PATIENT', avatar_url: null },
    ],
    appointment_types: [
      {
        ...types.individual,
        clinic_id,
        duration: 50,
        pause: 10,
        price: 950,
        currency_id: fixtures.nok.id,
        currency_code: 'NOK',
        created_at: at(60),
      },
      {
        ...types.followUp,
        clinic_id,
        duration: 30,
        pause: 5,
        price: 0,
        currency_id: fixtures.nok.id,
        currency_code: 'NOK',
        created_at: at(50),
      },
    ],
    disorders: [
      { ...disorders.mine, clinic_id, created_by: therapist.id, created_at: at(40) },
      { ...disorders.colleagues, clinic_id, created_by: colleague.id, created_at: at(30) },
    ],
    evaluation_states: [
      { ...states.mine, clinic_id, level: 1, created_by: therapist.id, created_at: at(40) },
    ],
    forms: [{ ...fixtures.form, clinic_id, created_at: at(90) }],
    scripts: [
      {
        ...script,
        clinic_id,
        appointment_type_id: types.followUp.id,
        disorder_id: disorders.mine.id,
        live_session_types: ['VIDEO'],
        order: 0,
        created_by: therapist.id,
        created_at: at(20),
      },
    ],
    script_steps: [
      {
        id: id('6', 1),
        clinic_id,
        script_id: script.id,
        name: 'Check-in',
        type: 'CUSTOM',
        order: 0,
        is_ending: false,
        form_id: null,
        description: '',
        files: [],
        presentation_ids: [],
      },
      {
        id: id('6', 2),
        clinic_id,
        script_id: script.id,
        name: 'Questionnaire',
        type: 'QFORM',
        order: 1,
        is_ending: false,
        form_id: fixtures.form.id,
        description: '',
        files: [],
        presentation_ids: [],
      },
      {
        id: id('6', 3),
        clinic_id,
        script_id: script.id,
        name: null,
        type: 'PAGE',
        order: 0,
        is_ending: true,
        form_id: null,
        description: null,
        files: [],
        presentation_ids: [],
      },
    ],
    journal_templates: [
      {
        id: id('5', 1),
        clinic_id,
        appointment_type_id: types.followUp.id,
        name: 'Session note',
        content: '<p>#PatientFullName attended.</p>',
        script_id: null,
        step_id: null,
        disorder_id: null,
        evaluation_state_id: null,
        evaluation_state_levels: [],
        created_by: therapist.id,
        created_at: at(15),
      },
      {
        // a colleague's: the signed-in therapist reads it (staff read every template) but may not change it
        ...fixtures.colleaguesTemplate,
        clinic_id,
        appointment_type_id: types.followUp.id,
        content: '<p>Reason for referral: #PatientFullName.</p>',
        script_id: null,
        step_id: null,
        disorder_id: null,
        evaluation_state_id: null,
        evaluation_state_levels: [],
        created_by: colleague.id,
        created_at: at(20),
      },
    ],
    presentations: [
      {
        ...fixtures.presentation,
        clinic_id,
        google_slide_id: 'gs-intro-cbt',
        is_upload_by_admin: true,
        created_by_id: colleague.id,
      },
    ],
    // Slides account: not connected (the page starts at 'Connect your account'); the local provider's uploads.
    slide_accounts: [],
    slide_uploads: [],
    slides: [1, 2, 3].map((n) => ({
      id: id('4', n),
      clinic_id,
      presentation_id: fixtures.presentation.id,
      page_number: n,
      notes: `Notes ${n}`,
      thumbnail_url: null,
    })),
    videos: [
      {
        ...fixtures.video,
        clinic_id,
        description: 'A guided breathing exercise.',
        is_draft: false,
        q_video_id: `${clinic_id}/${therapist.id}/box.webm`,
        tag_ids: [id('2', 9)],
        chapters_ordered: [id('2', 8)],
        selected_language_id: fixtures.languages.english.id,
        video_script_id: null,
        created_by: therapist.id,
        created_at: at(100),
      },
      {
        ...fixtures.colleaguesVideo,
        clinic_id,
        description: null,
        is_draft: false,
        q_video_id: `${clinic_id}/${colleague.id}/sleep.webm`,
        tag_ids: [],
        chapters_ordered: [],
        created_by: colleague.id,
        created_at: at(90),
      },
    ],
    chapters: [
      {
        id: id('2', 8),
        clinic_id,
        video_id: fixtures.video.id,
        title: 'Introduction',
        start_time: 0,
        start_time_formatted: '00:00',
        created_by: therapist.id,
      },
    ],
    tags: [
      { id: id('2', 9), clinic_id, name: 'breathing', name_encoded: 'breathing', created_by: therapist.id },
    ],
    languages: [
      { ...fixtures.languages.norsk, code: 'no' },
      { ...fixtures.languages.english, code: 'en' },
    ],
    video_scripts: [
      {
        ...fixtures.videoScript,
        clinic_id,
        description: 'Four counts each.',
        created_by: therapist.id,
        created_at: at(70),
      },
    ],
    notifications: [],
    video_statistics: [
      {
        id: id('3', 1),
        clinic_id,
        video_id: fixtures.video.id,
        user_id: patient.id,
        video_duration: 240,
        first_view_date: at(3000),
        sessions: [
          {
            deviceType: 'desktop',
            browserName: 'Chrome',
            browserVersion: '131',
            secondsPlayed: 240,
            isPlaybackCompleted: true,
            startDate: at(3000),
          },
        ],
        last_session: {
          deviceType: 'desktop',
          browserName: 'Chrome',
          browserVersion: '131',
          secondsPlayed: 240,
          isPlaybackCompleted: true,
          startDate: at(3000),
        },
        views_by_date: { '2026-11-20': 1 },
        views_by_device_type: { desktop: 1 },
        total_completed_views_count: 1,
        uncompleted_views_count: 0,
      },
    ],
  };
}

export const db = createMockDatabase({
  seed,
  caller: () => {
    const session = sessionStore.get();
    return { userId: session?.userId ?? null, clinicId: session?.clinicId ?? null };
  },
  policies: {
    slide_accounts: (row, self) => row.user_id === self.caller().userId,
    slide_uploads: (row, self) => row.user_id === self.caller().userId,
  },
  relationships: {
    scripts_disorder_id_fkey: { table: 'scripts', columns: ['disorder_id'], references: 'disorders' },
    video_statistics_user_id_fkey: { table: 'video_statistics', columns: ['user_id'], references: 'users' },
    video_statistics_video_id_fkey: {
      table: 'video_statistics',
      columns: ['video_id'],
      references: 'videos',
    },
    chapters_video_id_fkey: { table: 'chapters', columns: ['video_id'], references: 'videos' },
  },
});
