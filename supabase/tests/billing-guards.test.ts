// Billing guards against the real local stack (issue 24):
//   * the appointment's money columns (is_paid, is_sent, is_payment_item_deleted, updated_payment_info) and
//     room_url are not writable by a therapist through the API — marking a session paid without the provider,
//     re-opening a paid or removed one, or steering create_payment_request's price and recipient is refused;
//   * an invoice for a session with an open or paid payment request is refused by the database (a declined one
//     took no money and may still be invoiced);
//   * the side menu's pending-payments badge does not count a session on an invoice;
//   * invoice_document (what the PDF prints) marks a paid session as paid and carries the clinic's address,
//     bank account and the provider.
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

/** Ingrid's finished, priced sessions billed neither way, oldest first (the seed's billing.sql adds two). */
async function unbilled(n: number): Promise<{ id: string; patient: string }[]> {
  const rows = await q(
    `select a.id, a.patient_user_id patient from public.appointments a
     where a.therapist_user_id = $1 and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
       and a.appointment_type_price > 0
       and not exists (select 1 from public.payments p where p.appointment_id = a.id)
       and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
     order by a.start_at limit $2`,
    [ingridId, n],
  );
  assert.equal(rows.length, n, 'the seed has enough unbilled sessions');
  return rows;
}

const sendRequest = (appointmentId: string) =>
  fetch(`${stack.apiUrl}/functions/v1/payments/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ingridToken}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

let nextNumber = 800_000;
async function saveInvoice(patient: string, appointmentIds: string[]) {
  const nok = await one(`select id from public.currencies where code = 'NOK'`);
  return ingrid.rpc('save_invoice', {
    p_id: null,
    p_patient_user_id: patient,
    p_appointment_ids: appointmentIds,
    p_number: (nextNumber += 1),
    p_invoice_date: '2026-11-23',
    p_due_date: '2026-12-03',
    p_currency_id: nok.id,
    p_address: 'Storgata 1',
    p_postcode: '0155',
    p_city: 'Oslo',
  });
}

describe("a therapist cannot write an appointment's money columns or its room", () => {
  const columns: Record<string, unknown> = {
    is_paid: true,
    is_sent: true,
    is_payment_item_deleted: false,
    updated_payment_info: { price: 1, email: 'attacker@example.com', currencyCode: 'NOK' },
    room_url: 'https://attacker.example/room',
  };
  for (const [column, value] of Object.entries(columns)) {
    it(`PATCH ${column} on her own finished appointment is refused and changes nothing`, async () => {
      const [appt] = await unbilled(1);
      const before = await one(`select ${column} v from public.appointments where id = $1`, [appt!.id]);
      const res = await ingrid.from('appointments').update({ [column]: value }).eq('id', appt!.id).select('id');
      assert.equal(res.error?.code, '42501', `expected permission denied, got ${JSON.stringify(res)}`);
      const after = await one(`select ${column} v from public.appointments where id = $1`, [appt!.id]);
      assert.deepEqual(after.v, before.v);
    });
  }

  it('the app flows still write them through their checked RPCs', async () => {
    const [appt] = await unbilled(1);
    const nok = await one(`select id from public.currencies where code = 'NOK'`);
    const info = await ingrid.rpc('update_payment_info', {
      p_appointment_id: appt!.id,
      p_date: new Date().toISOString(),
      p_price: 700,
      p_currency_id: nok.id,
      p_phone: '+4790000000',
      p_email: 'patient@example.com',
    });
    assert.equal(info.error, null, info.error?.message);
    const sent = await sendRequest(appt!.id);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    // the patient's notice writes the amount as the app does, in each language
    const notice = await one(
      `select text from public.notifications where type = 'PAYMENT_INFO_UPDATED' and additional_data ->> 'appointmentId' = $1`,
      [appt!.id],
    );
    assert.match(notice.text.EN, /: NOK 700\.00$/);
    assert.match(notice.text.NO, /: 700,00 kr$/);
    const payment = await one(`select amount from public.payments where appointment_id = $1`, [appt!.id]);
    assert.equal(payment.amount, 70_000);
    const row = await one(`select is_sent, (updated_payment_info ->> 'price')::float8 price from public.appointments where id = $1`, [
      appt!.id,
    ]);
    assert.deepEqual(row, { is_sent: true, price: 700 });
    const removed = await ingrid.rpc('remove_payment_item', { p_appointment_id: appt!.id });
    assert.equal(removed.error, null, removed.error?.message);
  });
});

describe('an invoice for a session with a payment request is refused', () => {
  it('open (created) and paid (success) requests block the invoice; a declined one does not', async () => {
    const [open, paid, declined] = await unbilled(3);
    for (const a of [open, paid, declined]) assert.equal((await sendRequest(a!.id)).status, 200);
    await pool.query(`select public.payment_provider_event(merchant_reference, 'CAPTURED') from public.payments
                      where appointment_id = $1`, [paid!.id]);
    await pool.query(`select public.payment_provider_event(merchant_reference, 'FAILED') from public.payments
                      where appointment_id = $1`, [declined!.id]);

    for (const a of [open, paid]) {
      const res = await saveInvoice(a!.patient, [a!.id]);
      assert.equal(res.error?.hint, 'appointment_payment_requested', JSON.stringify(res));
      assert.equal((await q(`select 1 from private.invoice_appointments where appointment_id = $1`, [a!.id])).length, 0);
    }
    const ok = await saveInvoice(declined!.patient, [declined!.id]);
    assert.equal(ok.error, null, ok.error?.message);
    // and from now on the declined session gets no new request: it is on an invoice
    assert.equal((await sendRequest(declined!.id)).status, 409);
  });

  it('an invoice and a payment request for the same session at the same time: exactly one is written', async () => {
    const [a] = await unbilled(1);
    const [invoice, request] = await Promise.all([saveInvoice(a!.patient, [a!.id]), sendRequest(a!.id)]);
    const invoiced = invoice.error === null;
    const requested = request.status === 200;
    assert.equal(Number(invoiced) + Number(requested), 1, JSON.stringify({ invoice, request }));
    const payments = await q(`select 1 from public.payments where appointment_id = $1 and status = 'created'`, [a!.id]);
    const invoices = await q(`select 1 from private.invoice_appointments where appointment_id = $1`, [a!.id]);
    assert.equal(payments.length + invoices.length, 1);
  });
});

describe('menu badge', () => {
  it('does not count a session that is on an invoice', async () => {
    const badge = async () => {
      const r = await ingrid.rpc('get_menu_badges');
      assert.equal(r.error, null, r.error?.message);
      return (r.data as { pending_payments: number }[])[0]!.pending_payments;
    };
    const before = await badge();
    const [a] = await unbilled(1);
    assert.equal((await saveInvoice(a!.patient, [a!.id])).error, null);
    assert.equal(await badge(), before - 1);
  });
});

describe('invoice_document', () => {
  it("marks a paid session as paid and carries the clinic's address, bank account and the provider", async () => {
    // An invoice written before the billed-once rule may hold a session paid by a payment request (the seed's
    // invoices do not: a session is billed once there). Make one such legacy invoice: a successful request for the
    // first session of a seeded invoice, written as the payment provider's callback would.
    const inv = await one(
      `select i.id, i.appointment_ids[1] as appointment_id, i.patient_user_id, i.clinic_id, i.currency_id,
              i.therapist_user_id
       from public.invoices i where i.therapist_user_id = $1 order by i.number limit 1`,
      [ingridId],
    );
    assert.ok(inv, 'the seed has an invoice of Ingrid');
    await q(
      `insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, payment_types, currency_id,
         merchant_reference, description, created_by)
       select $1, a.id, a.patient_user_id, (a.appointment_type_price * 100)::int, 'success', '{VIPPS}', $2,
         'LEGACY-' || a.id, a.title, $3
       from public.appointments a where a.id = $4`,
      [inv.clinic_id, inv.currency_id, inv.therapist_user_id, inv.appointment_id],
    );
    const { data, error } = await ingrid.rpc('invoice_document', { p_id: inv.id });
    assert.equal(error, null, error?.message);
    const doc = data as {
      items_data: { appointmentId: string; paid: boolean }[];
      clinic: { address: string; bank_account: string };
      provider: { first_name: string };
    };
    const paidIds = (
      await q(`select appointment_id from public.payments where status = 'success' and appointment_id = any ($1)`, [
        doc.items_data.map((i) => i.appointmentId),
      ])
    ).map((r) => r.appointment_id);
    assert.ok(paidIds.length > 0);
    for (const item of doc.items_data) assert.equal(item.paid, paidIds.includes(item.appointmentId));
    assert.equal(doc.clinic.address, 'Karl Johans gate 10');
    assert.equal(doc.clinic.bank_account, '1234.56.78903');
    assert.equal(doc.provider.first_name, 'Ingrid');
  });
});
