// Issue 37, money that stays consistent: the amount a patient is asked to pay is the session's price, an invoiced
// session is priced only by its invoice, an invoice has one currency, and the invoice keeps its issuer's details.
// Against the real local stack (PostgREST, the payments function and its local provider); every refused write
// leaves the rows as they were.
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
let nok: string, eur: string;

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
  nok = (await one(`select id from public.currencies where code = 'NOK'`)).id;
  eur = (await one(`select id from public.currencies where code = 'EUR'`)).id;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

/** Ingrid's finished, priced (NOK) appointments with no payment request and no invoice, of one patient. */
async function fresh(n: number): Promise<{ id: string; patient: string }[]> {
  const rows = await q(
    `select a.id, a.patient_user_id patient from public.appointments a
     where a.therapist_user_id = $1 and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
       and a.appointment_type_price > 0 and a.updated_payment_info is null and a.appointment_type_currency_code = 'NOK'
       and not exists (select 1 from public.payments p where p.appointment_id = a.id)
       and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
       and a.patient_user_id = (
         select b.patient_user_id from public.appointments b
         where b.therapist_user_id = $1 and b.status = 'FINISHED' and b.appointment_type_price > 0
           and not exists (select 1 from public.payments p where p.appointment_id = b.id)
           and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = b.id)
         group by b.patient_user_id order by count(*) desc, b.patient_user_id limit 1)
     order by a.start_at limit $2`,
    [ingridId, n],
  );
  assert.equal(rows.length, n, 'the seed has enough unbilled appointments of one patient');
  return rows;
}

const sendRequest = (appointmentId: string) =>
  fetch(`${stack.apiUrl}/functions/v1/payments/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ingridToken}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

const editPayment = (appointmentId: string, price: number, currencyId = nok) =>
  ingrid.rpc('update_payment_info', {
    p_appointment_id: appointmentId,
    p_date: '2026-11-20T10:00:00Z',
    p_price: price,
    p_currency_id: currencyId,
    p_phone: '+4793000003',
    p_email: 'pay.here@example.no',
  });

let nextNumber = 800_000;
const saveInvoice = (patient: string, appointmentIds: string[], currencyId = nok) =>
  ingrid.rpc('save_invoice', {
    p_id: null,
    p_patient_user_id: patient,
    p_appointment_ids: appointmentIds,
    p_number: (nextNumber += 1),
    p_invoice_date: '2026-11-23',
    p_due_date: '2026-12-03',
    p_currency_id: currencyId,
    p_address: 'Storgata 1',
    p_postcode: '0155',
    p_city: 'Oslo',
  });

describe('the amount a patient is asked to pay', () => {
  it('a price edit is refused while a request is open, and the re-send asks for the amount the request carries', async () => {
    const [appt] = await fresh(1);
    assert.equal((await editPayment(appt!.id, 600)).error, null);
    const sent = await sendRequest(appt!.id);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const edit = await editPayment(appt!.id, 700.555);
    assert.equal(edit.error?.hint, 'payment_request_open');
    assert.equal(edit.error?.message, 'The price cannot be changed while a payment request is open');
    // nothing written: the row still says 600, the request 60 000 øre
    const row = await one(`select updated_payment_info ->> 'price' price from public.appointments where id = $1`, [appt!.id]);
    assert.equal(Number(row.price), 600);
    const currency = await editPayment(appt!.id, 600, eur);
    assert.equal(currency.error?.hint, 'payment_request_open');
    // the same amount with a new e-mail address is a plain edit; the re-send mails the same request
    assert.equal((await editPayment(appt!.id, 600)).error, null);
    const again = await sendRequest(appt!.id);
    assert.equal(again.body.data.reference, sent.body.data.reference);
    const amounts = await q(`select amount from public.payments where appointment_id = $1`, [appt!.id]);
    assert.deepEqual(amounts, [{ amount: 60000 }]);
  });

  it('once the request is declined the price can change and the next request asks for the new amount', async () => {
    const [appt] = await fresh(1);
    assert.equal((await sendRequest(appt!.id)).status, 200);
    const p = await one(`select merchant_reference from public.payments where appointment_id = $1`, [appt!.id]);
    await pool.query(`select public.payment_provider_event($1, 'ABORTED')`, [p.merchant_reference]);
    assert.equal((await editPayment(appt!.id, 700.555)).error, null);
    const next = await sendRequest(appt!.id);
    assert.equal(next.status, 200, JSON.stringify(next.body));
    const open = await one(`select amount from public.payments where appointment_id = $1 and status = 'created'`, [appt!.id]);
    assert.equal(open.amount, 70056);
  });
});

describe('an invoiced session is priced by its invoice', () => {
  it('the payment edit is refused, and so is any other write of its price; the invoice total stays', async () => {
    const [appt] = await fresh(1);
    const inv = await saveInvoice(appt!.patient, [appt!.id]);
    assert.equal(inv.error, null, inv.error?.message);
    const before = await one(`select total from public.invoices where id = $1`, [inv.data]);
    const edit = await editPayment(appt!.id, 444);
    assert.equal(edit.error?.hint, 'appointment_invoiced');
    await assert.rejects(
      pool.query(`update public.appointments set appointment_type_price = 444 where id = $1`, [appt!.id]),
      (e: { hint?: string }) => e.hint === 'appointment_invoiced',
    );
    await assert.rejects(
      pool.query(
        `update public.appointments set updated_payment_info = '{"price": 444, "currencyCode": "NOK"}' where id = $1`,
        [appt!.id],
      ),
      (e: { hint?: string }) => e.hint === 'appointment_invoiced',
    );
    const after = await one(`select total from public.invoices where id = $1`, [inv.data]);
    assert.equal(after.total, before.total);
    // other columns of the session are still writable (the trigger guards the money only)
    await pool.query(`update public.appointments set is_sent = is_sent where id = $1`, [appt!.id]);
  });
});

describe('an invoice has one currency', () => {
  it('a NOK session on a EUR invoice is refused, nothing written; the form learns each session currency', async () => {
    const [appt] = await fresh(1);
    const count = async () => (await one(`select count(*)::int n from public.invoices`)).n;
    const n = await count();
    const eurInvoice = await saveInvoice(appt!.patient, [appt!.id], eur);
    assert.equal(eurInvoice.error?.hint, 'appointment_currency_mismatch');
    assert.equal(await count(), n);
    const listed = await ingrid.rpc('list_invoice_appointments', { p_patient_user_id: appt!.patient });
    assert.equal(listed.error, null);
    assert.equal(listed.data.find((r: { id: string }) => r.id === appt!.id)?.currency_code, 'NOK');
    // a session whose payment form moved it to EUR goes on a EUR invoice, at its own price
    assert.equal((await editPayment(appt!.id, 55.5, eur)).error, null);
    const ok = await saveInvoice(appt!.patient, [appt!.id], eur);
    assert.equal(ok.error, null, ok.error?.message);
    const inv = await one(`select currency_code, total from public.invoices where id = $1`, [ok.data]);
    assert.deepEqual({ code: inv.currency_code, total: Number(inv.total) }, { code: 'EUR', total: 55.5 });
  });
});

describe("the invoice keeps its issuer's details", () => {
  it('organisation number, e-mail, footer and logo come from the clinic and its template at creation', async () => {
    const [appt] = await fresh(1);
    const clinic = await one(
      `select c.org_number, c.email, c.logo_url, t.footer, t.logo_url template_logo
       from public.clinics c left join public.invoice_templates t on t.id = c.invoice_template_id
       where c.id = (select clinic_id from public.appointments where id = $1)`,
      [appt!.id],
    );
    assert.ok(clinic.org_number && clinic.email && clinic.footer, 'the demo clinic has the details');
    const inv = await saveInvoice(appt!.patient, [appt!.id]);
    assert.equal(inv.error, null, inv.error?.message);
    const row = await one(`select org_number, clinic_email, footer, clinic_logo from public.invoices where id = $1`, [
      inv.data,
    ]);
    assert.deepEqual(row, {
      org_number: clinic.org_number,
      clinic_email: clinic.email,
      footer: clinic.footer,
      clinic_logo: clinic.template_logo ?? clinic.logo_url,
    });
  });
});
