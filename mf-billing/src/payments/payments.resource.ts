import { getDataClient, getSupabase, type Database } from 'supabase-client';
import type { PaymentCategory } from './payment.rules';

type Fn = Database['public']['Functions'];
export type PaymentItem = Fn['list_payment_items']['Returns'][number];
export type PaymentItemDetail = Fn['get_payment_item']['Returns'][number];

export interface PaymentHistoryEntry {
  id: string;
  status: string;
  error_message: string | null;
  error_code: string | null;
  created_at: string;
  amount: number;
}

export interface Currency {
  id: string;
  code: string;
}

/** A refusal with the database's (or function's) message and stable hint. */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly hint: string | null,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

const fail = (error: { message: string; hint?: string | null }): never => {
  throw new BillingError(error.message, error.hint ?? null);
};

export const PAGE_SIZE = 25;

export async function listPaymentItems(category: PaymentCategory, offset: number): Promise<PaymentItem[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('list_payment_items', {
    p_category: category,
    p_limit: PAGE_SIZE,
    p_offset: offset,
  });
  if (error) fail(error);
  return data ?? [];
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
  if (error) fail(error);
  return data ?? [];
}

/** The payments function creates the request, asks the provider and mails the patient the payment link. */
export async function sendPaymentRequest(appointmentId: string): Promise<{ reference: string }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ data: { reference: string } }>('payments/send', {
    body: { appointmentId },
  });
  if (error) {
    // A FunctionsHttpError carries the function's response (checked by shape: supabase-js itself is loaded
    // lazily, so it is not imported here for a class).
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as {
        error?: { message: string; hint: string | null };
      } | null;
      if (body?.error) fail(body.error);
    }
    fail({ message: error.message, hint: null });
  }
  return data!.data;
}

export async function removePaymentItem(appointmentId: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('remove_payment_item', { p_appointment_id: appointmentId });
  if (error) fail(error);
}

export async function getPaymentItem(appointmentId: string): Promise<PaymentItemDetail> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_payment_item', { p_appointment_id: appointmentId });
  if (error) fail(error);
  const row = data?.[0];
  if (!row) throw new BillingError('Not found', 'payment_item_not_found');
  return row;
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
  if (error) fail(error);
}

/** Spec 002 §3: currencies newest first. */
export async function listCurrencies(): Promise<Currency[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('currencies')
    .select('id, code')
    .order('created_at', { ascending: false });
  if (error) fail(error);
  return data ?? [];
}
