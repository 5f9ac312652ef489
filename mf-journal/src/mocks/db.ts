import { subDays, addDays } from 'date-fns';
import { sessionStore } from 'shared-ui';
import {
  createMockDatabase,
  MOCK_CLINIC,
  MOCK_COLLEAGUE,
  MOCK_THERAPIST,
  type MockRow,
  type MockTables,
} from 'shared-ui/testing/mock-api';
import { liveSessionTables, liveSessionTemplates } from './live-session-fixtures';

/**
 * mf-journal's one in-memory database (QA mode and every unit test): a clinic with the signed-in therapist
 * (main therapist of Åse), a colleague who is main therapist of Nils (the signed-in therapist is only
 * attached there, so the confidential notice shows), journals with records (one draft, one by the colleague,
 * one free), a finished appointment without a record and a journal template. Journal texts are not in a
 * table the API can read (as in Postgres, where they are encrypted in private.*): they live in `texts`,
 * read and written only by the journal RPCs of ./rpc.ts.
 */

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtures = {
  // The clinic, the signed-in therapist (the QA host's session user) and the colleague of every remote's mock
  // world (shared-ui/testing/mock-api).
  clinic: { ...MOCK_CLINIC },
  therapist: { ...MOCK_THERAPIST },
  colleague: { ...MOCK_COLLEAGUE },
  patients: {
    /** The signed-in therapist is the main therapist. */
    mine: { id: id('a', 1), first_name: 'Åse', last_name: 'Ørnstad', journal: id('b', 1) },
    /** The colleague's patient; the signed-in therapist is attached (confidential notice). */
    attached: { id: id('a', 2), first_name: 'Nils', last_name: 'Berg', journal: id('b', 2) },
    /** No records yet. */
    empty: { id: id('a', 3), first_name: 'Kari', last_name: 'Nordmann', journal: id('b', 3) },
  },
  records: {
    approved: { id: id('c', 1), text: '<p>Slept better this week. Blåbær.</p>' },
    draft: { id: id('c', 2), text: '<p>Draft about worries at work</p>' },
    byColleague: { id: id('c', 3), text: '<p>Covered the session for Ingrid</p>' },
    attached: { id: id('c', 4), text: '<p>Confidential note about Nils</p>' },
  },
  appointments: {
    finished: { id: id('e', 1), title: 'Follow-up' },
    next: { id: id('e', 2), title: 'Next session' },
  },
  template: { id: id('f', 1), name: 'Standard note', content: '<p>Session with #PatientFullName.</p>' },
} as const;

/** Journal texts and history (the encrypted tables of Postgres), reset with the database. */
export const journalStore = {
  texts: new Map<string, string>(),
  history: [] as {
    id: string;
    journal_id: string;
    journal_record_id: string;
    type: 'CREATE' | 'UPDATE' | 'DELETE';
    text: string | null;
    previous_text: string | null;
    therapist_user_id: string;
    created_at: string;
  }[],
  confirmations: new Map<string, string>(),
  accessLog: [] as {
    reader_id: string;
    patient_user_id: string;
    action: string;
    reason: string | null;
    created_at: string;
  }[],
};

const clinic_id = fixtures.clinic.id;

function seed({ now }: { now: Date }): MockTables {
  const { therapist, colleague, patients, records, appointments } = fixtures;
  journalStore.texts = new Map(Object.values(records).map((r) => [r.id, r.text]));
  journalStore.history = [];
  journalStore.confirmations = new Map();
  journalStore.accessLog = [];
  const user = (
    u: { id: string; first_name: string; last_name: string },
    extra: MockRow<'users'>,
  ): MockRow<'users'> => ({
    clinic_id,
    first_name: u.first_name,
    last_name: u.last_name,
    created_at: subDays(now, 200).toISOString(),
    ...extra,
    id: u.id,
  });
  const record = (
    r: { id: string },
    journal: string,
    patient: string,
    extra: MockRow<'journal_records'>,
  ): MockRow<'journal_records'> => ({
    clinic_id,
    journal_id: journal,
    patient_user_id: patient,
    appointment_id: null,
    is_draft: false,
    pdf_url: null,
    progression: null,
    appointment_snapshot: null,
    created_by: therapist.id,
    ...extra,
    id: r.id,
  });
  // The live session's appointment, script and catalogue (./live-session-fixtures.ts).
  const live = liveSessionTables({
    now,
    clinicId: clinic_id,
    therapistId: therapist.id,
    colleagueId: colleague.id,
    patientId: patients.mine.id,
  });
  return {
    ...live,
    clinics: [{ id: clinic_id, name: fixtures.clinic.name }],
    users: [
      user(therapist, { role: 'THERAPIST', email: therapist.email, phone: therapist.phone }),
      user(colleague, { role: 'THERAPIST', email: colleague.email }),
      ...Object.values(patients).map((p) => user(p, { role: 'PATIENT' })),
    ],
    patient_profiles: [
      {
        clinic_id,
        user_id: patients.mine.id,
        therapist_user_id: therapist.id,
        journal_id: patients.mine.journal,
      },
      {
        clinic_id,
        user_id: patients.attached.id,
        therapist_user_id: colleague.id,
        journal_id: patients.attached.journal,
      },
      {
        clinic_id,
        user_id: patients.empty.id,
        therapist_user_id: therapist.id,
        journal_id: patients.empty.journal,
      },
    ],
    therapist_patients: [
      { clinic_id, therapist_user_id: therapist.id, patient_user_id: patients.attached.id, is_main: false },
    ],
    journals: Object.values(patients).map((p) => ({ id: p.journal, clinic_id, patient_user_id: p.id })),
    appointments: [
      {
        id: appointments.finished.id,
        clinic_id,
        title: appointments.finished.title,
        patient_user_id: patients.mine.id,
        therapist_user_id: therapist.id,
        start_at: subDays(now, 1).toISOString(),
        status: 'FINISHED',
        live_session_type: 'VIDEO',
        appointment_type_duration: 50,
        appointment_type_price: 850,
        is_journal_record_skipped: false,
      },
      {
        id: appointments.next.id,
        clinic_id,
        title: appointments.next.title,
        patient_user_id: patients.mine.id,
        therapist_user_id: therapist.id,
        start_at: addDays(now, 6).toISOString(),
        status: 'NOT_STARTED',
        live_session_type: 'PHONE',
        is_journal_record_skipped: false,
      },
      ...(live.appointments ?? []),
    ],
    journal_records: [
      record(records.approved, patients.mine.journal, patients.mine.id, {
        created_at: subDays(now, 10).toISOString(),
        progression: 3,
        appointment_snapshot: {
          title: 'First session',
          duration: 50,
          appointmentDate: subDays(now, 10).toISOString(),
          price: 0,
        },
      }),
      record(records.draft, patients.mine.journal, patients.mine.id, {
        created_at: subDays(now, 3).toISOString(),
        is_draft: true,
      }),
      record(records.byColleague, patients.mine.journal, patients.mine.id, {
        created_at: subDays(now, 5).toISOString(),
        created_by: colleague.id,
      }),
      record(records.attached, patients.attached.journal, patients.attached.id, {
        created_at: subDays(now, 2).toISOString(),
        created_by: colleague.id,
      }),
    ],
    journal_templates: [
      {
        id: fixtures.template.id,
        clinic_id,
        name: fixtures.template.name,
        content: fixtures.template.content,
      },
      ...liveSessionTemplates(clinic_id),
    ],
  };
}

export const db = createMockDatabase({
  seed,
  caller: () => {
    const session = sessionStore.get();
    return { userId: session?.userId ?? null, clinicId: session?.clinicId ?? null };
  },
});
