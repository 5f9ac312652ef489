import { ApiError, getDataClient, raise, toPerson, type Person } from 'supabase-client';
import type {
  AppointmentStatus,
  CgiKind,
  CgiRatings,
  ChoiceKind,
  GoToJournalAnswer,
  LiveSession,
  LiveSessionAppointment,
  LiveSessionPatient,
  PageStates,
  RemoteSharing,
  SharingPatch,
  StepAction,
  StepFile,
  StepType,
} from '../common/live-session.types';

const APPOINTMENT_COLUMNS =
  'id, title, status, start_at, end_at, live_session_type, appointment_type_id, appointment_type_name, appointment_type_duration, ' +
  'therapist_user_id, patient_user_id, script_id, calendar_event_id, is_draft_appointment, is_session_finished, ' +
  'appointment_start_time, overtime_reached, is_patient_confirmed_readiness, patients_online, ' +
  'is_therapist_confirmed_patient_action, is_appointment_was_stopped_by_patient, is_next_appointment_was_scheduled, ' +
  'room_url, page_states';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export async function fetchLiveSession(appointmentId: string, userId: string): Promise<LiveSession> {
  const supabase = await getDataClient();
  const { data: a, error } = await supabase
    .from('appointments')
    .select(APPOINTMENT_COLUMNS)
    .eq('id', appointmentId)
    .maybeSingle();
  if (error) raise(error);
  if (!a) throw new ApiError('Error occurred during appointment data fetch.', 'appointment_not_found', null);
  const row = a as unknown as Record<string, unknown> & { patient_user_id: string; script_id: string | null };

  const [patient, profile, steps, event, own] = await Promise.all([
    supabase
      .from('users')
      .select('id, first_name, last_name, email, phone, avatar_url, custom_identifier')
      .eq('id', row.patient_user_id)
      .maybeSingle(),
    supabase
      .from('patient_profiles')
      .select('id, phase, disorder_id, package_id, selected_page_id, evaluation_states')
      .eq('user_id', row.patient_user_id)
      .maybeSingle(),
    row.script_id
      ? supabase
          .from('script_steps')
          .select(
            'id, name, type, order, is_ending, description, files, form_id, presentation_ids, created_at',
          )
          .eq('script_id', row.script_id)
          .order('is_ending')
          .order('order')
          .order('created_at')
          .order('id')
      : Promise.resolve({ data: [], error: null }),
    row.calendar_event_id
      ? supabase
          .from('calendar_events')
          .select('calendar_id')
          .eq('id', row.calendar_event_id as string)
          .maybeSingle()
      : Promise.resolve({ data: null, error: null }),
    supabase.from('therapist_profiles').select('calendar_id').eq('user_id', userId).maybeSingle(),
  ]);
  for (const r of [patient, profile, steps, event, own]) if (r.error) raise(r.error);
  if (!patient.data)
    throw new ApiError(
      'There is no corresponding patient for current appointment',
      'patient_not_found',
      null,
    );
  const p = patient.data;
  const pp = profile.data;
  return {
    appointment: {
      id: row.id as string,
      title: row.title as string,
      status: row.status as AppointmentStatus,
      startAt: new Date(row.start_at as string),
      endAt: new Date(row.end_at as string),
      liveSessionType: row.live_session_type as LiveSessionAppointment['liveSessionType'],
      appointmentTypeId: (row.appointment_type_id as string | null) ?? null,
      appointmentTypeName: (row.appointment_type_name as string | null) ?? null,
      durationMinutes: row.appointment_type_duration as number,
      therapistUserId: row.therapist_user_id as string,
      patientUserId: row.patient_user_id,
      calendarEventId: (row.calendar_event_id as string | null) ?? null,
      isDraft: Boolean(row.is_draft_appointment),
      isSessionFinished: Boolean(row.is_session_finished),
      sessionStartedAt: row.appointment_start_time ? new Date(row.appointment_start_time as string) : null,
      overtimeReached: Boolean(row.overtime_reached),
      isPatientReady: Boolean(row.is_patient_confirmed_readiness),
      isPatientOnline: Object.keys(asObject(row.patients_online)).length > 0,
      confirmed: Boolean(row.is_therapist_confirmed_patient_action),
      stoppedByPatient: Boolean(row.is_appointment_was_stopped_by_patient),
      nextAppointmentScheduled: Boolean(row.is_next_appointment_was_scheduled),
      roomUrl: (row.room_url as string | null) ?? null,
      pageStates: asObject(row.page_states) as PageStates,
    },
    calendarId: (event.data as { calendar_id: string } | null)?.calendar_id ?? null,
    ownCalendarId: (own.data as { calendar_id: string | null } | null)?.calendar_id ?? null,
    patient: {
      ...personOf(toPerson(p)),
      customIdentifier: p.custom_identifier,
      profileId: pp?.id ?? null,
      phase: pp?.phase ?? null,
      disorderId: pp?.disorder_id ?? null,
      packageId: pp?.package_id ?? null,
      selectedPageId: pp?.selected_page_id ?? null,
      evaluationStates: asObject(pp?.evaluation_states) as LiveSessionPatient['evaluationStates'],
    },
    steps: ((steps.data ?? []) as Array<Record<string, unknown>>).map((s) => ({
      id: s.id as string,
      name: (s.name as string | null) ?? null,
      type: s.type as StepType,
      isEnding: Boolean(s.is_ending),
      description: (s.description as string | null) ?? null,
      files: Array.isArray(s.files) ? (s.files as StepFile[]) : [],
      formId: (s.form_id as string | null) ?? null,
      presentationIds: Array.isArray(s.presentation_ids) ? (s.presentation_ids as string[]) : [],
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Remote sharing and CGI (their own queries: Realtime refreshes them separately)
// ---------------------------------------------------------------------------------------------------------

export async function fetchRemoteSharing(appointmentId: string): Promise<RemoteSharing | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('remote_sharing')
    .select('type, form_id, is_whiteboard_shown, presentation_id, presentation_state, is_patient_ready')
    .eq('appointment_id', appointmentId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const page = Number(asObject(data.presentation_state).currentPage);
  return {
    type: data.type as RemoteSharing['type'],
    formId: data.form_id,
    isWhiteboardShown: data.is_whiteboard_shown,
    presentationId: data.presentation_id,
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
    isPatientReady: data.is_patient_ready,
  };
}

export async function fetchCgi(appointmentId: string): Promise<CgiRatings> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('cgi_records')
    .select('kind, level')
    .eq('appointment_id', appointmentId);
  if (error) raise(error);
  const ratings: CgiRatings = { CGI_S: null, CGI_I: null };
  for (const r of data ?? []) ratings[r.kind as CgiKind] = r.level;
  return ratings;
}

// ---------------------------------------------------------------------------------------------------------
// Transitions: one RPC each; the database checks the current state.
// ---------------------------------------------------------------------------------------------------------

export async function startLiveSession(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('start_live_session', { p_appointment_id: appointmentId });
  if (error) raise(error);
}

export async function finishAppointment(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('finish_appointment', { p_appointment_id: appointmentId });
  if (error) raise(error);
}

export async function cancelAppointment(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('cancel_appointment', { p_appointment_id: appointmentId });
  if (error) raise(error);
}

export async function changeStep(
  appointmentId: string,
  action: StepAction,
  expectedStepId: string,
  targetStepId?: string,
): Promise<PageStates> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('live_session_step', {
    p_appointment_id: appointmentId,
    p_action: action,
    p_expected_step_id: expectedStepId,
    ...(targetStepId ? { p_target_step_id: targetStepId } : {}),
  });
  if (error) raise(error);
  return asObject(data) as PageStates;
}

/** set_remote_sharing's patch: only the keys the change names (an absent key leaves the column as it is). */
function sharingPatchRow(patch: SharingPatch): Record<string, string | number | boolean | null> {
  const row: Record<string, string | number | boolean | null> = {};
  if (patch.type !== undefined) row.type = patch.type;
  if (patch.formId !== undefined) row.form_id = patch.formId;
  if (patch.isWhiteboardShown !== undefined) row.is_whiteboard_shown = patch.isWhiteboardShown;
  if (patch.presentationId !== undefined) row.presentation_id = patch.presentationId;
  if (patch.currentPage !== undefined) row.current_page = patch.currentPage;
  return row;
}

export async function setRemoteSharing(appointmentId: string, patch: SharingPatch): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('set_remote_sharing', {
    p_appointment_id: appointmentId,
    p_patch: sharingPatchRow(patch),
  });
  if (error) raise(error);
}

export async function chooseInSession(appointmentId: string, kind: ChoiceKind, id: string): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('live_session_choose', {
    p_appointment_id: appointmentId,
    p_kind: kind,
    p_id: id,
  });
  if (error) raise(error);
  return data as string;
}

export async function markNextAppointmentScheduled(
  appointmentId: string,
  nextAppointmentId: string,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('mark_next_appointment_scheduled', {
    p_appointment_id: appointmentId,
    p_next_appointment_id: nextAppointmentId,
  });
  if (error) raise(error);
}

export async function markOvertimeReached(appointmentId: string): Promise<boolean> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('mark_overtime_reached', { p_appointment_id: appointmentId });
  if (error) raise(error);
  return Boolean(data);
}

export async function setCgiRating(
  appointmentId: string,
  kind: CgiKind,
  level: number | null,
): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('set_cgi_rating', {
    p_appointment_id: appointmentId,
    p_kind: kind,
    ...(level === null ? {} : { p_level: level }),
  });
  if (error) raise(error);
  return data as string;
}

export async function goToJournal(appointmentId: string): Promise<GoToJournalAnswer> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('live_session_go_to_journal', {
    p_appointment_id: appointmentId,
  });
  if (error) raise(error);
  const answer = asObject(data);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    ok: answer.ok === true,
    appointmentId: text(answer.appointment_id),
    reassigned: answer.reassigned === true,
    error: text(answer.error),
    code: text(answer.code),
  };
}

/** The live session's patient is keyed by userId (the appointment's patient_user_id), the rest as every person. */
const personOf = ({ id, ...person }: Person) => ({ userId: id, ...person });
