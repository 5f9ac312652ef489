import { getDataClient, getSupabase, type Database } from 'supabase-client';
import { BillingError } from '../payments/payments.resource';
import type { BillableAppointment, InvoiceFormValues } from './invoice.rules';

export type InvoiceRow = Database['public']['Tables']['invoices']['Row'];

export interface InvoiceListItem {
  id: string;
  number: number;
  invoice_date: string;
  due_date: string;
  total: number;
  currency_code: string;
  is_paid: boolean;
  pdf_url: string | null;
  created_at: string;
  patient: { first_name: string | null; last_name: string | null } | null;
}

export interface InvoiceDetail extends InvoiceListItem {
  patient_user_id: string;
  appointment_ids: string[];
  currency_id: string | null;
  items_data: Array<{ appointmentId: string; title: string; date: string; price: number }>;
  patient: { first_name: string | null; last_name: string | null; email: string | null } | null;
  address: { address: string; postcode: string; city: string } | null;
}

export interface PatientOption {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

const fail = (error: { message: string; hint?: string | null }): never => {
  throw new BillingError(error.message, error.hint ?? null);
};

/** Spec 002 §2: invoice routes exist only when the clinic has isInvoiceEnable. */
export async function isInvoiceEnabled(clinicId: string): Promise<boolean> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('clinics')
    .select('is_invoice_enable')
    .eq('id', clinicId)
    .maybeSingle();
  if (error) fail(error);
  return Boolean(data?.is_invoice_enable);
}

const LIST_COLUMNS =
  'id, number, invoice_date, due_date, total, currency_code, is_paid, pdf_url, created_at, ' +
  'patient:users!invoices_patient_user_id_fkey(first_name, last_name)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a `?patient=` value can be a patient's id (anything else matches no patient). */
export function isPatientId(value: string): boolean {
  return UUID.test(value);
}

/** Newest first (spec 002 §3: lists sort by creation time); only one patient's when `patientId` is given. */
export async function listInvoices(
  clinicId: string,
  patientId: string | null = null,
): Promise<InvoiceListItem[]> {
  if (patientId !== null && !isPatientId(patientId)) return [];
  const supabase = await getDataClient();
  let query = supabase.from('invoices').select(LIST_COLUMNS).eq('clinic_id', clinicId);
  if (patientId !== null) query = query.eq('patient_user_id', patientId);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(200);
  if (error) fail(error);
  return (data ?? []) as unknown as InvoiceListItem[];
}

/** The name of the patient an invoice list is filtered to (null: no such patient the therapist may see). */
export async function getPatientName(
  patientId: string,
): Promise<{ first_name: string | null; last_name: string | null } | null> {
  if (!isPatientId(patientId)) return null;
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('first_name, last_name')
    .eq('id', patientId)
    .maybeSingle();
  if (error) fail(error);
  return data;
}

export async function getInvoice(id: string): Promise<InvoiceDetail> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('invoices')
    .select(
      `${LIST_COLUMNS.replace('(first_name, last_name)', '(first_name, last_name, email)')}, patient_user_id, ` +
        'appointment_ids, currency_id, items_data, address:user_addresses(address, postcode, city)',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) fail(error);
  if (!data) throw new BillingError('Not found', 'invoice_not_found');
  return data as unknown as InvoiceDetail;
}

export async function nextInvoiceNumber(): Promise<number> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('next_invoice_number');
  if (error) fail(error);
  return data as number;
}

/** The patients the therapist bills: their own and attached ones. */
export async function listInvoicePatients(): Promise<PatientOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_patients', { p_limit: 500, p_include_finished: true });
  if (error) fail(error);
  return (data ?? [])
    .filter((p) => p.category !== 'NOT_ACTIVATED')
    .map((p) => ({ id: p.id, first_name: p.first_name, last_name: p.last_name, email: p.email }));
}

/**
 * The patient's finished appointments, newest first, each with the other invoice it is on (then it is not
 * offered: the database refuses it) and its payment state — so the form can say why, not just hide it.
 */
export async function listPatientAppointments(
  patientId: string,
  invoiceId: string | null,
): Promise<BillableAppointment[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_invoice_appointments', {
    p_patient_user_id: patientId,
    ...(invoiceId ? { p_invoice_id: invoiceId } : {}),
  });
  if (error) fail(error);
  return (data ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    start_at: a.start_at,
    price: Number(a.price),
    invoice_number: a.invoice_number ?? null,
    payment_status: a.payment_status ?? null,
  }));
}

/** The patient's latest saved address (the form's default). */
export async function latestAddress(patientId: string) {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('user_addresses')
    .select('address, postcode, city')
    .eq('user_id', patientId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) fail(error);
  return data;
}

/** One transaction: the invoice (isDraft false, pdfUrl null, items from the database) and the address. */
export async function saveInvoice(id: string | null, v: InvoiceFormValues): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('save_invoice', {
    p_id: id as string,
    p_patient_user_id: v.patientId,
    p_appointment_ids: v.appointmentIds,
    p_number: Number(v.number),
    p_invoice_date: v.invoiceDate,
    p_due_date: v.dueDate,
    p_currency_id: v.currencyId,
    p_address: v.address.trim(),
    p_postcode: v.postcode.trim(),
    p_city: v.city.trim(),
  });
  if (error) fail(error);
  return data as string;
}

async function functionError(error: unknown): Promise<never> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as {
      error?: { message: string; hint: string | null };
    } | null;
    if (body?.error) fail(body.error);
  }
  return fail({ message: (error as Error).message, hint: null });
}

/** createInvoice (spec 002 §7): renders and stores the PDF; answers a short-lived URL. */
export async function createInvoicePdf(invoiceId: string, docName: string, patientEmail: string | null) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ data: { sourceURL: string; path: string } }>(
    'create-invoice',
    { body: { data: { docName, invoiceData: { id: invoiceId }, patientEmail } } },
  );
  if (error) await functionError(error);
  return data!.data;
}

/** sendInvoice (spec 002 §7). */
export async function sendInvoiceMail(
  invoiceId: string,
  invoiceFileUrl: string,
  patientEmail: string | null,
) {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('send-invoice', {
    body: { data: { invoiceData: { id: invoiceId }, invoiceFileUrl, patientEmail } },
  });
  if (error) await functionError(error);
}

/** A signed URL for the stored PDF, valid 10 minutes. */
export async function signedPdfUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('invoices').createSignedUrl(path, 600);
  if (error) fail({ message: error.message });
  return data!.signedUrl;
}

export async function setInvoicePaid(id: string, isPaid: boolean): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.from('invoices').update({ is_paid: isPaid }).eq('id', id);
  if (error) fail(error);
}

/** Removes the invoice and its address (one transaction), then its stored PDF. */
export async function deleteInvoice(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data: path, error } = await supabase.rpc('delete_invoice', { p_id: id });
  if (error) fail(error);
  if (path) {
    const removed = await supabase.storage.from('invoices').remove([path as string]);
    if (removed.error) fail({ message: removed.error.message, hint: 'pdf_not_removed' });
  }
}

export async function listCurrencies() {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('currencies')
    .select('id, code')
    .order('created_at', { ascending: false });
  if (error) fail(error);
  return data ?? [];
}
