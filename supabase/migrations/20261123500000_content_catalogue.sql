-- Content catalogue (mf-content): appointment types, scripts with steps and endings.
-- The data model already makes disorders, evaluation states, scripts, script steps, journal templates and
-- videos unique per scope on lower(btrim(name)); appointment types were the one catalogue without it.

-- Appointment type names: unique per clinic, trimmed and case-insensitive, like the rest of the catalogue
-- (two types called "Follow-up" would be indistinguishable in the appointment form's picker).
create unique index appointment_types_clinic_name_key
  on public.appointment_types (clinic_id, lower(btrim(name)));

-- 'Change order' → 'Save order' (spec 001 §4): every step (or every ending) of one script gets its new order in
-- one transaction, so a half-saved order is never visible. SECURITY INVOKER: row-level security decides
-- (only the script's creator may change its steps), and an id that is not a visible item of that script
-- refuses the whole call.
create function public.reorder_script_steps(p_script_id uuid, p_ordered_ids uuid[])
returns void
language plpgsql security invoker set search_path = '' as $$
declare
  v_updated integer;
  v_is_ending boolean;
begin
  if p_ordered_ids is null or cardinality(p_ordered_ids) = 0 then
    raise exception 'Nothing to order' using errcode = '22023', hint = 'empty_order';
  end if;
  if cardinality(p_ordered_ids) <> (select count(distinct x) from unnest(p_ordered_ids) x) then
    raise exception 'An item appears twice in the order' using errcode = '22023', hint = 'duplicate_item';
  end if;
  select bool_and(s.is_ending) into v_is_ending
  from public.script_steps s where s.script_id = p_script_id and s.id = any (p_ordered_ids);
  if exists (
    select 1 from public.script_steps s
    where s.script_id = p_script_id and s.id = any (p_ordered_ids) and s.is_ending <> v_is_ending
  ) then
    raise exception 'Steps and endings are ordered separately' using errcode = '22023', hint = 'mixed_items';
  end if;
  update public.script_steps s
  set "order" = o.position - 1
  from unnest(p_ordered_ids) with ordinality as o(id, position)
  where s.id = o.id and s.script_id = p_script_id;
  get diagnostics v_updated = row_count;
  if v_updated <> cardinality(p_ordered_ids) then
    raise exception 'Only the creator of the script can change its order' using errcode = '42501', hint = 'not_allowed';
  end if;
end
$$;

revoke all on function public.reorder_script_steps(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_script_steps(uuid, uuid[]) to authenticated, service_role;

-- Files attached to CUSTOM script steps: private bucket, one folder per clinic (content-files/<clinic_id>/…).
-- Staff of the clinic read and upload; only the uploader removes or replaces a file.
insert into storage.buckets (id, name, public, file_size_limit)
values ('content-files', 'content-files', false, 52428800)
on conflict (id) do nothing;

create policy content_files_read on storage.objects for select to authenticated
  using (bucket_id = 'content-files' and (storage.foldername(name))[1] = (select private.clinic_id())::text
         and (select private.is_staff()));
create policy content_files_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'content-files' and (storage.foldername(name))[1] = (select private.clinic_id())::text
              and (select private.is_staff()));
create policy content_files_update on storage.objects for update to authenticated
  using (bucket_id = 'content-files' and owner = (select auth.uid()))
  with check (bucket_id = 'content-files' and (storage.foldername(name))[1] = (select private.clinic_id())::text);
create policy content_files_delete on storage.objects for delete to authenticated
  using (bucket_id = 'content-files' and owner = (select auth.uid()));
