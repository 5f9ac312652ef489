import {
  ApiError,
  callFunction,
  getDataClient,
  isRowId,
  raise,
  toPerson,
  type Person,
} from 'supabase-client';
import type { BillableAppointment, InvoiceFormValues } from './invoice.rules';

/** A patient's name as the invoice screens show it ('' when the row has none). */
export type PersonName = Pick<Person, 'firstName' | 'lastName'>;

export interface InvoiceListItem {
  id: string;
  number: number;
  invoiceDate: string;
  dueDate: string;
  total: number;
  currencyCode: string;
  isPaid: boolean;
  /** The stored PDF's path in the `invoices` bucket (null: not made yet, or its making failed). */
  pdfUrl: string | null;
  createdAt: string;
  patient: PersonName | null;
}

export interface InvoiceItem {
  appointmentId: string;
  title: string;
  date: string;
  price: number;
}

export interface InvoiceAddress {
  address: string;
  postcode: string;
  city: string;
}

export interface InvoiceDetail extends InvoiceListItem {
  patientUserId: string;
  appointmentIds: string[];
  currencyId: string | null;
  items: InvoiceItem[];
  patient: (PersonName & { email: string | null }) | null;
  address: InvoiceAddress | null;
}

export interface PatientOption {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The columns LIST_COLUMNS and DETAIL_COLUMNS select, as PostgREST answers them. */
interface InvoiceRow {
  id: string;
  number: number;
  invoice_date: string;
  due_date: string;
  total: number;
  currency_code: string;
  is_paid: boolean;
  pdf_url: string | null;
  created_at: string;
  patient: { first_name: string | null; last_name: string | null; email?: string | null } | null;
  patient_user_id?: string;
  appointment_ids?: string[];
  currency_id?: string | null;
  items_data?: InvoiceItem[] | null;
  address?: InvoiceAddress | InvoiceAddress[] | null;
}

const toPersonName = (p: { first_name: string | null; last_name: string | null }): PersonName => {
  const { firstName, lastName } = toPerson(p);
  return { firstName, lastName };
};

const toListItem = (r: InvoiceRow): InvoiceListItem => ({
  id: r.id,
  number: r.number,
  invoiceDate: r.invoice_date,
  dueDate: r.due_date,
  total: Number(r.total),
  currencyCode: r.currency_code,
  isPaid: r.is_paid,
  pdfUrl: r.pdf_url,
  createdAt: r.created_at,
  patient: r.patient ? toPersonName(r.patient) : null,
});

const toDetail = (r: InvoiceRow): InvoiceDetail => ({
  ...toListItem(r),
  patientUserId: r.patient_user_id ?? '',
  appointmentIds: r.appointment_ids ?? [],
  currencyId: r.currency_id ?? null,
  items: r.items_data ?? [],
  patient: r.patient ? { ...toPersonName(r.patient), email: r.patient.email ?? null } : null,
  // one address per invoice (a to-one embed; an array if PostgREST cannot tell)
  address: (Array.isArray(r.address) ? r.address[0] : r.address) ?? null,
});

const LIST_COLUMNS =
  'id, number, invoice_date, due_date, total, currency_code, is_paid, pdf_url, created_at, ' +
  'patient:users!invoices_patient_user_id_fkey(first_name, last_name)';

/** Whether a `?patient=` value can be a patient's id (anything else matches no patient). */
export const isPatientId = isRowId;

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
  if (error) raise(error);
  return ((data ?? []) as unknown as InvoiceRow[]).map(toListItem);
}

/** The name of the patient an invoice list is filtered to (null: no such patient the therapist may see). */
export async function getPatientName(patientId: string): Promise<PersonName | null> {
  if (!isPatientId(patientId)) return null;
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('first_name, last_name')
    .eq('id', patientId)
    .maybeSingle();
  if (error) raise(error);
  return data ? toPersonName(data) : null;
}

export async function getInvoice(id: string): Promise<InvoiceDetail> {
  if (!isRowId(id)) throw new ApiError('Not found', 'invoice_not_found', 'P0002');
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('invoices')
    .select(
      `${LIST_COLUMNS.replace('(first_name, last_name)', '(first_name, last_name, email)')}, patient_user_id, ` +
        'appointment_ids, currency_id, items_data, address:user_addresses(address, postcode, city)',
    )
    .eq('id', id)
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new ApiError('Not found', 'invoice_not_found', 'P0002');
  return toDetail(data as unknown as InvoiceRow);
}

export async function nextInvoiceNumber(): Promise<number> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('next_invoice_number');
  if (error) raise(error);
  return data as number;
}

/** The patients the therapist bills: their own and attached ones. */
export async function listInvoicePatients(): Promise<PatientOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_patients', { p_limit: 500, p_include_finished: true });
  if (error) raise(error);
  return (data ?? [])
    .filter((p) => p.category !== 'NOT_ACTIVATED')
    .map((p) => {
      const { id, firstName, lastName } = toPerson(p);
      return { id, firstName, lastName, email: p.email };
    });
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
  if (error) raise(error);
  return (data ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    startAt: a.start_at,
    price: Number(a.price),
    currencyCode: a.currency_code,
    invoiceNumber: a.invoice_number ?? null,
    paymentStatus: a.payment_status ?? null,
  }));
}

/** The patient's latest saved address (the form's default). */
export async function latestAddress(patientId: string): Promise<InvoiceAddress | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('user_addresses')
    .select('address, postcode, city')
    .eq('user_id', patientId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) raise(error);
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
  if (error) raise(error);
  return data as string;
}

/** createInvoice (spec 002 §7): renders and stores the PDF; answers a short-lived URL. */
export async function createInvoicePdf(
  invoiceId: string,
  docName: string,
  patientEmail: string | null,
): Promise<{ sourceURL: string; path: string }> {
  const { data } = await callFunction<{ data: { sourceURL: string; path: string } }>('create-invoice', {
    body: { data: { docName, invoiceData: { id: invoiceId }, patientEmail } },
    // renders and uploads a PDF
    timeout: 60_000,
  });
  return data;
}

/** sendInvoice (spec 002 §7). */
export async function sendInvoiceMail(
  invoiceId: string,
  invoiceFileUrl: string,
  patientEmail: string | null,
) {
  await callFunction('send-invoice', {
    body: { data: { invoiceData: { id: invoiceId }, invoiceFileUrl, patientEmail } },
  });
}

/** A signed URL for the stored PDF, valid 10 minutes. */
export async function signedPdfUrl(path: string): Promise<string> {
  const invoices = await (await getDataClient()).bucket('invoices');
  const { data, error } = await invoices.createSignedUrl(path, 600);
  if (error) raise({ message: error.message });
  return data!.signedUrl;
}

export async function setInvoicePaid(id: string, isPaid: boolean): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.from('invoices').update({ is_paid: isPaid }).eq('id', id);
  if (error) raise(error);
}

/** Removes the invoice and its address (one transaction), then its stored PDF. */
export async function deleteInvoice(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data: path, error } = await supabase.rpc('delete_invoice', { p_id: id });
  if (error) raise(error);
  if (path) {
    const removed = await (await supabase.bucket('invoices')).remove([path as string]);
    if (removed.error) raise({ message: removed.error.message, hint: 'pdf_not_removed' });
  }
}
