// createInvoice (spec 002 §7): POST {data: {docName, invoiceData: {id, …}, patientEmail}} with the therapist's
// bearer token → {data: {sourceURL, path}}. Reads the saved invoice as the caller (save_invoice wrote it with
// isDraft false and pdfUrl null), renders it with jspdf, stores it in the private `invoices` bucket at
// <clinic_id>/<invoice_id>.pdf (replacing an earlier one: editing regenerates it), records the path with
// set_invoice_pdf and answers a signed URL valid for 10 minutes. Errors: {statusCode, error: {message, hint}}.
import { jsPDF } from 'npm:jspdf@4';
import { admin, cors, fail, invoiceOfCaller, INVOICE_BUCKET, reply } from '../_shared/invoice.ts';
import { renderInvoicePdf, type Logo } from './invoice-pdf.ts';

const SIGNED_SECONDS = 600;

/** The clinic logo when it is a reachable PNG or JPEG (best effort: an invoice is not refused for its logo). */
async function loadLogo(url: string | null): Promise<Logo | null> {
  if (!url) return null;
  try {
    let res: Response;
    if (/^https?:\/\//.test(url)) {
      res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    } else {
      // a storage path "<bucket>/<object>"
      const [bucket, ...rest] = url.split('/');
      const { data } = await admin().storage.from(bucket!).download(rest.join('/'));
      if (!data) return null;
      res = new Response(data, { headers: { 'content-type': data.type } });
    }
    if (!res.ok) return null;
    const type = res.headers.get('content-type') ?? '';
    const format = type.includes('png') ? 'PNG' : type.includes('jpeg') || type.includes('jpg') ? 'JPEG' : null;
    if (!format) return null;
    return { data: new Uint8Array(await res.arrayBuffer()), format };
  } catch {
    return null;
  }
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
  if (req.method !== 'POST') return fail(405, 'Method not allowed');
  try {
    const body = (await req.json().catch(() => null)) as { data?: { invoiceData?: { id?: unknown } } } | null;
    const { invoice } = await invoiceOfCaller(req, body?.data?.invoiceData?.id);
    const pdf = renderInvoicePdf(jsPDF, invoice, await loadLogo(invoice.clinic_logo));
    const path = `${invoice.clinic_id}/${invoice.id}.pdf`;
    const db = admin();
    const up = await db.storage
      .from(INVOICE_BUCKET)
      .upload(path, new Blob([pdf], { type: 'application/pdf' }), { contentType: 'application/pdf', upsert: true });
    if (up.error) throw new Error(`upload: ${up.error.message}`);
    const saved = await db.rpc('set_invoice_pdf', { p_id: invoice.id, p_path: path });
    if (saved.error) throw new Error(`set_invoice_pdf: ${saved.error.message}`);
    const signed = await db.storage.from(INVOICE_BUCKET).createSignedUrl(path, SIGNED_SECONDS);
    if (signed.error) throw new Error(`sign: ${signed.error.message}`);
    return reply(200, { data: { sourceURL: signed.data.signedUrl, path } });
  } catch (err) {
    if (err instanceof Response) return err;
    // The invoice id only: no patient data in the log.
    console.error(`create-invoice: ${(err as Error).message}`);
    return fail(500, 'Error occurred while creating invoice.', 'create_failed');
  }
});

