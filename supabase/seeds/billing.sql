-- Billing demo data (mf-billing). Idempotent.
--
-- 1. Four finished, priced 'Individual therapy' sessions of patient4 with Ingrid that are billed neither way (no
--    payment request, on no invoice), four weeks back at 17:30 Oslo time (outside seed.sql's schedule and its
--    six-week window, so they are the oldest rows in Payments and never the first ones the e2e sends). An
--    invoice may name only such sessions (one session billed once): the billing e2e and tests invoice these.
-- 2. The Oslo clinic's address, bank account and logo (clinic-logos/<clinic>/logo, the bytes from
--    seeds/media/clinic-logo.png, copied in place by the local stack: local/seed-media.ts), printed on its
--    invoices.
do $$
declare
  tz constant text := 'Europe/Oslo';
  v_monday date := date_trunc('week', now() at time zone tz)::date - 28;
  v_ther uuid := (select id from public.users where email = 'therapist@demo.clinic');
  v_pat uuid := (select id from public.users where email = 'patient4@demo.clinic');
  v_type public.appointment_types;
  v_script uuid;
  v_start timestamptz;
  d integer;
begin
  if v_ther is null or v_pat is null then
    return;
  end if;
  select * into v_type from public.appointment_types
  where clinic_id = (select clinic_id from public.users where id = v_ther) and name = 'Individual therapy';
  if not found then
    return;
  end if;
  select id into v_script from public.scripts where appointment_type_id = v_type.id order by created_at limit 1;
  foreach d in array array[0, 1, 2, 3] loop
    v_start := ((v_monday + d) + time '17:30') at time zone tz;
    continue when exists (select 1 from public.appointments where therapist_user_id = v_ther and start_at = v_start);
    insert into public.appointments (clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
      appointment_type_duration, appointment_type_pause, appointment_type_currency_code, appointment_type_currency_id,
      live_session_type, patient_user_id, therapist_user_id, start_at, end_at, title, name, status, booking_method,
      script_id, is_session_finished, is_session_scripts_finished, is_journal_phase_finished,
      is_therapist_confirmed_patient_action, appointment_start_time, created_by)
    values (v_type.clinic_id, v_type.id, v_type.name, v_type.price, v_type.duration, v_type.pause, v_type.currency_code,
      v_type.currency_id, 'VIDEO', v_pat, v_ther, v_start, v_start + make_interval(mins => v_type.duration),
      v_type.name, v_type.name, 'FINISHED', 'THERAPIST', v_script, true, true, true, true, v_start, v_ther);
  end loop;

  update public.clinics
  set address = coalesce(address, 'Karl Johans gate 10'), postcode = coalesce(postcode, '0154'),
      city = coalesce(city, 'Oslo'), bank_account = coalesce(bank_account, '1234.56.78903')
  where id = v_type.clinic_id;
  insert into storage.objects (bucket_id, name, metadata, version)
  values ('clinic-logos', v_type.clinic_id::text || '/logo',
          jsonb_build_object('mimetype', 'image/png', 'cacheControl', 'max-age=3600',
                             'seedFile', 'seeds/media/clinic-logo.png'),
          gen_random_uuid()::text)
  on conflict (bucket_id, name) do nothing;
end
$$;
