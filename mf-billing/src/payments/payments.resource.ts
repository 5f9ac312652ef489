import {
  ApiError,
  callFunction,
  getDataClient,
  isRowId,
  raise,
  toPerson,
  type Database,
} from 'supabase-client';
import type { PaymentCategory } from './payment.rules';

type Fn = Database['public']['Functions'];
type PaymentItemRow = Fn['list_payment_items']['Returns'][number];
type PaymentItemDetailRow = Fn['get_payment_item']['Returns'][number];

/** One row of the payments list: an appointment to bill, with its last payment request. */
export interface PaymentItem {
  appointmentId: string;
  patientUserId: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  customIdentifier: string | null;
  title: string;
  startAt: string;
  price: number;
  currencyCode: string;
  isSent: boolean;
  isFree: boolean;
  lastStatus: string | null;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  totalCount: number;
  /** The invoice the appointment is on (then it is not sent as a payment request). */
  invoiceNumber: number | null;
}

/** What the payment form edits. */
export interface PaymentItemDetail {
  appointmentId: string;
  patientUserId: string;
  firstName: string | null;
  lastName: string | null;
  title: string;
  startAt: string;
  price: number;
  currencyId: string | null;
  currencyCode: string;
  phone: string | null;
  email: string | null;
  isFree: boolean;
  isPaid: boolean;
  /** The invoice that bills the session: its amount changes only there (the database refuses the edit). */
  invoiceNumber: number | null;
  /** A payment request is open: its price and currency wait until it is paid or declined. */
  hasOpenRequest: boolean;
}

export interface PaymentHistoryEntry {
  id: string;
  status: string;
  errorMessage: string | null;
  errorCode: string | null;
  createdAt: string;
  amount: number;
}

/** The patient's name and picture on a payment row (supabase-client's one mapping of a users row). */
function personOf(r: { first_name?: string | null; last_name?: string | null; avatar_url?: string | null }) {
  const { firstName, lastName, avatarUrl } = toPerson({
    first_name: r.first_name ?? null,
    last_name: r.last_name ?? null,
    avatar_url: r.avatar_url ?? null,
  });
  return { firstName, lastName, avatarUrl };
}

const toPaymentItem = (r: PaymentItemRow): PaymentItem => ({
  appointmentId: r.appointment_id,
  patientUserId: r.patient_user_id,
  ...personOf(r),
  customIdentifier: r.custom_identifier ?? null,
  title: r.title,
  startAt: r.start_at,
  price: Number(r.price),
  currencyCode: r.currency_code,
  isSent: r.is_sent,
  isFree: r.is_free,
  lastStatus: r.last_status ?? null,
  lastErrorCode: r.last_error_code ?? null,
  lastErrorMessage: r.last_error_message ?? null,
  totalCount: Number(r.total_count),
  invoiceNumber: r.invoice_number ?? null,
});

const toPaymentItemDetail = (r: PaymentItemDetailRow): PaymentItemDetail => ({
  appointmentId: r.appointment_id,
  patientUserId: r.patient_user_id,
  ...personOf(r),
  title: r.title,
  startAt: r.start_at,
  price: Number(r.price),
  currencyId: r.currency_id ?? null,
  currencyCode: r.currency_code,
  phone: r.phone ?? null,
  email: r.email ?? null,
  invoiceNumber: r.invoice_number ?? null,
  hasOpenRequest: r.has_open_request,
  isFree: r.is_free,
  isPaid: r.is_paid,
});

export const PAGE_SIZE = 25;

export async function listPaymentItems(category: PaymentCategory, offset: number): Promise<PaymentItem[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_payment_items', {
    p_category: category,
    p_limit: PAGE_SIZE,
    p_offset: offset,
  });
  if (error) raise(error);
  return (data ?? []).map(toPaymentItem);
}

/** The requests of one appointment, newest first (the history popover). */
export async function listPaymentHistory(appointmentId: string): Promise<PaymentHistoryEntry[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('payments')
    .select('id, status, error_message, error_code, created_at, amount')
    .eq('appointment_id', appointmentId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    id: r.id,
    status: r.status,
    errorMessage: r.error_message,
    errorCode: r.error_code,
    createdAt: r.created_at,
    amount: Number(r.amount),
  }));
}

/** The payments function creates the request, asks the provider and mails the patient the payment link. */
export async function sendPaymentRequest(appointmentId: string): Promise<{ reference: string }> {
  const { data } = await callFunction<{ data: { reference: string } }>('payments/send', {
    body: { appointmentId },
  });
  return data;
}

export async function removePaymentItem(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('remove_payment_item', { p_appointment_id: appointmentId });
  if (error) raise(error);
}

export async function getPaymentItem(appointmentId: string): Promise<PaymentItemDetail> {
  if (!isRowId(appointmentId)) throw new ApiError('Not found', 'payment_item_not_found', 'P0002');
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_payment_item', { p_appointment_id: appointmentId });
  if (error) raise(error);
  const row = data?.[0];
  if (!row) throw new ApiError('Not found', 'payment_item_not_found', 'P0002');
  return toPaymentItemDetail(row);
}

export interface PaymentInfoInput {
  appointmentId: string;
  date: string;
  price: number;
  currencyId: string;
  phone: string;
  email: string;
}

export async function updatePaymentInfo(input: PaymentInfoInput): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('update_payment_info', {
    p_appointment_id: input.appointmentId,
    p_date: input.date,
    p_price: input.price,
    p_currency_id: input.currencyId,
    p_phone: input.phone,
    p_email: input.email,
  });
  if (error) raise(error);
}
