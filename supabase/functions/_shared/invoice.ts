// What create-invoice and send-invoice share: the caller check and the invoice as its caller may act on it.
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
  /** paid: the session was paid by a payment request (only invoices from before the billed-once rule). */
  items_data: Array<{ title: string; date: string; price: number; quantity?: number; paid?: boolean }>;
  total: number;
  currency_code: string;
  org_number: string | null;
  footer: string | null;
  clinic_email: string | null;
  /** 'Mark as paid': the PDF carries a PAID mark. */
  is_paid?: boolean;
  /** A PDF was stored by create-invoice (and not reset by an edit since). */
  has_pdf: boolean;
  /** Derived by the database from the invoice: <clinic_id>/<invoice_id>.pdf in the `invoices` bucket. */
  pdf_path: string;
  /** Derived by the database from the invoice's clinic: <clinic_id>/logo in the `clinic-logos` bucket. */
  logo_path: string;
  patient: { first_name: string | null; last_name: string | null; email: string | null } | null;
  address: { address: string; postcode: string; city: string } | null;
  clinic: {
    name: string;
    address?: string | null;
    postcode?: string | null;
    city?: string | null;
    bank_account?: string | null;
  } | null;
  /** The invoice's therapist: the provider of the service. */
  provider?: { first_name: string | null; last_name: string | null } | null;
}


const STATUS: Record<string, number> = { '42501': 403, P0002: 404, '22023': 400 };

/**
 * The signed-in caller, then the invoice through invoice_document() called AS the caller: the database decides
 * who may act on it (staff of its clinic with invoices enabled, and its own therapist) and derives every path
 * the functions touch. Nothing here reads a path a user could have written. Throws a Response on failure.
 */
export async function invoiceOfCaller(req: Request, id: unknown): Promise<{ userId: string; invoice: InvoiceForPdf }> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  const { data: caller, error } = token ? await admin().auth.getUser(token) : { data: { user: null }, error: null };
  if (error || !caller.user) throw fail(401, 'Sorry, you are not authorized to access this app', 'not_signed_in');
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw fail(400, 'Error occurred while creating invoice.', 'bad_invoice_id');
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
  const { data, error: readError } = await asCaller.rpc('invoice_document', { p_id: id });
  if (readError) throw fail(STATUS[readError.code ?? ''] ?? 400, readError.message, readError.hint ?? null);
  if (!data) throw fail(404, 'Error occurred while creating invoice.', 'invoice_not_found');
  return { userId: caller.user.id, invoice: data as InvoiceForPdf };
}

/** A clinic's logo bucket: one object per clinic at <clinic_id>/logo (see invoice_document's logo_path). */
export const LOGO_BUCKET = 'clinic-logos';
