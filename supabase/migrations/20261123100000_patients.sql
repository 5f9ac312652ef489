-- mf-patients (spec 001 §2, §4, §5, §6): the patient lists as paginated RPCs with the caller's category, the
-- invitation as one RPC with a database-enforced "one open invitation per e-mail", the per-patient access
-- toggles with their notification, and the patient's own "I am online" for the waiting room.

-- ---------------------------------------------------------------------------------------------------
-- One open invitation per clinic and e-mail: a double-clicked Invite (or two therapists at once) makes one.
-- ---------------------------------------------------------------------------------------------------
create unique index invitations_one_open_per_email on public.invitations (clinic_id, receiver_email)
  where status = 'CREATED';

-- The people-search predicate of search_patients (start of last name, first name or e-mail; inside phone or
-- identifier), shared by the list functions so the list and the appointment form's search agree.
create function private.patient_matches(u public.users, p_query text) returns boolean
language sql immutable set search_path = '' as $$
  select p_query = ''
    or u.last_name ilike p_query || '%' or u.first_name ilike p_query || '%' or u.email ilike p_query || '%'
    or u.phone ilike '%' || p_query || '%' or u.custom_identifier ilike '%' || p_query || '%'
$$;

create function private.like_escape(p_query text) returns text
language sql immutable set search_path = '' as $$
  select replace(replace(replace(btrim(coalesce(p_query, '')), '\', '\\'), '%', '\%'), '_', '\_')
$$;

-- ---------------------------------------------------------------------------------------------------
-- list_patients: the caller's own patients as cards, each with its category for the caller
-- (NOT_ACTIVATED: invited by me and not accepted; PROPER_PATIENT: I am the main therapist; ATTACHED),
-- in that order, then by last and first name. Finished treatment hidden unless asked for.
-- total_count is the number of rows matching (for the subtitle and paging).
-- ---------------------------------------------------------------------------------------------------
create function public.list_patients(p_query text default null, p_include_finished boolean default false,
  p_limit integer default 60, p_offset integer default 0)
returns table (id uuid, first_name text, last_name text, email text, phone text, avatar_url text,
               custom_identifier text, is_treatment_finished boolean, category text, main_therapist_user_id uuid,
               is_allow_view_journal_records boolean, is_allow_client_schedule_appointment boolean,
               number_of_active_appointments integer, total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_q text := private.like_escape(p_query);
begin
  perform private.require_staff();
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Error during getting patients', 'bad_page');
  end if;
  return query
  with mine as (
    select tp.patient_user_id as pid, case when tp.is_main then 'PROPER_PATIENT' else 'ATTACHED' end as cat
    from public.therapist_patients tp
    where tp.clinic_id = v_clinic and tp.therapist_user_id = v_uid
    union all
    select i.initialized_user_id, 'NOT_ACTIVATED'
    from public.invitations i
    where i.clinic_id = v_clinic and i.invitation_created_by_id = v_uid and i.status = 'CREATED'
      and i.initialized_user_id is not null
  ), cats as (
    select distinct on (m.pid) m.pid, m.cat,
      case m.cat when 'NOT_ACTIVATED' then 0 when 'ATTACHED' then 1 else 2 end as rank
    from mine m
    order by m.pid, case m.cat when 'NOT_ACTIVATED' then 0 when 'PROPER_PATIENT' then 1 else 2 end
  )
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier, u.is_treatment_finished,
         c.cat, pp.therapist_user_id, coalesce(pp.is_allow_view_journal_records, false),
         coalesce(pp.is_allow_client_schedule_appointment, false), coalesce(pp.number_of_active_appointments, 0),
         count(*) over ()
  from cats c
  join public.users u on u.id = c.pid and u.clinic_id = v_clinic and u.role = 'PATIENT'
  left join public.patient_profiles pp on pp.user_id = u.id
  where (coalesce(p_include_finished, false) or not u.is_treatment_finished)
    and private.patient_matches(u, v_q)
  order by c.rank, u.last_name, u.first_name, u.id
  limit p_limit offset p_offset;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- list_free_patients: the clinic's free patients (no active appointment), activated (no open invitation)
-- and not finished, by name; same card columns (category FREE_PATIENT).
-- ---------------------------------------------------------------------------------------------------
create function public.list_free_patients(p_query text default null, p_limit integer default 60,
  p_offset integer default 0)
returns table (id uuid, first_name text, last_name text, email text, phone text, avatar_url text,
               custom_identifier text, is_treatment_finished boolean, category text, main_therapist_user_id uuid,
               is_allow_view_journal_records boolean, is_allow_client_schedule_appointment boolean,
               number_of_active_appointments integer, total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_q text := private.like_escape(p_query);
begin
  perform private.require_staff();
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Error during getting patients', 'bad_page');
  end if;
  return query
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier, u.is_treatment_finished,
         'FREE_PATIENT'::text, pp.therapist_user_id, pp.is_allow_view_journal_records,
         pp.is_allow_client_schedule_appointment, pp.number_of_active_appointments, count(*) over ()
  from public.patient_profiles pp
  join public.users u on u.id = pp.user_id and u.clinic_id = v_clinic and u.role = 'PATIENT'
  where pp.clinic_id = v_clinic and pp.number_of_active_appointments = 0 and not u.is_treatment_finished
    and not exists (select 1 from public.invitations i
                    where i.clinic_id = v_clinic and i.initialized_user_id = u.id and i.status = 'CREATED')
    and private.patient_matches(u, v_q)
  order by u.last_name, u.first_name, u.id
  limit p_limit offset p_offset;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- create_patient_invitation (spec 001 §4 invite flow, §5): validates and normalises, refuses an e-mail that
-- already has a user (the lookup decides that branch first; this is the guarantee) or an open invitation
-- (unique index → 23505 'already_invited'). The invite-patient edge function calls it with the caller's
-- token, then creates the auth user and sends the mail.
-- ---------------------------------------------------------------------------------------------------
create function public.create_patient_invitation(p_first_name text, p_last_name text, p_phone text, p_email text,
  p_is_patient_can_choose_next_appointment_by_himself boolean default true,
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

-- complete_patient_invitation (service role: the edge function, after the auth user exists): the patient's
-- user fields and profile, and the invitation's initialized user. cancel_patient_invitation undoes a
-- half-done invite (auth or mail failed) so the therapist can try again.
create function public.complete_patient_invitation(p_invitation_id uuid, p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  i public.invitations;
begin
  select * into i from public.invitations where id = p_invitation_id and status = 'CREATED' for update;
  if not found then
    perform private.raise('P0002', 'Invitation not found', 'invitation_not_found');
  end if;
  update public.users set first_name = i.receiver_first_name, last_name = i.receiver_last_name, phone = i.phone
  where id = p_user_id and clinic_id = i.clinic_id and role = 'PATIENT';
  if not found then
    perform private.raise('55000', 'The invited user is not a patient of this clinic', 'not_a_patient');
  end if;
  insert into public.patient_profiles (clinic_id, user_id, is_allow_client_schedule_appointment, created_by)
  values (i.clinic_id, p_user_id, i.is_patient_can_choose_next_appointment_by_himself, i.invitation_created_by_id)
  on conflict (user_id) do nothing;
  update public.invitations set initialized_user_id = p_user_id where id = i.id;
end
$$;

create function public.cancel_patient_invitation(p_invitation_id uuid) returns void
language sql security definer set search_path = '' as $$
  delete from public.invitations where id = p_invitation_id and status = 'CREATED' and initialized_user_id is null
$$;

-- ---------------------------------------------------------------------------------------------------
-- set_patient_access (spec 001 §6): 'Allow view journal records' / 'Allow book appointments', and the
-- patient is told (a patient-side notice, auto-seen type 3).
-- ---------------------------------------------------------------------------------------------------
create function public.set_patient_access(p_patient_user_id uuid, p_access text, p_value boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_en text;
  v_no text;
begin
  perform private.require_staff();
  if not private.can_access_patient(p_patient_user_id) then
    perform private.raise('42501', 'Error during saving changes', 'patient_not_visible');
  end if;
  if p_access = 'VIEW_JOURNAL_RECORDS' then
    update public.patient_profiles set is_allow_view_journal_records = coalesce(p_value, false)
    where user_id = p_patient_user_id and clinic_id = v_clinic;
    v_en := case when p_value then 'You may now view your journal records' else 'You may no longer view your journal records' end;
    v_no := case when p_value then 'Du kan nå se journalnotatene dine' else 'Du kan ikke lenger se journalnotatene dine' end;
  elsif p_access = 'BOOK_APPOINTMENTS' then
    update public.patient_profiles set is_allow_client_schedule_appointment = coalesce(p_value, false)
    where user_id = p_patient_user_id and clinic_id = v_clinic;
    v_en := case when p_value then 'You may now book appointments' else 'You may no longer book appointments' end;
    v_no := case when p_value then 'Du kan nå bestille timer' else 'Du kan ikke lenger bestille timer' end;
  else
    perform private.raise('22023', 'Error during saving changes', 'unknown_access');
  end if;
  if not found then
    perform private.raise('P0002', 'Error during saving changes', 'patient_not_found');
  end if;
  perform private.notify(v_clinic, p_patient_user_id, 'patient', 'PATIENT_ACCESS_CHANGED', v_en, v_no, 3,
    jsonb_build_object('patient', p_patient_user_id, 'therapist', auth.uid(), 'access', p_access, 'value', p_value));
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- set_patient_online: the patient app's presence for one of the patient's own upcoming appointments
-- (what the waiting room and the menu badge read, `appointments.patients_online`). Only the patient.
-- ---------------------------------------------------------------------------------------------------
create function public.set_patient_online(p_appointment_id uuid, p_online boolean) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.appointments
  set patients_online = case when p_online then jsonb_build_object(auth.uid()::text, true) else '{}'::jsonb end
  where id = p_appointment_id and patient_user_id = auth.uid() and status in ('NOT_STARTED', 'STARTED');
  if not found then
    perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'not_your_appointment');
  end if;
end
$$;

-- The waiting room's list: my appointments not over with a patient online.
create index appointments_clinic_therapist_online_idx on public.appointments (clinic_id, therapist_user_id)
  where patients_online <> '{}'::jsonb and status in ('NOT_STARTED', 'STARTED');

revoke execute on function
  private.patient_matches(public.users, text), private.like_escape(text),
  public.list_patients(text, boolean, integer, integer), public.list_free_patients(text, integer, integer),
  public.create_patient_invitation(text, text, text, text, boolean, uuid, uuid, jsonb),
  public.complete_patient_invitation(uuid, uuid), public.cancel_patient_invitation(uuid),
  public.set_patient_access(uuid, text, boolean), public.set_patient_online(uuid, boolean)
from public, anon;
grant execute on function private.patient_matches(public.users, text), private.like_escape(text)
  to authenticated, service_role;
grant execute on function
  public.list_patients(text, boolean, integer, integer), public.list_free_patients(text, integer, integer),
  public.create_patient_invitation(text, text, text, text, boolean, uuid, uuid, jsonb),
  public.set_patient_access(uuid, text, boolean), public.set_patient_online(uuid, boolean)
to authenticated, service_role;
grant execute on function public.complete_patient_invitation(uuid, uuid), public.cancel_patient_invitation(uuid)
  to service_role;
