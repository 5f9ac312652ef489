-- State transitions (spec 000 §4, 001 §4, 002 §4) as RPC functions, one transaction each, and the
-- data-only backend calls of spec 000 §7.1 / 001 §7. Errors use the spec's texts where it gives them;
-- SQLSTATE and HINT carry a stable code for clients:
--   42501 not allowed · P0002 not found · 23P01 time taken · 22023 invalid argument · 55000 wrong state

-- ---------------------------------------------------------------------------------------------------
-- Internal triggers keeping derived rows consistent
-- ---------------------------------------------------------------------------------------------------

-- A patient profile gets a journal, and its main therapist a therapist_patients row.
create function private.patient_profile_before() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.journal_id is null then
    insert into public.journals (clinic_id, patient_user_id) values (new.clinic_id, new.user_id)
    on conflict (patient_user_id) do update set clinic_id = excluded.clinic_id
    returning id into new.journal_id;
  end if;
  return new;
end
$$;
create trigger patient_profile_before before insert on public.patient_profiles
  for each row execute function private.patient_profile_before();

create function private.patient_profile_after() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.users set patient_profile_id = new.id where id = new.user_id and patient_profile_id is distinct from new.id;
  if tg_op = 'UPDATE' and old.therapist_user_id is not distinct from new.therapist_user_id then
    return null;
  end if;
  delete from public.therapist_patients where patient_user_id = new.user_id and is_main
    and therapist_user_id is distinct from new.therapist_user_id;
  if new.therapist_user_id is not null then
    insert into public.therapist_patients (clinic_id, therapist_user_id, therapist_profile_id, patient_user_id, is_main)
    values (new.clinic_id, new.therapist_user_id,
            (select tp.id from public.therapist_profiles tp where tp.user_id = new.therapist_user_id),
            new.user_id, true)
    on conflict (therapist_user_id, patient_user_id) do update set is_main = true;
  end if;
  return null;
end
$$;
create trigger patient_profile_after after insert or update of therapist_user_id on public.patient_profiles
  for each row execute function private.patient_profile_after();

create function private.therapist_profile_after() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.users set therapist_profile_id = new.id where id = new.user_id and therapist_profile_id is distinct from new.id;
  return null;
end
$$;
create trigger therapist_profile_after after insert on public.therapist_profiles
  for each row execute function private.therapist_profile_after();

-- ---------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------
create function private.raise(p_code text, p_message text, p_hint text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = p_code, message = p_message, hint = p_hint;
end
$$;

create function private.require_staff() returns void
language plpgsql stable set search_path = '' as $$
begin
  if auth.uid() is null or not private.is_staff() or private.clinic_id() is null then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'not_staff');
  end if;
end
$$;

-- The appointment, locked, if the caller may act on it (its therapist, or a clinic owner/admin).
create function private.own_appointment(p_id uuid, p_error text) returns public.appointments
language plpgsql set search_path = '' as $$
declare
  a public.appointments;
begin
  perform private.require_staff();
  select * into a from public.appointments where id = p_id and clinic_id = private.clinic_id() for update;
  if not found then
    perform private.raise('P0002', p_error, 'appointment_not_found');
  end if;
  if a.therapist_user_id <> auth.uid() and not private.is_clinic_admin() then
    perform private.raise('42501', p_error, 'not_your_appointment');
  end if;
  return a;
end
$$;

create function private.notify(p_clinic uuid, p_receiver uuid, p_application text, p_type text,
  p_en text, p_no text, p_trigger integer, p_data jsonb) returns void
language sql set search_path = '' as $$
  insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, sender_id, additional_data)
  values (p_clinic, p_receiver, p_application, p_type, jsonb_build_object('EN', p_en, 'NO', p_no), p_trigger, auth.uid(),
          coalesce(p_data, '{}'))
$$;

create function private.is_clinic_therapist(p_user uuid, p_clinic uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.users u join public.therapist_profiles tp on tp.user_id = u.id
                 where u.id = p_user and u.clinic_id = p_clinic and u.role in ('THERAPIST', 'CLINIC_OWNER'))
$$;

-- A start time is on a 5-minute step and not on a day before yesterday in the clinic's time zone (spec 000 §5).
create function private.check_start(p_start timestamptz, p_clinic uuid) returns void
language plpgsql stable set search_path = '' as $$
declare
  v_tz text := coalesce((select c.time_zone from public.clinics c where c.id = p_clinic), 'Europe/Oslo');
begin
  if date_trunc('minute', p_start) <> p_start or extract(minute from p_start)::int % 5 <> 0 then
    perform private.raise('22023', 'Error in the time field (RPicker component)', 'start_not_on_5_minutes');
  end if;
  if (p_start at time zone v_tz)::date < (now() at time zone v_tz)::date - 1 then
    perform private.raise('22023', 'Please select date!', 'date_before_yesterday');
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- book_appointment: appointment + main and pause calendar events + patient active count +1.
-- ---------------------------------------------------------------------------------------------------
create function public.book_appointment(
  p_patient_user_id uuid,
  p_appointment_type_id uuid,
  p_start timestamptz,
  p_live_session_type text,
  p_script_id uuid,
  p_title text default null,
  p_therapist_user_id uuid default null,
  p_is_draft_appointment boolean default false
) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_therapist uuid := coalesce(p_therapist_user_id, auth.uid());
  t public.appointment_types;
  s public.scripts;
  pp public.patient_profiles;
  v_calendar uuid;
  v_first boolean;
  a public.appointments;
  v_event uuid;
  v_pause uuid;
begin
  perform private.require_staff();
  if p_start is null then
    perform private.raise('22023', 'Error in the time field (RPicker component)', 'start_required');
  end if;
  perform private.check_start(p_start, v_clinic);
  if p_live_session_type is null or p_live_session_type not in ('VIDEO', 'PHONE', 'IN_OFFICE') then
    perform private.raise('22023', 'Please select live session type!', 'live_session_type_required');
  end if;
  if p_title is not null and length(btrim(p_title)) = 0 then
    perform private.raise('22023', 'Appointment title should not be empty', 'title_empty');
  end if;
  if length(p_title) > 256 then
    perform private.raise('22023', 'Your appointment title is too long', 'title_too_long');
  end if;
  select * into t from public.appointment_types where id = p_appointment_type_id and clinic_id = v_clinic;
  if not found then
    perform private.raise('22023', 'Please select appointment type!', 'appointment_type_required');
  end if;
  select * into s from public.scripts where id = p_script_id and clinic_id = v_clinic and appointment_type_id = t.id;
  if not found then
    perform private.raise('22023', 'Please select script!', 'script_required');
  end if;
  if not p_live_session_type = any (s.live_session_types) then
    perform private.raise('22023', 'Please select live session type!', 'live_session_type_not_in_script');
  end if;
  if not exists (select 1 from public.script_steps st where st.script_id = s.id) then
    perform private.raise('22023', 'Please select script!', 'script_without_steps');
  end if;
  if not private.is_clinic_therapist(v_therapist, v_clinic) then
    perform private.raise('22023', 'Assigned therapist doesn`t exists', 'therapist_not_found');
  end if;
  select * into pp from public.patient_profiles where user_id = p_patient_user_id and clinic_id = v_clinic for update;
  if not found or not private.can_access_patient(p_patient_user_id) then
    perform private.raise('22023', 'Please select patient!', 'patient_not_found');
  end if;
  select tp.calendar_id into v_calendar from public.therapist_profiles tp where tp.user_id = v_therapist;
  if v_calendar is null then
    perform private.raise('55000', 'User google-calendar was not integrated, check your data and try again', 'calendar_not_integrated');
  end if;

  v_first := not exists (select 1 from public.appointments x
                         where x.patient_user_id = p_patient_user_id and x.status <> 'CANCELED');
  begin
    insert into public.appointments (
      clinic_id, appointment_type_id, appointment_type_name, appointment_type_price, appointment_type_duration,
      appointment_type_pause, appointment_type_currency_code, appointment_type_currency_id, live_session_type,
      patient_user_id, therapist_user_id, start_at, end_at, title, name, status, booking_method, script_id,
      is_first_appointment_for_patient, is_draft_appointment)
    values (
      v_clinic, t.id, t.name, t.price, t.duration, t.pause, t.currency_code, t.currency_id, p_live_session_type,
      p_patient_user_id, v_therapist, p_start, p_start + make_interval(mins => t.duration),
      coalesce(btrim(p_title), t.name), t.name, 'NOT_STARTED', 'THERAPIST', s.id, v_first, p_is_draft_appointment)
    returning * into a;
  exception when exclusion_violation then
    perform private.raise('23P01', 'Haven`t free time', 'slot_taken');
  end;

  insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, type, start_at, end_at,
    summary, live_session_type, appointment_status, patient_user_id)
  values (v_clinic, v_calendar, v_therapist, a.id, 'APPOINTMENT', a.start_at, a.end_at, a.title, a.live_session_type,
    'NOT_STARTED', p_patient_user_id)
  returning id into v_event;
  if t.pause > 0 then
    insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, calendar_event_appointment_id,
      type, start_at, end_at, summary, live_session_type, appointment_status, patient_user_id)
    values (v_clinic, v_calendar, v_therapist, a.id, v_event, 'PAUSE', a.end_at, a.end_at + make_interval(mins => t.pause),
      'Pause', a.live_session_type, 'NOT_STARTED', p_patient_user_id)
    returning id into v_pause;
  end if;
  update public.appointments set calendar_event_id = v_event, pause_calendar_event_id = v_pause
  where id = a.id returning * into a;

  update public.patient_profiles
  set number_of_active_appointments = number_of_active_appointments + 1,
      has_not_finished_first_appointment = has_not_finished_first_appointment or v_first,
      -- a free patient booked by a therapist becomes that therapist's patient
      therapist_user_id = coalesce(therapist_user_id, v_therapist),
      is_access_to_time_slots_stopped = false
  where id = pp.id;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- update_appointment: reschedule or edit; events follow; a patient change moves the active count.
-- ---------------------------------------------------------------------------------------------------
create function public.update_appointment(
  p_appointment_id uuid,
  p_start timestamptz default null,
  p_title text default null,
  p_live_session_type text default null,
  p_script_id uuid default null,
  p_patient_user_id uuid default null,
  p_therapist_user_id uuid default null
) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Sorry, you can''t delete or edit this event, it has wrong data');
  v_clinic uuid := a.clinic_id;
  v_start timestamptz := coalesce(p_start, a.start_at);
  v_type text := coalesce(p_live_session_type, a.live_session_type);
  v_script uuid := coalesce(p_script_id, a.script_id);
  v_patient uuid := coalesce(p_patient_user_id, a.patient_user_id);
  v_therapist uuid := coalesce(p_therapist_user_id, a.therapist_user_id);
  v_calendar uuid;
  s public.scripts;
begin
  if a.status = 'FINISHED' then
    perform private.raise('55000', 'You can''t edit and delete the appointment which has already been finished', 'appointment_finished');
  end if;
  if a.status = 'CANCELED' then
    perform private.raise('55000', 'Sorry, you can''t delete or edit this event, it has wrong data', 'appointment_canceled');
  end if;
  if p_start is not null then
    perform private.check_start(p_start, v_clinic);
  end if;
  if v_type not in ('VIDEO', 'PHONE', 'IN_OFFICE') then
    perform private.raise('22023', 'Please select live session type!', 'live_session_type_required');
  end if;
  if p_title is not null and length(btrim(p_title)) = 0 then
    perform private.raise('22023', 'Appointment title should not be empty', 'title_empty');
  end if;
  if length(p_title) > 256 then
    perform private.raise('22023', 'Your appointment title is too long', 'title_too_long');
  end if;
  select * into s from public.scripts where id = v_script and clinic_id = v_clinic and appointment_type_id = a.appointment_type_id;
  if not found then
    perform private.raise('22023', 'Please select script!', 'script_required');
  end if;
  if not v_type = any (s.live_session_types) then
    perform private.raise('22023', 'Please select live session type!', 'live_session_type_not_in_script');
  end if;
  if v_therapist <> a.therapist_user_id then
    if not private.is_clinic_therapist(v_therapist, v_clinic) then
      perform private.raise('22023', 'Assigned therapist doesn`t exists', 'therapist_not_found');
    end if;
    select tp.calendar_id into v_calendar from public.therapist_profiles tp where tp.user_id = v_therapist;
    if v_calendar is null then
      perform private.raise('55000', 'User google-calendar was not integrated, check your data and try again', 'calendar_not_integrated');
    end if;
  end if;
  if v_patient <> a.patient_user_id then
    if not exists (select 1 from public.patient_profiles where user_id = v_patient and clinic_id = v_clinic)
       or not private.can_access_patient(v_patient) then
      perform private.raise('22023', 'Please select patient!', 'patient_not_found');
    end if;
    update public.patient_profiles set number_of_active_appointments = greatest(number_of_active_appointments - 1, 0)
    where user_id = a.patient_user_id;
    update public.patient_profiles set number_of_active_appointments = number_of_active_appointments + 1
    where user_id = v_patient;
  end if;
  begin
    update public.appointments
    set start_at = v_start, end_at = v_start + make_interval(mins => appointment_type_duration),
        title = coalesce(btrim(p_title), title), live_session_type = v_type, script_id = v_script,
        patient_user_id = v_patient, therapist_user_id = v_therapist
    where id = a.id returning * into a;
  exception when exclusion_violation then
    perform private.raise('23P01', 'Haven`t free time', 'slot_taken');
  end;
  update public.calendar_events e
  set start_at = case e.type when 'PAUSE' then a.end_at else a.start_at end,
      end_at = case e.type when 'PAUSE' then a.end_at + make_interval(mins => a.appointment_type_pause) else a.end_at end,
      summary = case e.type when 'PAUSE' then e.summary else a.title end,
      live_session_type = a.live_session_type, patient_user_id = a.patient_user_id,
      therapist_user_id = a.therapist_user_id, calendar_id = coalesce(v_calendar, e.calendar_id)
  where e.appointment_id = a.id;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- cancel_appointment
-- ---------------------------------------------------------------------------------------------------
create function public.cancel_appointment(p_appointment_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Error during cancel appointment');
begin
  if a.status = 'FINISHED' then
    perform private.raise('55000', 'You can''t edit and delete the appointment which has already been finished', 'appointment_finished');
  end if;
  if a.status = 'CANCELED' then
    perform private.raise('55000', 'Error during cancel appointment', 'already_canceled');
  end if;
  update public.appointments set status = 'CANCELED', is_first_appointment_for_patient = false
  where id = a.id returning * into a;
  update public.calendar_events set appointment_status = 'CANCELED' where appointment_id = a.id;
  update public.patient_profiles
  set number_of_active_appointments = greatest(number_of_active_appointments - 1, 0),
      has_not_finished_first_appointment = false
  where user_id = a.patient_user_id;
  perform private.notify(a.clinic_id, a.patient_user_id, 'patient', 'APPOINTMENT_CANCELED',
    'Appointment was successfully canceled', 'Avtalen ble avlyst', null,
    jsonb_build_object('appointmentId', a.id, 'calendarEventId', a.calendar_event_id, 'therapist', a.therapist_user_id));
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- start_appointment: 'Start appointment' (status and event STARTED); with p_confirm_patient_action the
-- live session start of spec 002 §4 (selectedPageId cleared, isTherapistConfirmedPatientAction, start time).
-- ---------------------------------------------------------------------------------------------------
create function public.start_appointment(p_appointment_id uuid, p_confirm_patient_action boolean default false)
returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Something went wrong during appointment initialization.');
begin
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', 'Something went wrong during appointment initialization.', 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('55000', 'Something went wrong during appointment initialization.', 'appointment_' || lower(a.status));
  end if;
  if a.is_draft_appointment then
    perform private.raise('55000', 'The client hasn''t yet logged into the platform, we will notify you when the client activates the account', 'draft_appointment');
  end if;
  if a.start_at > now() + interval '60 minutes' then
    perform private.raise('55000', 'Something went wrong during appointment initialization.', 'too_early');
  end if;
  update public.appointments
  set status = 'STARTED',
      is_therapist_confirmed_patient_action = is_therapist_confirmed_patient_action or p_confirm_patient_action,
      appointment_start_time = case when p_confirm_patient_action then coalesce(appointment_start_time, now()) else appointment_start_time end
  where id = a.id returning * into a;
  update public.calendar_events set appointment_status = 'STARTED' where id = a.calendar_event_id;
  if p_confirm_patient_action then
    update public.patient_profiles set selected_page_id = null where user_id = a.patient_user_id;
  end if;
  insert into public.live_sessions (clinic_id, appointment_id, calendar_event_id, patient_user_id, therapist_user_id,
    title, live_session_type, live_session_status, event_start_time)
  values (a.clinic_id, a.id, a.calendar_event_id, a.patient_user_id, a.therapist_user_id, a.title, a.live_session_type,
    'STARTED', a.start_at)
  on conflict (appointment_id) do update set live_session_status = 'STARTED';
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- finish_appointment: 'End appointment' (spec 000 §4 Finishing, 002 §4).
-- ---------------------------------------------------------------------------------------------------
create function public.finish_appointment(p_appointment_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Error during finish appointment');
begin
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', 'Error during finish appointment', 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('55000', 'Error during finish appointment', 'appointment_' || lower(a.status));
  end if;
  update public.appointments
  set status = 'FINISHED', is_session_scripts_finished = true, is_session_finished = true, is_journal_phase_finished = true,
      is_first_appointment_for_patient = false
  where id = a.id returning * into a;
  update public.calendar_events set appointment_status = 'FINISHED' where id = a.calendar_event_id;
  update public.patient_profiles
  set number_of_active_appointments = greatest(number_of_active_appointments - 1, 0),
      has_not_finished_first_appointment = false
  where user_id = a.patient_user_id;
  update public.live_sessions set live_session_status = 'FINISHED', is_session_finished = true where appointment_id = a.id;
  return a;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- reassign_therapist: with an unfinished appointment the choice is saved and applied by go_to_journal
-- ('New therapist successfully saved and will be assigned after live session finish'); otherwise the
-- patient is reassigned at once ('New therapist successfully assigned'). Returns 'SAVED' or 'ASSIGNED'.
-- ---------------------------------------------------------------------------------------------------
create function private.assign_main_therapist(p_patient uuid, p_therapist uuid) returns void
language plpgsql set search_path = '' as $$
declare
  v_old uuid;
  v_clinic uuid;
begin
  select therapist_user_id, clinic_id into v_old, v_clinic from public.patient_profiles where user_id = p_patient for update;
  if v_old is not distinct from p_therapist then
    return;
  end if;
  update public.patient_profiles set therapist_user_id = p_therapist where user_id = p_patient;
  perform private.notify(v_clinic, p_therapist, 'therapist', 'THERAPIST_ASSIGNED',
    'You were assigned as the main therapist of a patient', 'Du ble tildelt som hovedterapeut for en pasient', 5,
    jsonb_build_object('patient', p_patient, 'assignedTherapist', p_therapist, 'therapist', auth.uid()));
end
$$;

create function public.reassign_therapist(p_patient_user_id uuid, p_therapist_user_id uuid, p_appointment_id uuid default null)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  a public.appointments;
begin
  perform private.require_staff();
  if not exists (select 1 from public.patient_profiles where user_id = p_patient_user_id and clinic_id = v_clinic)
     or not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'Something went wrong during therapist assignment.', 'patient_not_found');
  end if;
  if not private.is_main_therapist(p_patient_user_id) and not private.is_clinic_admin()
     and exists (select 1 from public.patient_profiles where user_id = p_patient_user_id and therapist_user_id is not null) then
    perform private.raise('42501', 'Something went wrong during therapist assignment.', 'not_main_therapist');
  end if;
  if not private.is_clinic_therapist(p_therapist_user_id, v_clinic) then
    perform private.raise('P0002', 'Assigned therapist doesn`t exists', 'therapist_not_found');
  end if;
  if p_appointment_id is not null then
    select * into a from public.appointments
    where id = p_appointment_id and clinic_id = v_clinic and patient_user_id = p_patient_user_id for update;
    if not found then
      perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'appointment_not_found');
    end if;
    if a.status not in ('FINISHED', 'CANCELED') then
      update public.appointments
      set page_states = jsonb_set(page_states, '{selectedTherapistUserId}', to_jsonb(p_therapist_user_id::text)),
          assigned_therapist_user_id = p_therapist_user_id
      where id = a.id;
      return 'SAVED';
    end if;
  end if;
  perform private.assign_main_therapist(p_patient_user_id, p_therapist_user_id);
  return 'ASSIGNED';
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- go_to_journal (spec 001 §4). Returns {ok, appointment_id, reassigned} or, when the chosen therapist
-- does not exist, {ok: false, error: 'Assigned therapist doesn`t exists'} after marking the scripts
-- not finished (the spec's behaviour, so that write is committed).
-- ---------------------------------------------------------------------------------------------------
create function public.go_to_journal(p_appointment_id uuid, p_selected_therapist_user_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Error occurred during journal phase finish');
  v_selected uuid;
  v_current uuid;
  v_reassigned boolean := false;
begin
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', 'Error occurred during journal phase finish', 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('55000', 'Error occurred during journal phase finish', 'appointment_' || lower(a.status));
  end if;
  v_selected := coalesce(p_selected_therapist_user_id,
                         nullif(a.page_states ->> 'selectedTherapistUserId', '')::uuid,
                         a.assigned_therapist_user_id);
  select therapist_user_id into v_current from public.patient_profiles where user_id = a.patient_user_id for update;
  if v_selected is not null and v_selected is distinct from v_current
     and not private.is_clinic_therapist(v_selected, a.clinic_id) then
    update public.appointments set is_session_scripts_finished = false where id = a.id;
    return jsonb_build_object('ok', false, 'appointment_id', a.id, 'error', 'Assigned therapist doesn`t exists',
                              'code', 'therapist_not_found');
  end if;

  update public.patient_profiles
  set number_of_active_appointments = greatest(number_of_active_appointments - 1, 0),
      is_access_to_time_slots_stopped = is_access_to_time_slots_stopped
        or not (a.is_next_appointment_was_scheduled or a.is_therapist_was_assigned or v_selected is not null)
  where user_id = a.patient_user_id;
  update public.appointments
  set is_session_scripts_finished = true, is_session_finished = true, is_journal_phase_finished = true,
      status = 'FINISHED'
  where id = a.id;
  update public.calendar_events set appointment_status = 'FINISHED' where id = a.calendar_event_id;
  -- live-session finish processing
  update public.live_sessions set live_session_status = 'FINISHED', is_session_finished = true where appointment_id = a.id;
  if v_selected is not null and v_selected is distinct from v_current then
    perform private.assign_main_therapist(a.patient_user_id, v_selected);
    update public.appointments set is_therapist_was_assigned = true where id = a.id;
    v_reassigned := true;
  end if;
  return jsonb_build_object('ok', true, 'appointment_id', a.id, 'reassigned', v_reassigned);
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- attach_therapists: the patient's attached therapists become exactly p_therapist_user_ids (the main
-- therapist excluded); newly attached therapists are notified. Returns the attached ids.
-- unattach_self: the caller leaves a patient they are attached to.
-- ---------------------------------------------------------------------------------------------------
create function public.attach_therapists(p_patient_user_id uuid, p_therapist_user_ids uuid[])
returns uuid[]
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  pp public.patient_profiles;
  v_bad uuid;
  v_new uuid;
  v_result uuid[];
begin
  perform private.require_staff();
  select * into pp from public.patient_profiles where user_id = p_patient_user_id and clinic_id = v_clinic for update;
  if not found or not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'Error,during attach therapist, patient not found', 'patient_not_found');
  end if;
  select x into v_bad from unnest(coalesce(p_therapist_user_ids, '{}')) x
  where not exists (select 1 from public.users u join public.therapist_profiles tp on tp.user_id = u.id
                    where u.id = x and u.clinic_id = v_clinic and u.role = 'THERAPIST' and u.is_temporary_password_resolved)
  limit 1;
  if v_bad is not null then
    perform private.raise('22023', 'Error,during attach therapist, therapist ' || v_bad || ' cannot be attached', 'therapist_not_found');
  end if;
  delete from public.therapist_patients
  where patient_user_id = p_patient_user_id and not is_main and not (therapist_user_id = any (coalesce(p_therapist_user_ids, '{}')));
  for v_new in
    insert into public.therapist_patients (clinic_id, therapist_user_id, therapist_profile_id, patient_user_id, is_main)
    select v_clinic, x, (select tp.id from public.therapist_profiles tp where tp.user_id = x), p_patient_user_id, false
    from unnest(coalesce(p_therapist_user_ids, '{}')) x
    where x is distinct from pp.therapist_user_id
    on conflict (therapist_user_id, patient_user_id) do nothing
    returning therapist_user_id
  loop
    perform private.notify(v_clinic, v_new, 'therapist', 'THERAPIST_ATTACHED',
      'You were attached to a patient', 'Du ble knyttet til en pasient', 5,
      jsonb_build_object('patient', p_patient_user_id, 'therapist', auth.uid()));
  end loop;
  select coalesce(array_agg(therapist_user_id order by therapist_user_id), '{}') into v_result
  from public.therapist_patients where patient_user_id = p_patient_user_id and not is_main;
  return v_result;
end
$$;

create function public.unattach_self(p_patient_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_main uuid;
  v_clinic uuid;
begin
  perform private.require_staff();
  delete from public.therapist_patients
  where patient_user_id = p_patient_user_id and therapist_user_id = auth.uid() and not is_main
    and clinic_id = private.clinic_id();
  if not found then
    perform private.raise('P0002', 'Error,during attach therapist, you are not attached to this patient', 'not_attached');
  end if;
  select therapist_user_id, clinic_id into v_main, v_clinic from public.patient_profiles where user_id = p_patient_user_id;
  if v_main is not null then
    perform private.notify(v_clinic, v_main, 'therapist', 'THERAPIST_UNATTACHED',
      'A therapist unattached from your patient', 'En terapeut koblet seg fra pasienten din', 5,
      jsonb_build_object('patient', p_patient_user_id, 'therapist', auth.uid()));
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- finish_treatment: only the main therapist ('Patient successfully finish treatment').
-- ---------------------------------------------------------------------------------------------------
create function public.finish_treatment(p_patient_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if not private.is_main_therapist(p_patient_user_id) then
    perform private.raise('42501', 'Error during finish treatment for patient', 'not_main_therapist');
  end if;
  update public.users set is_treatment_finished = true where id = p_patient_user_id and clinic_id = private.clinic_id();
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- mark_notifications_seen: the given ids (or all) of the caller's notifications; returns how many.
-- ---------------------------------------------------------------------------------------------------
create function public.mark_notifications_seen(p_ids uuid[] default null) returns integer
language sql security invoker set search_path = '' as $$
  with u as (
    update public.notifications set seen = true
    where receiver_id = (select auth.uid()) and not seen and (p_ids is null or id = any (p_ids))
    returning 1
  )
  select count(*)::integer from u
$$;

-- ---------------------------------------------------------------------------------------------------
-- next_invoice_number: the clinic's latest number + 1 (a unique constraint refuses a duplicate).
-- ---------------------------------------------------------------------------------------------------
create function public.next_invoice_number() returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if not private.invoices_enabled() then
    perform private.raise('42501', 'Error occurred while creating invoice.', 'invoices_disabled');
  end if;
  return coalesce((select max(number) from public.invoices where clinic_id = private.clinic_id()), 0) + 1;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- get_available_therapists_for_timeslot (spec 000 §7.1): therapists of the clinic whose temporary
-- password is resolved, who offer the type, have working hours covering the slot and no overlapping
-- non-canceled appointment.
-- ---------------------------------------------------------------------------------------------------
create function public.get_available_therapists_for_timeslot(
  p_clinic_id uuid, p_timeslot_start_date timestamptz, p_appointment_type_id uuid)
returns table (id uuid, first_name text, last_name text, email text, avatar_url text, therapist_profile_id uuid)
language plpgsql stable security definer set search_path = '' as $$
declare
  t public.appointment_types;
  v_range tstzrange;
begin
  if auth.uid() is null or p_clinic_id is distinct from private.clinic_id() then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'wrong_clinic');
  end if;
  select * into t from public.appointment_types at where at.id = p_appointment_type_id and at.clinic_id = p_clinic_id;
  if not found then
    perform private.raise('22023', 'Please select appointment type!', 'appointment_type_required');
  end if;
  v_range := private.busy_range(p_timeslot_start_date, p_timeslot_start_date + make_interval(mins => t.duration), t.pause);
  return query
  select u.id, u.first_name, u.last_name, u.email, u.avatar_url, u.therapist_profile_id
  from public.users u
  where u.clinic_id = p_clinic_id and u.role = 'THERAPIST' and u.is_temporary_password_resolved
    and u.therapist_profile_id is not null
    and p_appointment_type_id = any (u.appointment_type_ids)
    -- the working-hour slots (any live session type) cover the appointment without a gap
    and (select coalesce(sum(extract(epoch from upper(r) - lower(r))), 0)
         from (select tstzrange(greatest(s.start_at, p_timeslot_start_date),
                                least(s.end_at, p_timeslot_start_date + make_interval(mins => t.duration))) r
               from (select distinct on (sl.start_at) sl.start_at, sl.end_at
                     from public.weekly_working_hour_slots sl
                     where sl.clinic_id = p_clinic_id and sl.therapist_user_id = u.id
                       and sl.start_at < p_timeslot_start_date + make_interval(mins => t.duration)
                       and sl.end_at > p_timeslot_start_date
                     order by sl.start_at) s) x) >= t.duration * 60
    and not exists (select 1 from public.appointments a
                    where a.therapist_user_id = u.id and a.status <> 'CANCELED' and a.busy_range && v_range)
  order by u.first_name, u.last_name;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- get_patient_by_email (spec 000 §7.1, the invite flow's lookup): at most one row. Someone from another
-- clinic is reported only as existing (no personal data crosses clinics).
-- ---------------------------------------------------------------------------------------------------
create function public.get_patient_by_email(p_email text)
returns table (id uuid, email text, first_name text, last_name text, phone text, role text, clinic_id uuid,
               is_clinic_member boolean, is_invited boolean, is_activated boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(p_email));
  v_clinic uuid := private.clinic_id();
  u public.users;
  v_invited boolean;
begin
  perform private.require_staff();
  select * into u from public.users x where lower(x.email) = v_email;
  v_invited := exists (select 1 from public.invitations i where i.clinic_id = v_clinic and i.receiver_email = v_email
                       and i.status = 'CREATED');
  if u.id is null then
    if v_invited then
      return query select null::uuid, v_email, null::text, null::text, null::text, null::text, v_clinic, false, true, false;
    end if;
    return;
  end if;
  if u.clinic_id is distinct from v_clinic then
    return query select null::uuid, v_email, null::text, null::text, null::text, null::text, null::uuid, false, false, null::boolean;
    return;
  end if;
  return query select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.clinic_id, true, v_invited,
    exists (select 1 from auth.users au where au.id = u.id and au.last_sign_in_at is not null);
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- get_patients_have_first_appointment (spec 000 §7.1): the therapist's patients whose first appointment
-- is not finished yet, with that appointment.
-- ---------------------------------------------------------------------------------------------------
create function public.get_patients_have_first_appointment(p_therapist_user_id uuid, p_clinic_id uuid)
returns table (patient_user_id uuid, first_name text, last_name text, email text, phone text, avatar_url text,
               custom_identifier text, appointment_id uuid, start_at timestamptz, end_at timestamptz,
               live_session_type text, status text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if p_clinic_id is distinct from private.clinic_id() then
    perform private.raise('42501', 'Error during get patients have a first appointment', 'wrong_clinic');
  end if;
  return query
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier,
         a.id, a.start_at, a.end_at, a.live_session_type, a.status
  from public.appointments a join public.users u on u.id = a.patient_user_id
  where a.clinic_id = p_clinic_id and a.therapist_user_id = p_therapist_user_id
    and a.is_first_appointment_for_patient and a.status in ('NOT_STARTED', 'STARTED')
    and a.patient_user_id in (select private.visible_patient_ids())
  order by a.start_at;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- search_patients (spec 000 §5: people are searched by the start of last name, first name or e-mail, or
-- by a phone or identifier containing the text). A function because LIKE is not leakproof: under RLS
-- Postgres may not use the trigram indexes for it, so this applies the same visibility explicitly.
-- ---------------------------------------------------------------------------------------------------
create function public.search_patients(p_query text, p_limit integer default 20)
returns setof public.users
language plpgsql stable security definer set search_path = '' as $$
declare
  v_q text := replace(replace(replace(btrim(coalesce(p_query, '')), '\', '\\'), '%', '\%'), '_', '\_');
  v_clinic uuid := private.clinic_id();
begin
  perform private.require_staff();
  if v_q = '' then
    return;
  end if;
  return query
  select u.* from public.users u
  where u.clinic_id = v_clinic and u.role = 'PATIENT'
    and (u.last_name ilike v_q || '%' or u.first_name ilike v_q || '%' or u.email ilike v_q || '%'
         or u.phone ilike '%' || v_q || '%' or u.custom_identifier ilike '%' || v_q || '%')
    and u.id in (select private.visible_patient_ids())
  order by u.last_name, u.first_name
  limit least(greatest(coalesce(p_limit, 20), 1), 200);
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Execute rights: the RPCs for signed-in users only.
-- ---------------------------------------------------------------------------------------------------
revoke execute on all functions in schema public from public, anon;
grant execute on function
  public.book_appointment(uuid, uuid, timestamptz, text, uuid, text, uuid, boolean),
  public.update_appointment(uuid, timestamptz, text, text, uuid, uuid, uuid),
  public.cancel_appointment(uuid),
  public.start_appointment(uuid, boolean),
  public.finish_appointment(uuid),
  public.go_to_journal(uuid, uuid),
  public.reassign_therapist(uuid, uuid, uuid),
  public.attach_therapists(uuid, uuid[]),
  public.unattach_self(uuid),
  public.finish_treatment(uuid),
  public.mark_notifications_seen(uuid[]),
  public.next_invoice_number(),
  public.get_available_therapists_for_timeslot(uuid, timestamptz, uuid),
  public.get_patient_by_email(text),
  public.get_patients_have_first_appointment(uuid, uuid),
  public.search_patients(text, integer)
to authenticated, service_role;
revoke execute on all functions in schema private from public, anon;
grant execute on all functions in schema private to authenticated, service_role;
