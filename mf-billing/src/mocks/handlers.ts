import { http, HttpResponse, type RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { rpc } from './rpc';

const CREATE_ERROR = 'Error occured in the creation of payment, please try again later.';

/**
 * The payments edge function's `send`, over the same database: a created request (amount = price × 100) and
 * isSent, as create_payment_request does (one open request per appointment, none for an invoiced one). The
 * provider's page and callback are not part of QA mode.
 */
const paymentsFunction = http.post('*/functions/v1/payments/send', async ({ request }) => {
  const { appointmentId } = (await request.json()) as { appointmentId: string };
  const caller = db.caller();
  const a = db.find('appointments', (r) => r.id === appointmentId && r.therapist_user_id === caller.userId);
  const fail = (status: number, hint: string) =>
    HttpResponse.json({ error: { hint, message: CREATE_ERROR } }, { status });
  if (!a) return fail(404, 'appointment_not_found');
  const price = (a.updated_payment_info as { price?: number } | null)?.price ?? a.appointment_type_price ?? 0;
  if (a.status !== 'FINISHED' || a.is_paid) return fail(409, 'payment_item_closed');
  if (price <= 0) return fail(409, 'free_appointment');
  if (db.table('invoices').some((i) => ((i.appointment_ids ?? []) as string[]).includes(a.id!)))
    return fail(409, 'appointment_invoiced');
  // one open request per appointment: a second send answers the same one
  const open = db.find('payments', (p) => p.appointment_id === a.id && p.status === 'created');
  if (open) {
    return HttpResponse.json({
      data: { paymentId: open.id, reference: open.merchant_reference, status: 'created', resent: true },
    });
  }
  const reference = `tw-${db.uuid().replace(/-/g, '')}`;
  const payment = db.insert('payments', {
    clinic_id: a.clinic_id,
    appointment_id: a.id,
    patient_user_id: a.patient_user_id,
    amount: Math.round(price * 100),
    status: 'created',
    merchant_reference: reference,
    error_message: null,
    error_code: null,
    created_by: caller.userId,
    created_at: new Date().toISOString(),
  });
  db.update('appointments', (r) => r.id === a.id, { is_sent: true });
  return HttpResponse.json({ data: { paymentId: payment.id, reference, status: 'created', resent: false } });
});

/** A tiny valid PDF for previews in QA mode. */
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** createInvoice / sendInvoice and the private bucket's signed URLs, over the same database. */
const invoiceHandlers: RequestHandler[] = [
  http.post('*/functions/v1/create-invoice', async ({ request }) => {
    const body = (await request.json()) as { data: { invoiceData: { id: string } } };
    const invoice = db.find('invoices', (i) => i.id === body.data.invoiceData.id);
    if (!invoice) {
      return HttpResponse.json(
        { error: { hint: 'invoice_not_found', message: 'Error occurred while creating invoice.' } },
        { status: 404 },
      );
    }
    const path = `${invoice.clinic_id}/${invoice.id}.pdf`;
    db.update('invoices', (i) => i.id === invoice.id, { pdf_url: path });
    return HttpResponse.json({ data: { sourceURL: `https://storage.test/${path}`, path } });
  }),
  http.post('*/functions/v1/send-invoice', () => HttpResponse.json({ data: { sent: true } })),
  http.post('*/storage/v1/object/sign/invoices/*', ({ request }) => {
    const path = new URL(request.url).pathname.split('/object/sign/')[1];
    return HttpResponse.json({ signedURL: `/object/sign/${path}?token=qa` });
  }),
  http.get('*/storage/v1/object/sign/invoices/*', () =>
    HttpResponse.text(PDF, { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.delete('*/storage/v1/object/invoices', async ({ request }) => {
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    return HttpResponse.json(prefixes.map((name) => ({ name })));
  }),
];

/** Mock API for QA mode and unit tests: PostgREST and the functions, answered from ./db.ts. */
export const handlers: RequestHandler[] = [
  paymentsFunction,
  ...invoiceHandlers,
  ...createPostgrestHandlers(db, { rpc }),
];
