-- list_journal_records at platform scale (issue 33, docs/SCALE.md): the slowest first-screen read (21× the
-- cheapest request at p95 for a therapist of a small clinic). private.decrypt_text looked the Vault key up
-- again for every record of the page (private.journal_key(): a read of vault.decrypted_secrets, which
-- decrypts the secret itself), so a page of 30 cost 30 key reads besides its 30 decryptions. The key is read
-- once per call; the rules, the page and the result are those of 20261123300001.
create or replace function public.list_journal_records(p_journal_id uuid, p_reason text default null,
  p_limit integer default null, p_offset integer default 0)
returns table (id uuid, journal_id uuid, patient_user_id uuid, appointment_id uuid, text text, is_draft boolean,
               pdf_url text, progression smallint, appointment_snapshot jsonb, created_at timestamptz,
               updated_at timestamptz, created_by uuid, author_name text)
language plpgsql security definer set search_path = '' as $$
declare
  j public.journals;
  v_key text;
begin
  perform private.require_staff();
  select * into j from public.journals x where x.id = p_journal_id and x.clinic_id = private.clinic_id();
  if not found or not private.can_access_patient(j.patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'journal_not_found');
  end if;
  perform private.log_journal_access(j.clinic_id, j.patient_user_id, null, null, 'READ_LIST', p_reason);
  -- the page is chosen first, then only its texts are decrypted, with the key read once (an empty journal
  -- needs none, as before)
  if exists (select 1 from public.journal_records x where x.journal_id = j.id) then
    v_key := private.journal_key();
  end if;
  return query select r.id, r.journal_id, r.patient_user_id, r.appointment_id,
    case when t.text_encrypted is not null then extensions.pgp_sym_decrypt(t.text_encrypted, v_key) end,
    r.is_draft, r.pdf_url, r.progression, r.appointment_snapshot, r.created_at, r.updated_at, r.created_by,
    nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
  from (select * from public.journal_records x where x.journal_id = j.id
        order by x.created_at desc, x.id
        limit case when p_limit is null then null else least(greatest(p_limit, 1), 1000) end
        offset greatest(coalesce(p_offset, 0), 0)) r
  left join private.journal_record_texts t on t.journal_record_id = r.id
  left join public.users u on u.id = r.created_by
  order by r.created_at desc, r.id;
end
$$;

revoke execute on function public.list_journal_records(uuid, text, integer, integer) from public, anon;
grant execute on function public.list_journal_records(uuid, text, integer, integer) to authenticated, service_role;
