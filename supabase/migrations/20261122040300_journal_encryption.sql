-- Journal text encrypted at rest (pgcrypto, pgp_sym_encrypt / AES-256). The key never lives in the
-- database's tables: on hosted Supabase it is the Vault secret 'journal_encryption_key'; on the local
-- stack it is the server setting app.journal_encryption_key that the supervisor passes to postgres.
-- Text is written and read only through the functions below; every read appends to access_log.

create function private.journal_key() returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  k text;
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1'
      into k using 'journal_encryption_key';
  end if;
  k := coalesce(k, nullif(current_setting('app.journal_encryption_key', true), ''));
  if k is null or length(k) < 16 then
    raise exception using errcode = '55000', message = 'Something went wrong, try again later.',
      hint = 'journal_key_missing', detail = 'The journal encryption key is not configured';
  end if;
  return k;
end
$$;

create function private.encrypt_text(p_text text) returns bytea
language sql stable security definer set search_path = '' as $$
  select case when p_text is null then null
              else extensions.pgp_sym_encrypt(p_text, private.journal_key(), 'cipher-algo=aes256') end
$$;

create function private.decrypt_text(p_data bytea) returns text
language sql stable security definer set search_path = '' as $$
  select case when p_data is null then null else extensions.pgp_sym_decrypt(p_data, private.journal_key()) end
$$;

revoke execute on function private.journal_key(), private.encrypt_text(text), private.decrypt_text(bytea)
  from public, anon, authenticated, service_role;

-- The ciphertexts, outside the API's schemas: no API role has any privilege here.
create table private.journal_record_texts (
  journal_record_id uuid primary key references public.journal_records (id) on delete cascade,
  text_encrypted bytea not null
);
create table private.journal_record_history_texts (
  history_id uuid primary key references public.journal_record_history (id),
  text_encrypted bytea,
  previous_text_encrypted bytea
);
revoke all on private.journal_record_texts, private.journal_record_history_texts from public, anon, authenticated, service_role;

-- Sets a record's text and writes the CREATE or UPDATE history entry (spec 001 §4: every create and
-- update writes a history entry). The author/editor is the caller, or the record's author for server code.
create function private.write_journal_text(p_record uuid, p_text text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  r public.journal_records;
  v_prev bytea;
  v_new bytea := private.encrypt_text(p_text);
  v_history uuid;
  v_by uuid;
begin
  select * into r from public.journal_records where id = p_record;
  v_by := coalesce(auth.uid(), r.updated_by, r.created_by);
  select text_encrypted into v_prev from private.journal_record_texts where journal_record_id = p_record;
  insert into private.journal_record_texts (journal_record_id, text_encrypted) values (p_record, v_new)
  on conflict (journal_record_id) do update set text_encrypted = excluded.text_encrypted;
  insert into public.journal_record_history (clinic_id, journal_id, journal_record_id, patient_user_id, type,
    appointment_id, previous_appointment_id, therapist_user_id, created_by)
  values (r.clinic_id, r.journal_id, r.id, r.patient_user_id, case when v_prev is null then 'CREATE' else 'UPDATE' end,
    r.appointment_id, case when v_prev is not null then r.appointment_id end, v_by, v_by)
  returning id into v_history;
  insert into private.journal_record_history_texts (history_id, text_encrypted, previous_text_encrypted)
  values (v_history, v_new, v_prev);
end
$$;

-- Removing a record writes the DELETE history entry with the removed text (before the text row cascades).
create function private.journal_record_deleted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_history uuid;
begin
  insert into public.journal_record_history (clinic_id, journal_id, journal_record_id, patient_user_id, type,
    previous_appointment_id, therapist_user_id, created_by)
  values (old.clinic_id, old.journal_id, old.id, old.patient_user_id, 'DELETE', old.appointment_id,
    coalesce(auth.uid(), old.created_by), coalesce(auth.uid(), old.created_by))
  returning id into v_history;
  insert into private.journal_record_history_texts (history_id, previous_text_encrypted)
  values (v_history, (select t.text_encrypted from private.journal_record_texts t where t.journal_record_id = old.id));
  return old;
end
$$;
create trigger journal_record_deleted before delete on public.journal_records
  for each row execute function private.journal_record_deleted();

-- A journal record (spec 001 §4: "created with isDraft set or cleared"). The author is the caller.
create function public.create_journal_record(
  p_journal_id uuid, p_text text, p_appointment_id uuid default null, p_is_draft boolean default false,
  p_progression smallint default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  j public.journals;
  a public.appointments;
  v_id uuid;
begin
  perform private.require_staff();
  select * into j from public.journals where id = p_journal_id and clinic_id = private.clinic_id();
  if not found or not private.can_access_patient(j.patient_user_id) then
    perform private.raise('P0002', 'Something went wrong, try again later.', 'journal_not_found');
  end if;
  if p_text is null or length(btrim(regexp_replace(p_text, '<[^>]*>', '', 'g'))) = 0 then
    perform private.raise('22023', 'Something went wrong, try again later.', 'text_empty');
  end if;
  if p_appointment_id is not null then
    select * into a from public.appointments where id = p_appointment_id and patient_user_id = j.patient_user_id;
    if not found then
      perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'appointment_not_found');
    end if;
  end if;
  insert into public.journal_records (clinic_id, journal_id, patient_user_id, appointment_id, is_draft,
    progression, appointment_snapshot)
  values (j.clinic_id, j.id, j.patient_user_id, p_appointment_id, coalesce(p_is_draft, false),
    p_progression,
    case when a.id is not null then jsonb_build_object('title', a.title, 'duration', a.appointment_type_duration,
      'appointmentDate', a.start_at, 'price', a.appointment_type_price) end)
  returning id into v_id;
  perform private.write_journal_text(v_id, p_text);
  return v_id;
end
$$;

-- Update by the author only; every update approves a draft (is_draft false).
create function public.update_journal_record(p_id uuid, p_text text, p_progression smallint default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  r public.journal_records;
begin
  perform private.require_staff();
  select * into r from public.journal_records where id = p_id and clinic_id = private.clinic_id() for update;
  if not found then
    perform private.raise('P0002', 'Something went wrong, try again later.', 'record_not_found');
  end if;
  if r.created_by is distinct from auth.uid() then
    perform private.raise('42501', 'Something went wrong, try again later.', 'not_author');
  end if;
  if p_text is null or length(btrim(regexp_replace(p_text, '<[^>]*>', '', 'g'))) = 0 then
    perform private.raise('22023', 'Something went wrong, try again later.', 'text_empty');
  end if;
  update public.journal_records
  set is_draft = false, progression = coalesce(p_progression, progression)
  where id = p_id;
  perform private.write_journal_text(p_id, p_text);
end
$$;

-- Reading text: checks access, requires a reason from anyone but the main therapist, logs the read.
create function private.log_journal_access(p_clinic uuid, p_patient uuid, p_record uuid, p_history uuid,
  p_action text, p_reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_main boolean := private.is_main_therapist(p_patient) or auth.uid() = p_patient;
begin
  if not v_main and nullif(btrim(p_reason), '') is null then
    perform private.raise('42501', 'Confidential information', 'reason_required');
  end if;
  insert into public.access_log (clinic_id, reader_id, reader_role, patient_user_id, journal_record_id,
    journal_record_history_id, action, reason, is_main_therapist)
  values (p_clinic, auth.uid(), private.app_role(), p_patient, p_record, p_history, p_action,
    nullif(btrim(p_reason), ''), v_main);
end
$$;

create function public.read_journal_record(p_id uuid, p_reason text default null)
returns table (id uuid, journal_id uuid, patient_user_id uuid, appointment_id uuid, text text, is_draft boolean,
               pdf_url text, progression smallint, appointment_snapshot jsonb, created_at timestamptz,
               updated_at timestamptz, created_by uuid)
language plpgsql security definer set search_path = '' as $$
declare
  r public.journal_records;
begin
  if auth.uid() is null then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'not_signed_in');
  end if;
  select * into r from public.journal_records x where x.id = p_id;
  if not found
     or not ((r.clinic_id = private.clinic_id() and private.can_access_patient(r.patient_user_id))
             or (r.patient_user_id = auth.uid() and exists (select 1 from public.patient_profiles pp
                   where pp.user_id = auth.uid() and pp.is_allow_view_journal_records))) then
    perform private.raise('P0002', 'There are no any journal records', 'record_not_found');
  end if;
  perform private.log_journal_access(r.clinic_id, r.patient_user_id, r.id, null, 'READ', p_reason);
  return query select r.id, r.journal_id, r.patient_user_id, r.appointment_id,
    private.decrypt_text((select t.text_encrypted from private.journal_record_texts t where t.journal_record_id = r.id)),
    r.is_draft, r.pdf_url, r.progression, r.appointment_snapshot, r.created_at, r.updated_at, r.created_by;
end
$$;

-- The journal logs tab: a journal's history with texts (one access_log row for the read).
create function public.read_journal_history(p_journal_id uuid, p_reason text default null)
returns table (id uuid, journal_record_id uuid, type text, text text, previous_text text, appointment_id uuid,
               previous_appointment_id uuid, therapist_user_id uuid, created_at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  j public.journals;
begin
  perform private.require_staff();
  select * into j from public.journals x where x.id = p_journal_id and x.clinic_id = private.clinic_id();
  if not found or not private.can_access_patient(j.patient_user_id) then
    perform private.raise('P0002', 'There are no any journal logs', 'journal_not_found');
  end if;
  perform private.log_journal_access(j.clinic_id, j.patient_user_id, null, null, 'READ_HISTORY', p_reason);
  return query select h.id, h.journal_record_id, h.type, private.decrypt_text(ht.text_encrypted),
    private.decrypt_text(ht.previous_text_encrypted), h.appointment_id, h.previous_appointment_id, h.therapist_user_id,
    h.created_at
  from public.journal_record_history h left join private.journal_record_history_texts ht on ht.history_id = h.id
  where h.journal_id = j.id order by h.created_at desc, h.id;
end
$$;

revoke execute on function public.create_journal_record(uuid, text, uuid, boolean, smallint),
  public.update_journal_record(uuid, text, smallint), public.read_journal_record(uuid, text),
  public.read_journal_history(uuid, text) from public, anon;
grant execute on function public.create_journal_record(uuid, text, uuid, boolean, smallint),
  public.update_journal_record(uuid, text, smallint), public.read_journal_record(uuid, text),
  public.read_journal_history(uuid, text) to authenticated, service_role;
revoke execute on function private.log_journal_access(uuid, uuid, uuid, uuid, text, text) from public, anon, authenticated;
-- Nothing here is executable by PUBLIC or anon unless granted above (a test checks the catalog).
revoke execute on all functions in schema public, private from public, anon;
