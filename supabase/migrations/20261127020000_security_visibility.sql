-- Security (issue 22, class 2): visibility is derived only from facts the client cannot write.
--
-- private.visible_patient_ids() grants a therapist a patient through therapist_patients (written only by the
-- transition RPCs), free patients of the clinic (patient_profiles.number_of_active_appointments, written only
-- by the RPCs and their triggers) and invitations the therapist made (invitations.initialized_user_id). Staff
-- could insert and update invitations, so one forged row (status ACCEPTED, initialized_user_id = any patient)
-- gave them the patient. From here on:
--   * invitations are written only by create_patient_invitation (the caller's clinic, as its creator),
--     complete_patient_invitation / cancel_patient_invitation (service role: the invite-patient function after
--     the auth user exists) and accept_patient_invitation (the invited patient, with their own token);
--   * patient_profiles rows are made only by complete_patient_invitation (no client INSERT), and the
--     "may read own journal" flag only by set_patient_access;
--   * visible_patient_ids() returns only patients (role PATIENT) of the caller's own clinic, whatever a row says.

-- ---------------------------------------------------------------------------------------------------
-- Client writes that could make a grant-giving fact true.
-- ---------------------------------------------------------------------------------------------------
revoke insert, update, delete on public.invitations from authenticated;
drop policy invitations_insert on public.invitations;
drop policy invitations_modify on public.invitations;
drop policy invitations_delete on public.invitations;

revoke insert on public.patient_profiles from authenticated;
drop policy patient_profiles_insert on public.patient_profiles;
revoke update on public.patient_profiles from authenticated;
grant update (phase, disorder_id, package_id, evaluation_states, is_another_user, selected_page_id,
  is_access_to_time_slots_stopped, sent_form_from_therapist)
  on public.patient_profiles to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- visible_patient_ids: as before, restricted to patients of the caller's clinic.
-- ---------------------------------------------------------------------------------------------------
create or replace function private.visible_patient_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
begin
  if v_uid is null or v_clinic is null or not private.is_staff() then
    return;
  end if;
  if private.is_clinic_admin() then
    return query select pp.user_id from public.patient_profiles pp
      join public.users u on u.id = pp.user_id and u.clinic_id = v_clinic and u.role = 'PATIENT'
      where pp.clinic_id = v_clinic;
    return;
  end if;
  return query
    select v.id from (
      select tp.patient_user_id as id from public.therapist_patients tp
      where tp.clinic_id = v_clinic and tp.therapist_user_id = v_uid
      union
      select pp.user_id from public.patient_profiles pp
      where pp.clinic_id = v_clinic and pp.number_of_active_appointments = 0
      union
      select i.initialized_user_id from public.invitations i
      where i.clinic_id = v_clinic and i.invitation_created_by_id = v_uid and i.initialized_user_id is not null
    ) v
    where exists (select 1 from public.users u where u.id = v.id and u.clinic_id = v_clinic and u.role = 'PATIENT');
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- accept_patient_invitation: the invited patient (their own token) marks their open invitation ACCEPTED.
-- Returns the number of invitations accepted (0 when none was open).
-- ---------------------------------------------------------------------------------------------------
create function public.accept_patient_invitation() returns integer
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
  return v_count;
end
$$;
revoke execute on function public.accept_patient_invitation() from public, anon;
grant execute on function public.accept_patient_invitation() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- E-mail look-ups (spec 001 §4 invite flow): logged and limited per therapist. Every answer to "has this
-- address an account" goes through private.email_lookup(): get_patient_by_email, and
-- create_patient_invitation only after the caller looked the address up (so it is no unlimited oracle).
-- ---------------------------------------------------------------------------------------------------
create table private.email_lookups (
  id bigint generated always as identity primary key,
  clinic_id uuid,
  caller_id uuid not null,
  email text not null,
  result text not null check (result in ('NONE', 'INVITED', 'CLINIC_MEMBER', 'OTHER_CLINIC')),
  created_at timestamptz not null default now()
);
create index email_lookups_caller_idx on private.email_lookups (caller_id, created_at desc);
revoke all on private.email_lookups from public, anon, authenticated;
grant select on private.email_lookups to service_role;

-- At most 60 look-ups in 10 minutes and 500 in a day per caller (an invite makes two: the form's and the
-- function's).
create function private.email_lookup_allowed() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from private.email_lookups l
      where l.caller_id = auth.uid() and l.created_at > now() - interval '10 minutes') >= 60
     or (select count(*) from private.email_lookups l
         where l.caller_id = auth.uid() and l.created_at > now() - interval '1 day') >= 500 then
    perform private.raise('54000', 'Too many look-ups, try again later', 'rate_limited');
  end if;
end
$$;
revoke execute on function private.email_lookup_allowed() from public, anon, authenticated;

-- The caller's only answer: the id of a member of their own clinic (the "schedule a new appointment" branch
-- needs it), and the flags. Nothing about a person of another clinic but that the address is taken.
drop function public.get_patient_by_email(text);
create function public.get_patient_by_email(p_email text)
returns table (id uuid, is_clinic_member boolean, is_invited boolean)
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_clinic uuid := private.clinic_id();
  u public.users;
  v_invited boolean;
  v_result text;
begin
  perform private.require_staff();
  perform private.email_lookup_allowed();
  select * into u from public.users x where lower(x.email) = v_email;
  v_invited := exists (select 1 from public.invitations i where i.clinic_id = v_clinic and i.receiver_email = v_email
                       and i.status = 'CREATED');
  v_result := case when u.id is null and not v_invited then 'NONE'
                   when v_invited then 'INVITED'
                   when u.clinic_id is not distinct from v_clinic then 'CLINIC_MEMBER'
                   else 'OTHER_CLINIC' end;
  insert into private.email_lookups (clinic_id, caller_id, email, result) values (v_clinic, auth.uid(), v_email, v_result);
  if v_result = 'NONE' then
    return;
  elsif u.id is null then
    return query select null::uuid, false, true;
  elsif v_result = 'OTHER_CLINIC' then
    return query select null::uuid, false, false;
  else
    return query select u.id, true, v_invited;
  end if;
end
$$;
revoke execute on function public.get_patient_by_email(text) from public, anon;
grant execute on function public.get_patient_by_email(text) to authenticated, service_role;

-- create_patient_invitation: as before, and the address must have been looked up by the caller in the last
-- 15 minutes (get_patient_by_email, logged and limited) before the function says whether it is taken.
create or replace function public.create_patient_invitation(p_first_name text, p_last_name text, p_phone text,
  p_email text, p_is_patient_can_choose_next_appointment_by_himself boolean default true,
  p_appointment_type_id uuid default null, p_therapist_id uuid default null, p_booking_data jsonb default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_first text := btrim(coalesce(p_first_name, ''));
  v_last text := btrim(coalesce(p_last_name, ''));
  v_choose boolean := coalesce(p_is_patient_can_choose_next_appointment_by_himself, true);
  v_id uuid;
begin
  perform private.require_staff();
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or v_first = '' or v_last = '' then
    perform private.raise('22023',
      'Data that you entered is badly formatted, please check and change first name, last name and email', 'bad_invitation');
  end if;
  if length(v_first) > 256 then
    perform private.raise('22023', 'Your first name is too long', 'first_name_too_long');
  end if;
  if length(v_last) > 256 then
    perform private.raise('22023', 'Your last name is too long', 'last_name_too_long');
  end if;
  if nullif(btrim(coalesce(p_phone, '')), '') is null then
    perform private.raise('22023', 'Please, input phone!', 'phone_required');
  end if;
  if not v_choose and p_appointment_type_id is not null and p_therapist_id is null then
    perform private.raise('22023', 'If you select appointment type you need also select therapist!', 'therapist_required');
  end if;
  if p_therapist_id is not null and not private.is_clinic_therapist(p_therapist_id, v_clinic) then
    perform private.raise('22023', 'Assigned therapist doesn`t exists', 'therapist_not_found');
  end if;
  if not exists (select 1 from private.email_lookups l where l.caller_id = auth.uid() and l.email = v_email
                 and l.created_at > now() - interval '15 minutes') then
    perform private.raise('55000', 'Look the e-mail up first', 'lookup_required');
  end if;
  if exists (select 1 from public.users u where lower(u.email) = v_email) then
    perform private.raise('23505', 'A user with this e-mail already exists', 'email_exists');
  end if;
  begin
    insert into public.invitations (clinic_id, invitation_created_by_id, phone, receiver_email, receiver_name,
      receiver_first_name, receiver_last_name, is_patient_can_choose_next_appointment_by_himself,
      appointment_type_id_that_patient_was_invited_to, therapist_id_that_patient_was_invited_to, booking_data)
    values (v_clinic, auth.uid(), btrim(p_phone), v_email, v_first || ' ' || v_last, v_first, v_last, v_choose,
      case when v_choose then null else p_appointment_type_id end,
      case when v_choose then null else p_therapist_id end, p_booking_data)
    returning id into v_id;
  exception when unique_violation then
    perform private.raise('23505', 'This patient is already invited and has not accepted the invitation yet', 'already_invited');
  end;
  return v_id;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- journal_template_variables: the patient must be of the caller's clinic (as well as visible), appointments
-- are read from that clinic only, and the read leaves its row in access_log (action READ_VARIABLES). A
-- reader who is not the main therapist is logged with the reason they confirmed, or with what they read.
-- ---------------------------------------------------------------------------------------------------
alter table public.access_log drop constraint access_log_action_check;
alter table public.access_log add constraint access_log_action_check
  check (action in ('READ', 'READ_HISTORY', 'READ_LIST', 'CONFIRM', 'EXPORT_PDF', 'READ_VARIABLES'));

create or replace function public.journal_template_variables(p_patient_user_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_clinic_id uuid := private.clinic_id();
  p public.users;
  me public.users;
  pp public.patient_profiles;
  nxt public.appointments;
  lst public.appointments;
  v_package text;
  v_price text;
  v_disorder text;
  v_clinic text;
  v_main boolean;
begin
  perform private.require_staff();
  select * into p from public.users where id = p_patient_user_id and clinic_id = v_clinic_id and role = 'PATIENT';
  if p.id is null or not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'patient_not_found');
  end if;
  v_main := private.is_main_therapist(p_patient_user_id);
  insert into public.access_log (clinic_id, reader_id, reader_role, patient_user_id, action, reason, is_main_therapist)
  values (v_clinic_id, auth.uid(), private.app_role(), p_patient_user_id, 'READ_VARIABLES',
    case when v_main then null
         else coalesce(private.journal_confirmation_reason(p_patient_user_id), 'Template variables of a new record') end,
    v_main);
  select * into me from public.users where id = auth.uid();
  select * into pp from public.patient_profiles where user_id = p_patient_user_id and clinic_id = v_clinic_id;
  select * into nxt from public.appointments a where a.patient_user_id = p_patient_user_id and a.clinic_id = v_clinic_id
    and a.status in ('NOT_STARTED', 'STARTED') and a.start_at > now() order by a.start_at limit 1;
  select * into lst from public.appointments a where a.patient_user_id = p_patient_user_id and a.clinic_id = v_clinic_id
    and a.status <> 'CANCELED' and a.start_at <= now() order by a.start_at desc limit 1;
  select k.name, trim_scale(k.price)::text || coalesce(' ' || cur.code, '') into v_package, v_price
    from public.packages k left join public.currencies cur on cur.id = k.currency_id
    where k.id = pp.package_id and k.clinic_id = v_clinic_id;
  select d.name into v_disorder from public.disorders d where d.id = pp.disorder_id and d.clinic_id = v_clinic_id;
  select c.name into v_clinic from public.clinics c where c.id = v_clinic_id;
  return jsonb_build_object(
    'NextAppointmentDate', nxt.start_at,
    'NextAppointmentName', nxt.title,
    'NextAppointmentLiveSessionType', nxt.live_session_type,
    'LastAppointmentDate', lst.start_at,
    'LastAppointmentName', lst.title,
    'LastAppointmentLiveSessionType', lst.live_session_type,
    'ClinicName', v_clinic,
    'TherapistFullName', nullif(btrim(coalesce(me.first_name, '') || ' ' || coalesce(me.last_name, '')), ''),
    'TherapistPhone', me.phone,
    'TherapistEmail', me.email,
    'PatientPackageName', v_package,
    'PatientPackagePrice', v_price,
    'PatientDisorderName', v_disorder,
    'PatientRegistrationDate', p.created_at,
    'PatientFullName', nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
    'PatientFirstName', nullif(p.first_name, ''),
    'PatientLastName', nullif(p.last_name, ''));
end
$$;
