// What create-invoice and send-invoice share: the caller check and the invoice as its caller may act on it.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { FunctionError, json } from './http.ts';

export const env = (k: string) => Deno.env.get(k) ?? '';

/** A success: the spec's `data` envelope. */
export const reply = (status: number, body: Record<string, unknown>): Response => json(body, status);

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
 * the functions touch. Nothing here reads a path a user could have written. Throws a FunctionError on a refusal.
 */
export async function invoiceOfCaller(req: Request, id: unknown): Promise<{ userId: string; invoice: InvoiceForPdf }> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  const { data: caller, error } = token ? await admin().auth.getUser(token) : { data: { user: null }, error: null };
  if (error || !caller.user) throw new FunctionError(401, 'not_signed_in', 'Sorry, you are not authorized to access this app');
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new FunctionError(400, 'bad_invoice_id', 'Error occurred while creating invoice.');
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
  const { data, error: readError } = await asCaller.rpc('invoice_document', { p_id: id });
  if (readError) throw new FunctionError(STATUS[readError.code ?? ''] ?? 400, readError.hint || 'invoice_not_readable', readError.message);
  if (!data) throw new FunctionError(404, 'invoice_not_found', 'Error occurred while creating invoice.');
  return { userId: caller.user.id, invoice: data as InvoiceForPdf };
}

/** A clinic's logo bucket: one object per clinic at <clinic_id>/logo (see invoice_document's logo_path). */
export const LOGO_BUCKET = 'clinic-logos';
