import { MockDatabaseError, type MockDatabase, type RpcHandlers } from 'shared-ui/testing/mock-api';
import { fixtures, journalStore } from '../db';
import { isRichTextEmpty } from 'shared-ui';

/**
 * The journal functions of supabase/migrations (journal_encryption, journal_records) over the one mock
 * database: the same access rules (main or attached therapist; a reason unless main or confirmed), the same
 * refusals (message + hint) and writes (history entries, access log rows).
 */

const raise = (code: string, message: string, hint: string): never => {
  throw new MockDatabaseError(code, message, hint);
};

function canAccess(db: MockDatabase, patient: string): boolean {
  const me = db.caller().userId;
  return (
    db.table('patient_profiles').some((p) => p.user_id === patient && p.therapist_user_id === me) ||
    db.table('therapist_patients').some((t) => t.patient_user_id === patient && t.therapist_user_id === me)
  );
}

const isMain = (db: MockDatabase, patient: string) =>
  db
    .table('patient_profiles')
    .some((p) => p.user_id === patient && p.therapist_user_id === db.caller().userId);

function logAccess(db: MockDatabase, patient: string, action: string, reason?: string | null) {
  const me = db.caller().userId!;
  const remembered = journalStore.confirmations.get(`${me}:${patient}`) ?? null;
  const why = reason?.trim() || remembered;
  if (!isMain(db, patient) && !why) raise('42501', 'Confidential information', 'reason_required');
  journalStore.accessLog.push({
    reader_id: me,
    patient_user_id: patient,
    action,
    reason: why ?? null,
    created_at: new Date().toISOString(),
  });
}

function journalOf(db: MockDatabase, journalId: string, notFound: string) {
  const journal = db.find('journals', (j) => j.id === journalId);
  if (!journal || !canAccess(db, journal.patient_user_id!))
    return raise('P0002', notFound, 'journal_not_found');
  return journal;
}

function writeText(db: MockDatabase, recordId: string, text: string) {
  const record = db.find('journal_records', (r) => r.id === recordId)!;
  const previous = journalStore.texts.get(recordId) ?? null;
  journalStore.texts.set(recordId, text);
  journalStore.history.unshift({
    id: db.uuid(),
    journal_id: record.journal_id!,
    journal_record_id: recordId,
    type: previous === null ? 'CREATE' : 'UPDATE',
    text,
    previous_text: previous,
    therapist_user_id: db.caller().userId!,
    created_at: new Date().toISOString(),
  });
}

const fullName = (db: MockDatabase, userId: string | null | undefined) => {
  const u = db.find('users', (x) => x.id === userId);
  return u ? `${u.first_name} ${u.last_name}`.trim() : null;
};

export const journalRpc: RpcHandlers = {
  open_patient_journal: ({ p_patient_user_id }, { db }) => {
    if (!canAccess(db, p_patient_user_id))
      raise('P0002', 'There are no any journal records', 'patient_not_found');
    const journal = db.find('journals', (j) => j.patient_user_id === p_patient_user_id)!;
    const main = isMain(db, p_patient_user_id);
    const confirmed = main || journalStore.confirmations.has(`${db.caller().userId}:${p_patient_user_id}`);
    return [{ journal_id: journal.id!, is_main_therapist: main, is_confirmed: confirmed }];
  },
  confirm_journal_access: ({ p_patient_user_id, p_reason }, { db }) => {
    if (!canAccess(db, p_patient_user_id))
      raise('P0002', 'There are no any journal records', 'patient_not_found');
    if (!p_reason?.trim()) raise('22023', 'Confidential information', 'reason_invalid');
    journalStore.confirmations.set(`${db.caller().userId}:${p_patient_user_id}`, p_reason.trim());
    logAccess(db, p_patient_user_id, 'CONFIRM', p_reason);
    return null;
  },
  list_journal_records: ({ p_journal_id, p_reason, p_limit, p_offset }, { db }) => {
    const journal = journalOf(db, p_journal_id, 'There are no any journal records');
    logAccess(db, journal.patient_user_id!, 'READ_LIST', p_reason);
    return db
      .table('journal_records')
      .filter((r) => r.journal_id === p_journal_id)
      .sort((a, b) => (a.created_at! < b.created_at! ? 1 : -1))
      .slice(p_offset ?? 0, p_limit ? (p_offset ?? 0) + p_limit : undefined)
      .map((r) => ({
        ...r,
        text: journalStore.texts.get(r.id!) ?? null,
        author_name: fullName(db, r.created_by),
      }));
  },
  read_journal_record: ({ p_id, p_reason }, { db }) => {
    const r = db.find('journal_records', (x) => x.id === p_id);
    if (!r || !canAccess(db, r.patient_user_id!))
      return raise('P0002', 'There are no any journal records', 'record_not_found');
    logAccess(db, r.patient_user_id!, 'READ', p_reason);
    return [{ ...r, text: journalStore.texts.get(r.id!) ?? null }];
  },
  read_journal_history: ({ p_journal_id, p_reason }, { db }) => {
    const journal = journalOf(db, p_journal_id, 'There are no any journal logs');
    logAccess(db, journal.patient_user_id!, 'READ_HISTORY', p_reason);
    return journalStore.history
      .filter((h) => h.journal_id === p_journal_id)
      .map((h) => ({ ...h, appointment_id: null, previous_appointment_id: null }));
  },
  create_journal_record: ({ p_journal_id, p_text, p_appointment_id, p_is_draft, p_progression }, { db }) => {
    const journal = journalOf(db, p_journal_id, 'Something went wrong, try again later.');
    if (isRichTextEmpty(p_text as string | null))
      raise('22023', 'Something went wrong, try again later.', 'text_empty');
    if (p_appointment_id) {
      const appt = db.find('appointments', (a) => a.id === p_appointment_id);
      if (
        appt?.is_journal_record_skipped ||
        db.table('journal_records').some((r) => r.appointment_id === p_appointment_id)
      ) {
        raise('55000', 'Something went wrong, try again later.', 'journal_phase_finished');
      }
    }
    const row = db.insert('journal_records', {
      clinic_id: fixtures.clinic.id,
      journal_id: p_journal_id,
      patient_user_id: journal.patient_user_id,
      appointment_id: p_appointment_id ?? null,
      is_draft: p_is_draft ?? false,
      progression: p_progression ?? null,
      pdf_url: null,
      appointment_snapshot: null,
      created_by: db.caller().userId,
      created_at: new Date().toISOString(),
    });
    writeText(db, row.id!, p_text);
    return row.id;
  },
  update_journal_record: ({ p_id, p_text, p_progression }, { db }) => {
    const r = db.find('journal_records', (x) => x.id === p_id);
    if (!r) return raise('P0002', 'Something went wrong, try again later.', 'record_not_found');
    if (r.created_by !== db.caller().userId)
      raise('42501', 'Something went wrong, try again later.', 'not_author');
    if (isRichTextEmpty(p_text as string | null))
      raise('22023', 'Something went wrong, try again later.', 'text_empty');
    db.update('journal_records', (x) => x.id === p_id, {
      is_draft: false,
      progression: p_progression ?? r.progression,
    });
    writeText(db, p_id, p_text);
    return null;
  },
  // as the migration: the author's own record of the caller's clinic; answers the derived object path
  clear_journal_record_pdf: ({ p_id }, { db }) => {
    const r = db.find('journal_records', (x) => x.id === p_id);
    if (!r || r.created_by !== db.caller().userId)
      return raise('P0002', 'Something went wrong, try again later.', 'record_not_found');
    db.update('journal_records', (x) => x.id === p_id, { pdf_url: null });
    return `${r.clinic_id}/${r.created_by}/${r.id}.pdf`;
  },
  save_journal_draft: ({ p_id, p_text }, { db }) => {
    const r = db.find('journal_records', (x) => x.id === p_id);
    if (!r) return raise('P0002', 'Something went wrong, try again later.', 'record_not_found');
    if (r.created_by !== db.caller().userId)
      raise('42501', 'Something went wrong, try again later.', 'not_author');
    if (!r.is_draft) raise('55000', 'Something went wrong, try again later.', 'not_a_draft');
    writeText(db, p_id, p_text);
    return null;
  },
  skip_journal_record: ({ p_appointment_id }, { db }) => {
    const a = db.find('appointments', (x) => x.id === p_appointment_id);
    if (!a || a.therapist_user_id !== db.caller().userId) {
      return raise(
        'P0002',
        'There is no corresponding patient for current appointment',
        'appointment_not_found',
      );
    }
    db.update('appointments', (x) => x.id === p_appointment_id, { is_journal_record_skipped: true });
    return null;
  },
  appointment_journal_state: ({ p_appointment_id }, { db }) => {
    const a = db.find('appointments', (x) => x.id === p_appointment_id);
    if (!a)
      return raise(
        'P0002',
        'There is no corresponding patient for current appointment',
        'appointment_not_found',
      );
    const journal = db.find('journals', (j) => j.patient_user_id === a.patient_user_id)!;
    const own = db.table('journal_records').filter((r) => r.appointment_id === a.id);
    return [
      {
        appointment_id: a.id!,
        patient_user_id: a.patient_user_id!,
        journal_id: journal.id!,
        status: a.status!,
        is_skipped: a.is_journal_record_skipped ?? false,
        draft_record_id: own.find((r) => r.is_draft && r.created_by === db.caller().userId)?.id ?? null,
        approved_record_id: own.find((r) => !r.is_draft)?.id ?? null,
      },
    ];
  },
  journal_template_variables: ({ p_patient_user_id }, { db }) => {
    if (!canAccess(db, p_patient_user_id))
      raise('P0002', 'There are no any journal records', 'patient_not_found');
    const p = db.find('users', (u) => u.id === p_patient_user_id)!;
    const me = db.find('users', (u) => u.id === db.caller().userId)!;
    const now = Date.now();
    const mine = db
      .table('appointments')
      .filter((a) => a.patient_user_id === p_patient_user_id && a.status !== 'CANCELED')
      .sort((a, b) => Date.parse(a.start_at!) - Date.parse(b.start_at!));
    const next = mine.find((a) => Date.parse(a.start_at!) > now && a.status !== 'FINISHED');
    const last = [...mine].reverse().find((a) => Date.parse(a.start_at!) <= now);
    return {
      NextAppointmentDate: next?.start_at ?? null,
      NextAppointmentName: next?.title ?? null,
      NextAppointmentLiveSessionType: next?.live_session_type ?? null,
      LastAppointmentDate: last?.start_at ?? null,
      LastAppointmentName: last?.title ?? null,
      LastAppointmentLiveSessionType: last?.live_session_type ?? null,
      ClinicName: fixtures.clinic.name,
      TherapistFullName: `${me.first_name} ${me.last_name}`,
      TherapistPhone: me.phone ?? null,
      TherapistEmail: me.email ?? null,
      PatientPackageName: null,
      PatientPackagePrice: null,
      PatientPackageCurrency: null,
      PatientDisorderName: null,
      PatientRegistrationDate: p.created_at ?? null,
      PatientFullName: `${p.first_name} ${p.last_name}`,
      PatientFirstName: p.first_name ?? null,
      PatientLastName: p.last_name ?? null,
    };
  },
  list_journal_access_log: ({ p_patient_user_id }, { db }) => {
    if (!isMain(db, p_patient_user_id))
      raise('42501', 'Sorry, you are not authorized to access this page.', 'not_main_therapist');
    return journalStore.accessLog
      .filter((l) => l.patient_user_id === p_patient_user_id)
      .map((l, i) => ({
        id: `log-${i}`,
        reader_id: l.reader_id,
        reader_name: fullName(db, l.reader_id),
        action: l.action,
        reason: l.reason,
        is_main_therapist: isMain(db, p_patient_user_id) && l.reader_id === db.caller().userId,
        journal_record_id: null,
        created_at: l.created_at,
      }))
      .reverse();
  },
};
