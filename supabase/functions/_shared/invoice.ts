// What create-invoice and send-invoice share: the caller check and the invoice as its caller may read it.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';

export const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export const env = (k: string) => Deno.env.get(k) ?? '';

export function reply(statusCode: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ statusCode, ...body }), {
    status: statusCode,
    headers: { ...cors, 'content-type': 'application/json' },
  });
}

export const fail = (statusCode: number, message: string, hint: string | null = null) =>
  reply(statusCode, { error: { message, hint } });

export function admin(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export const INVOICE_BUCKET = 'invoices';

export interface InvoiceForPdf {
  id: string;
  clinic_id: string;
  number: number;
  invoice_date: string;
  due_date: string;
  date_for_service: string | null;
  items_data: Array<{ title: string; date: string; price: number; quantity?: number }>;
  total: number;
  currency_code: string;
  clinic_logo: string | null;
  org_number: string | null;
  footer: string | null;
  clinic_email: string | null;
  pdf_url: string | null;
  patient: { first_name: string | null; last_name: string | null; email: string | null } | null;
  address: { address: string; postcode: string; city: string } | null;
  clinic: { name: string } | null;
}

/**
 * The signed-in caller and the invoice read AS the caller (row-level security decides: invoices enabled, their
 * clinic, their invoice or patient). Throws a Response to answer on failure.
 */
export async function invoiceOfCaller(req: Request, id: unknown): Promise<{ userId: string; invoice: InvoiceForPdf }> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  const { data: caller, error } = await admin().auth.getUser(token);
  if (error || !caller.user) throw fail(401, 'Sorry, you are not authorized to access this app', 'not_signed_in');
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw fail(400, 'Error occurred while creating invoice.', 'bad_invoice_id');
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
  const { data, error: readError } = await asCaller
    .from('invoices')
    .select(
      'id, clinic_id, number, invoice_date, due_date, date_for_service, items_data, total, currency_code, clinic_logo, ' +
        'org_number, footer, clinic_email, pdf_url, patient:users!invoices_patient_user_id_fkey(first_name, last_name, email), ' +
        'address:user_addresses(address, postcode, city), clinic:clinics(name)',
    )
    .eq('id', id)
    .maybeSingle();
  if (readError) throw fail(400, readError.message, readError.hint ?? null);
  if (!data) throw fail(404, 'Error occurred while creating invoice.', 'invoice_not_found');
  return { userId: caller.user.id, invoice: data as unknown as InvoiceForPdf };
}
