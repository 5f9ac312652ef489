-- The live session (spec 001 §2/§4, 002 §2/§4): one RPC per transition, each locking the appointment and
-- checking its current state, so two tabs on one appointment never apply a transition twice. Errors carry
-- the spec's texts; SQLSTATE and HINT a stable code (55000 wrong state · 42501 not allowed · P0002 not found
-- · 22023 invalid argument). go_to_journal, reassign_therapist and finish_appointment stay as they are; the
-- live-session screen reaches them through the checks here.
--
-- The handshake (the spec names the flags, not their order; the decision is in mf-journal's README):
--   therapist: start_live_session  → STARTED, appointmentStartTime, selectedPageId cleared, live_sessions row;
--   patient:   confirm_patient_readiness → isPatientConfirmedReadiness;
--   isTherapistConfirmedPatientAction becomes true once both have happened (whichever comes second sets it).
--   patient:   patient_stop_appointment → 'Appointment was stopped by client' on the therapist's screen.

-- ---------------------------------------------------------------------------------------------------
-- Remote sharing: what the therapist shows the patient (the spec's type/file/presentationState plus the
-- form, whiteboard, presentation, therapist and package being shown). Whiteboard strokes are not stored:
-- they travel by Realtime broadcast.
-- ---------------------------------------------------------------------------------------------------
alter table public.remote_sharing
  add column form_id uuid references public.forms (id) on delete set null,
  add column is_whiteboard_shown boolean not null default false,
  add column presentation_id uuid references public.presentations (id) on delete set null,
  add column shared_therapist_user_id uuid references public.users (id) on delete set null,
  add column package_id uuid references public.packages (id) on delete set null;
-- A DELETE (Done removes the row) must reach subscribers filtering on appointment_id.
alter table public.remote_sharing replica identity full;

-- ---------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------

-- The caller's own appointment (as its therapist), locked, and not finished or canceled.
create function private.live_appointment(p_id uuid, p_error text) returns public.appointments
language plpgsql set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_id, p_error);
begin
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', p_error, 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('55000', p_error, 'appointment_' || lower(a.status));
  end if;
  return a;
end
$$;

-- The patient's own appointment, locked, while it is not over.
create function private.patient_appointment(p_id uuid) returns public.appointments
language plpgsql set search_path = '' as $$
declare
  a public.appointments;
begin
  select * into a from public.appointments where id = p_id and patient_user_id = auth.uid() for update;
  if not found then
    perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'appointment_not_found');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('55000', 'There is no corresponding patient for current appointment', 'appointment_' || lower(a.status));
  end if;
  return a;
end
$$;

-- The script's steps in the order the live session walks them: steps, then endings.
create function private.live_session_steps(p_script uuid) returns uuid[]
language sql stable set search_path = '' as $$
  select coalesce(array_agg(s.id order by s.is_ending, s."order", s.created_at, s.id), '{}')
  from public.script_steps s where s.script_id = p_script
$$;

create function private.finished_steps(p_page_states jsonb) returns uuid[]
language sql immutable set search_path = '' as $$
  select coalesce(array(select x::uuid from jsonb_array_elements_text(
    case when jsonb_typeof(p_page_states -> 'finishedSteps') = 'array' then p_page_states -> 'finishedSteps' else '[]' end) x), '{}')
$$;

-- The current step: the stored one if it is still a step of the script, else the first (spec: "the first step is
-- set automatically when no page state exists").
create function private.current_step(p_page_states jsonb, p_steps uuid[]) returns uuid
language sql immutable set search_path = '' as $$
  select case when (p_page_states ->> 'currentStepId') is not null
               and (p_page_states ->> 'currentStepId') ~* '^[0-9a-f-]{36}$'
               and (p_page_states ->> 'currentStepId')::uuid = any (p_steps)
              then (p_page_states ->> 'currentStepId')::uuid
              else p_steps[1] end
$$;

-- Spec 002 §4: CGI-I is hidden for the pre-screening appointment type (the type whose name is Pre-screening).
create function private.is_pre_screening(a public.appointments) returns boolean
language sql stable set search_path = '' as $$
  select lower(btrim(coalesce((select t.name from public.appointment_types t where t.id = a.appointment_type_id),
                              a.appointment_type_name, ''))) in ('pre-screening', 'prescreening', 'pre screening')
$$;

-- ---------------------------------------------------------------------------------------------------
-- start_live_session: 'Start session' (spec 002 §4). One transaction: status STARTED (and the calendar event),
-- appointmentStartTime now (the countdown starts), the profile's selectedPageId cleared, the first step set,
-- the live_sessions row STARTED, and isTherapistConfirmedPatientAction when the patient is already ready.
-- A second call while the session runs changes nothing (hint already_started).
-- ---------------------------------------------------------------------------------------------------
create function public.start_live_session(p_appointment_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Something went wrong during appointment initialization.';
  a public.appointments := private.live_appointment(p_appointment_id, v_error);
  v_steps uuid[];
begin
  if a.is_draft_appointment then
    perform private.raise('55000', 'The client hasn''t yet logged into the platform, we will notify you when the client activates the account', 'draft_appointment');
  end if;
  if a.start_at > now() + interval '60 minutes' then
    perform private.raise('55000', v_error, 'too_early');
  end if;
  if a.appointment_start_time is not null and not a.is_appointment_was_stopped_by_patient then
    perform private.raise('55000', v_error, 'already_started');
  end if;
  v_steps := private.live_session_steps(a.script_id);
  update public.appointments
  set status = 'STARTED',
      appointment_start_time = now(),
      overtime_reached = false,
      is_appointment_was_stopped_by_patient = false,
      is_therapist_confirmed_patient_action = is_patient_confirmed_readiness,
      page_states = case when cardinality(v_steps) > 0
                         then jsonb_set(page_states, '{currentStepId}', to_jsonb(private.current_step(page_states, v_steps)::text))
                         else page_states end
  where id = a.id returning * into a;
  update public.calendar_events set appointment_status = 'STARTED' where id = a.calendar_event_id;
  update public.patient_profiles set selected_page_id = null where user_id = a.patient_user_id;
  insert into public.live_sessions (clinic_id, appointment_id, calendar_event_id, patient_user_id, therapist_user_id,
    title, live_session_type, live_session_status, event_start_time)
  values (a.clinic_id, a.id, a.calendar_event_id, a.patient_user_id, a.therapist_user_id, a.title, a.live_session_type,
    'STARTED', a.start_at)
  on conflict (appointment_id) do update set live_session_status = 'STARTED', is_session_finished = false;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The patient's side (the patient app is not part of this product; these are its calls).
-- confirm_patient_readiness: the patient is ready; with the therapist's session started, the patient action
-- is confirmed. Repeating it changes nothing.
-- patient_stop_appointment: the patient stops the appointment; the therapist's screen leaves with
-- 'Appointment was stopped by client'. The appointment stays open (the therapist may start again or end it).
-- ---------------------------------------------------------------------------------------------------
create function public.confirm_patient_readiness(p_appointment_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.patient_appointment(p_appointment_id);
begin
  if a.is_patient_confirmed_readiness
     and a.is_therapist_confirmed_patient_action = (a.appointment_start_time is not null and not a.is_appointment_was_stopped_by_patient) then
    return a;
  end if;
  update public.appointments
  set is_patient_confirmed_readiness = true,
      is_therapist_confirmed_patient_action = appointment_start_time is not null and not is_appointment_was_stopped_by_patient
  where id = a.id returning * into a;
  update public.remote_sharing set is_patient_ready = true where appointment_id = a.id;
  return a;
end
$$;

create function public.patient_stop_appointment(p_appointment_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.patient_appointment(p_appointment_id);
begin
  if a.is_appointment_was_stopped_by_patient then
    perform private.raise('55000', 'Appointment was stopped by client', 'already_stopped');
  end if;
  update public.appointments
  set is_appointment_was_stopped_by_patient = true, is_therapist_confirmed_patient_action = false,
      is_patient_confirmed_readiness = false, patients_online = '{}'
  where id = a.id returning * into a;
  delete from public.remote_sharing where appointment_id = a.id;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- live_session_step: step navigation (spec 001 §4). p_expected_step_id is the step the caller's screen shows
-- as current: if another tab moved on meanwhile, nothing changes ('Something went wrong during step change.',
-- hint step_changed) and the screen reloads the state.
--   'select' — p_target_step_id becomes current (nothing is finished);
--   'next'   — the current step is finished and the next unfinished one becomes current (stays at the last);
--   'done'   — as next, only while the patient action is confirmed, and the remote sharing row is removed.
-- Returns the new page_states.
-- ---------------------------------------------------------------------------------------------------
create function public.live_session_step(p_appointment_id uuid, p_action text, p_expected_step_id uuid,
  p_target_step_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Something went wrong during step change.';
  a public.appointments := private.live_appointment(p_appointment_id, v_error);
  v_steps uuid[] := private.live_session_steps(a.script_id);
  v_current uuid;
  v_finished uuid[];
  v_next uuid;
  v_index integer;
begin
  if p_action is null or p_action not in ('select', 'next', 'done') then
    perform private.raise('22023', v_error, 'invalid_action');
  end if;
  if cardinality(v_steps) = 0 then
    perform private.raise('55000', v_error, 'no_steps');
  end if;
  v_current := private.current_step(a.page_states, v_steps);
  if p_expected_step_id is distinct from v_current then
    perform private.raise('55000', v_error, 'step_changed');
  end if;
  v_finished := private.finished_steps(a.page_states);
  if p_action = 'select' then
    if p_target_step_id is null or not p_target_step_id = any (v_steps) then
      perform private.raise('22023', v_error, 'step_not_found');
    end if;
    v_next := p_target_step_id;
  else
    if p_action = 'done' and not a.is_therapist_confirmed_patient_action then
      perform private.raise('55000', 'This step can only be done during a live session', 'not_live');
    end if;
    if not v_current = any (v_finished) then
      v_finished := v_finished || v_current;
    end if;
    v_index := array_position(v_steps, v_current);
    select s into v_next from unnest(v_steps[v_index + 1:]) s where not s = any (v_finished) limit 1;
    if v_next is null then
      select s into v_next from unnest(v_steps) s where not s = any (v_finished) limit 1;
    end if;
    v_next := coalesce(v_next, v_current);
    if p_action = 'done' then
      delete from public.remote_sharing where appointment_id = a.id;
    end if;
  end if;
  update public.appointments
  set page_states = page_states || jsonb_build_object(
        'currentStepId', v_next::text,
        'finishedSteps', (select coalesce(jsonb_agg(s::text order by array_position(v_steps, s)), '[]'::jsonb)
                          from unnest(v_finished) s where s = any (v_steps)))
  where id = a.id returning * into a;
  return a.page_states;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- set_remote_sharing: what the therapist shows the patient (form, whiteboard, presentation page), only while
-- the patient action is confirmed. p_patch keys: type, file, form_id, is_whiteboard_shown, presentation_id,
-- current_page. Unknown keys or values change nothing (22023).
-- ---------------------------------------------------------------------------------------------------
create function public.set_remote_sharing(p_appointment_id uuid, p_patch jsonb) returns public.remote_sharing
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Something went wrong during remote sharing';
  a public.appointments := private.live_appointment(p_appointment_id, v_error);
  r public.remote_sharing;
  v_key text;
  v_page integer;
begin
  if not a.is_therapist_confirmed_patient_action then
    perform private.raise('55000', 'can only be shared/selected during a live session', 'not_live');
  end if;
  if p_patch is null or jsonb_typeof(p_patch) <> 'object' then
    perform private.raise('22023', v_error, 'invalid_patch');
  end if;
  for v_key in select jsonb_object_keys(p_patch) loop
    if v_key not in ('type', 'file', 'form_id', 'is_whiteboard_shown', 'presentation_id', 'current_page') then
      perform private.raise('22023', v_error, 'invalid_key');
    end if;
  end loop;
  if p_patch ? 'type' and (p_patch ->> 'type') not in ('media', 'therapist', 'package', 'none') then
    perform private.raise('22023', v_error, 'invalid_type');
  end if;
  if (p_patch ->> 'form_id') is not null
     and not exists (select 1 from public.forms f where f.id = (p_patch ->> 'form_id')::uuid and f.clinic_id = a.clinic_id) then
    perform private.raise('22023', v_error, 'form_not_found');
  end if;
  if (p_patch ->> 'presentation_id') is not null
     and not exists (select 1 from public.presentations p where p.id = (p_patch ->> 'presentation_id')::uuid and p.clinic_id = a.clinic_id) then
    perform private.raise('22023', v_error, 'presentation_not_found');
  end if;
  if p_patch ? 'current_page' then
    v_page := (p_patch ->> 'current_page')::integer;
    if v_page is null or v_page < 1 then
      perform private.raise('22023', v_error, 'invalid_page');
    end if;
  end if;
  insert into public.remote_sharing (clinic_id, appointment_id, patient_user_id, therapist_user_id, is_patient_ready)
  values (a.clinic_id, a.id, a.patient_user_id, a.therapist_user_id, a.is_patient_confirmed_readiness)
  on conflict (appointment_id) do nothing;
  update public.remote_sharing
  set type = coalesce(p_patch ->> 'type', type),
      file = case when p_patch ? 'file' then p_patch -> 'file' else file end,
      form_id = case when p_patch ? 'form_id' then (p_patch ->> 'form_id')::uuid else form_id end,
      is_whiteboard_shown = coalesce((p_patch ->> 'is_whiteboard_shown')::boolean, is_whiteboard_shown),
      presentation_id = case when p_patch ? 'presentation_id' then (p_patch ->> 'presentation_id')::uuid else presentation_id end,
      presentation_state = case when v_page is not null then jsonb_build_object('currentPage', v_page) else presentation_state end
  where appointment_id = a.id returning * into r;
  return r;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- live_session_choose: the endings 'Chose next therapist', 'Chose treatment package', 'Chose page', only while
-- the patient action is confirmed. therapist → reassign_therapist (saved, applied by go_to_journal) and shown
-- to the patient; package → the profile's package, shown to the patient; page → the profile's selectedPageId
-- and the appointment's pageId. Returns 'SAVED' / 'ASSIGNED' (therapist) or 'OK'.
-- ---------------------------------------------------------------------------------------------------
create function public.live_session_choose(p_appointment_id uuid, p_kind text, p_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
  v_result text := 'OK';
begin
  a := private.live_appointment(p_appointment_id, case p_kind
         when 'therapist' then 'Something went wrong during therapist assignment.'
         when 'package' then 'Something went wrong during package assignment.'
         else 'Can not send page to patient' end);
  if p_kind is null or p_kind not in ('therapist', 'package', 'page') then
    perform private.raise('22023', 'Something went wrong during step change.', 'invalid_kind');
  end if;
  if not a.is_therapist_confirmed_patient_action then
    perform private.raise('55000', case p_kind
      when 'therapist' then 'Assign therapist can only be done during a live session'
      when 'package' then 'Treatment package can only be selected during a live session'
      else 'Page can only be selected during a live session' end, 'not_live');
  end if;
  if p_kind = 'therapist' then
    v_result := public.reassign_therapist(a.patient_user_id, p_id, a.id);
  elsif p_kind = 'package' then
    if not exists (select 1 from public.packages k where k.id = p_id and k.clinic_id = a.clinic_id) then
      perform private.raise('P0002', 'Something went wrong during package assignment.', 'package_not_found');
    end if;
    update public.patient_profiles set package_id = p_id where user_id = a.patient_user_id;
  else
    if not exists (select 1 from public.pages g where g.id = p_id and g.clinic_id = a.clinic_id) then
      perform private.raise('P0002', 'Can not send page to patient', 'page_not_found');
    end if;
    update public.patient_profiles set selected_page_id = p_id where user_id = a.patient_user_id;
    update public.appointments set page_id = p_id where id = a.id;
  end if;
  if p_kind in ('therapist', 'package') then
    insert into public.remote_sharing (clinic_id, appointment_id, patient_user_id, therapist_user_id, is_patient_ready)
    values (a.clinic_id, a.id, a.patient_user_id, a.therapist_user_id, a.is_patient_confirmed_readiness)
    on conflict (appointment_id) do nothing;
    update public.remote_sharing
    set type = p_kind,
        shared_therapist_user_id = case when p_kind = 'therapist' then p_id else shared_therapist_user_id end,
        package_id = case when p_kind = 'package' then p_id else package_id end
    where appointment_id = a.id;
  end if;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- mark_next_appointment_scheduled: after 'Create next appointment' booked p_next_appointment_id (a booking of
-- the same patient, made after this session started), page state isNextAppointmentAdded and the appointment's
-- isNextAppointmentWasScheduled become true. Once set, a second call changes nothing (hint already_scheduled).
-- ---------------------------------------------------------------------------------------------------
create function public.mark_next_appointment_scheduled(p_appointment_id uuid, p_next_appointment_id uuid)
returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Something went wrong during step change.';
  a public.appointments := private.live_appointment(p_appointment_id, v_error);
begin
  if not a.is_therapist_confirmed_patient_action then
    perform private.raise('55000', 'Next appointment can only be created during a live session', 'not_live');
  end if;
  if a.is_next_appointment_was_scheduled then
    perform private.raise('55000', v_error, 'already_scheduled');
  end if;
  if not exists (select 1 from public.appointments n
                 where n.id = p_next_appointment_id and n.id <> a.id and n.clinic_id = a.clinic_id
                   and n.patient_user_id = a.patient_user_id and n.status <> 'CANCELED' and n.start_at > a.start_at) then
    perform private.raise('22023', v_error, 'next_appointment_not_found');
  end if;
  update public.appointments
  set is_next_appointment_was_scheduled = true,
      page_states = page_states || jsonb_build_object('isNextAppointmentAdded', true)
  where id = a.id returning * into a;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- mark_overtime_reached: the countdown reached the type's duration (checked here against the server's clock,
-- not the browser's). Returns whether overtime is reached; repeating changes nothing.
-- ---------------------------------------------------------------------------------------------------
create function public.mark_overtime_reached(p_appointment_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.live_appointment(p_appointment_id, 'Error occurred during appointment data fetch.');
begin
  if a.overtime_reached then
    return true;
  end if;
  if a.appointment_start_time is null
     or a.appointment_start_time + make_interval(mins => a.appointment_type_duration) > now() then
    return false;
  end if;
  update public.appointments set overtime_reached = true where id = a.id;
  return true;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- set_cgi_rating: CGI-S / CGI-I 1–7 for the appointment's patient ('CGI successfuly added'); a null level
-- removes it ('CGI successfuly removed'). CGI-I is refused for the pre-screening type. Returns 'ADDED',
-- 'UPDATED' or 'REMOVED'.
-- ---------------------------------------------------------------------------------------------------
create function public.set_cgi_rating(p_appointment_id uuid, p_kind text, p_level smallint default null) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Error';
  a public.appointments := private.own_appointment(p_appointment_id, v_error);
  v_profile uuid;
  v_name text;
  v_existing smallint;
begin
  if a.status = 'CANCELED' then
    perform private.raise('55000', v_error, 'appointment_canceled');
  end if;
  if p_kind is null or p_kind not in ('CGI_S', 'CGI_I') then
    perform private.raise('22023', v_error, 'invalid_kind');
  end if;
  if p_level is not null and (p_level < 1 or p_level > 7) then
    perform private.raise('22023', v_error, 'invalid_level');
  end if;
  if p_kind = 'CGI_I' and private.is_pre_screening(a) then
    perform private.raise('22023', v_error, 'cgi_i_pre_screening');
  end if;
  select level into v_existing from public.cgi_records where appointment_id = a.id and kind = p_kind for update;
  if p_level is null then
    if v_existing is null then
      perform private.raise('55000', v_error, 'cgi_not_found');
    end if;
    delete from public.cgi_records where appointment_id = a.id and kind = p_kind;
    return 'REMOVED';
  end if;
  select pp.id into v_profile from public.patient_profiles pp where pp.user_id = a.patient_user_id;
  select btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) into v_name from public.users u where u.id = auth.uid();
  insert into public.cgi_records (clinic_id, patient_profile_id, patient_user_id, appointment_id, kind, level,
    therapist_user_id, therapist_user_display_name)
  values (a.clinic_id, v_profile, a.patient_user_id, a.id, p_kind, p_level, auth.uid(), v_name)
  on conflict (appointment_id, kind) do update set level = excluded.level, therapist_user_id = excluded.therapist_user_id,
    therapist_user_display_name = excluded.therapist_user_display_name;
  return case when v_existing is null then 'ADDED' else 'UPDATED' end;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- live_session_go_to_journal: 'Go to journal' from the live-session screen (spec 001 §4): every step finished
-- and, in a live appointment (a session was started), the patient action confirmed; then go_to_journal (count,
-- time slots, flags, calendar event, live-session finish, pending reassignment) and the remote sharing row
-- removed. Returns go_to_journal's answer.
-- ---------------------------------------------------------------------------------------------------
create function public.live_session_go_to_journal(p_appointment_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_error constant text := 'Error occurred during journal phase finish';
  a public.appointments := private.live_appointment(p_appointment_id, v_error);
  v_steps uuid[] := private.live_session_steps(a.script_id);
  v_result jsonb;
begin
  if not (v_steps <@ private.finished_steps(a.page_states)) then
    perform private.raise('55000', v_error, 'steps_not_finished');
  end if;
  if a.appointment_start_time is not null and not a.is_therapist_confirmed_patient_action then
    perform private.raise('55000', v_error, 'not_live');
  end if;
  v_result := public.go_to_journal(a.id, null);
  if (v_result ->> 'ok')::boolean then
    delete from public.remote_sharing where appointment_id = a.id;
  end if;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Live data: the live-session screen listens to its appointment (already published), live session and remote
-- sharing rows; the patient app to the same.
-- ---------------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                   and schemaname = 'public' and tablename = 'live_sessions') then
      alter publication supabase_realtime add table public.live_sessions;
    end if;
    if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                   and schemaname = 'public' and tablename = 'remote_sharing') then
      alter publication supabase_realtime add table public.remote_sharing;
    end if;
  end if;
end
$$;

revoke execute on function
  private.live_appointment(uuid, text), private.patient_appointment(uuid), private.live_session_steps(uuid),
  private.finished_steps(jsonb), private.current_step(jsonb, uuid[]), private.is_pre_screening(public.appointments),
  public.start_live_session(uuid), public.confirm_patient_readiness(uuid), public.patient_stop_appointment(uuid),
  public.live_session_step(uuid, text, uuid, uuid), public.set_remote_sharing(uuid, jsonb),
  public.live_session_choose(uuid, text, uuid), public.mark_next_appointment_scheduled(uuid, uuid),
  public.mark_overtime_reached(uuid), public.set_cgi_rating(uuid, text, smallint),
  public.live_session_go_to_journal(uuid)
from public, anon;
grant execute on function
  private.live_appointment(uuid, text), private.patient_appointment(uuid), private.live_session_steps(uuid),
  private.finished_steps(jsonb), private.current_step(jsonb, uuid[]), private.is_pre_screening(public.appointments)
to authenticated, service_role;
grant execute on function
  public.start_live_session(uuid), public.confirm_patient_readiness(uuid), public.patient_stop_appointment(uuid),
  public.live_session_step(uuid, text, uuid, uuid), public.set_remote_sharing(uuid, jsonb),
  public.live_session_choose(uuid, text, uuid), public.mark_next_appointment_scheduled(uuid, uuid),
  public.mark_overtime_reached(uuid), public.set_cgi_rating(uuid, text, smallint),
  public.live_session_go_to_journal(uuid)
to authenticated, service_role;
