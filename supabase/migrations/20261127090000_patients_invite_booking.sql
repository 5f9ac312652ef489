-- The invite form's 'Create appointment' panel (spec 000 §4, 001 §3–§4): the appointment booked with an
-- invitation is a *draft* (the client has not logged in yet) and the invitation's bookingData records it.
-- Before this, the browser called book_appointment itself: the appointment was not a draft (it could be
-- started before the patient ever signed in) and booking_data stayed empty.
--
-- book_invitation_appointment(invitation, type, start, session type, script, title): one transaction.
--   * staff only; the invitation is of the caller's clinic and the caller created it (the same relation that
--     makes the invited patient visible to them); it is still open (CREATED) and its patient exists;
--   * book_appointment does every booking check (clinic of type, script, therapist, patient visible, the
--     slot through the exclusion constraint) with p_is_draft_appointment = true and the caller as therapist;
--   * booking_data = {appointmentTypeId, scriptId, liveSessionType, date, startTime, isAppointmentCreated,
--     appointmentId, therapistUserId, therapistEmail} (date and startTime on the clinic's clock, Europe/Oslo);
--   * the invitation row is locked first, so a double click books once: the second call waits, then answers
--     the appointment already booked.
-- accept_patient_invitation: as before; the patient's draft appointments stop being drafts when they accept
-- (their first sign-in), so the therapist can start them.

create function public.book_invitation_appointment(p_invitation_id uuid, p_appointment_type_id uuid,
  p_start timestamptz, p_live_session_type text, p_script_id uuid, p_title text default null)
returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_tz text := coalesce((select c.time_zone from public.clinics c where c.id = private.clinic_id()), 'Europe/Oslo');
  i public.invitations;
  a public.appointments;
begin
  perform private.require_staff();
  select * into i from public.invitations
  where id = p_invitation_id and clinic_id = v_clinic and invitation_created_by_id = auth.uid()
  for update;
  if not found then
    perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'invitation_not_found');
  end if;
  if i.status <> 'CREATED' or i.initialized_user_id is null then
    perform private.raise('PT409', 'There is no corresponding patient for current appointment', 'invitation_not_open');
  end if;
  if coalesce((i.booking_data ->> 'isAppointmentCreated')::boolean, false) then
    select * into a from public.appointments
    where id = (i.booking_data ->> 'appointmentId')::uuid and clinic_id = v_clinic;
    if found then
      return a;
    end if;
  end if;
  a := public.book_appointment(i.initialized_user_id, p_appointment_type_id, p_start, p_live_session_type,
    p_script_id, p_title, auth.uid(), true);
  update public.invitations
  set booking_data = jsonb_build_object(
        'appointmentTypeId', a.appointment_type_id,
        'scriptId', a.script_id,
        'liveSessionType', a.live_session_type,
        'date', to_char(a.start_at at time zone v_tz, 'YYYY-MM-DD'),
        'startTime', to_char(a.start_at at time zone v_tz, 'HH24:MI'),
        'isAppointmentCreated', true,
        'appointmentId', a.id,
        'therapistUserId', a.therapist_user_id,
        'therapistEmail', (select u.email from public.users u where u.id = a.therapist_user_id)),
      updated_at = now(),
      is_updated = true
  where id = i.id;
  return a;
end
$$;
revoke execute on function public.book_invitation_appointment(uuid, uuid, timestamptz, text, uuid, text)
  from public, anon;
grant execute on function public.book_invitation_appointment(uuid, uuid, timestamptz, text, uuid, text)
  to authenticated;

create or replace function public.accept_patient_invitation() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if auth.uid() is null or private.app_role() is distinct from 'PATIENT' or private.clinic_id() is null then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'not_patient');
  end if;
  update public.invitations i set status = 'ACCEPTED'
  where i.initialized_user_id = auth.uid() and i.clinic_id = private.clinic_id() and i.status = 'CREATED';
  get diagnostics v_count = row_count;
  update public.appointments a set is_draft_appointment = false
  where a.patient_user_id = auth.uid() and a.clinic_id = private.clinic_id() and a.is_draft_appointment;
  return v_count;
end
$$;
revoke execute on function public.accept_patient_invitation() from public, anon;
grant execute on function public.accept_patient_invitation() to authenticated;
