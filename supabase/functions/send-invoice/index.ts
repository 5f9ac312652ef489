// sendInvoice (spec 002 §7): POST {data: {invoiceData: {id, …}, invoiceFileUrl, patientEmail}} with the
// therapist's bearer token. Mails the invoice's patient a link to its PDF, signed for 7 days (mail clients open
// links late; the bucket stays private), by SMTP or to the local inbox.
// Security (docs/SECURITY.md, class 1): the caller is checked first — invoice_document() as the caller admits
// only the invoice's own therapist in its clinic with invoices enabled (a colleague cannot mail another's
// invoice, a patient cannot mail at all). The PDF's path is the one the database derived from the invoice id and
// clinic; invoiceFileUrl is ignored. The recipient is the patient's own address from the invoice; a
// patientEmail that names any other address is refused (400 recipient_not_patient), so the function cannot be
// used to send a patient's invoice elsewhere.
import { admin, invoiceOfCaller, INVOICE_BUCKET, reply } from '../_shared/invoice.ts';
import { answerError, failure, preflight } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { formatDate, formatMoney } from '../create-invoice/invoice-pdf.ts';

const LINK_SECONDS = 7 * 24 * 3600;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  try {
    const body = (await req.json().catch(() => null)) as {
      data?: { invoiceData?: { id?: unknown }; patientEmail?: unknown };
    } | null;
    const { invoice } = await invoiceOfCaller(req, body?.data?.invoiceData?.id);
    const to = (invoice.patient?.email ?? '').trim();
    const given = typeof body?.data?.patientEmail === 'string' ? body.data.patientEmail.trim() : '';
    if (given && given.toLowerCase() !== to.toLowerCase()) {
      return failure(400, 'recipient_not_patient', 'An invoice is sent only to its patient');
    }
    if (!EMAIL.test(to)) return failure(400, 'no_email', 'The patient has no valid e-mail address');
    if (!invoice.has_pdf) return failure(409, 'no_pdf', 'The invoice has no PDF yet');
    if (invoice.pdf_path !== `${invoice.clinic_id}/${invoice.id}.pdf`) throw new Error('unexpected PDF path');
    const signed = await admin().storage.from(INVOICE_BUCKET).createSignedUrl(invoice.pdf_path, LINK_SECONDS);
    if (signed.error) throw new Error(`sign: ${signed.error.message}`);
    const name = `${invoice.patient?.first_name ?? ''} ${invoice.patient?.last_name ?? ''}`.trim();
    const clinic = invoice.clinic?.name ?? '';
    const total = formatMoney(Number(invoice.total), invoice.currency_code);
    const due = formatDate(invoice.due_date);
    const link = signed.data.signedUrl;
    await sendMail({
      to,
      subject: `Faktura / Invoice ${invoice.number} — ${clinic}`,
      text:
        `Hei ${name},\n\nher er faktura ${invoice.number} fra ${clinic} på ${total}, forfall ${due}:\n${link}\n\n` +
        `Hello ${name},\n\nhere is invoice ${invoice.number} from ${clinic} for ${total}, due ${due}:\n${link}\n`,
      html:
        `<p>Hei ${esc(name)},</p><p>her er faktura ${invoice.number} fra ${esc(clinic)} på <b>${esc(total)}</b>, ` +
        `forfall ${esc(due)}.</p><p lang="en">Hello ${esc(name)}, here is invoice ${invoice.number} for ` +
        `${esc(total)}, due ${esc(due)}.</p><p><a href="${esc(link)}">Faktura / Invoice ${invoice.number} (PDF)</a></p>`,
    });
    return reply(200, { data: { sent: true, to } });
  } catch (err) {
    return answerError('send-invoice', err, {
      status: 502,
      hint: 'send_failed',
      message: 'Something went wrong while sending the invoice',
    });
  }
});
