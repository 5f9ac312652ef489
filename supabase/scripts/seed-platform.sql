-- The platform data set (npm run seed:platform -w supabase): seed.clinics clinics of 10 therapists and 300
-- patients each (at 1 000 clinics: 10 000 therapists, 300 000 patients), 200 appointments per therapist spread
-- over two years (600 days back, 130 ahead; 2 000 000 at 1 000 clinics) with their main and pause calendar
-- events, a journal record (encrypted as create_journal_record writes it) for every fifth past appointment,
-- payments for sent appointments, one-appointment invoices for every eighth past unsent one, and 100
-- notifications per therapist. One INSERT … SELECT per table; the users exist beforehand (seed-platform.ts:
-- seed-platform-users.sql locally, the Auth admin API on hosted). Idempotent: does nothing when clinic 1 exists.
-- Every password is demo-password-1 (platform-c<clinic>-therapist<1..10>@platform.clinic, …-patient<1..300>@…).

-- As in seed-large.sql: the local stack's realtime capture triggers are paused during the load.
create temp table sp_paused as
  select tgrelid::regclass::text as tbl from pg_trigger where tgname = '_realtime_capture' and tgenabled <> 'D';
do $$
declare r record;
begin
  for r in select tbl from sp_paused loop
    execute format('alter table %s disable trigger _realtime_capture', r.tbl);
  end loop;
end
$$;

do $$
declare
  n_clinics constant int := current_setting('seed.clinics')::int;
  tz constant text := 'Europe/Oslo';
  base constant date := (now() at time zone tz)::date - 600;
  v_nok uuid;
  v_key text;
  r record;
begin
  if exists (select 1 from public.clinics where id = md5('platform-clinic:1')::uuid) then
    raise notice 'platform clinics already present';
    return;
  end if;
  insert into public.currencies (code) values ('NOK') on conflict (code) do nothing;
  select id into v_nok from public.currencies where code = 'NOK';

  create temp table pc on commit drop as
    select c as idx, md5('platform-clinic:' || c)::uuid as id, md5('platform-type:' || c)::uuid as type_id,
      md5('platform-script:' || c)::uuid as script_id
    from generate_series(1, n_clinics) c;
  insert into public.clinics (id, name, time_zone, currency_code, is_invoice_enable)
  select id, 'Klinikk ' || idx, tz, 'NOK', true from pc;

  -- the users' public.users rows came from the auth trigger; as in seed-large.sql they join their clinic here
  -- (on hosted the clinic did not exist yet when the admin API created them)
  update public.users u set clinic_id = (au.raw_app_meta_data ->> 'clinic_id')::uuid,
    first_name = au.raw_user_meta_data ->> 'first_name', last_name = au.raw_user_meta_data ->> 'last_name',
    phone = '+479' || lpad((abs(hashtext(u.id::text)) % 10000000)::text, 7, '0'),
    custom_identifier = 'PLF-' || substr(u.id::text, 1, 8), is_temporary_password_resolved = true,
    is_data_processing_agreement_agreed = true, is_calendar_integrated = (u.role = 'THERAPIST')
  from auth.users au where au.id = u.id and au.email like 'platform-c%@platform.clinic';

  create temp table pt on commit drop as
    select pc.id as clinic_id, pc.type_id, pc.script_id, t - 1 as idx,
      md5('platform-user:platform-c' || pc.idx || '-therapist' || t || '@platform.clinic')::uuid as id,
      md5('platform-calendar:' || pc.idx || ':' || t)::uuid as calendar_id
    from pc cross join generate_series(1, 10) t;
  create temp table pp on commit drop as
    select pc.id as clinic_id, p - 1 as idx,
      md5('platform-user:platform-c' || pc.idx || '-patient' || p || '@platform.clinic')::uuid as id
    from pc cross join generate_series(1, 300) p;
  analyze pt;
  analyze pp;
  if (select count(*) from public.users u join pt using (id) where u.clinic_id = pt.clinic_id)
     + (select count(*) from public.users u join pp using (id) where u.clinic_id = pp.clinic_id) <> n_clinics * 310 then
    raise exception 'the platform users are missing: run scripts/seed-platform.ts, which creates them first';
  end if;

  insert into public.appointment_types (id, clinic_id, name, duration, pause, price, currency_id)
  select type_id, id, 'Session', 50, 10, 900, v_nok from pc;
  insert into public.scripts (id, clinic_id, appointment_type_id, name, live_session_types)
  select script_id, id, type_id, 'Session', '{VIDEO,PHONE,IN_OFFICE}' from pc;
  -- a script needs steps to be booked with (book_appointment): a conversation and the next appointment
  insert into public.script_steps (clinic_id, script_id, name, "order", type, is_ending)
  select id, script_id, 'Samtale', 0, 'CUSTOM', false from pc
  union all select id, script_id, null, 1, 'NEXT_APPOINTMENT', true from pc;
  update public.users u set appointment_type_ids = array[pt.type_id] from pt where pt.id = u.id;
  -- profiles with their triggers (users.therapist_profile_id / patient_profile_id, journals, therapist_patients)
  insert into public.therapist_profiles (clinic_id, user_id, selected_calendar_service)
  select clinic_id, id, 'LOCAL' from pt;
  insert into public.calendars (id, clinic_id, therapist_user_id, name) select calendar_id, clinic_id, id, 'Work' from pt;
  update public.therapist_profiles tp set calendar_id = pt.calendar_id from pt where pt.id = tp.user_id;
  -- each therapist has 30 main patients: patient p's therapist is p mod 10
  insert into public.patient_profiles (clinic_id, user_id, therapist_user_id, phase)
  select pp.clinic_id, pp.id, pt.id, 1 + pp.idx % 6
  from pp join pt on pt.clinic_id = pp.clinic_id and pt.idx = pp.idx % 10;

  -- appointment k (0..199) of a therapist: every 3.65 days from 600 days back, between 08:00 and 16:00, with
  -- patient (therapist + 10 × (k mod 30)); one a day at most, so the no-overlap exclusion holds
  create temp table pa on commit drop as
  select gen_random_uuid() as id, pt.clinic_id, pt.type_id, pt.script_id, pt.id as therapist, pt.calendar_id,
    pp.id as patient, k,
    ((base + (k * 730) / 200) + make_interval(hours => 8 + (k * 7 + pt.idx) % 9)) at time zone tz as start_at
  from pt cross join generate_series(0, 199) k
  join pp on pp.clinic_id = pt.clinic_id and pp.idx = pt.idx + 10 * (k % 30);
  analyze pa;

  -- The bulk tables' plain indexes (not those of a primary key, unique or exclusion constraint) are dropped
  -- and made again from their definitions after the load: one sort per index instead of 2 000 000 random
  -- inserts into each (the seed loads an empty platform; never run it on a database in use).
  create temp table sp_indexes on commit drop as
    select i.schemaname, i.indexname, i.indexdef from pg_indexes i
    where (i.schemaname, i.tablename) in (('public', 'appointments'), ('public', 'calendar_events'),
        ('public', 'payments'), ('public', 'invoices'), ('public', 'journal_records'),
        ('public', 'journal_record_history'), ('public', 'notifications'), ('private', 'invoice_appointments'))
      and not exists (select 1 from pg_constraint c
                      where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass);
  for r in select * from sp_indexes loop
    execute format('drop index %I.%I', r.schemaname, r.indexname);
  end loop;

  -- Bulk rows are generated consistent (as seed-large.sql), so row triggers and FK checks are skipped
  -- (session_replication_role = replica, which postgres may set on hosted too) and the rows those triggers
  -- would write are written below. CHECK, exclusion and unique constraints still apply.
  perform set_config('session_replication_role', 'replica', true);
  insert into public.appointments (id, clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
    appointment_type_duration, appointment_type_pause, appointment_type_currency_id, live_session_type, patient_user_id,
    therapist_user_id, start_at, end_at, title, status, script_id, is_session_finished, is_sent, is_paid,
    calendar_event_id, created_at, updated_at, created_by)
  select pa.id, clinic_id, type_id, 'Session', 900, 50, 10, v_nok, (array['VIDEO','PHONE','IN_OFFICE'])[1 + k % 3],
    patient, therapist, start_at, start_at + interval '50 minutes', 'Session',
    case when k % 13 = 0 then 'CANCELED' when start_at < now() then 'FINISHED' else 'NOT_STARTED' end, script_id,
    start_at < now() and k % 13 <> 0, start_at < now() and k % 13 <> 0 and k % 4 <> 0,
    start_at < now() and k % 13 <> 0 and k % 4 = 1, md5('main' || pa.id)::uuid,
    start_at - interval '14 days', start_at - interval '14 days', therapist
  from pa;
  insert into public.calendar_events (id, clinic_id, calendar_id, therapist_user_id, appointment_id, type, start_at,
    end_at, summary, live_session_type, appointment_status, patient_user_id)
  select md5('main' || a.id)::uuid, a.clinic_id, pa.calendar_id, a.therapist_user_id, a.id, 'APPOINTMENT', a.start_at,
    a.end_at, a.title, a.live_session_type, a.status, a.patient_user_id
  from public.appointments a join pa on pa.id = a.id;
  insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id,
    calendar_event_appointment_id, type, start_at, end_at, summary, live_session_type, appointment_status, patient_user_id)
  select a.clinic_id, pa.calendar_id, a.therapist_user_id, a.id, md5('main' || a.id)::uuid, 'PAUSE', a.end_at,
    a.end_at + interval '10 minutes', 'Pause', a.live_session_type, a.status, a.patient_user_id
  from public.appointments a join pa on pa.id = a.id;

  insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, currency_id, created_by,
    created_at, updated_at)
  select a.clinic_id, a.id, a.patient_user_id, 90000, case when a.is_paid then 'success' else 'created' end, v_nok,
    a.therapist_user_id, a.end_at, a.end_at
  from public.appointments a join pa on pa.id = a.id where a.is_sent;

  -- invoices: one per every eighth past appointment that was not sent as a payment request (billed once), with
  -- the private.invoice_appointments row its trigger writes; numbered per clinic
  create temp table pi on commit drop as
    select gen_random_uuid() as invoice_id, a.id as appointment_id, a.clinic_id, a.patient_user_id,
      a.therapist_user_id, a.title, a.start_at, a.end_at,
      row_number() over (partition by a.clinic_id order by a.start_at, a.id) as number
    from public.appointments a join pa on pa.id = a.id
    where pa.k % 8 = 0 and pa.k % 13 <> 0 and a.start_at < now() and not a.is_sent;
  analyze pi;
  insert into public.invoices (id, clinic_id, number, invoice_date, due_date, date_for_service, patient_user_id,
    appointment_ids, items_data, total, currency_code, currency_id, therapist_user_id, is_paid, created_at, updated_at,
    created_by)
  select invoice_id, clinic_id, number, (end_at at time zone tz)::date, (end_at at time zone tz)::date + 10,
    (start_at at time zone tz)::date, patient_user_id, array[appointment_id],
    jsonb_build_array(jsonb_build_object('appointmentId', appointment_id, 'title', title, 'date', start_at,
      'price', 900, 'quantity', 1)),
    900, 'NOK', v_nok, therapist_user_id, number % 3 <> 0, end_at, end_at, therapist_user_id
  from pi;
  insert into private.invoice_appointments (appointment_id, invoice_id, clinic_id)
  select appointment_id, invoice_id, clinic_id from pi;

  -- journal records as create_journal_record + write_journal_text write them: the record with its appointment
  -- snapshot, the text encrypted with pgp_sym_encrypt (AES-256) under the Vault key, the CREATE history entry and
  -- its text. The key is read once (private.encrypt_text reads it per call).
  v_key := private.journal_key();
  create temp table pj on commit drop as
    select gen_random_uuid() as record_id, gen_random_uuid() as history_id, a.id as appointment_id, a.clinic_id,
      a.patient_user_id, a.therapist_user_id, a.title, a.appointment_type_duration, a.start_at, a.end_at,
      a.appointment_type_price, a.appointment_type_currency_code, pa.k, prof.journal_id,
      extensions.pgp_sym_encrypt('<p>Samtale ' || pa.k || ': pasienten beskriver uken, vi gikk gjennom hjemmeoppgaven og avtalte neste steg.</p>',
        v_key, 'cipher-algo=aes256') as text_encrypted
    from public.appointments a join pa on pa.id = a.id
    join public.patient_profiles prof on prof.user_id = a.patient_user_id
    where pa.k % 5 = 1 and a.status = 'FINISHED';
  insert into public.journal_records (id, clinic_id, journal_id, patient_user_id, appointment_id, is_draft, progression,
    appointment_snapshot, created_at, updated_at, created_by)
  select record_id, clinic_id, journal_id, patient_user_id, appointment_id, false, (1 + k % 6)::smallint,
    jsonb_build_object('title', title, 'duration', appointment_type_duration, 'appointmentDate', start_at,
      'price', appointment_type_price, 'currencyCode', appointment_type_currency_code),
    end_at, end_at, therapist_user_id
  from pj;
  insert into private.journal_record_texts (journal_record_id, text_encrypted) select record_id, text_encrypted from pj;
  insert into public.journal_record_history (id, clinic_id, journal_id, journal_record_id, patient_user_id, type,
    appointment_id, therapist_user_id, created_by, created_at, updated_at)
  select history_id, clinic_id, journal_id, record_id, patient_user_id, 'CREATE', appointment_id, therapist_user_id,
    therapist_user_id, end_at, end_at
  from pj;
  insert into private.journal_record_history_texts (history_id, text_encrypted) select history_id, text_encrypted from pj;

  -- 100 notifications per therapist over the two years, one in ten unseen
  insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, seen,
    additional_data, created_at, updated_at)
  select pt.clinic_id, pt.id, 'therapist', 'APPOINTMENT_BOOKED',
    '{"EN": "A patient booked an appointment", "NO": "En pasient bestilte en time"}', 5, n % 10 <> 0, '{}',
    (base + (n * 730) / 100) + make_interval(hours => 7 + n % 10), (base + (n * 730) / 100) + make_interval(hours => 7 + n % 10)
  from pt cross join generate_series(0, 99) n;

  perform set_config('session_replication_role', 'origin', true);
  for r in select * from sp_indexes loop
    execute r.indexdef;
  end loop;
  update public.patient_profiles prof set number_of_active_appointments = c.n
  from (select a.patient_user_id, count(*) n from public.appointments a join pa on pa.id = a.id
        where a.status in ('NOT_STARTED', 'STARTED') group by 1) c
  where c.patient_user_id = prof.user_id;
end
$$;

do $$
declare r record;
begin
  for r in select tbl from sp_paused loop
    execute format('alter table %s enable trigger _realtime_capture', r.tbl);
  end loop;
end
$$;
