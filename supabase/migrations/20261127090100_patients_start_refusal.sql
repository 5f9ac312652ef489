-- start_appointment (the waiting room's and first-appointment list's 'Enter', the calendar's 'Start
-- appointment'): the same checks as 20261122040200_transitions.sql, but a refusal because of the
-- appointment's state is an answer, not a server failure. It was raised as SQLSTATE 55000, which PostgREST
-- answers with HTTP 500, so 'Enter' 1 h 41 min ahead looked like a crash. Now:
--   too early (spec 001 §6, §9: at the earliest 60 minutes ahead)  → 409, hint too_early, a message that says so;
--   a draft (the client has not logged in)                         → 409, hint draft_appointment (spec text);
--   finished or canceled                                           → 409, hint appointment_<status>.
-- (PostgREST maps SQLSTATE 'PTxyz' to HTTP status xyz.) Hints are unchanged, so callers that map them keep working.
create or replace function public.start_appointment(p_appointment_id uuid, p_confirm_patient_action boolean default false)
returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments := private.own_appointment(p_appointment_id, 'Something went wrong during appointment initialization.');
begin
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', 'Something went wrong during appointment initialization.', 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('PT409', 'Something went wrong during appointment initialization.', 'appointment_' || lower(a.status));
  end if;
  if a.is_draft_appointment then
    perform private.raise('PT409', 'The client hasn''t yet logged into the platform, we will notify you when the client activates the account', 'draft_appointment');
  end if;
  if a.start_at > now() + interval '60 minutes' then
    perform private.raise('PT409', 'The appointment can be started at the earliest 60 minutes before it begins', 'too_early');
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
