-- ---------------------------------------------------------------------------------------------------
-- Payments (spec 002 §2 money screens, §3 payment request, §4 payments, §5 payment form, §9).
--
-- A payment item is one of my FINISHED appointments that is neither paid nor removed from the screen
-- (`is_payment_item_deleted`); canceled appointments never finish, so they are never listed. The same rule
-- feeds the side menu's badge (`get_menu_badges().pending_payments`, which counts the priced ones only):
-- the badge drops as soon as a payment succeeds (`is_paid`) or the item is removed.
--   NOTSENT  not is_sent        UNPAID  is_sent (a payment request was created at least once)
-- The price a row shows is the edited one (`updated_payment_info.price`) or the type's snapshot; 0 is 'Free'.
--
-- Payment requests are created by the `payments` edge function through create_payment_request (as the
-- therapist: checks and the row in one transaction) and settled only by the provider's verified callback
-- through payment_provider_event (service role only; idempotent; an unknown reference raises P0002).
-- ---------------------------------------------------------------------------------------------------

-- The provider's key back to our row.
create unique index payments_merchant_reference_key on public.payments (merchant_reference)
  where merchant_reference is not null;

-- The payments screen: my finished, open items per category, newest first (free ones included).
create index appointments_payment_items_idx on public.appointments (clinic_id, therapist_user_id, is_sent, start_at desc)
  where status = 'FINISHED' and not is_paid and not is_payment_item_deleted;

-- The effective price, currency and date of a payment item.
create function private.payment_price(a public.appointments) returns numeric
language sql immutable set search_path = '' as $$
  select coalesce((a.updated_payment_info ->> 'price')::numeric, a.appointment_type_price)
$$;

create function public.list_payment_items(p_category text, p_limit integer default 50, p_offset integer default 0)
returns table (appointment_id uuid, patient_user_id uuid, first_name text, last_name text, avatar_url text,
               custom_identifier text, title text, start_at timestamptz, price numeric, currency_code text,
               is_sent boolean, is_free boolean, last_status text, last_error_code text, last_error_message text,
               total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
begin
  perform private.require_staff();
  if p_category is null or p_category not in ('NOTSENT', 'UNPAID') then
    perform private.raise('22023', 'Something went wrong', 'bad_category');
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Something went wrong', 'bad_page');
  end if;
  return query
  select a.id, a.patient_user_id, u.first_name, u.last_name, u.avatar_url, u.custom_identifier, a.title,
         coalesce((a.updated_payment_info ->> 'date')::timestamptz, a.start_at),
         private.payment_price(a),
         coalesce(a.updated_payment_info ->> 'currencyCode', a.appointment_type_currency_code),
         a.is_sent, private.payment_price(a) = 0, p.status, p.error_code, p.error_message,
         count(*) over ()
  from public.appointments a
  join public.users u on u.id = a.patient_user_id
  left join lateral (
    select py.status, py.error_code, py.error_message from public.payments py
    where py.clinic_id = v_clinic and py.appointment_id = a.id
    order by py.created_at desc limit 1
  ) p on true
  where a.clinic_id = v_clinic and a.therapist_user_id = v_uid
    and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
    and a.is_sent = (p_category = 'UNPAID')
  order by a.start_at desc, a.id
  limit p_limit offset p_offset;
end
$$;

-- One payment item for the edit form (also on a direct load, without navigation state).
create function public.get_payment_item(p_appointment_id uuid)
returns table (appointment_id uuid, patient_user_id uuid, first_name text, last_name text, title text,
               start_at timestamptz, price numeric, currency_id uuid, currency_code text, phone text, email text,
               is_free boolean, is_paid boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return query
  select a.id, a.patient_user_id, u.first_name, u.last_name, a.title,
         coalesce((a.updated_payment_info ->> 'date')::timestamptz, a.start_at),
         private.payment_price(a),
         coalesce((a.updated_payment_info ->> 'currencyId')::uuid, a.appointment_type_currency_id,
                  (select c.id from public.currencies c where c.code = a.appointment_type_currency_code)),
         coalesce(a.updated_payment_info ->> 'currencyCode', a.appointment_type_currency_code),
         coalesce(a.updated_payment_info ->> 'phone', u.phone),
         coalesce(a.updated_payment_info ->> 'email', u.email),
         a.appointment_type_price = 0, a.is_paid
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

-- The payment form's save (spec 002 §5) with its notification to the patient.
create function public.update_payment_info(p_appointment_id uuid, p_date timestamptz, p_price numeric,
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
  v_info := jsonb_build_object('price', v_price, 'currencyId', p_currency_id, 'currencyCode', v_code,
    'phone', v_phone, 'phoneNumber', v_phone, 'email', v_email, 'date', p_date);
  update public.appointments set updated_payment_info = v_info where id = a.id;
  perform private.notify(a.clinic_id, a.patient_user_id, 'patient', 'PAYMENT_INFO_UPDATED',
    format('The payment for %s on %s was updated: %s %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), to_char(v_price, 'FM999999999990.00'), v_code),
    format('Betalingen for %s %s er endret: %s %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), to_char(v_price, 'FM999999999990.00'), v_code),
    null, jsonb_build_object('appointmentId', a.id, 'therapistId', a.therapist_user_id));
  return v_info;
end
$$;

-- 'Are you sure you want to remove this payment?' → isPaymentItemDeleted.
create function public.remove_payment_item(p_appointment_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
begin
  a := private.own_appointment(p_appointment_id, 'Something went wrong while saving payment');
  update public.appointments set is_payment_item_deleted = true where id = a.id;
end
$$;

-- A payment request (amount = price × 100, merchant reference, status created) and isSent, in one
-- transaction, as the therapist. The payments function then asks the provider and mails the patient.
create function public.create_payment_request(p_appointment_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  a public.appointments;
  u public.users;
  v_price numeric;
  v_code text;
  v_currency uuid;
  v_ref text := 'tw-' || replace(gen_random_uuid()::text, '-', '');
  p public.payments;
begin
  a := private.own_appointment(p_appointment_id, 'Error occured in the creation of payment, please try again later.');
  if a.status <> 'FINISHED' or a.is_paid or a.is_payment_item_deleted then
    perform private.raise('55000', 'Error occured in the creation of payment, please try again later.', 'payment_item_closed');
  end if;
  v_price := private.payment_price(a);
  if v_price <= 0 then
    perform private.raise('55000', 'Error occured in the creation of payment, please try again later.', 'free_appointment');
  end if;
  v_code := coalesce(a.updated_payment_info ->> 'currencyCode', a.appointment_type_currency_code);
  v_currency := coalesce((a.updated_payment_info ->> 'currencyId')::uuid, a.appointment_type_currency_id,
                         (select c.id from public.currencies c where c.code = v_code));
  select * into u from public.users where id = a.patient_user_id;
  insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, payment_types, currency_id,
    merchant_reference, description)
  values (a.clinic_id, a.id, a.patient_user_id, round(v_price * 100)::integer, 'created', '{VIPPS}', v_currency, v_ref,
    left(a.title || ' ' || to_char(a.start_at at time zone 'Europe/Oslo', 'DD.MM.YYYY HH24:MI'), 100))
  returning * into p;
  update public.appointments set is_sent = true where id = a.id;
  return jsonb_build_object('paymentId', p.id, 'reference', p.merchant_reference, 'amount', p.amount,
    'currencyCode', v_code, 'description', p.description,
    'patientEmail', coalesce(a.updated_payment_info ->> 'email', u.email),
    'patientPhone', coalesce(a.updated_payment_info ->> 'phone', u.phone),
    'patientName', btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')));
end
$$;

-- The provider's verified callback (service role only, called by the payments function). Events follow the
-- Vipps ePayment webhook names. Idempotent: only a `created` request changes; a repeated or late event returns
-- {changed: false}. Unknown reference: P0002, nothing written.
create function public.payment_provider_event(p_reference text, p_event text, p_error_message text default null,
  p_error_code text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  p public.payments;
  v_name text;
begin
  select * into p from public.payments where merchant_reference = p_reference for update;
  if not found then
    perform private.raise('P0002', 'Unknown payment reference', 'unknown_reference');
  end if;
  if p.status <> 'created' or p_event in ('CREATED') then
    return jsonb_build_object('changed', false, 'status', p.status);
  end if;
  if p_event in ('AUTHORIZED', 'CAPTURED') then
    update public.payments set status = 'success', error_message = null, error_code = null where id = p.id;
    update public.appointments set is_paid = true where id = p.appointment_id;
    return jsonb_build_object('changed', true, 'status', 'success');
  elsif p_event in ('ABORTED', 'CANCELLED', 'EXPIRED', 'TERMINATED', 'FAILED') then
    update public.payments
    set status = 'error',
        error_message = coalesce(nullif(btrim(p_error_message), ''), case p_event
          when 'ABORTED' then 'The payment was declined by the patient'
          when 'EXPIRED' then 'The payment request expired'
          else 'The payment was declined by the provider' end),
        error_code = coalesce(nullif(btrim(p_error_code), ''), p_event)
    where id = p.id;
    select btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) into v_name
    from public.users u where u.id = p.patient_user_id;
    if p.created_by is not null then
      perform private.notify(p.clinic_id, p.created_by, 'therapist', 'PAYMENT_FAILED',
        format('A payment from %s failed', v_name), format('En betaling fra %s feilet', v_name), null,
        jsonb_build_object('appointmentId', p.appointment_id, 'patientId', p.patient_user_id));
    end if;
    return jsonb_build_object('changed', true, 'status', 'error');
  end if;
  perform private.raise('22023', 'Unknown payment event', 'unknown_event');
end
$$;

-- Live updates of the history popover and the error ribbon.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                     and schemaname = 'public' and tablename = 'payments') then
    alter publication supabase_realtime add table public.payments;
  end if;
end
$$;

revoke execute on function
  private.payment_price(public.appointments),
  public.list_payment_items(text, integer, integer), public.get_payment_item(uuid),
  public.update_payment_info(uuid, timestamptz, numeric, uuid, text, text), public.remove_payment_item(uuid),
  public.create_payment_request(uuid), public.payment_provider_event(text, text, text, text)
from public, anon;
grant execute on function private.payment_price(public.appointments) to authenticated, service_role;
grant execute on function
  public.list_payment_items(text, integer, integer), public.get_payment_item(uuid),
  public.update_payment_info(uuid, timestamptz, numeric, uuid, text, text), public.remove_payment_item(uuid),
  public.create_payment_request(uuid)
to authenticated, service_role;
grant execute on function public.payment_provider_event(text, text, text, text) to service_role;
