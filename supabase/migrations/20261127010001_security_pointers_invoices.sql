-- Security (issue 22, class 1), invoices: see 20261127010000_security_pointers.sql for the rule.

-- Invoices -------------------------------------------------------------------------------------------
revoke insert, delete on public.invoices from authenticated;

-- What create-invoice and send-invoice may touch, as the caller: the invoice's own therapist, in their clinic,
-- with invoices enabled (the same rule as save_invoice and delete_invoice). Everything a path is made of comes
-- from here, derived from the invoice's id and clinic: the PDF's path in the `invoices` bucket and the clinic
-- logo's path in `clinic-logos`. The recipient is the invoice's patient's own address.
create function public.invoice_document(p_id uuid) returns jsonb
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
    'due_date', i.due_date, 'date_for_service', i.date_for_service, 'items_data', i.items_data, 'total', i.total,
    'currency_code', i.currency_code, 'org_number', i.org_number, 'footer', i.footer,
    'clinic_email', i.clinic_email, 'has_pdf', i.pdf_url is not null,
    'pdf_path', i.clinic_id::text || '/' || i.id::text || '.pdf',
    'logo_path', i.clinic_id::text || '/logo',
    'patient', (select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email)
                from public.users u where u.id = i.patient_user_id),
    'address', (select jsonb_build_object('address', a.address, 'postcode', a.postcode, 'city', a.city)
                from public.user_addresses a where a.id = i.address_id),
    'clinic', (select jsonb_build_object('name', c.name) from public.clinics c where c.id = i.clinic_id))
  into v_doc;
  return v_doc;
end
$$;

-- The PDF's path is derived from the invoice (set_invoice_pdf accepted any path from its service-role caller).
create or replace function public.set_invoice_pdf(p_id uuid, p_path text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.invoices set pdf_url = clinic_id::text || '/' || id::text || '.pdf'
  where id = p_id and p_path = clinic_id::text || '/' || id::text || '.pdf';
  if not found then
    perform private.raise('P0002', 'Error occurred while creating invoice.', 'invoice_not_found');
  end if;
end
$$;

-- Clinic logos: private, one object per clinic (<clinic_id>/logo), PNG or JPEG.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('clinic-logos', 'clinic-logos', false, 2097152, array['image/png', 'image/jpeg'])
on conflict (id) do nothing;
create policy clinic_logos_read on storage.objects for select to authenticated
  using (bucket_id = 'clinic-logos' and (select private.is_staff())
         and (storage.foldername(name))[1] = (select private.clinic_id())::text);
create policy clinic_logos_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'clinic-logos' and (select private.is_clinic_admin())
              and name = (select private.clinic_id())::text || '/logo');
create policy clinic_logos_update on storage.objects for update to authenticated
  using (bucket_id = 'clinic-logos' and (select private.is_clinic_admin())
         and name = (select private.clinic_id())::text || '/logo')
  with check (bucket_id = 'clinic-logos' and name = (select private.clinic_id())::text || '/logo');
create policy clinic_logos_delete on storage.objects for delete to authenticated
  using (bucket_id = 'clinic-logos' and (select private.is_clinic_admin())
         and name = (select private.clinic_id())::text || '/logo');

revoke execute on function public.invoice_document(uuid), public.set_invoice_pdf(uuid, text) from public, anon;
grant execute on function public.invoice_document(uuid) to authenticated, service_role;
revoke execute on function public.set_invoice_pdf(uuid, text) from authenticated;
grant execute on function public.set_invoice_pdf(uuid, text) to service_role;
