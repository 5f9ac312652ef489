-- ---------------------------------------------------------------------------------------------------
-- Invoices (spec 002 §2, §3 invoice and address, §4 invoice, §5 address and invoice rules, §7 createInvoice /
-- sendInvoice). Only for clinics with is_invoice_enable (the existing RLS; the RPCs check it too).
--
-- save_invoice writes the invoice and the patient's address in one transaction, with items and total computed
-- here from the appointments (the browser's numbers are never trusted), isDraft false and pdfUrl null; the
-- create-invoice function then renders the PDF (jspdf), stores it in the private `invoices` bucket at
-- <clinic_id>/<invoice_id>.pdf and records that path with set_invoice_pdf (service role). The app shows it by
-- short-lived signed URL. delete_invoice removes the invoice and its address and returns the PDF's path,
-- which the app then removes from storage.
-- ---------------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('invoices', 'invoices', false, 10485760, array['application/pdf'])
on conflict (id) do nothing;

-- Staff of a clinic with invoices enabled read (signed URLs) and delete their clinic's invoice PDFs; only
-- the create-invoice function (service role) writes them.
create policy invoices_pdf_read on storage.objects for select to authenticated
  using (bucket_id = 'invoices' and (select private.invoices_enabled()) and (select private.is_staff())
         and (storage.foldername(name))[1] = (select private.clinic_id())::text);
create policy invoices_pdf_delete on storage.objects for delete to authenticated
  using (bucket_id = 'invoices' and (select private.invoices_enabled()) and (select private.is_staff())
         and (storage.foldername(name))[1] = (select private.clinic_id())::text);

create function private.require_invoices() returns void
language plpgsql stable set search_path = '' as $$
begin
  perform private.require_staff();
  if not private.invoices_enabled() then
    perform private.raise('42501', 'Error occurred while creating invoice.', 'invoices_disabled');
  end if;
end
$$;

create function public.save_invoice(p_id uuid, p_patient_user_id uuid, p_appointment_ids uuid[], p_number integer,
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

  select * into c from public.clinics where id = v_clinic;
  select t.footer, t.logo_url into v_footer, v_logo from public.invoice_templates t where t.id = c.invoice_template_id;

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
    perform private.raise('23505', 'An invoice with this number already exists', 'number_taken');
  end;
  return v_id;
end
$$;

-- Removes the invoice and its address; returns the stored PDF's path (or null) for the app to remove.
create function public.delete_invoice(p_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  i public.invoices;
begin
  perform private.require_invoices();
  delete from public.invoices
  where id = p_id and clinic_id = private.clinic_id() and therapist_user_id = auth.uid()
  returning * into i;
  if not found then
    perform private.raise('P0002', 'Error occurred during invoice delete', 'invoice_not_found');
  end if;
  if i.address_id is not null
     and not exists (select 1 from public.invoices where address_id = i.address_id) then
    delete from public.user_addresses where id = i.address_id;
  end if;
  return i.pdf_url;
end
$$;

-- The create-invoice function records the stored PDF (service role only: users cannot point pdf_url elsewhere).
create function public.set_invoice_pdf(p_id uuid, p_path text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.invoices set pdf_url = p_path where id = p_id;
  if not found then
    perform private.raise('P0002', 'Error occurred while creating invoice.', 'invoice_not_found');
  end if;
end
$$;

-- pdf_url is written only by set_invoice_pdf / save_invoice.
revoke update on public.invoices from authenticated;
grant update (is_paid) on public.invoices to authenticated;

revoke execute on function private.require_invoices(),
  public.save_invoice(uuid, uuid, uuid[], integer, date, date, uuid, text, text, text),
  public.delete_invoice(uuid), public.set_invoice_pdf(uuid, text)
from public, anon;
grant execute on function private.require_invoices() to authenticated, service_role;
grant execute on function
  public.save_invoice(uuid, uuid, uuid[], integer, date, date, uuid, text, text, text), public.delete_invoice(uuid)
to authenticated, service_role;
grant execute on function public.set_invoice_pdf(uuid, text) to service_role;
