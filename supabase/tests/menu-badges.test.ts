// get_menu_badges: the side menu's counts, each rule once in the database, under the caller's RLS.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let sindre: SupabaseClient;
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const userId = async (email: string) =>
  (await q('select id from public.users where email = $1', [email]))[0].id as string;

async function signIn(email: string): Promise<SupabaseClient> {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
}

async function badges(c: SupabaseClient) {
  const { data, error } = await c.rpc('get_menu_badges').single();
  if (error) throw error;
  return data as { pending_payments: number; patients_online: number; unseen_notifications: number };
}

before(async () => {
  stack = await startDataModelStack();
  ingrid = await signIn('therapist@demo.clinic');
  sindre = await signIn('therapist@fjord.clinic');
});
after(async () => {
  await stack?.close();
});

it('counts exactly the rows the rules describe, for the caller only', async () => {
  const me = await userId('therapist@demo.clinic');
  const [expected] = await q(
    `select
       (select count(*)::int from public.appointments where therapist_user_id = $1 and status = 'FINISHED'
          and not is_paid and not is_payment_item_deleted and appointment_type_price > 0
          and id not in (select appointment_id from private.invoice_appointments)) as pending_payments,
       (select count(*)::int from public.appointments where therapist_user_id = $1
          and status in ('NOT_STARTED', 'STARTED') and patients_online <> '{}') as patients_online,
       (select count(*)::int from public.notifications n where n.application = 'therapist'
          and ((n.receiver_id = $1 and not n.seen)
            or (n.receiver_id is null and n.clinic_id = (select clinic_id from public.users where id = $1)
                and 'THERAPIST' = any (n.receivers)
                and not exists (select 1 from public.notification_seen s
                                where s.notification_id = n.id and s.user_id = $1)))) as unseen_notifications`,
    [me],
  );
  assert.deepEqual(await badges(ingrid), expected);
  // The seed gives the demo therapist something to show in every badge but the waiting room.
  assert.ok(expected.pending_payments > 0 && expected.unseen_notifications > 0, JSON.stringify(expected));
});

it('follows each rule: finished and priced, patient online, unseen in the therapist app', async () => {
  const me = await userId('therapist@demo.clinic');
  const before = await badges(ingrid);
  const other = await badges(sindre);
  const [upcoming, upcoming2, upcoming3] = await q(
    `select id from public.appointments where therapist_user_id = $1 and status = 'NOT_STARTED'
       and appointment_type_price > 0 and not is_paid order by start_at limit 3`,
    [me],
  );

  // A patient comes online for an upcoming appointment.
  await q(
    `update public.appointments set patients_online = jsonb_build_object(patient_user_id::text, true) where id = $1`,
    [upcoming.id],
  );
  // A finished, priced, unpaid appointment is pending; once paid it is not.
  await q(`update public.appointments set status = 'FINISHED' where id = $1`, [upcoming2.id]);
  // A free (price 0) finished appointment is not a payment.
  await q(`update public.appointments set status = 'FINISHED', appointment_type_price = 0 where id = $1`, [
    upcoming3.id,
  ]);
  const clinic = (await q('select clinic_id from public.users where id = $1', [me]))[0].clinic_id;
  const insertNotice = (application: string, seen: boolean) =>
    q(
      `insert into public.notifications (clinic_id, receiver_id, application, type, text, seen)
       values ($1, $2, $3, 'TEST', '{"EN": "Hello", "NO": "Hei"}', $4)`,
      [clinic, me, application, seen],
    );
  await insertNotice('therapist', false);
  await insertNotice('therapist', true);
  await insertNotice('patient', false);

  assert.deepEqual(await badges(ingrid), {
    pending_payments: before.pending_payments + 1,
    patients_online: before.patients_online + 1,
    unseen_notifications: before.unseen_notifications + 1,
  });
  // Another clinic's therapist sees none of it.
  assert.deepEqual(await badges(sindre), other);

  await q(`update public.appointments set is_paid = true where id = $1`, [upcoming2.id]);
  await q(`update public.appointments set status = 'CANCELED' where id = $1`, [upcoming.id]);
  assert.deepEqual(await badges(ingrid), {
    pending_payments: before.pending_payments,
    patients_online: before.patients_online,
    unseen_notifications: before.unseen_notifications + 1,
  });
});

it('is not callable without a session', async () => {
  const { error } = await client(stack).rpc('get_menu_badges');
  assert.ok(error, 'anon must not call get_menu_badges');
  assert.match(error.code ?? '', /42501|PGRST/);
});
