-- ---------------------------------------------------------------------------------------------------
-- Billing: money that stays consistent (issue 37).
--
--   * A price or currency edit while a payment request is open is refused (hint payment_request_open): the
--     request the patient pays carries the amount it was created with, so a re-send would otherwise ask for the
--     old amount. Date, phone and e-mail stay editable (a re-send mails the same request to the new address).
--     Once the request is paid or declined (status success / error), the price can be edited again and the next
--     send creates a request at the new amount.
--   * A session on an invoice is priced by the invoice: update_payment_info refuses it (hint
--     appointment_invoiced), and a trigger refuses every other write of an invoiced session's price or currency.
--   * An invoice has one currency: save_invoice refuses a session priced in another (hint
--     appointment_currency_mismatch); list_invoice_appointments returns each session's currency so the form
--     offers only those in the invoice's currency.
--   * The invoice's snapshot of its issuer (organisation number, e-mail, footer, logo) is taken from the clinic
--     and its invoice template again (20261127010004 dropped the read of the clinic, so they were stored null).
--   * Whether a booking is a draft is the database's decision from the patient's state, whatever the entry
--     point: a patient whose invitation to the clinic is still open (never signed in, spec 001 §4) gets draft
--     bookings; accept_patient_invitation (the first sign-in) turns them into ordinary ones, as before.
-- ---------------------------------------------------------------------------------------------------

-- The currency a session is billed in: the payment form's (updated_payment_info), else the appointment type's.
create function private.payment_currency_code(a public.appointments) returns text
language sql immutable set search_path = '' as $$
  select coalesce(a.updated_payment_info ->> 'currencyCode', a.appointment_type_currency_code)
$$;
revoke execute on function private.payment_currency_code(public.appointments) from public, anon;
grant execute on function private.payment_currency_code(public.appointments) to authenticated, service_role;

create or replace function public.save_invoice(p_id uuid, p_patient_user_id uuid, p_appointment_ids uuid[], p_number integer,
  p_invoice_date date, p_due_date date, p_currency_id uuid, p_address text, p_postcode text, p_city text)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  c public.clinics;
  v_code text;
  v_items jsonb;
  v_total numeric;
  v_count integer;
  v_service date;
  v_address uuid;
  v_footer text;
  v_logo text;
  v_id uuid := p_id;
  v_old public.invoices;
  v_constraint text;
begin
  perform private.require_invoices();
  if p_patient_user_id is null or p_patient_user_id not in (select private.visible_patient_ids()) then
    perform private.raise('22023', 'Select patient, please', 'patient_required');
  end if;
  if p_appointment_ids is null or cardinality(p_appointment_ids) = 0 then
    perform private.raise('22023', 'Add at least one appointment to list.', 'appointments_required');
  end if;
  if p_number is null or p_number < 1 then
    perform private.raise('22023', 'Please input invoice number!', 'number_required');
  end if;
  if p_invoice_date is null then
    perform private.raise('22023', 'Please select invoice date!', 'invoice_date_required');
  end if;
  if p_due_date is null then
    perform private.raise('22023', 'Please select due date!', 'due_date_required');
  end if;
  if p_due_date < p_invoice_date then
    perform private.raise('22023', 'The due date cannot be before the invoice date', 'due_before_invoice_date');
  end if;
  if btrim(coalesce(p_address, '')) = '' then
    perform private.raise('22023', 'Please enter address!', 'address_required');
  elsif length(btrim(p_address)) > 256 then
    perform private.raise('22023', 'Your address is too long', 'address_too_long');
  end if;
  if btrim(coalesce(p_postcode, '')) = '' then
    perform private.raise('22023', 'Please enter postcode!', 'postcode_required');
  elsif length(btrim(p_postcode)) > 32 then
    perform private.raise('22023', 'Your postcode is too long', 'postcode_too_long');
  end if;
  if btrim(coalesce(p_city, '')) = '' then
    perform private.raise('22023', 'Please enter city!', 'city_required');
  elsif length(btrim(p_city)) > 128 then
    perform private.raise('22023', 'Your city is too long', 'city_too_long');
  end if;
  select code into v_code from public.currencies where id = p_currency_id;
  if v_code is null then
    perform private.raise('22023', 'Please select currency!', 'currency_required');
  end if;
  -- the invoice's snapshot of its issuer (spec 002 §3 Invoice: clinicLogo, orgNumber, footer, clinicEmail), taken
  -- from the clinic and its invoice template when the invoice is written
  select * into c from public.clinics where id = v_clinic;
  select t.footer, t.logo_url into v_footer, v_logo from public.invoice_templates t
  where t.id = c.invoice_template_id and t.clinic_id = v_clinic;

  -- the patient's non-canceled appointments in this clinic, and nothing else
  select count(*),
         jsonb_agg(jsonb_build_object('appointmentId', a.id, 'title', a.title, 'date', a.start_at,
                   'price', coalesce((a.updated_payment_info ->> 'price')::numeric, a.appointment_type_price),
                   'quantity', 1) order by a.start_at),
         coalesce(sum(coalesce((a.updated_payment_info ->> 'price')::numeric, a.appointment_type_price)), 0),
         min((a.start_at at time zone 'Europe/Oslo')::date)
    into v_count, v_items, v_total, v_service
  from public.appointments a
  where a.id = any (p_appointment_ids) and a.clinic_id = v_clinic and a.patient_user_id = p_patient_user_id
    and a.status <> 'CANCELED';
  if v_count <> cardinality(array(select distinct unnest(p_appointment_ids))) then
    perform private.raise('22023', 'Add at least one appointment to list.', 'appointment_not_of_patient');
  end if;
  -- an invoice has one currency: a session priced in another is refused, never relabelled
  if exists (select 1 from public.appointments a
             where a.id = any (p_appointment_ids)
               and private.payment_currency_code(a) is distinct from v_code) then
    perform private.raise('22023', 'A session in another currency cannot be on this invoice', 'appointment_currency_mismatch');
  end if;
  -- billed once (issue 24): not on another invoice. The appointments are locked first, as
  -- create_payment_request locks its appointment, so an invoice and a payment request cannot interleave.
  perform 1 from public.appointments a where a.id = any (p_appointment_ids) order by a.id for update;
  if exists (select 1 from private.invoice_appointments ia
             where ia.appointment_id = any (p_appointment_ids) and ia.invoice_id is distinct from v_id) then
    perform private.raise('55000', 'An appointment on this invoice is already on another invoice', 'appointment_invoiced');
  end if;
  -- billed once (issue 24): not when a payment request is open or paid. A declined or expired request (status
  -- error) took no money and can no longer be paid, so such a session may still go on an invoice (after which
  -- create_payment_request refuses it). Checked after the lock above: a request being created concurrently
  -- holds the same appointment row.
  if exists (select 1 from public.payments p
             where p.appointment_id = any (p_appointment_ids) and p.status in ('created', 'success')) then
    perform private.raise('55000', 'An appointment on this invoice already has a payment request', 'appointment_payment_requested');
  end if;
  if exists (select 1 from public.appointments a where a.id = any (p_appointment_ids) and a.is_paid) then
    perform private.raise('55000', 'An appointment on this invoice already has a payment request', 'appointment_payment_requested');
  end if;

  if v_id is not null then
    select * into v_old from public.invoices
    where id = v_id and clinic_id = v_clinic and therapist_user_id = v_uid for update;
    if not found then
      perform private.raise('P0002', 'Error occurred while creating invoice.', 'invoice_not_found');
    end if;
    v_address := v_old.address_id;
  end if;
  if v_address is not null and exists (select 1 from public.user_addresses where id = v_address) then
    update public.user_addresses set user_id = p_patient_user_id, address = btrim(p_address),
      postcode = btrim(p_postcode), city = btrim(p_city)
    where id = v_address;
  else
    insert into public.user_addresses (clinic_id, user_id, address, postcode, city)
    values (v_clinic, p_patient_user_id, btrim(p_address), btrim(p_postcode), btrim(p_city))
    returning id into v_address;
  end if;

  begin
    if v_id is null then
      insert into public.invoices (clinic_id, number, invoice_date, due_date, date_for_service, patient_user_id,
        address_id, appointment_ids, items_data, total, clinic_logo, org_number, footer, clinic_email, pdf_url,
        is_draft, currency_code, currency_id, therapist_user_id, is_paid)
      values (v_clinic, p_number, p_invoice_date, p_due_date, v_service, p_patient_user_id, v_address,
        p_appointment_ids, v_items, v_total, coalesce(v_logo, c.logo_url), c.org_number, v_footer, c.email, null,
        false, v_code, p_currency_id, v_uid, false)
      returning id into v_id;
    else
      update public.invoices set number = p_number, invoice_date = p_invoice_date, due_date = p_due_date,
        date_for_service = v_service, patient_user_id = p_patient_user_id, address_id = v_address,
        appointment_ids = p_appointment_ids, items_data = v_items, total = v_total,
        clinic_logo = coalesce(v_logo, c.logo_url), org_number = c.org_number, footer = v_footer,
        clinic_email = c.email, pdf_url = null, is_draft = false, currency_code = v_code, currency_id = p_currency_id
      where id = v_id;
    end if;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    if v_constraint = 'invoice_appointments_pkey' then
      perform private.raise('55000', 'An appointment on this invoice is already on another invoice', 'appointment_invoiced');
    end if;
    perform private.raise('23505', 'An invoice with this number already exists', 'number_taken');
  end;
  return v_id;
end
$$;

-- An invoiced session's amount changes only through its invoice.
create function private.appointments_invoiced_price_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (private.payment_price(new) is distinct from private.payment_price(old)
      or private.payment_currency_code(new) is distinct from private.payment_currency_code(old))
     and exists (select 1 from private.invoice_appointments ia where ia.appointment_id = new.id) then
    perform private.raise('55000', 'This appointment is already on an invoice', 'appointment_invoiced');
  end if;
  return new;
end
$$;
revoke execute on function private.appointments_invoiced_price_guard() from public, anon, authenticated;
create trigger appointments_invoiced_price_guard
  before update of updated_payment_info, appointment_type_price, appointment_type_currency_code
  on public.appointments
  for each row execute function private.appointments_invoiced_price_guard();

-- The draft decision (spec 001 §4): an open invitation of this clinic means the patient has not signed in yet.
create function private.appointments_draft_from_patient() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.is_draft_appointment := exists (
    select 1 from public.invitations i
    where i.initialized_user_id = new.patient_user_id and i.clinic_id = new.clinic_id and i.status = 'CREATED');
  return new;
end
$$;
revoke execute on function private.appointments_draft_from_patient() from public, anon, authenticated;
create trigger appointments_draft_from_patient
  before insert on public.appointments
  for each row execute function private.appointments_draft_from_patient();

create or replace function public.update_payment_info(p_appointment_id uuid, p_date timestamptz, p_price numeric,
  p_currency_id uuid, p_phone text, p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
  v_price numeric := round(p_price, 2);
  v_code text;
  v_info jsonb;
  v_phone text := btrim(coalesce(p_phone, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  a := private.own_appointment(p_appointment_id, 'Error occured in the updation of payment for appointment');
  if a.status = 'CANCELED' or a.is_paid or a.is_payment_item_deleted then
    perform private.raise('55000', 'Error occured in the updation of payment for appointment', 'payment_item_closed');
  end if;
  if exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id) then
    perform private.raise('55000', 'This appointment is already on an invoice', 'appointment_invoiced');
  end if;
  if a.appointment_type_price = 0 then
    perform private.raise('55000', 'Error occured in the updation of payment for appointment', 'free_appointment');
  end if;
  if p_date is null then
    perform private.raise('22023', 'Please select date!', 'date_required');
  end if;
  if v_price is null or v_price <= 0 then
    perform private.raise('22023', 'The price should be greater than 0', 'price_not_positive');
  end if;
  if v_price >= 10000000000 then
    perform private.raise('22023', 'The price is too large', 'price_too_large');
  end if;
  select c.code into v_code from public.currencies c where c.id = p_currency_id;
  if v_code is null then
    perform private.raise('22023', 'Please select currency!', 'currency_required');
  end if;
  if v_phone = '' or length(v_phone) > 32 then
    perform private.raise('22023', 'Please input phone number!', 'phone_required');
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 254 then
    perform private.raise('22023', 'Please enter a valid email address!', 'email_invalid');
  end if;
  -- the open request carries its amount: a new price or currency waits until it is paid or declined
  if exists (select 1 from public.payments p
             where p.appointment_id = a.id and p.status = 'created'
               and (p.amount <> round(v_price * 100)::integer
                    or p.currency_id is distinct from p_currency_id)) then
    perform private.raise('55000', 'The price cannot be changed while a payment request is open', 'payment_request_open');
  end if;
  v_info := jsonb_build_object('price', v_price, 'currencyId', p_currency_id, 'currencyCode', v_code,
    'phone', v_phone, 'phoneNumber', v_phone, 'email', v_email, 'date', p_date);
  update public.appointments set updated_payment_info = v_info where id = a.id;
  perform private.notify(a.clinic_id, a.patient_user_id, 'patient', 'PAYMENT_INFO_UPDATED',
    format('The payment for %s on %s was updated: %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), private.format_money(v_price, v_code, 'en')),
    format('Betalingen for %s %s er endret: %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), private.format_money(v_price, v_code, 'no')),
    null, jsonb_build_object('appointmentId', a.id, 'therapistId', a.therapist_user_id));
  return v_info;
end
$$;

-- The invoice form's sessions carry their currency (one currency per invoice).
drop function public.list_invoice_appointments(uuid, uuid);
create function public.list_invoice_appointments(p_patient_user_id uuid, p_invoice_id uuid default null)
returns table (id uuid, title text, start_at timestamptz, price numeric, invoice_number integer, payment_status text,
             currency_code text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_invoices();
  if p_patient_user_id is null or p_patient_user_id not in (select private.visible_patient_ids()) then
    perform private.raise('22023', 'Select patient, please', 'patient_required');
  end if;
  return query
  select a.id, a.title, a.start_at, private.payment_price(a),
         case when i.id is distinct from p_invoice_id then i.number end,
         (select p.status from public.payments p where p.appointment_id = a.id and p.status in ('created', 'success')
          order by p.status = 'success' desc, p.created_at desc limit 1),
         private.payment_currency_code(a)
  from public.appointments a
  left join private.invoice_appointments ia on ia.appointment_id = a.id
  left join public.invoices i on i.id = ia.invoice_id
  where a.clinic_id = private.clinic_id() and a.patient_user_id = p_patient_user_id and a.status = 'FINISHED'
  order by a.start_at desc
  limit 200;
end
$$;
revoke execute on function public.list_invoice_appointments(uuid, uuid) from public, anon;
grant execute on function public.list_invoice_appointments(uuid, uuid) to authenticated, service_role;

-- The payment form learns what it may change: the invoice that bills the session (nothing, the invoice prices it)
-- and whether a request is open (its price and currency wait until the request is paid or declined).
drop function public.get_payment_item(uuid);
create function public.get_payment_item(p_appointment_id uuid)
returns table (appointment_id uuid, patient_user_id uuid, first_name text, last_name text, title text,
               start_at timestamptz, price numeric, currency_id uuid, currency_code text, phone text, email text,
               is_free boolean, is_paid boolean, invoice_number integer, has_open_request boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return query
  select a.id, a.patient_user_id, u.first_name, u.last_name, a.title,
         coalesce((a.updated_payment_info ->> 'date')::timestamptz, a.start_at),
         private.payment_price(a),
         coalesce((a.updated_payment_info ->> 'currencyId')::uuid, a.appointment_type_currency_id,
                  (select c.id from public.currencies c where c.code = a.appointment_type_currency_code)),
         private.payment_currency_code(a),
         coalesce(a.updated_payment_info ->> 'phone', u.phone),
         coalesce(a.updated_payment_info ->> 'email', u.email),
         a.appointment_type_price = 0, a.is_paid,
         (select i.number from private.invoice_appointments ia join public.invoices i on i.id = ia.invoice_id
          where ia.appointment_id = a.id),
         exists (select 1 from public.payments p where p.appointment_id = a.id and p.status = 'created')
  from public.appointments a
  join public.users u on u.id = a.patient_user_id
  where a.id = p_appointment_id and a.clinic_id = private.clinic_id()
    and (a.therapist_user_id = auth.uid() or private.is_clinic_admin())
    and a.status <> 'CANCELED';
  if not found then
    perform private.raise('P0002', 'Error occured in the updation of payment for appointment', 'payment_item_not_found');
  end if;
end
$$;
revoke execute on function public.get_payment_item(uuid) from public, anon;
grant execute on function public.get_payment_item(uuid) to authenticated, service_role;
