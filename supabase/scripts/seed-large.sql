-- Benchmark data (npm run seed:large): "Benchmark Clinic" with 20 therapists, 10 000 patients and
-- 100 000 appointments (each with its main and pause calendar events), payments and notifications.
-- Every password is demo-password-1 (bench-therapist1..20@bench.clinic, bench-patient1..10000@bench.clinic).
-- Idempotent: does nothing when the clinic exists.
-- The local stack's realtime capture triggers (local/bootstrap/30_realtime.sql) would queue every one of
-- these rows for delivery; they are paused during the load.
create temp table bench_paused as
  select tgrelid::regclass::text as tbl from pg_trigger where tgname = '_realtime_capture' and tgenabled <> 'D';
do $$
declare r record;
begin
  for r in select tbl from bench_paused loop
    execute format('alter table %s disable trigger _realtime_capture', r.tbl);
  end loop;
end
$$;

create temp table bench_flag as
  select exists (select 1 from public.clinics where id = '0d1c0000-0000-4000-8000-0000000000b1') as present;

do $$
declare
  clinic constant uuid := '0d1c0000-0000-4000-8000-0000000000b1';
  tz constant text := 'Europe/Oslo';
  t_type uuid;
  t_script uuid;
  v_nok uuid;
  base date := (now() at time zone tz)::date - 400;
begin
  if (select present from bench_flag) then
    raise notice 'benchmark clinic already present';
    return;
  end if;
  insert into public.currencies (code) values ('NOK') on conflict (code) do nothing;
  select id into v_nok from public.currencies where code = 'NOK';
  insert into public.clinics (id, name, time_zone, currency_code, is_invoice_enable) values (clinic, 'Benchmark Clinic', tz, 'NOK', true);

  -- users: made beforehand through the Auth admin API by seed-large.ts (postgres may not write auth.*, as on
  -- hosted); their public.users rows came from the trigger before this clinic existed, so they join it here.
  update public.users u set clinic_id = clinic,
    first_name = au.raw_user_meta_data ->> 'first_name', last_name = au.raw_user_meta_data ->> 'last_name',
    phone = '+479' || lpad((abs(hashtext(u.id::text)) % 10000000)::text, 7, '0'),
    custom_identifier = 'BEN-' || substr(u.id::text, 1, 8), is_temporary_password_resolved = true,
    is_data_processing_agreement_agreed = true, is_calendar_integrated = (u.role = 'THERAPIST')
  from auth.users au where au.id = u.id and au.email like 'bench-%@bench.clinic';
  if (select count(*) from public.users where clinic_id = clinic) <> 10020 then
    raise exception 'the benchmark users are missing: run scripts/seed-large.ts, which creates them first';
  end if;

  create temp table bt as
    select row_number() over (order by u.email) - 1 as idx, u.id from public.users u where u.clinic_id = clinic and u.role = 'THERAPIST';
  create temp table bp as
    select row_number() over (order by u.id) - 1 as idx, u.id from public.users u where u.clinic_id = clinic and u.role = 'PATIENT';

  insert into public.appointment_types (clinic_id, name, duration, pause, price, currency_id) values (clinic, 'Session', 50, 10, 900, v_nok)
  returning id into t_type;
  update public.users set appointment_type_ids = array[t_type] where id in (select id from bt);
  insert into public.scripts (clinic_id, appointment_type_id, name, live_session_types) values (clinic, t_type, 'Session', '{VIDEO,PHONE,IN_OFFICE}')
  returning id into t_script;
  insert into public.therapist_profiles (clinic_id, user_id, selected_calendar_service) select clinic, id, 'LOCAL' from bt;
  insert into public.calendars (clinic_id, therapist_user_id, name) select clinic, id, 'Work' from bt;
  update public.therapist_profiles tp set calendar_id = c.id from public.calendars c where c.therapist_user_id = tp.user_id and tp.clinic_id = clinic;
  alter table bt add column calendar_id uuid;
  update bt set calendar_id = c.id from public.calendars c where c.therapist_user_id = bt.id;

  -- each therapist has 500 main patients
  insert into public.patient_profiles (clinic_id, user_id, therapist_user_id, phase)
  select clinic, bp.id, bt.id, 1 + bp.idx % 6 from bp join bt on bt.idx = bp.idx % 20;

  -- 100 000 appointments: per therapist 5 000, eight hourly slots a day from 400 days ago
  create temp table ba as
  select gen_random_uuid() as id, bt.id as therapist, bt.calendar_id, bp.id as patient,
    ((base + (k / 8)) + make_interval(hours => 8 + k % 8)) at time zone tz as start_at, g
  from generate_series(0, 99999) g
  cross join lateral (select g % 20 as ti, g / 20 as k) s
  join bt on bt.idx = s.ti
  join bp on bp.idx = s.ti + 20 * (s.k % 500);
  -- Bulk rows below are generated consistent (ids from the joins above), so row triggers and FK checks are
  -- skipped for speed (session_replication_role = replica; a superuser-only local loader). Constraints
  -- (CHECK, the no-overlap exclusion, unique) still apply.
  perform set_config('session_replication_role', 'replica', true);
  insert into public.appointments (id, clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
    appointment_type_duration, appointment_type_pause, appointment_type_currency_id, live_session_type, patient_user_id,
    therapist_user_id, start_at, end_at, title, status, script_id, is_session_finished, is_sent, is_paid, calendar_event_id)
  select ba.id, clinic, t_type, 'Session', 900, 50, 10, v_nok, (array['VIDEO','PHONE','IN_OFFICE'])[1 + g % 3], patient, therapist,
    start_at, start_at + interval '50 minutes', 'Session',
    case when g % 13 = 0 then 'CANCELED' when start_at < now() then 'FINISHED' else 'NOT_STARTED' end, t_script,
    start_at < now(), start_at < now() and g % 4 <> 0, start_at < now() and g % 4 = 1, md5('main' || ba.id)::uuid
  from ba;
  insert into public.calendar_events (id, clinic_id, calendar_id, therapist_user_id, appointment_id, type, start_at, end_at,
    summary, live_session_type, appointment_status, patient_user_id)
  select md5('main' || a.id)::uuid, clinic, ba.calendar_id, a.therapist_user_id, a.id, 'APPOINTMENT', a.start_at, a.end_at, a.title,
    a.live_session_type, a.status, a.patient_user_id
  from public.appointments a join ba on ba.id = a.id;
  insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, calendar_event_appointment_id, type,
    start_at, end_at, summary, live_session_type, appointment_status, patient_user_id)
  select clinic, ba.calendar_id, a.therapist_user_id, a.id, md5('main' || a.id)::uuid, 'PAUSE', a.end_at, a.end_at + interval '10 minutes',
    'Pause', a.live_session_type, a.status, a.patient_user_id
  from public.appointments a join ba on ba.id = a.id;

  insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, currency_id, created_by)
  select clinic, a.id, a.patient_user_id, 90000, case when a.is_paid then 'success' else 'created' end, v_nok, a.therapist_user_id
  from public.appointments a where a.clinic_id = clinic and a.is_sent;

  insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, seen, additional_data)
  select clinic, bt.id, 'therapist', 'APPOINTMENT_BOOKED', '{"EN": "A patient booked an appointment", "NO": "En pasient bestilte en time"}',
    5, n % 10 <> 0, '{}'
  from bt cross join generate_series(1, 1000) n;

  perform set_config('session_replication_role', 'origin', true);
  update public.patient_profiles pp set number_of_active_appointments = c.n
  from (select patient_user_id, count(*) n from public.appointments
        where clinic_id = clinic and status in ('NOT_STARTED', 'STARTED') group by 1) c
  where c.patient_user_id = pp.user_id;
end
$$;

do $$
declare r record;
begin
  for r in select tbl from bench_paused loop
    execute format('alter table %s enable trigger _realtime_capture', r.tbl);
  end loop;
end
$$;
