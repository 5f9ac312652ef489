-- ---------------------------------------------------------------------------------------------------
-- Security (issue 22, class 1): server code never trusts a pointer the client wrote.
--
-- A stored file's path is derived on the server from ids the caller is authorised for; it is never read from a
-- column the client can write, and clients cannot write such columns at all:
--   * journal_records.pdf_url  no longer client-writable; the PDF function writes the path it derived
--     (<clinic>/<author>/<record>.pdf) with the service role; clear_journal_record_pdf clears it (author only).
--   * invoices                 INSERT and DELETE revoked from users (UPDATE was, but for is_paid): an invoice
--     is written only by save_invoice / delete_invoice, so neither pdf_url nor clinic_logo can be chosen.
--     The PDF functions read the invoice through invoice_document(), which checks who may act on it (its own
--     therapist, in the caller's clinic, invoices enabled) and derives the PDF path and the logo path.
--   * clinic logos             a private bucket `clinic-logos`, one object per clinic at <clinic_id>/logo (PNG
--     or JPEG), written by the clinic's owner/admins; create-invoice reads only its own clinic's object.
--   * payments                 INSERT and UPDATE revoked from users: a request is created by
--     create_payment_request and settled only by the provider's verified callback (service role).
--   * Google Slides OAuth      a random single-use state with expiry, bound to the user (as the calendar
--     service does), instead of the user's own id.
-- ---------------------------------------------------------------------------------------------------


-- Journal PDFs ---------------------------------------------------------------------------------------
revoke update (pdf_url) on public.journal_records from authenticated;

-- 'Clear PDF' on a record (spec 001 §7: pdfUrl null with storage delete): the author only, in their clinic.
-- Returns the object's path (derived, not the stored value) for the app to remove from storage; the storage
-- policy lets the author delete only their own folder anyway.
create function public.clear_journal_record_pdf(p_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  r public.journal_records;
begin
  perform private.require_staff();
  select * into r from public.journal_records
  where id = p_id and clinic_id = private.clinic_id() and created_by = auth.uid() for update;
  if not found then
    perform private.raise('P0002', 'Something went wrong, try again later.', 'record_not_found');
  end if;
  update public.journal_records set pdf_url = null where id = r.id;
  return r.clinic_id::text || '/' || r.created_by::text || '/' || r.id::text || '.pdf';
end
$$;

revoke execute on function public.clear_journal_record_pdf(uuid) from public, anon;
grant execute on function public.clear_journal_record_pdf(uuid) to authenticated, service_role;
