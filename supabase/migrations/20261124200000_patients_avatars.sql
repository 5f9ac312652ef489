-- Patient avatars uploaded by staff (spec 001 §2: the invite form's edit variant has an optional avatar
-- upload; §7: "storage (avatar upload …)"). The avatars bucket (20261122050000_avatars.sql) lets every user
-- write only under their own id; a therapist editing a patient writes under avatars/patients/<patient id>/,
-- and only for a patient they may see (the same rule as editing the patient's row: users_update).
-- Reads stay public (the bucket is public); these policies decide writes and the row reads an upsert needs.
create function private.can_write_patient_avatar(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_staff()
     and (storage.foldername(p_name))[1] = 'patients'
     and (storage.foldername(p_name))[2] in (select v::text from private.visible_patient_ids() v)
$$;
revoke execute on function private.can_write_patient_avatar(text) from public, anon;
grant execute on function private.can_write_patient_avatar(text) to authenticated;

create policy avatars_patient_read on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and private.can_write_patient_avatar(name));
create policy avatars_patient_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and private.can_write_patient_avatar(name));
create policy avatars_patient_update on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and private.can_write_patient_avatar(name))
  with check (bucket_id = 'avatars' and private.can_write_patient_avatar(name));
create policy avatars_patient_delete on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and private.can_write_patient_avatar(name));
