// createInvoice (spec 002 §7): POST {data: {docName, invoiceData: {id, …}, patientEmail}} with the therapist's
// bearer token → {data: {sourceURL, path}}. Checks the caller first: invoice_document() as the caller (its own
// therapist, its clinic, invoices enabled; save_invoice wrote it with isDraft false and pdfUrl null). Renders it
// with jspdf (the logo only from the clinic's own clinic-logos/<clinic_id>/logo; no URL is ever fetched),
// stores it in the private `invoices` bucket at <clinic_id>/<invoice_id>.pdf (replacing an earlier one: editing
// regenerates it), records that path with set_invoice_pdf and answers a signed URL valid for 10 minutes.
// Only docName and invoiceData.id are read from the body. Errors: {error: {hint, message}} (_shared/http.ts).
import { jsPDF } from 'npm:jspdf@4';
import { admin, invoiceOfCaller, INVOICE_BUCKET, LOGO_BUCKET, reply } from '../_shared/invoice.ts';
import { answerError, failure, preflight } from '../_shared/http.ts';
import { renderInvoicePdf, type Logo } from './invoice-pdf.ts';

const SIGNED_SECONDS = 600;

/**
 * The clinic's logo: only the caller's own clinic's object in the private clinic-logos bucket, at the path
 * invoice_document derived from the invoice's clinic (<clinic_id>/logo). No URL is fetched and no other bucket
 * or object is read, whatever any column says. The format is read from the file's own signature, so a file
 * that is neither PNG nor JPEG is left out (best effort: an invoice is not refused for its logo).
 */
async function loadLogo(clinicId: string, logoPath: string): Promise<Logo | null> {
  if (logoPath !== `${clinicId}/logo`) return null;
  try {
    const { data } = await admin().storage.from(LOGO_BUCKET).download(logoPath);
    if (!data) return null;
    const bytes = new Uint8Array(await data.arrayBuffer());
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    return png ? { data: bytes, format: 'PNG' } : jpeg ? { data: bytes, format: 'JPEG' } : null;
  } catch {
    return null;
  }
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  try {
    const body = (await req.json().catch(() => null)) as { data?: { invoiceData?: { id?: unknown } } } | null;
    const { invoice } = await invoiceOfCaller(req, body?.data?.invoiceData?.id);
    const pdf = renderInvoicePdf(jsPDF, invoice, await loadLogo(invoice.clinic_id, invoice.logo_path));
    // Derived from the invoice the caller may act on; set_invoice_pdf accepts only this same path.
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
    // The invoice id only: no patient data in the log.
    return answerError('create-invoice', err, {
      status: 500,
      hint: 'create_failed',
      message: 'Error occurred while creating invoice.',
    });
  }
});

