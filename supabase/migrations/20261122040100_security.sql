-- Row-level security, privileges and the auth.users → public.users link.

-- ---------------------------------------------------------------------------------------------------
-- public.users follows auth.users. role and clinic_id come from app_metadata (the JWT claims), which
-- only the admin API can write; a value that is not a known role or clinic is ignored.
-- ---------------------------------------------------------------------------------------------------
create function private.sync_user_from_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_app_meta_data, '{}');
  v_role text := meta ->> 'role';
  v_clinic uuid;
begin
  if v_role is not null and v_role not in ('SUPER_ADMIN', 'THERAPIST', 'CLINIC_OWNER', 'PATIENT', 'ADMIN') then
    v_role := null;
  end if;
  if (meta ->> 'clinic_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select c.id into v_clinic from public.clinics c where c.id = (meta ->> 'clinic_id')::uuid;
  end if;
  if tg_op = 'INSERT' then
    insert into public.users (id, email, role, clinic_id, first_name, last_name, phone)
    values (new.id, new.email, v_role, v_clinic,
            coalesce(new.raw_user_meta_data ->> 'first_name', ''),
            coalesce(new.raw_user_meta_data ->> 'last_name', ''),
            new.phone)
    on conflict (id) do nothing;
  else
    update public.users u
    set email = new.email, role = v_role, clinic_id = v_clinic
    where u.id = new.id
      and (u.email is distinct from new.email or u.role is distinct from v_role or u.clinic_id is distinct from v_clinic);
  end if;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.sync_user_from_auth();
create trigger on_auth_user_updated after update of email, raw_app_meta_data on auth.users
  for each row execute function private.sync_user_from_auth();

-- The access-token hook (config.toml [auth.hook.custom_access_token]): app_metadata.role and clinic_id in
-- every token come from public.users, the same values the trigger above mirrors from app_metadata, so a
-- token never carries a role or clinic the database does not know. Runs as supabase_auth_admin, as on hosted.
create function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  claims jsonb := coalesce(event -> 'claims', '{}');
  v_role text;
  v_clinic uuid;
begin
  select u.role, u.clinic_id into v_role, v_clinic from public.users u where u.id = (event ->> 'user_id')::uuid;
  if found then
    claims := jsonb_set(claims, '{app_metadata}', coalesce(claims -> 'app_metadata', '{}')
      || jsonb_build_object('role', v_role, 'clinic_id', v_clinic));
  end if;
  return jsonb_build_object('claims', claims);
end
$$;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;

-- Protected user fields (role, clinic_id, is_treatment_finished, custom_identifier) are also refused by
-- column privileges; this trigger keeps them for any non-service caller that still reaches an UPDATE
-- (e.g. a SECURITY INVOKER function running as the user).
create function private.protect_user_fields() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.role := old.role;
    new.clinic_id := old.clinic_id;
    new.is_treatment_finished := old.is_treatment_finished;
    new.custom_identifier := old.custom_identifier;
    new.email := old.email;
  end if;
  return new;
end
$$;
create trigger protect_user_fields before update on public.users
  for each row execute function private.protect_user_fields();

-- ---------------------------------------------------------------------------------------------------
-- Patient visibility for staff: own and attached patients (therapist_patients), patients they invited,
-- and the clinic's free patients (no active appointment); a clinic owner/admin sees all patients of the
-- clinic. SECURITY DEFINER so policies on other tables can use it without recursion; called as
-- `patient_user_id in (select private.visible_patient_ids())` so it runs once per statement.
-- ---------------------------------------------------------------------------------------------------
create function private.visible_patient_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
begin
  if v_uid is null or v_clinic is null or not private.is_staff() then
    return;
  end if;
  if private.is_clinic_admin() then
    return query select pp.user_id from public.patient_profiles pp where pp.clinic_id = v_clinic;
    return;
  end if;
  return query
    select tp.patient_user_id from public.therapist_patients tp
    where tp.clinic_id = v_clinic and tp.therapist_user_id = v_uid
    union
    select pp.user_id from public.patient_profiles pp
    where pp.clinic_id = v_clinic and pp.number_of_active_appointments = 0
    union
    select i.initialized_user_id from public.invitations i
    where i.clinic_id = v_clinic and i.invitation_created_by_id = v_uid and i.initialized_user_id is not null;
end
$$;

create function private.can_access_patient(p_patient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_patient in (select private.visible_patient_ids())
$$;

create function private.is_main_therapist(p_patient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.patient_profiles pp
                 where pp.user_id = p_patient and pp.therapist_user_id = auth.uid())
$$;

create function private.invoices_enabled() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select c.is_invoice_enable from public.clinics c where c.id = private.clinic_id()), false)
$$;

create function private.owns_script(p_script uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.scripts s where s.id = p_script and s.created_by = auth.uid())
$$;

create function private.owns_video(p_video uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.videos v where v.id = p_video and v.created_by = auth.uid())
$$;

create function private.owns_presentation(p_presentation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.presentations p where p.id = p_presentation and p.created_by = auth.uid())
$$;

grant execute on all functions in schema private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Privileges: nothing for anon; per-table grants for authenticated; service_role all but the
-- append-only tables.
-- ---------------------------------------------------------------------------------------------------
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
grant select, insert, update, delete on all tables in schema public to service_role;
revoke update, delete on public.journal_record_history, public.access_log from service_role;

do $$
declare
  t text;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t);
  end loop;
end
$$;

-- read-only for users
grant select on public.currencies, public.languages, public.clinics, public.journal_record_history,
  public.access_log, public.therapist_patients to authenticated;
-- full CRUD subject to policies
grant select, insert, update, delete on
  public.locations, public.appointment_types, public.calendars, public.weekly_working_hour_slots, public.disorders, public.evaluation_states,
  public.packages, public.pages, public.forms, public.questions, public.invitations, public.user_addresses,
  public.scripts, public.script_steps, public.journal_templates, public.calendar_events, public.timeslots,
  public.live_sessions, public.remote_sharing, public.cgi_records, public.form_answers, public.invoice_templates,
  public.invoices, public.files, public.video_scripts, public.tags, public.videos, public.chapters,
  public.video_statistics, public.presentations, public.slides, public.digital_id_connections
  to authenticated;
grant select, insert, update on public.payments, public.therapist_profiles, public.weekly_working_hours to authenticated;
-- patient profiles: the main therapist and the active count change only through the RPC functions
grant select, insert on public.patient_profiles to authenticated;
grant update (phase, disorder_id, package_id, evaluation_states, is_another_user, is_allow_view_journal_records,
  is_allow_client_schedule_appointment, selected_page_id, is_access_to_time_slots_stopped, sent_form_from_therapist)
  on public.patient_profiles to authenticated;
grant select, insert on public.journals to authenticated;
grant update (name, time_zone, currency_code, is_invoice_enable, therapists_minutes_for_logout,
  invoice_template_id, default_appointment_type_id, org_number, email, logo_url) on public.clinics to authenticated;
-- users: protected fields (role, clinic_id, is_treatment_finished, custom_identifier, email) are not granted
grant select on public.users to authenticated;
grant update (first_name, last_name, avatar_url, phone, description, selected_clinic_id, location_id, language,
  appointment_type_ids, is_vipps_connected_to_profile, is_calendar_integrated, is_temporary_password_resolved,
  is_google_slides_integrated, is_consent_agreed, is_data_processing_agreement_agreed) on public.users to authenticated;
-- appointments: created and moved between states only by the RPC functions
grant select on public.appointments to authenticated;
grant update (title, name, room_url, page_id, overtime_reached, patients_online, is_patient_confirmed_readiness,
  is_user_devices_check_in_progress, is_user_devices_checked, is_next_appointment_was_scheduled,
  is_therapist_confirmed_patient_action, is_appointment_was_stopped_by_patient, is_sent, is_paid,
  is_payment_item_deleted, updated_payment_info, page_states, patient_phone_dimensions, is_session_scripts_finished)
  on public.appointments to authenticated;
-- journal records: created and their text changed only through the functions (text is in private.*)
grant select, delete on public.journal_records to authenticated;
grant update (pdf_url, progression) on public.journal_records to authenticated;
-- notifications: read and mark seen (mark_notifications_seen); staff may create them in their clinic
grant select, insert on public.notifications to authenticated;
grant update (seen) on public.notifications to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Policies. Every policy is `to authenticated`; anon has no privilege anyway.
-- (select …) wrappers make Postgres evaluate the JWT helpers once per statement.
-- ---------------------------------------------------------------------------------------------------

-- The access-token hook reads role and clinic of the user being signed in.
grant select (id, role, clinic_id) on public.users to supabase_auth_admin;
create policy users_auth_admin_read on public.users for select to supabase_auth_admin using (true);

-- Global reference data
create policy currencies_read on public.currencies for select to authenticated using (true);
create policy languages_read on public.languages for select to authenticated using (true);

-- Clinics: members read their clinic; the owner/admin edits it.
create policy clinics_read on public.clinics for select to authenticated
  using (id = (select private.clinic_id()));
create policy clinics_update on public.clinics for update to authenticated
  using (id = (select private.clinic_id()) and (select private.is_clinic_admin()))
  with check (id = (select private.clinic_id()));

-- Users: self; the clinic's staff (names for pickers) to every member; patients to staff who may see them.
-- (clinic_id first and alone at the top, so list queries of a clinic run on its indexes; a user without a
-- clinic, e.g. a platform SUPER_ADMIN, is not served through this table.)
create policy users_read on public.users for select to authenticated
  using (
    clinic_id = (select private.clinic_id())
    and (role in ('THERAPIST', 'CLINIC_OWNER', 'ADMIN') or id = (select auth.uid())
         or id in (select private.visible_patient_ids()))
  );
create policy users_update on public.users for update to authenticated
  using (
    id = (select auth.uid())
    or (clinic_id = (select private.clinic_id()) and role = 'PATIENT' and id in (select private.visible_patient_ids()))
  )
  with check (clinic_id is not distinct from (select private.clinic_id()) or id = (select auth.uid()));

-- Clinic catalogue: every member reads; staff write; some rows only by their creator.
do $$
declare
  r record;
begin
  for r in select * from (values
    -- table, who reads (members|staff), who inserts (staff|admin), who updates/deletes (staff|creator|admin)
    ('locations', 'members', 'admin', 'admin'),
    ('appointment_types', 'members', 'staff', 'staff'),
    ('disorders', 'staff', 'staff', 'creator'),
    ('evaluation_states', 'staff', 'staff', 'creator'),
    ('scripts', 'staff', 'staff', 'creator'),
    ('journal_templates', 'staff', 'staff', 'creator'),
    ('packages', 'members', 'staff', 'staff'),
    ('pages', 'members', 'staff', 'staff'),
    ('forms', 'members', 'staff', 'staff'),
    ('questions', 'members', 'staff', 'staff'),
    ('videos', 'members', 'staff', 'creator'),
    ('tags', 'members', 'staff', 'creator'),
    ('video_scripts', 'staff', 'staff', 'creator'),
    ('presentations', 'staff', 'staff', 'creator'),
    ('invoice_templates', 'staff', 'admin', 'admin')
  ) as v(tbl, readers, inserters, modifiers)
  loop
    execute format($p$create policy %1$s_read on public.%1$I for select to authenticated
      using (clinic_id = (select private.clinic_id()) %2$s)$p$, r.tbl,
      case r.readers when 'staff' then 'and (select private.is_staff())' else '' end);
    execute format($p$create policy %1$s_insert on public.%1$I for insert to authenticated
      with check (clinic_id = (select private.clinic_id()) and %2$s)$p$, r.tbl,
      case r.inserters when 'admin' then '(select private.is_clinic_admin())' else '(select private.is_staff())' end);
    execute format($p$create policy %1$s_update on public.%1$I for update to authenticated
      using (clinic_id = (select private.clinic_id()) and %2$s)
      with check (clinic_id = (select private.clinic_id()))$p$, r.tbl,
      case r.modifiers when 'admin' then '(select private.is_clinic_admin())'
                       when 'creator' then '(select private.is_staff()) and created_by = (select auth.uid())'
                       else '(select private.is_staff())' end);
    execute format($p$create policy %1$s_delete on public.%1$I for delete to authenticated
      using (clinic_id = (select private.clinic_id()) and %2$s)$p$, r.tbl,
      case r.modifiers when 'admin' then '(select private.is_clinic_admin())'
                       when 'creator' then '(select private.is_staff()) and created_by = (select auth.uid())'
                       else '(select private.is_staff())' end);
  end loop;
end
$$;

-- Children whose rights follow their parent's creator.
create policy script_steps_read on public.script_steps for select to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()));
create policy script_steps_write on public.script_steps for all to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_script(script_id))
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_script(script_id));
create policy chapters_read on public.chapters for select to authenticated
  using (clinic_id = (select private.clinic_id()));
create policy chapters_write on public.chapters for all to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_video(video_id))
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_video(video_id));
create policy slides_read on public.slides for select to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()));
create policy slides_write on public.slides for all to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_presentation(presentation_id))
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and private.owns_presentation(presentation_id));

-- A therapist's own things, readable by the clinic (availability, calendars of colleagues).
do $$
declare
  r record;
begin
  for r in select * from (values
    ('therapist_profiles', 'user_id', 'members'),
    ('weekly_working_hours', 'therapist_user_id', 'members'),
    ('weekly_working_hour_slots', 'therapist_user_id', 'members'),
    ('timeslots', 'therapist_user_id', 'members'),
    ('calendars', 'therapist_user_id', 'staff'),
    ('calendar_events', 'therapist_user_id', 'staff')
  ) as v(tbl, owner_col, readers)
  loop
    execute format($p$create policy %1$s_read on public.%1$I for select to authenticated
      using (clinic_id = (select private.clinic_id()) %3$s)$p$, r.tbl, r.owner_col,
      case r.readers when 'staff' then 'and (select private.is_staff())' else '' end);
    execute format($p$create policy %1$s_write on public.%1$I for all to authenticated
      using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and %2$I = (select auth.uid()))
      with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and %2$I = (select auth.uid()))$p$,
      r.tbl, r.owner_col);
  end loop;
end
$$;

-- A therapist writes events only into their own calendar and slots only into their own working hours.
create policy calendar_events_own_calendar on public.calendar_events as restrictive for insert to authenticated
  with check (calendar_id in (select c.id from public.calendars c where c.therapist_user_id = (select auth.uid())));
create policy calendar_events_own_calendar_update on public.calendar_events as restrictive for update to authenticated
  using (true)
  with check (calendar_id in (select c.id from public.calendars c where c.therapist_user_id = (select auth.uid())));
create policy weekly_working_hour_slots_own on public.weekly_working_hour_slots as restrictive for insert to authenticated
  with check (weekly_working_hours_id in (select w.id from public.weekly_working_hours w where w.therapist_user_id = (select auth.uid())));
create policy weekly_working_hour_slots_own_update on public.weekly_working_hour_slots as restrictive for update to authenticated
  using (true)
  with check (weekly_working_hours_id in (select w.id from public.weekly_working_hours w where w.therapist_user_id = (select auth.uid())));

-- Patient data: the patient reads their own rows; staff reach the patients they may see.
create policy patient_profiles_read on public.patient_profiles for select to authenticated
  using (user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and user_id in (select private.visible_patient_ids())));
create policy patient_profiles_insert on public.patient_profiles for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff())
              and number_of_active_appointments = 0
              and (therapist_user_id is null or therapist_user_id = (select auth.uid()) or (select private.is_clinic_admin())));
create policy patient_profiles_update on public.patient_profiles for update to authenticated
  using (clinic_id = (select private.clinic_id()) and user_id in (select private.visible_patient_ids()))
  with check (clinic_id = (select private.clinic_id()));

create policy therapist_patients_read on public.therapist_patients for select to authenticated
  using (patient_user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and (select private.is_staff())
             and (therapist_user_id = (select auth.uid()) or patient_user_id in (select private.visible_patient_ids()))));

create policy journals_read on public.journals for select to authenticated
  using (patient_user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and patient_user_id in (select private.visible_patient_ids())));
create policy journals_insert on public.journals for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and patient_user_id in (select private.visible_patient_ids()));

create policy appointments_read on public.appointments for select to authenticated
  using (patient_user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and (select private.is_staff())
             and (therapist_user_id = (select auth.uid()) or (select private.is_clinic_admin())
                  or patient_user_id in (select private.visible_patient_ids()))));
create policy appointments_update on public.appointments for update to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff())
         and (therapist_user_id = (select auth.uid()) or patient_user_id in (select private.visible_patient_ids())))
  with check (clinic_id = (select private.clinic_id()));

-- journal records: metadata for those who may see the patient (the patient only when allowed);
-- edited (pdf_url, progression) and removed only by their author.
create policy journal_records_read on public.journal_records for select to authenticated
  using ((clinic_id = (select private.clinic_id()) and patient_user_id in (select private.visible_patient_ids()))
         or (patient_user_id = (select auth.uid()) and exists (
               select 1 from public.patient_profiles pp
               where pp.user_id = (select auth.uid()) and pp.is_allow_view_journal_records)));
create policy journal_records_update on public.journal_records for update to authenticated
  using (clinic_id = (select private.clinic_id()) and created_by = (select auth.uid()))
  with check (clinic_id = (select private.clinic_id()) and created_by = (select auth.uid()));
create policy journal_records_delete on public.journal_records for delete to authenticated
  using (clinic_id = (select private.clinic_id()) and created_by = (select auth.uid()));

create policy journal_record_history_read on public.journal_record_history for select to authenticated
  using (clinic_id = (select private.clinic_id()) and patient_user_id in (select private.visible_patient_ids()));

create policy access_log_read on public.access_log for select to authenticated
  using (clinic_id = (select private.clinic_id())
         and (reader_id = (select auth.uid()) or (select private.is_clinic_admin())));

do $$
declare
  t text;
begin
  -- staff with access to the patient: full CRUD; the patient reads own rows
  foreach t in array array['cgi_records', 'user_addresses'] loop
    execute format($p$create policy %1$s_read on public.%1$I for select to authenticated
      using (%2$s = (select auth.uid())
             or (clinic_id = (select private.clinic_id()) and %2$s in (select private.visible_patient_ids())))$p$,
      t, case t when 'user_addresses' then 'user_id' else 'patient_user_id' end);
    execute format($p$create policy %1$s_write on public.%1$I for all to authenticated
      using (clinic_id = (select private.clinic_id()) and %2$s in (select private.visible_patient_ids()))
      with check (clinic_id = (select private.clinic_id()) and %2$s in (select private.visible_patient_ids()))$p$,
      t, case t when 'user_addresses' then 'user_id' else 'patient_user_id' end);
  end loop;
end
$$;
create policy user_addresses_own on public.user_addresses for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));

create policy form_answers_read on public.form_answers for select to authenticated
  using (patient_user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and patient_user_id in (select private.visible_patient_ids())));
create policy form_answers_patient_insert on public.form_answers for insert to authenticated
  with check (patient_user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));
create policy form_answers_patient_update on public.form_answers for update to authenticated
  using (patient_user_id = (select auth.uid()))
  with check (patient_user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));

-- live session and remote sharing: the appointment's therapist and patient
do $$
declare
  t text;
begin
  foreach t in array array['live_sessions', 'remote_sharing'] loop
    execute format($p$create policy %1$s_read on public.%1$I for select to authenticated
      using (patient_user_id = (select auth.uid())
             or (clinic_id = (select private.clinic_id()) and therapist_user_id = (select auth.uid())))$p$, t);
    execute format($p$create policy %1$s_patient_update on public.%1$I for update to authenticated
      using (patient_user_id = (select auth.uid())) with check (patient_user_id = (select auth.uid()))$p$, t);
    execute format($p$create policy %1$s_therapist_write on public.%1$I for all to authenticated
      using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and therapist_user_id = (select auth.uid()))
      with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and therapist_user_id = (select auth.uid()))$p$, t);
  end loop;
end
$$;

create policy payments_read on public.payments for select to authenticated
  using (patient_user_id = (select auth.uid())
         or (clinic_id = (select private.clinic_id()) and (select private.is_staff())
             and (created_by = (select auth.uid()) or patient_user_id in (select private.visible_patient_ids()))));
create policy payments_insert on public.payments for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff())
              and patient_user_id in (select private.visible_patient_ids()));
create policy payments_update on public.payments for update to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and created_by = (select auth.uid()))
  with check (clinic_id = (select private.clinic_id()));

-- invoices exist only for clinics with is_invoice_enable
create policy invoices_read on public.invoices for select to authenticated
  using ((select private.invoices_enabled())
         and (patient_user_id = (select auth.uid())
              or (clinic_id = (select private.clinic_id()) and (select private.is_staff())
                  and (therapist_user_id = (select auth.uid()) or patient_user_id in (select private.visible_patient_ids())))));
create policy invoices_write on public.invoices for all to authenticated
  using ((select private.invoices_enabled()) and clinic_id = (select private.clinic_id()) and (select private.is_staff())
         and therapist_user_id = (select auth.uid()))
  with check ((select private.invoices_enabled()) and clinic_id = (select private.clinic_id()) and (select private.is_staff())
              and therapist_user_id = (select auth.uid()) and patient_user_id in (select private.visible_patient_ids()));

create policy invitations_read on public.invitations for select to authenticated
  using (clinic_id = (select private.clinic_id()) and (select private.is_staff())
         and (invitation_created_by_id = (select auth.uid()) or (select private.is_clinic_admin())));
create policy invitations_insert on public.invitations for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff())
              and invitation_created_by_id = (select auth.uid()));
create policy invitations_modify on public.invitations for update to authenticated
  using (clinic_id = (select private.clinic_id()) and invitation_created_by_id = (select auth.uid()))
  with check (clinic_id = (select private.clinic_id()) and invitation_created_by_id = (select auth.uid()));
create policy invitations_delete on public.invitations for delete to authenticated
  using (clinic_id = (select private.clinic_id()) and invitation_created_by_id = (select auth.uid()));

create policy notifications_read on public.notifications for select to authenticated
  using (receiver_id = (select auth.uid())
         or (receiver_id is null and clinic_id = (select private.clinic_id())
             and (select private.app_role()) = any (receivers)));
create policy notifications_mark_seen on public.notifications for update to authenticated
  using (receiver_id = (select auth.uid())) with check (receiver_id = (select auth.uid()));
create policy notifications_send on public.notifications for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and (select private.is_staff()) and sender_id = (select auth.uid())
              and (receiver_id is null or receiver_id in (
                    select u.id from public.users u where u.clinic_id = (select private.clinic_id()))));

-- files: the owner; staff of the clinic read
create policy files_read on public.files for select to authenticated
  using (owner_id = (select auth.uid()) or (clinic_id = (select private.clinic_id()) and (select private.is_staff())));
create policy files_write on public.files for all to authenticated
  using (owner_id = (select auth.uid()) and clinic_id = (select private.clinic_id()))
  with check (owner_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));

-- video statistics: the viewer writes their own row; staff read the clinic's
create policy video_statistics_read on public.video_statistics for select to authenticated
  using (user_id = (select auth.uid()) or (clinic_id = (select private.clinic_id()) and (select private.is_staff())));
create policy video_statistics_write on public.video_statistics for all to authenticated
  using (user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()))
  with check (user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));

-- digital ID connections: only the user's own
create policy digital_id_connections_own on public.digital_id_connections for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and clinic_id is not distinct from (select private.clinic_id()));

-- Realtime (where the platform publishes changes): notifications, appointments and calendar events.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.notifications, public.appointments, public.calendar_events;
  end if;
end
$$;
