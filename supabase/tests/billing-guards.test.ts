// Billing guards against the real local stack (issue 24):
//   * the appointment's money columns (is_paid, is_sent, is_payment_item_deleted, updated_payment_info) and
//     room_url are not writable by a therapist through the API — marking a session paid without the provider,
//     re-opening a paid or removed one, or steering create_payment_request's price and recipient is refused;
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
