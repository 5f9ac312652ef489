import { http, HttpResponse, type RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { rpc } from './rpc';

const CREATE_ERROR = 'Error occured in the creation of payment, please try again later.';

/**
 * The payments edge function's `send`, over the same database: a created request (amount = price × 100) and
 * isSent, as create_payment_request does. The provider's page and callback are not part of QA mode.
 */
const paymentsFunction = http.post('*/functions/v1/payments/send', async ({ request }) => {
  const { appointmentId } = (await request.json()) as { appointmentId: string };
  const caller = db.caller();
  const a = db.find('appointments', (r) => r.id === appointmentId && r.therapist_user_id === caller.userId);
  const fail = (status: number, hint: string) =>
    HttpResponse.json({ statusCode: status, error: { message: CREATE_ERROR, code: null, hint } }, { status });
  if (!a) return fail(404, 'appointment_not_found');
  const price = (a.updated_payment_info as { price?: number } | null)?.price ?? a.appointment_type_price ?? 0;
  if (a.status !== 'FINISHED' || a.is_paid) return fail(409, 'payment_item_closed');
  if (price <= 0) return fail(409, 'free_appointment');
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
  return HttpResponse.json({
    statusCode: 200,
    data: { paymentId: payment.id, reference, status: 'created' },
  });
});

/** Mock API for QA mode and unit tests: PostgREST and the payments function, answered from ./db.ts. */
export const handlers: RequestHandler[] = [paymentsFunction, ...createPostgrestHandlers(db, { rpc })];
