import { MockDatabaseError, type MockDatabase, type RpcHandlers } from 'shared-ui/testing/mock-api';
import { canSeePatient } from './db';

/**
 * The database functions mf-patients calls, as plain functions over the one mock database, with the same
 * rules, refusals (message + hint) and writes as supabase/migrations (transitions, 20261123100000_patients).
 */

const raise = (code: string, message: string, hint: string): never => {
  throw new MockDatabaseError(code, message, hint);
};

type Row = Record<string, unknown>;

function matches(user: Row, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  const starts = (v: unknown) =>
    String(v ?? '')
      .toLowerCase()
      .startsWith(q);
  const contains = (v: unknown) =>
    String(v ?? '')
      .toLowerCase()
      .includes(q);
  return (
    starts(user.last_name) ||
    starts(user.first_name) ||
    starts(user.email) ||
    contains(user.phone) ||
    contains(user.custom_identifier)
  );
}

function card(db: MockDatabase, user: Row, category: string) {
  const profile = db.find('patient_profiles', (p) => p.user_id === user.id);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? null,
    avatar_url: user.avatar_url ?? null,
    custom_identifier: user.custom_identifier ?? null,
    is_treatment_finished: Boolean(user.is_treatment_finished),
    category,
    main_therapist_user_id: profile?.therapist_user_id ?? null,
    is_allow_view_journal_records: Boolean(profile?.is_allow_view_journal_records),
    is_allow_client_schedule_appointment: Boolean(profile?.is_allow_client_schedule_appointment),
    number_of_active_appointments: profile?.number_of_active_appointments ?? 0,
  };
}

const byName = (a: Row, b: Row) =>
  String(a.last_name).localeCompare(String(b.last_name)) ||
  String(a.first_name).localeCompare(String(b.first_name));

function page<T extends Row>(rows: T[], limit: number | undefined, offset: number | undefined) {
  const total = rows.length;
  const start = offset ?? 0;
  return rows.slice(start, start + (limit ?? 60)).map((row) => ({ ...row, total_count: total }));
}

function openInvitation(db: MockDatabase, patientId: unknown, by?: string | null) {
  return db.find(
    'invitations',
    (i) =>
      i.initialized_user_id === patientId &&
      i.status === 'CREATED' &&
      (!by || i.invitation_created_by_id === by),
  );
}

export const rpc: RpcHandlers = {
  list_patients: (args, { db, caller }) => {
    const rank = { NOT_ACTIVATED: 0, ATTACHED: 1, PROPER_PATIENT: 2 } as const;
    const rows = db
      .table('users')
      .filter((u) => u.role === 'PATIENT' && u.clinic_id === caller.clinicId)
      .flatMap((u) => {
        const link = db.find(
          'therapist_patients',
          (r) => r.patient_user_id === u.id && r.therapist_user_id === caller.userId,
        );
        const category = openInvitation(db, u.id, caller.userId)
          ? 'NOT_ACTIVATED'
          : link
            ? link.is_main
              ? 'PROPER_PATIENT'
              : 'ATTACHED'
            : null;
        if (!category) return [];
        if (u.is_treatment_finished && !args.p_include_finished) return [];
        if (!matches(u as Row, (args.p_query ?? '').trim())) return [];
        return [card(db, u as Row, category)];
      })
      .sort(
        (a, b) =>
          rank[a.category as keyof typeof rank] - rank[b.category as keyof typeof rank] || byName(a, b),
      );
    return page(rows, args.p_limit, args.p_offset);
  },

  list_free_patients: (args, { db, caller }) => {
    const rows = db
      .table('patient_profiles')
      .filter((p) => p.clinic_id === caller.clinicId && (p.number_of_active_appointments ?? 0) === 0)
      .map((p) => db.find('users', (u) => u.id === p.user_id))
      .filter((u): u is NonNullable<typeof u> =>
        Boolean(u && !u.is_treatment_finished && !openInvitation(db, u.id)),
      )
      .filter((u) => matches(u as Row, (args.p_query ?? '').trim()))
      .map((u) => card(db, u as Row, 'FREE_PATIENT'))
      .sort(byName);
    return page(rows, args.p_limit, args.p_offset);
  },

  finish_treatment: (args, { db, caller }) => {
    const profile = db.find('patient_profiles', (p) => p.user_id === args.p_patient_user_id);
    if (profile?.therapist_user_id !== caller.userId) {
      raise('42501', 'Error during finish treatment for patient', 'not_main_therapist');
    }
    db.update('users', (u) => u.id === args.p_patient_user_id, { is_treatment_finished: true });
    return null;
  },

  set_patient_access: (args, { db, caller }) => {
    if (!canSeePatient(args.p_patient_user_id))
      raise('42501', 'Error during saving changes', 'patient_not_visible');
    const column =
      args.p_access === 'VIEW_JOURNAL_RECORDS'
        ? 'is_allow_view_journal_records'
        : 'is_allow_client_schedule_appointment';
    db.update('patient_profiles', (p) => p.user_id === args.p_patient_user_id, { [column]: args.p_value });
    db.insert('notifications', {
      clinic_id: caller.clinicId!,
      receiver_id: args.p_patient_user_id,
      application: 'patient',
      type: 'PATIENT_ACCESS_CHANGED',
      seen: false,
    });
    return null;
  },

  get_patient_by_email: (args, { db, caller }) => {
    const email = args.p_email.trim().toLowerCase();
    const user = db.find('users', (u) => String(u.email).toLowerCase() === email);
    const invited = Boolean(
      db.find(
        'invitations',
        (i) => i.receiver_email === email && i.status === 'CREATED' && i.clinic_id === caller.clinicId,
      ),
    );
    // only the id of a member of the caller's clinic and the flags (20261127020000_security_visibility.sql)
    if (!user) return invited ? [{ id: null, is_clinic_member: false, is_invited: true }] : [];
    if (user.clinic_id !== caller.clinicId) return [{ id: null, is_clinic_member: false, is_invited: false }];
    return [{ id: user.id, is_clinic_member: true, is_invited: invited }];
  },

  attach_therapists: (args, { db, caller }) => {
    const profile = db.find('patient_profiles', (p) => p.user_id === args.p_patient_user_id);
    if (!profile || !canSeePatient(args.p_patient_user_id)) {
      raise('P0002', 'Error,during attach therapist, patient not found', 'patient_not_found');
    }
    const wanted = ((args.p_therapist_user_ids ?? []) as string[]).filter(
      (x) => x !== profile!.therapist_user_id,
    );
    db.remove(
      'therapist_patients',
      (r) =>
        r.patient_user_id === args.p_patient_user_id && !r.is_main && !wanted.includes(r.therapist_user_id!),
    );
    for (const therapist of wanted) {
      if (
        db.find(
          'therapist_patients',
          (r) => r.patient_user_id === args.p_patient_user_id && r.therapist_user_id === therapist,
        )
      )
        continue;
      db.insert('therapist_patients', {
        clinic_id: caller.clinicId!,
        therapist_user_id: therapist,
        patient_user_id: args.p_patient_user_id,
        is_main: false,
      });
      db.insert('notifications', {
        clinic_id: caller.clinicId!,
        receiver_id: therapist,
        type: 'THERAPIST_ATTACHED',
        seen: false,
      });
    }
    return db
      .table('therapist_patients')
      .filter((r) => r.patient_user_id === args.p_patient_user_id && !r.is_main)
      .map((r) => r.therapist_user_id);
  },

  unattach_self: (args, { db, caller }) => {
    const removed = db.remove(
      'therapist_patients',
      (r) =>
        r.patient_user_id === args.p_patient_user_id && r.therapist_user_id === caller.userId && !r.is_main,
    );
    if (!removed.length)
      raise('P0002', 'Error,during attach therapist, you are not attached to this patient', 'not_attached');
    return null;
  },

  reassign_therapist: (args, { db }) => {
    const target = db.find(
      'users',
      (u) => u.id === args.p_therapist_user_id && Boolean(u.therapist_profile_id),
    );
    if (!target) raise('P0002', 'Assigned therapist doesn`t exists', 'therapist_not_found');
    const started = db.find(
      'appointments',
      (a) => a.patient_user_id === args.p_patient_user_id && a.status === 'STARTED',
    );
    if (started) return 'SAVED';
    db.update('patient_profiles', (p) => p.user_id === args.p_patient_user_id, {
      therapist_user_id: args.p_therapist_user_id,
    });
    db.update(
      'therapist_patients',
      (r) => r.patient_user_id === args.p_patient_user_id && Boolean(r.is_main),
      {
        therapist_user_id: args.p_therapist_user_id,
      },
    );
    return 'ASSIGNED';
  },

  start_appointment: (args, { db, caller }) => {
    const row = db.find('appointments', (a) => a.id === args.p_appointment_id);
    if (!row || row.therapist_user_id !== caller.userId) {
      raise('42501', 'Something went wrong during appointment initialization.', 'not_your_appointment');
    }
    const error = 'Something went wrong during appointment initialization.';
    if (row!.status === 'FINISHED' || row!.status === 'CANCELED') {
      raise('PT409', error, `appointment_${String(row!.status).toLowerCase()}`);
    }
    if (row!.is_draft_appointment) {
      raise(
        'PT409',
        "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
        'draft_appointment',
      );
    }
    if (new Date(String(row!.start_at)).getTime() - Date.now() > 60 * 60_000) {
      raise(
        'PT409',
        'The appointment can be started at the earliest 60 minutes before it begins',
        'too_early',
      );
    }
    db.update('appointments', (a) => a.id === args.p_appointment_id, { status: 'STARTED' });
    return row;
  },

  get_patients_have_first_appointment: (args, { db }) =>
    db
      .table('appointments')
      .filter(
        (a) =>
          a.therapist_user_id === args.p_therapist_user_id &&
          a.is_first_appointment_for_patient &&
          a.status === 'NOT_STARTED',
      )
      .map((a) => {
        const u = db.find('users', (x) => x.id === a.patient_user_id)!;
        return {
          patient_user_id: u.id,
          first_name: u.first_name,
          last_name: u.last_name,
          email: u.email,
          phone: u.phone,
          avatar_url: u.avatar_url ?? null,
          custom_identifier: u.custom_identifier,
          appointment_id: a.id,
          start_at: a.start_at,
          end_at: a.end_at,
          live_session_type: a.live_session_type,
          status: a.status,
        };
      }),

  // The invite form's 'Create appointment' panel: free slots every hour 09:00–15:00 UTC of the day, minus
  // the therapist's bookings; book_appointment with its refusals for a taken slot or an unknown script.
  get_free_timeslots: (args, { db }) => {
    const taken = new Set(
      db
        .table('appointments')
        .filter((a) => a.therapist_user_id === args.p_therapist_user_id && a.status !== 'CANCELED')
        .map((a) => new Date(String(a.start_at)).toISOString()),
    );
    return [9, 10, 11, 12, 13, 14, 15]
      .map((h) => new Date(`${String(args.p_day)}T${String(h).padStart(2, '0')}:00:00.000Z`).toISOString())
      .filter((start) => !taken.has(start))
      .map((start_at) => ({ start_at }));
  },

  // The invitation's booking: a draft, written into the invitation's booking_data, once (a second call
  // answers the same appointment) — as 20261127090000_patients_invite_booking.sql.
  book_invitation_appointment: (args, context) => {
    const { db, caller } = context;
    const invitation = db.find(
      'invitations',
      (i) =>
        i.id === args.p_invitation_id &&
        i.clinic_id === caller.clinicId &&
        i.invitation_created_by_id === caller.userId,
    );
    if (!invitation) {
      raise('P0002', 'There is no corresponding patient for current appointment', 'invitation_not_found');
    }
    if (invitation!.status !== 'CREATED' || !invitation!.initialized_user_id) {
      raise('PT409', 'There is no corresponding patient for current appointment', 'invitation_not_open');
    }
    const booked = invitation!.booking_data as { appointmentId?: string } | null | undefined;
    const existing = booked?.appointmentId
      ? db.find('appointments', (a) => a.id === booked.appointmentId)
      : undefined;
    if (existing) return existing;
    const appointment = rpc.book_appointment!(
      {
        p_patient_user_id: String(invitation!.initialized_user_id),
        p_appointment_type_id: args.p_appointment_type_id,
        p_start: args.p_start,
        p_live_session_type: args.p_live_session_type,
        p_script_id: args.p_script_id,
        p_title: args.p_title,
        p_therapist_user_id: caller.userId ?? undefined,
        p_is_draft_appointment: true,
      },
      context,
    ) as Row;
    db.update('invitations', (i) => i.id === invitation!.id, {
      booking_data: {
        appointmentTypeId: String(appointment.appointment_type_id),
        scriptId: String(appointment.script_id),
        liveSessionType: String(appointment.live_session_type),
        isAppointmentCreated: true,
        appointmentId: String(appointment.id),
        therapistUserId: caller.userId,
      },
    });
    return appointment;
  },

  book_appointment: (args, { db, caller }) => {
    const script = db.find(
      'scripts',
      (s) => s.id === args.p_script_id && s.appointment_type_id === args.p_appointment_type_id,
    );
    if (!script) raise('22023', 'Please select script!', 'script_required');
    const start = new Date(String(args.p_start)).toISOString();
    const therapist = (args.p_therapist_user_id as string | undefined) ?? caller.userId;
    if (
      db.find(
        'appointments',
        (a) => a.therapist_user_id === therapist && new Date(String(a.start_at)).toISOString() === start,
      )
    ) {
      raise('23P01', 'Haven`t free time', 'slot_taken');
    }
    const type = db.find('appointment_types', (t) => t.id === args.p_appointment_type_id)!;
    return db.insert('appointments', {
      id: db.uuid(),
      clinic_id: caller.clinicId!,
      therapist_user_id: therapist!,
      patient_user_id: String(args.p_patient_user_id),
      start_at: start,
      end_at: new Date(new Date(start).getTime() + 50 * 60_000).toISOString(),
      title: String(args.p_title ?? type.name),
      appointment_type_id: type.id!,
      appointment_type_name: type.name!,
      live_session_type: String(args.p_live_session_type),
      script_id: script!.id!,
      status: 'NOT_STARTED',
      is_first_appointment_for_patient: true,
      is_draft_appointment: Boolean(args.p_is_draft_appointment),
    });
  },
};
