-- ---------------------------------------------------------------------------------------------------
-- Billing: what a Norwegian invoice prints (issue 25 §7), read by create-invoice through invoice_document().
--
--   * the clinic's postal address and bank account: new columns on clinics (written by the clinic's setup —
--     the admin API or SQL; no client grant, as for org_number and email); the demo seed sets Oslo's;
--   * the provider's name: the invoice's therapist (the provider of the service);
--   * every date of service: each item's own date (items_data), not only date_for_service;
--   * the invoice's paid state (after 'Mark as paid'), and per item whether its session was paid by a payment
--     request — only invoices written before 20261127070100 can hold such a session, and they show it as paid;
--   * the PDF's file name, made readable from the number and the clinic's name by the function.
-- The KID is derived by the function from the invoice number (MOD10), so nothing new is stored for it.
-- ---------------------------------------------------------------------------------------------------
alter table public.clinics
  add column address text check (address is null or length(btrim(address)) between 1 and 256),
  add column postcode text check (postcode is null or length(btrim(postcode)) between 1 and 32),
  add column city text check (city is null or length(btrim(city)) between 1 and 128),
  add column bank_account text check (bank_account is null or bank_account ~ '^[0-9. ]{11,16}$');

create or replace function public.invoice_document(p_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  i public.invoices;
  v_doc jsonb;
begin
  perform private.require_invoices();
  select * into i from public.invoices where id = p_id and clinic_id = private.clinic_id();
  if not found then
    perform private.raise('P0002', 'Error occurred while creating invoice.', 'invoice_not_found');
  end if;
  if i.therapist_user_id is distinct from auth.uid() then
    perform private.raise('42501', 'Error occurred while creating invoice.', 'not_your_invoice');
  end if;
  select jsonb_build_object(
    'id', i.id, 'clinic_id', i.clinic_id, 'number', i.number, 'invoice_date', i.invoice_date,
    'due_date', i.due_date, 'date_for_service', i.date_for_service,
    'items_data', coalesce((
      select jsonb_agg(x.item || jsonb_build_object('paid', exists (
               select 1 from public.payments p
               where p.appointment_id = (x.item ->> 'appointmentId')::uuid and p.clinic_id = i.clinic_id
                 and p.status = 'success')) order by x.ord)
      from jsonb_array_elements(i.items_data) with ordinality x(item, ord)), '[]'::jsonb),
    'total', i.total, 'currency_code', i.currency_code, 'org_number', i.org_number, 'footer', i.footer,
    'clinic_email', i.clinic_email, 'has_pdf', i.pdf_url is not null, 'is_paid', i.is_paid,
    'pdf_path', i.clinic_id::text || '/' || i.id::text || '.pdf',
    'logo_path', i.clinic_id::text || '/logo',
    'patient', (select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email)
                from public.users u where u.id = i.patient_user_id),
    'address', (select jsonb_build_object('address', a.address, 'postcode', a.postcode, 'city', a.city)
                from public.user_addresses a where a.id = i.address_id),
    'clinic', (select jsonb_build_object('name', c.name, 'address', c.address, 'postcode', c.postcode,
                                         'city', c.city, 'bank_account', c.bank_account)
               from public.clinics c where c.id = i.clinic_id),
    'provider', (select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name)
                 from public.users u where u.id = i.therapist_user_id and u.clinic_id = i.clinic_id))
  into v_doc;
  return v_doc;
end
$$;
