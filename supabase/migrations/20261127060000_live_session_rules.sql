-- Two live-session rules the database did not keep (issue 24), each a `create or replace` of the RPC that owns
-- the transition; both keep their checks (private.live_appointment / private.own_appointment: the caller's
-- clinic, then the appointment's own therapist) and their grants.
--
-- 1. 'Start session' sets isTherapistConfirmedPatientAction true (spec 002 §4: "the appointment gets
--    isTherapistConfirmedPatientAction true, appointmentStartTime now, and a started status"). The flag is the
--    therapist's confirmation that the session is live: Done, Go to journal and the sharing controls follow it
--    (001 §4). The patient's readiness stays its own fact (isPatientConfirmedReadiness, set by
--    confirm_patient_readiness) and no longer gates the therapist; the patient stopping the appointment still
--    clears the flag (patient_stop_appointment), and a new Start sets it again.
-- 2. 'End appointment' stops the patient's access to time slots on the same rule as Go to journal (001 §4: when
--    neither a next appointment was scheduled nor a therapist assigned; End does not apply a pending therapist
--    choice, so only an assignment already made counts). The session summary reads the flag itself, so its
--    sentence and patient_profiles.is_access_to_time_slots_stopped agree whichever way the session ended.

create or replace function public.start_live_session(p_appointment_id uuid) returns public.appointments
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
      is_therapist_confirmed_patient_action = true,
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

create or replace function public.finish_appointment(p_appointment_id uuid) returns public.appointments
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
      has_not_finished_first_appointment = false,
      is_access_to_time_slots_stopped = is_access_to_time_slots_stopped
        or not (a.is_next_appointment_was_scheduled or a.is_therapist_was_assigned)
  where user_id = a.patient_user_id;
  update public.live_sessions set live_session_status = 'FINISHED', is_session_finished = true where appointment_id = a.id;
  return a;
end
$$;
