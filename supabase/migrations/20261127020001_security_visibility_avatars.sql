-- Security (issue 22, class 4): nothing about a patient is public. The avatars bucket becomes private and
-- every avatar is shown through a short-lived signed URL, made with the viewer's own token, so Storage's
-- policies below decide who may see which avatar:
--   avatars/<user id>/…            the user; a staff member's avatar also to every member of their clinic;
--                                  a patient's own upload to staff who may see the patient
--   avatars/patients/<patient id>/…  the patient; staff of the patient's clinic who may see the patient
-- users.avatar_url holds the object's path in the bucket (older rows hold the former public URL, from which
-- the app takes the path).
update storage.buckets set public = false where id = 'avatars';

-- A patient's avatar folder is written by staff who may see the patient (visible_patient_ids is limited to
-- the caller's clinic and to role PATIENT); the folder must name a patient of the caller's clinic.
create or replace function private.can_write_patient_avatar(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_staff()
     and (storage.foldername(p_name))[1] = 'patients'
     and exists (select 1 from public.users u
                 where u.id::text = (storage.foldername(p_name))[2] and u.clinic_id = private.clinic_id()
                   and u.role = 'PATIENT')
     and (storage.foldername(p_name))[2] in (select v::text from private.visible_patient_ids() v)
$$;

-- Who may read (sign) an avatar, besides the owner (avatars_read_own) and the staff of a patient's folder
-- (avatars_patient_read): a member of the clinic for a staff member's avatar, the patient for their own
-- patients/ folder, staff who may see a patient for the patient's own uploads.
create function private.can_read_avatar(p_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_folder text := (storage.foldername(p_name))[1];
  v_owner uuid;
begin
  if auth.uid() is null or private.clinic_id() is null then
    return false;
  end if;
  if v_folder = 'patients' then
    return (storage.foldername(p_name))[2] = auth.uid()::text;
  end if;
  if v_folder !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  select u.id into v_owner from public.users u
  where u.id = v_folder::uuid and u.clinic_id = private.clinic_id()
    and (u.role in ('THERAPIST', 'CLINIC_OWNER', 'ADMIN')
         or (u.role = 'PATIENT' and private.is_staff() and u.id in (select private.visible_patient_ids())));
  return v_owner is not null;
end
$$;
revoke execute on function private.can_read_avatar(text) from public, anon;
grant execute on function private.can_read_avatar(text) to authenticated;

create policy avatars_read_clinic on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and private.can_read_avatar(name));
