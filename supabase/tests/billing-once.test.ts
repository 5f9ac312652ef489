// Issue 24, money: an appointment is billed once (invoice vs invoice, invoice vs payment request) and has at
// most one open payment request — enforced in the database, so a double click, two tabs or a direct call
// cannot bill a session twice. Against the real local stack with the payments function.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient;
let ingridToken: string;
let ingridId: string;

const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  ingrid = client(stack);
  const { data, error } = await ingrid.auth.signInWithPassword({ email: 'therapist@demo.clinic', password: PASSWORD });
  if (error) throw error;
  ingridToken = data.session.access_token;
  ingridId = data.user.id;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

/** Ingrid's finished, priced appointments that are neither invoiced nor have any payment request. */
async function freshAppointments(n: number, patientEmail?: string): Promise<{ id: string; patient: string }[]> {
  const rows = await q(
    `select a.id, a.patient_user_id patient from public.appointments a join public.users u on u.id = a.patient_user_id
     where a.therapist_user_id = $1 and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
       and a.appointment_type_price > 0 and ($2::text is null or u.email = $2)
       and not exists (select 1 from public.payments p where p.appointment_id = a.id)
       and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
     order by a.start_at limit $3`,
    [ingridId, patientEmail ?? null, n],
  );
  assert.equal(rows.length, n, 'the seed has enough unbilled appointments');
  return rows;
}

const sendRequest = (appointmentId: string) =>
  fetch(`${stack.apiUrl}/functions/v1/payments/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ingridToken}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

let nextNumber = 900_000;
async function saveInvoice(patient: string, appointmentIds: string[]) {
  const nok = await one(`select id from public.currencies where code = 'NOK'`);
  const number = (nextNumber += 1);
  return ingrid.rpc('save_invoice', {
    p_id: null,
    p_patient_user_id: patient,
    p_appointment_ids: appointmentIds,
    p_number: number,
    p_invoice_date: '2026-11-23',
    p_due_date: '2026-12-03',
    p_currency_id: nok.id,
    p_address: 'Storgata 1',
    p_postcode: '0155',
    p_city: 'Oslo',
  });
}

describe('one open payment request per appointment', () => {
  it('a double click sends one request: the second answers the same reference, one row is written', async () => {
    const [appt] = await freshAppointments(1);
    const [a, b] = await Promise.all([sendRequest(appt!.id), sendRequest(appt!.id)]);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.equal(b.status, 200, JSON.stringify(b.body));
    assert.equal(a.body.data.reference, b.body.data.reference);
    assert.deepEqual([a.body.data.resent, b.body.data.resent].sort(), [false, true]);
    const rows = await q(`select status from public.payments where appointment_id = $1`, [appt!.id]);
    assert.deepEqual(rows, [{ status: 'created' }]);
  });

  it('the database refuses a second open request for an appointment, whoever writes it', async () => {
    const [appt] = await freshAppointments(1);
    assert.equal((await sendRequest(appt!.id)).status, 200);
    const p = await one(`select * from public.payments where appointment_id = $1`, [appt!.id]);
    await assert.rejects(
      pool.query(
        `insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, merchant_reference)
         values ($1, $2, $3, $4, 'created', 'dup-' || gen_random_uuid())`,
        [p.clinic_id, appt!.id, p.patient_user_id, p.amount],
      ),
      (e: { code?: string }) => e.code === '23505',
    );
    // a closed request does not block a new one
    await pool.query(`update public.payments set status = 'error' where id = $1`, [p.id]);
    const again = await sendRequest(appt!.id);
    assert.equal(again.status, 200);
    assert.notEqual(again.body.data.reference, p.merchant_reference);
  });
});

describe('an appointment is billed once', () => {
  it('invoice vs invoice: a second invoice naming an invoiced appointment is refused, also when both race', async () => {
    const [a1] = await freshAppointments(1);
    const first = await saveInvoice(a1!.patient, [a1!.id]);
    assert.equal(first.error, null, first.error?.message);
    const second = await saveInvoice(a1!.patient, [a1!.id]);
    assert.equal(second.error?.hint, 'appointment_invoiced');
    // two invoices for the same fresh appointment at once: exactly one is written
    const [a3] = await freshAppointments(1);
    const raced = await Promise.all([saveInvoice(a3!.patient, [a3!.id]), saveInvoice(a3!.patient, [a3!.id])]);
    assert.equal(raced.filter((r) => r.error === null).length, 1, JSON.stringify(raced.map((r) => r.error?.hint)));
    assert.equal(raced.find((r) => r.error)?.error?.hint, 'appointment_invoiced');
    const holding = await q(`select id from public.invoices where $1 = any (appointment_ids)`, [a3!.id]);
    assert.equal(holding.length, 1);
  });

  it('payment request after invoice is refused; the screens say why', async () => {
    const [invoiced] = await freshAppointments(1);
    const saved = await saveInvoice(invoiced!.patient, [invoiced!.id]);
    assert.equal(saved.error, null, saved.error?.message);
    const rpc = await ingrid.rpc('create_payment_request', { p_appointment_id: invoiced!.id });
    assert.equal(rpc.error?.hint, 'appointment_invoiced');
    const viaFunction = await sendRequest(invoiced!.id);
    assert.equal(viaFunction.status, 409);
    assert.equal((await q(`select 1 from public.payments where appointment_id = $1`, [invoiced!.id])).length, 0);

    // the invoice form's list names the invoice (not on its own invoice), the payments list too
    type Row = { id: string; invoice_number: number | null; payment_status: string | null };
    const listOf = async (patient: string, invoiceId?: string) => {
      const r = await ingrid.rpc('list_invoice_appointments', { p_patient_user_id: patient, p_invoice_id: invoiceId });
      assert.equal(r.error, null, r.error?.message);
      return r.data as Row[];
    };
    const number = (await one(`select number from public.invoices where id = $1`, [saved.data])).number;
    assert.equal((await listOf(invoiced!.patient)).find((r) => r.id === invoiced!.id)?.invoice_number, number);
    assert.equal((await listOf(invoiced!.patient, saved.data as string)).find((r) => r.id === invoiced!.id)?.invoice_number, null);
    const items = await ingrid.rpc('list_payment_items', { p_category: 'NOTSENT', p_limit: 1000 });
    assert.equal(items.error, null);
    const row = (items.data as { appointment_id: string; invoice_number: number | null }[]).find((r) => r.appointment_id === invoiced!.id);
    assert.equal(row?.invoice_number, number);

    // a session with a request shows its payment state in the invoice form
    const [requested] = await freshAppointments(1);
    assert.equal((await sendRequest(requested!.id)).status, 200);
    assert.equal((await listOf(requested!.patient)).find((r) => r.id === requested!.id)?.payment_status, 'created');
  });
});
