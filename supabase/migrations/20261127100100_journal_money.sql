-- Money on the journal (spec 000: money is shown with its currency, in the user's language).
--
-- 1. A record's appointment snapshot (spec 001 §3: title, duration, appointmentDate, price) now also keeps the
--    price's currency: the appointment type's currency the appointment was booked with
--    (appointments.appointment_type_currency_code; the price in the snapshot is appointment_type_price, so the
--    two belong together). create_journal_record is replaced (`create or replace`, same checks, same grants) and
--    the snapshots written before get the code of their appointment, or their clinic's currency when the
--    appointment is gone. The journal card formats price + currencyCode with shared-ui's formatMoney.
-- 2. journal_template_variables' PatientPackagePrice was the amount and the code glued into one text
--    ('12000 NOK', or a bare amount when the package had no currency). It is now the amount alone and
--    PatientPackageCurrency the package's currency (the clinic's when the package has none), so the editor formats
--    the value with formatMoney in the user's language ('kr 12 000,00' / 'NOK 12,000.00'). The function is
--    replaced (`create or replace`) from 20261127020000_security_visibility.sql with only that changed.

create or replace function public.create_journal_record(
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
      'appointmentDate', a.start_at, 'price', a.appointment_type_price,
      'currencyCode', a.appointment_type_currency_code) end)
  returning id into v_id;
  perform private.write_journal_text(v_id, p_text);
  return v_id;
end
$$;

-- Snapshots written before: their appointment's currency, else the clinic's.
update public.journal_records r
set appointment_snapshot = r.appointment_snapshot || jsonb_build_object('currencyCode',
  coalesce((select a.appointment_type_currency_code from public.appointments a where a.id = r.appointment_id),
           (select c.currency_code from public.clinics c where c.id = r.clinic_id), 'NOK'))
where r.appointment_snapshot is not null and r.appointment_snapshot ? 'price'
  and not r.appointment_snapshot ? 'currencyCode';

create or replace function public.journal_template_variables(p_patient_user_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_clinic_id uuid := private.clinic_id();
  p public.users;
  me public.users;
  pp public.patient_profiles;
  nxt public.appointments;
  lst public.appointments;
  v_package text;
  v_price text;
  v_currency text;
  v_disorder text;
  v_clinic text;
  v_main boolean;
begin
  perform private.require_staff();
  select * into p from public.users where id = p_patient_user_id and clinic_id = v_clinic_id and role = 'PATIENT';
  if p.id is null or not private.can_access_patient(p_patient_user_id) then
    perform private.raise('P0002', 'There are no any journal records', 'patient_not_found');
  end if;
  v_main := private.is_main_therapist(p_patient_user_id);
  insert into public.access_log (clinic_id, reader_id, reader_role, patient_user_id, action, reason, is_main_therapist)
  values (v_clinic_id, auth.uid(), private.app_role(), p_patient_user_id, 'READ_VARIABLES',
    case when v_main then null
         else coalesce(private.journal_confirmation_reason(p_patient_user_id), 'Template variables of a new record') end,
    v_main);
  select * into me from public.users where id = auth.uid();
  select * into pp from public.patient_profiles where user_id = p_patient_user_id and clinic_id = v_clinic_id;
  select * into nxt from public.appointments a where a.patient_user_id = p_patient_user_id and a.clinic_id = v_clinic_id
    and a.status in ('NOT_STARTED', 'STARTED') and a.start_at > now() order by a.start_at limit 1;
  select * into lst from public.appointments a where a.patient_user_id = p_patient_user_id and a.clinic_id = v_clinic_id
    and a.status <> 'CANCELED' and a.start_at <= now() order by a.start_at desc limit 1;
  select k.name, trim_scale(k.price)::text, coalesce(cur.code, c.currency_code)
    into v_package, v_price, v_currency
    from public.packages k
    left join public.currencies cur on cur.id = k.currency_id
    join public.clinics c on c.id = k.clinic_id
    where k.id = pp.package_id and k.clinic_id = v_clinic_id;
  select d.name into v_disorder from public.disorders d where d.id = pp.disorder_id and d.clinic_id = v_clinic_id;
  select c.name into v_clinic from public.clinics c where c.id = v_clinic_id;
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
    'PatientPackageCurrency', case when v_price is not null then v_currency end,
    'PatientDisorderName', v_disorder,
    'PatientRegistrationDate', p.created_at,
    'PatientFullName', nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
    'PatientFirstName', nullif(p.first_name, ''),
    'PatientLastName', nullif(p.last_name, ''));
end
$$;
