-- Security (issue 22): the definer functions' audit (docs/SECURITY.md lists every definer function with its
-- check). Fixed here:
--   * go_to_journal made the therapist chosen in appointments.page_states the patient's main therapist;
--     page_states is a column staff may write (an attached colleague could name himself and become main
--     therapist when the appointment's therapist finished). It now reads only its argument and
--     assigned_therapist_user_id, which only reassign_therapist writes.
--   * is_main_therapist also requires the profile to be of the caller's clinic.

create or replace function public.go_to_journal(p_appointment_id uuid, p_selected_therapist_user_id uuid default null)
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
  -- assigned_therapist_user_id is written only by reassign_therapist (which checks who may assign); the
  -- selection mirrored in page_states is display state the client may write, so it is not read here.
  v_selected := coalesce(p_selected_therapist_user_id, a.assigned_therapist_user_id);
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

create or replace function private.is_main_therapist(p_patient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.patient_profiles pp
                 where pp.user_id = p_patient and pp.therapist_user_id = auth.uid() and pp.clinic_id = private.clinic_id())
$$;
