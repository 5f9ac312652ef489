// mf-billing's payments backend through the API: the list and its categories, the edit RPC, and the whole
// payment request — the payments function, the local provider's page from the mailed link, its signed
// callback (idempotent, 404 for unknown references, 401 unsigned) — against the real local stack.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';
import { signWebhook } from '../functions/payments/webhook.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient;

interface Item {
  appointment_id: string;
  price: number;
  is_free: boolean;
  is_sent: boolean;
  last_status: string | null;
  last_error_code: string | null;
  total_count: number;
  /** The invoice the appointment is billed on: no payment request for it (an appointment is billed once). */
  invoice_number: number | null;
}

const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];
const items = async (category: string) => {
  const { data, error } = await ingrid.rpc('list_payment_items', { p_category: category, p_limit: 1000 });
  assert.equal(error, null);
  return data as Item[];
};
const badge = async () => ((await ingrid.rpc('get_menu_badges')).data as { pending_payments: number }[])[0]!.pending_payments;

async function send(appointmentId: string) {
  const { data: s } = await ingrid.auth.getSession();
  const res = await fetch(`${stack.apiUrl}/functions/v1/payments/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.session!.access_token}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ appointmentId }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { reference: string }; error?: { hint: string } } };
}

async function mailedLink(reference: string): Promise<string> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { messages: { ID: string }[] };
  for (const m of list.messages) {
    const msg = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string };
    const link = msg.Text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(encodeURIComponent(reference)));
    if (link) return link;
  }
  throw new Error(`no mail for ${reference}`);
}

async function decide(link: string, decision: 'authorise' | 'decline') {
  const page = await fetch(link);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Authorise/);
  const url = new URL(link);
  const res = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ token: url.searchParams.get('token')!, decision }),
  });
  return { status: res.status, text: await res.text() };
}

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  ingrid = client(stack);
  const { error } = await ingrid.auth.signInWithPassword({ email: 'therapist@demo.clinic', password: PASSWORD });
  if (error) throw error;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('list_payment_items', () => {
  it('lists my finished open items per category, free ones included, canceled and paid never', async () => {
    const notSent = await items('NOTSENT');
    const unpaid = await items('UNPAID');
    assert.ok(notSent.length > 0 && unpaid.length > 0);
    assert.ok(notSent.some((r) => r.is_free && Number(r.price) === 0), 'a free pre-screening is listed');
    assert.ok(notSent.every((r) => !r.is_sent) && unpaid.every((r) => r.is_sent));
    assert.equal(notSent[0]!.total_count, notSent.length);
    const ids = [...notSent, ...unpaid].map((r) => r.appointment_id);
    const bad = await one(
      `select count(*)::int n from public.appointments where id = any($1) and (status <> 'FINISHED' or is_paid)`,
      [ids],
    );
    assert.equal(bad.n, 0);
    const expected = await one(
      `select count(*)::int n from public.appointments a join public.users u on u.id = a.therapist_user_id
       where u.email = 'therapist@demo.clinic' and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted`,
    );
    assert.equal(ids.length, expected.n);
    assert.ok(unpaid.some((r) => r.last_error_code === 'DECLINED'), 'a seeded failed request shows its error code');
    assert.equal((await ingrid.rpc('list_payment_items', { p_category: 'PAID' })).error?.hint, 'bad_category');
  });
});

describe('update_payment_info and remove_payment_item', () => {
  it('refuses price 0 with the spec text and changes nothing; rounds to 2 decimals; notifies the patient', async () => {
    const item = (await items('NOTSENT')).find((r) => !r.is_free)!;
    const nok = await one(`select id from public.currencies where code = 'NOK'`);
    const args = {
      p_appointment_id: item.appointment_id,
      p_date: '2026-11-20T10:00:00Z',
      p_currency_id: nok.id,
      p_phone: '+47 912 34 567',
      p_email: 'Pay@Example.no',
    };
    const zero = await ingrid.rpc('update_payment_info', { ...args, p_price: 0 });
    assert.equal(zero.error?.message, 'The price should be greater than 0');
    const badMail = await ingrid.rpc('update_payment_info', { ...args, p_price: 10, p_email: 'nope' });
    assert.equal(badMail.error?.hint, 'email_invalid');
    assert.equal((await one(`select updated_payment_info from public.appointments where id = $1`, [item.appointment_id])).updated_payment_info, null);
    const ok = await ingrid.rpc('update_payment_info', { ...args, p_price: 123.456 });
    assert.equal(ok.error, null);
    const row = await one(`select updated_payment_info i, patient_user_id from public.appointments where id = $1`, [item.appointment_id]);
    assert.equal(row.i.price, 123.46);
    assert.equal(row.i.email, 'pay@example.no');
    const n = await one(`select count(*)::int n from public.notifications where receiver_id = $1 and type = 'PAYMENT_INFO_UPDATED'`, [row.patient_user_id]);
    assert.equal(n.n, 1);
    const listed = (await items('NOTSENT')).find((r) => r.appointment_id === item.appointment_id)!;
    assert.equal(Number(listed.price), 123.46);
  });

  it('removes an item from the list (isPaymentItemDeleted)', async () => {
    const item = (await items('NOTSENT')).at(-1)!;
    assert.equal((await ingrid.rpc('remove_payment_item', { p_appointment_id: item.appointment_id })).error, null);
    assert.ok(!(await items('NOTSENT')).some((r) => r.appointment_id === item.appointment_id));
  });
});

describe('payment requests (payments function + local provider)', () => {
  it('send → a created request (price × 100), isSent, a mail; authorise → success, paid, badge − 1; a repeat changes nothing', async () => {
    const item = (await items('NOTSENT')).find((r) => !r.is_free && r.invoice_number === null)!;
    const before = await badge();
    const sent = await send(item.appointment_id);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const ref = sent.body.data!.reference;
    const p = await one(`select amount, status, appointment_id from public.payments where merchant_reference = $1`, [ref]);
    assert.equal(p.status, 'created');
    assert.equal(p.amount, Math.round(Number(item.price) * 100));
    assert.ok((await items('UNPAID')).some((r) => r.appointment_id === item.appointment_id && r.is_sent));
    const link = await mailedLink(ref);
    const done = await decide(link, 'authorise');
    assert.equal(done.status, 200, done.text);
    assert.match(done.text, /Payment authorised/);
    assert.equal((await one(`select status from public.payments where merchant_reference = $1`, [ref])).status, 'success');
    assert.equal((await one(`select is_paid from public.appointments where id = $1`, [item.appointment_id])).is_paid, true);
    assert.equal(await badge(), before - 1);
    // the same signed event again: accepted, nothing changes
    const body = JSON.stringify({ reference: ref, name: 'ABORTED' });
    const secret = await secretOf();
    const url = `${stack.apiUrl}/functions/v1/payments/callback`;
    const again = await fetch(url, { method: 'POST', body, headers: await signWebhook(secret, url, body) });
    assert.equal(again.status, 200);
    assert.deepEqual(((await again.json()) as { data: unknown }).data, { changed: false, status: 'success' });
    assert.equal((await one(`select status from public.payments where merchant_reference = $1`, [ref])).status, 'success');
  });

  it('decline → error with errorMessage/errorCode and a notice for the therapist', async () => {
    const item = (await items('NOTSENT')).find((r) => !r.is_free && r.invoice_number === null)!;
    const sent = await send(item.appointment_id);
    const ref = sent.body.data!.reference;
    const done = await decide(await mailedLink(ref), 'decline');
    assert.equal(done.status, 200, done.text);
    const p = await one(`select status, error_message, error_code from public.payments where merchant_reference = $1`, [ref]);
    assert.deepEqual(p, { status: 'error', error_message: 'The payment was declined by the patient', error_code: 'ABORTED' });
    const row = (await items('UNPAID')).find((r) => r.appointment_id === item.appointment_id)!;
    assert.equal(row.last_error_code, 'ABORTED');
  });

  it('refuses unsigned callbacks (401) and unknown references (404), writing nothing; refuses free items', async () => {
    const count = async () => (await one(`select count(*)::int n, max(updated_at) u from public.payments`));
    const before = await count();
    const url = `${stack.apiUrl}/functions/v1/payments/callback`;
    const body = JSON.stringify({ reference: 'tw-unknown', name: 'AUTHORIZED' });
    const unsigned = await fetch(url, { method: 'POST', body });
    assert.equal(unsigned.status, 401);
    const forged = await fetch(url, { method: 'POST', body, headers: await signWebhook('wrong-secret', url, body) });
    assert.equal(forged.status, 401);
    const unknown = await fetch(url, { method: 'POST', body, headers: await signWebhook(await secretOf(), url, body) });
    assert.equal(unknown.status, 404);
    assert.deepEqual(await count(), before);
    const free = (await items('NOTSENT')).find((r) => r.is_free)!;
    const refused = await send(free.appointment_id);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error?.hint, 'free_appointment');
  });
});

/** The local provider's secret, derived from the service key as the function does. */
async function secretOf(): Promise<string> {
  const { deriveSecret } = await import('../functions/payments/webhook.ts');
  return deriveSecret(stack.serviceRoleKey, 'local-payment-provider');
}
