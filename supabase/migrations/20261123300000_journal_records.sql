-- Journal records screens (spec 001 §2–§4, 002 §6): the list, the confidential confirmation remembered per
-- therapist and patient, PDF exports in the access log, drafts after an appointment, the template variables
-- and the access log view for the main therapist. Every read of journal text still goes through a
-- security-definer function that checks access and appends to access_log.

-- New access_log actions: the list read, the confidential confirmation and PDF exports.
alter table public.access_log drop constraint access_log_action_check;
alter table public.access_log add constraint access_log_action_check
  check (action in ('READ', 'READ_HISTORY', 'READ_LIST', 'CONFIRM', 'EXPORT_PDF'));

-- "Confirmed once" (spec 001 §4) is remembered here: one row per therapist and patient, with the reason given.
create table public.journal_access_confirmations (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  reason text not null check (length(btrim(reason)) between 1 and 500),
  created_at timestamptz not null default now(),
  unique (therapist_user_id, patient_user_id)
);
create index journal_access_confirmations_clinic_idx on public.journal_access_confirmations (clinic_id, patient_user_id);
alter table public.journal_access_confirmations enable row level security;
revoke all on public.journal_access_confirmations from anon, authenticated;
grant select on public.journal_access_confirmations to authenticated;
create policy journal_access_confirmations_read on public.journal_access_confirmations for select to authenticated
  using (clinic_id = (select private.clinic_id()) and therapist_user_id = (select auth.uid()));

-- 'Skip Record' after an appointment ends its journal step without a record.
alter table public.appointments add column is_journal_record_skipped boolean not null default false;

create function private.journal_confirmation_reason(p_patient uuid) returns text
language sql stable security definer set search_path = '' as $$
  select c.reason from public.journal_access_confirmations c
  where c.therapist_user_id = auth.uid() and c.patient_user_id = p_patient
$$;

-- As before, plus: a therapist who confirmed once reads with the reason remembered for that patient.
create or replace function private.log_journal_access(p_clinic uuid, p_patient uuid, p_record uuid, p_history uuid,
  p_action text, p_reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_main boolean := private.is_main_therapist(p_patient) or auth.uid() = p_patient;
  v_reason text := coalesce(nullif(btrim(p_reason), ''), private.journal_confirmation_reason(p_patient));
begin
  if not v_main and v_reason is null then
    perform private.raise('42501', 'Confidential information', 'reason_required');
  end if;
  insert into public.access_log (clinic_id, reader_id, reader_role, patient_user_id, journal_record_id,
    journal_record_history_id, action, reason, is_main_therapist)
  values (p_clinic, auth.uid(), private.app_role(), p_patient, p_record, p_history, p_action, v_reason, v_main);
end
$$;
revoke execute on function private.log_journal_access(uuid, uuid, uuid, uuid, text, text) from public, anon, authenticated;

-- The patient's journal as the journal screens need it: its id (created when missing), whether the caller is
-- the main therapist and whether they confirmed access. No text here, so nothing to log.
create function public.open_patient_journal(p_patient_user_id uuid)
returns table (journal_id uuid, is_main_therapist boolean, is_confirmed boolean)
language plpgsql security definer set search_path = '' as $$
declare
  v_journal uuid;
  v_clinic uuid := private.clinic_id();
begin
  perform private.require_staff();
  if not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'patient_not_found');
  end if;
  select j.id into v_journal from public.journals j where j.patient_user_id = p_patient_user_id and j.clinic_id = v_clinic;
  if v_journal is null then
    insert into public.journals (clinic_id, patient_user_id, created_by) values (v_clinic, p_patient_user_id, auth.uid())
    on conflict (patient_user_id) do nothing returning id into v_journal;
    if v_journal is null then
      select j.id into v_journal from public.journals j where j.patient_user_id = p_patient_user_id;
    end if;
    update public.patient_profiles set journal_id = v_journal where user_id = p_patient_user_id and journal_id is null;
  end if;
  return query select v_journal, private.is_main_therapist(p_patient_user_id),
    private.is_main_therapist(p_patient_user_id) or private.journal_confirmation_reason(p_patient_user_id) is not null;
end
$$;

-- 'Confidential information' → 'Continue' with a reason: remembered and written to the access log.
create function public.confirm_journal_access(p_patient_user_id uuid, p_reason text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_staff();
  if not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'patient_not_found');
  end if;
  if length(v_reason) = 0 or length(v_reason) > 500 then
    perform private.raise('22023', 'Confidential information', 'reason_invalid');
  end if;
  insert into public.journal_access_confirmations (clinic_id, patient_user_id, therapist_user_id, reason)
  values (private.clinic_id(), p_patient_user_id, auth.uid(), v_reason)
  on conflict (therapist_user_id, patient_user_id) do update set reason = excluded.reason, created_at = now();
  perform private.log_journal_access(private.clinic_id(), p_patient_user_id, null, null, 'CONFIRM', v_reason);
end
$$;

-- The journal list (one access_log row per read of the list), newest first, with the author's name
-- (null when the therapist was deleted: the UI says 'Deleted therapist').
create function public.list_journal_records(p_journal_id uuid, p_reason text default null)
returns table (id uuid, journal_id uuid, patient_user_id uuid, appointment_id uuid, text text, is_draft boolean,
               pdf_url text, progression smallint, appointment_snapshot jsonb, created_at timestamptz,
               updated_at timestamptz, created_by uuid, author_name text)
language plpgsql security definer set search_path = '' as $$
declare
  j public.journals;
begin
  perform private.require_staff();
  select * into j from public.journals x where x.id = p_journal_id and x.clinic_id = private.clinic_id();
  if not found or not private.can_access_patient(j.patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'journal_not_found');
  end if;
  perform private.log_journal_access(j.clinic_id, j.patient_user_id, null, null, 'READ_LIST', p_reason);
  return query select r.id, r.journal_id, r.patient_user_id, r.appointment_id, private.decrypt_text(t.text_encrypted),
    r.is_draft, r.pdf_url, r.progression, r.appointment_snapshot, r.created_at, r.updated_at, r.created_by,
    nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
  from public.journal_records r
  left join private.journal_record_texts t on t.journal_record_id = r.id
  left join public.users u on u.id = r.created_by
  where r.journal_id = j.id
  order by r.created_at desc, r.id;
end
$$;

-- The texts for a PDF (single or group): every record is checked and its export logged (action EXPORT_PDF).
create function public.read_journal_records_for_export(p_ids uuid[], p_reason text default null)
returns table (id uuid, text text, appointment_snapshot jsonb, created_at timestamptz, author_name text,
               patient_name text, clinic_name text)
language plpgsql security definer set search_path = '' as $$
declare
  r public.journal_records;
begin
  perform private.require_staff();
  if p_ids is null or cardinality(p_ids) = 0 or cardinality(p_ids) > 500 then
    perform private.raise('22023', 'Error occurred while creating PDF.', 'records_invalid');
  end if;
  for r in select * from public.journal_records x where x.id = any (p_ids) loop
    if r.clinic_id is distinct from private.clinic_id() or not private.can_access_patient(r.patient_user_id) then
      perform private.raise('P0002', 'Error occurred while creating PDF.', 'record_not_found');
    end if;
    perform private.log_journal_access(r.clinic_id, r.patient_user_id, r.id, null, 'EXPORT_PDF', p_reason);
  end loop;
  if (select count(*) from public.journal_records x where x.id = any (p_ids)) <> cardinality(p_ids) then
    perform private.raise('P0002', 'Error occurred while creating PDF.', 'record_not_found');
  end if;
  return query select r2.id, private.decrypt_text(t.text_encrypted), r2.appointment_snapshot, r2.created_at,
    nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
    btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), c.name
  from public.journal_records r2
  left join private.journal_record_texts t on t.journal_record_id = r2.id
  left join public.users u on u.id = r2.created_by
  join public.users p on p.id = r2.patient_user_id
  join public.clinics c on c.id = r2.clinic_id
  where r2.id = any (p_ids)
  order by r2.created_at, r2.id;
end
$$;

-- A record made after an appointment: blocked once that appointment's journal step is done (an approved
-- record exists or it was skipped) — spec 001 §4 "a journal phase finished flag blocks further creation".
-- A draft for the appointment is continued with save_journal_draft / update_journal_record instead.
create function private.check_appointment_journal_open(p_appointment_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if exists (select 1 from public.appointments a where a.id = p_appointment_id and a.is_journal_record_skipped)
     or exists (select 1 from public.journal_records r where r.appointment_id = p_appointment_id) then
    perform private.raise('55000', 'Something went wrong, try again later.', 'journal_phase_finished');
  end if;
end
$$;

create function private.journal_records_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.appointment_id is not null then
    perform private.check_appointment_journal_open(new.appointment_id);
  end if;
  return new;
end
$$;
create trigger journal_records_appointment_open before insert on public.journal_records
  for each row execute function private.journal_records_before_insert();

-- 'Save as Draft' on a draft that exists already: the author changes its text and it stays a draft.
create function public.save_journal_draft(p_id uuid, p_text text)
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
  if not r.is_draft then
    perform private.raise('55000', 'Something went wrong, try again later.', 'not_a_draft');
  end if;
  if p_text is null or length(btrim(regexp_replace(p_text, '<[^>]*>', '', 'g'))) = 0 then
    perform private.raise('22023', 'Something went wrong, try again later.', 'text_empty');
  end if;
  perform private.write_journal_text(p_id, p_text);
end
$$;

-- 'Skip Record': the appointment's therapist ends it without a journal record.
create function public.skip_journal_record(p_appointment_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
begin
  perform private.require_staff();
  select * into a from public.appointments x where x.id = p_appointment_id and x.clinic_id = private.clinic_id() for update;
  if not found or a.therapist_user_id is distinct from auth.uid() then
    perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'appointment_not_found');
  end if;
  perform private.check_appointment_journal_open(a.id);
  update public.appointments set is_journal_record_skipped = true where id = a.id;
end
$$;

-- The after-appointment editor's state: the patient, the journal and a draft already made for it.
create function public.appointment_journal_state(p_appointment_id uuid)
returns table (appointment_id uuid, patient_user_id uuid, journal_id uuid, status text, is_skipped boolean,
               draft_record_id uuid, approved_record_id uuid)
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
  v_journal uuid;
begin
  perform private.require_staff();
  select * into a from public.appointments x where x.id = p_appointment_id and x.clinic_id = private.clinic_id();
  if not found or not (a.therapist_user_id = auth.uid() or private.can_access_patient(a.patient_user_id)) then
    perform private.raise('P0002', 'There is no corresponding patient for current appointment', 'appointment_not_found');
  end if;
  select o.journal_id into v_journal from public.open_patient_journal(a.patient_user_id) o;
  return query select a.id, a.patient_user_id, v_journal, a.status, a.is_journal_record_skipped,
    (select r.id from public.journal_records r where r.appointment_id = a.id and r.is_draft
      and r.created_by = auth.uid() order by r.created_at desc limit 1),
    (select r.id from public.journal_records r where r.appointment_id = a.id and not r.is_draft
      order by r.created_at desc limit 1);
end
$$;

-- The 17 template variables of spec 001 §9 for a patient, from the database at the time a record is made.
-- Dates are ISO timestamps (the browser formats them in the user's language); missing data is null.
create function public.journal_template_variables(p_patient_user_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  p public.users;
  me public.users;
  pp public.patient_profiles;
  nxt public.appointments;
  lst public.appointments;
  v_package text;
  v_price text;
  v_disorder text;
  v_clinic text;
begin
  perform private.require_staff();
  if not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'patient_not_found');
  end if;
  select * into p from public.users where id = p_patient_user_id;
  select * into me from public.users where id = auth.uid();
  select * into pp from public.patient_profiles where user_id = p_patient_user_id;
  select * into nxt from public.appointments a where a.patient_user_id = p_patient_user_id
    and a.status in ('NOT_STARTED', 'STARTED') and a.start_at > now() order by a.start_at limit 1;
  select * into lst from public.appointments a where a.patient_user_id = p_patient_user_id
    and a.status <> 'CANCELED' and a.start_at <= now() order by a.start_at desc limit 1;
  select k.name, trim_scale(k.price)::text || coalesce(' ' || cur.code, '') into v_package, v_price
    from public.packages k left join public.currencies cur on cur.id = k.currency_id where k.id = pp.package_id;
  select d.name into v_disorder from public.disorders d where d.id = pp.disorder_id;
  select c.name into v_clinic from public.clinics c where c.id = private.clinic_id();
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

-- Normen: the main therapist (and clinic administrators) see who read a patient's journal, when and why.
create function public.list_journal_access_log(p_patient_user_id uuid, p_limit integer default 200)
returns table (id uuid, reader_id uuid, reader_name text, action text, reason text, is_main_therapist boolean,
               journal_record_id uuid, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if not (private.is_main_therapist(p_patient_user_id) or private.is_clinic_admin())
     or not exists (select 1 from public.users u where u.id = p_patient_user_id and u.clinic_id = private.clinic_id()) then
    perform private.raise('42501', 'Sorry, you are not authorized to access this page.', 'not_main_therapist');
  end if;
  return query select l.id, l.reader_id,
    nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), l.action, l.reason,
    l.is_main_therapist, l.journal_record_id, l.created_at
  from public.access_log l left join public.users u on u.id = l.reader_id
  where l.clinic_id = private.clinic_id() and l.patient_user_id = p_patient_user_id
  order by l.created_at desc, l.id
  limit least(greatest(coalesce(p_limit, 200), 1), 1000);
end
$$;

-- Journal PDFs: a private bucket, one folder per clinic and author (journal-pdfs/<clinic>/<user>/<id>.pdf),
-- written by the PDF functions with the service role and read through short-lived signed URLs.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('journal-pdfs', 'journal-pdfs', false, 20971520, array['application/pdf'])
on conflict (id) do nothing;
-- The author deletes their own files (closing the group flow, clearing a record's PDF).
create policy journal_pdfs_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'journal-pdfs' and (storage.foldername(name))[1] = (select private.clinic_id())::text
         and (storage.foldername(name))[2] = (select auth.uid())::text);
create policy journal_pdfs_read_own on storage.objects for select to authenticated
  using (bucket_id = 'journal-pdfs' and (storage.foldername(name))[1] = (select private.clinic_id())::text
         and (storage.foldername(name))[2] = (select auth.uid())::text);

-- Clearing a record's PDF (pdf_url null); the object itself is removed by the caller through storage.
-- Storing a path is done by createJournalRecordPDF with the service role.

revoke execute on function public.open_patient_journal(uuid), public.confirm_journal_access(uuid, text),
  public.list_journal_records(uuid, text), public.read_journal_records_for_export(uuid[], text),
  public.save_journal_draft(uuid, text), public.skip_journal_record(uuid), public.appointment_journal_state(uuid),
  public.journal_template_variables(uuid), public.list_journal_access_log(uuid, integer) from public, anon;
grant execute on function public.open_patient_journal(uuid), public.confirm_journal_access(uuid, text),
  public.list_journal_records(uuid, text), public.read_journal_records_for_export(uuid[], text),
  public.save_journal_draft(uuid, text), public.skip_journal_record(uuid), public.appointment_journal_state(uuid),
  public.journal_template_variables(uuid), public.list_journal_access_log(uuid, integer) to authenticated, service_role;
revoke execute on function private.journal_confirmation_reason(uuid), private.check_appointment_journal_open(uuid),
  private.journal_records_before_insert() from public, anon, authenticated;

-- The journal list listens live (another therapist adds or removes a record).
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.journal_records;
  end if;
end
$$;
