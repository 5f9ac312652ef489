-- ---------------------------------------------------------------------------------------------------
-- Billing: the patient's notice after the payment form's save writes the amount as the app does (shared-ui
-- formatMoney, issue 24): English 'NOK 1,234.50', Norwegian '1 234,50 kr' (another currency: its code after the
-- number). update_payment_info is otherwise unchanged (same checks, same writes).
-- ---------------------------------------------------------------------------------------------------
create function private.format_money(p_amount numeric, p_code text, p_language text) returns text
language sql immutable set search_path = '' as $$
  select case when p_language = 'no'
    then replace(replace(to_char(round(p_amount, 2), 'FM999,999,999,990.00'), ',', ' '), '.', ',')
         || case when p_code = 'NOK' then ' kr' else ' ' || p_code end
    else p_code || ' ' || to_char(round(p_amount, 2), 'FM999,999,999,990.00')
  end
$$;
revoke execute on function private.format_money(numeric, text, text) from public, anon;
revoke execute on function private.format_money(numeric, text, text) from authenticated;

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
    format('The payment for %s on %s was updated: %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), private.format_money(v_price, v_code, 'en')),
    format('Betalingen for %s %s er endret: %s', a.title,
           to_char(p_date at time zone 'Europe/Oslo', 'DD.MM.YYYY'), private.format_money(v_price, v_code, 'no')),
    null, jsonb_build_object('appointmentId', a.id, 'therapistId', a.therapist_user_id));
  return v_info;
end
$$;
