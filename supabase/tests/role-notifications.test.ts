// Role notifications (issue 24): a notification addressed to a role (receivers, receiver_id null) reaches every
// user of that role in its clinic, and "seen" is per user (notification_seen, written by mark_notifications_seen).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient; // therapist, Oslo
let colleague: SupabaseClient; // therapist, Oslo
let sindre: SupabaseClient; // therapist, another clinic
let patient: SupabaseClient; // patient, Oslo
let notice: string; // the seed's 'The clinic is closed on 17 May' (THERAPIST, Oslo)

const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

async function signIn(email: string): Promise<SupabaseClient> {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
}

/** What the shell reads: own and role notifications, with the caller's own seen row embedded. */
async function visible(c: SupabaseClient) {
  const { data, error } = await c
    .from('notifications')
    .select('id, receiver_id, seen, notification_seen(seen_at)')
    .eq('application', 'therapist');
  if (error) throw error;
  return data as Array<{ id: string; receiver_id: string | null; seen: boolean; notification_seen: unknown[] }>;
}

async function unseenBadge(c: SupabaseClient): Promise<number> {
  const { data, error } = await c.rpc('get_menu_badges').single();
  if (error) throw error;
  return (data as { unseen_notifications: number }).unseen_notifications;
}

before(async () => {
  stack = await startDataModelStack();
  [ingrid, colleague, sindre, patient] = await Promise.all([
    signIn('therapist@demo.clinic'),
    signIn('colleague@demo.clinic'),
    signIn('therapist@fjord.clinic'),
    signIn('patient1@demo.clinic'),
  ]);
  [{ id: notice }] = await q(
    `select id from public.notifications where receiver_id is null and text ->> 'EN' = 'The clinic is closed on 17 May'`,
  );
});
after(async () => {
  await stack?.close();
});

it("the clinic's therapists see a THERAPIST notification; another clinic's therapist and a patient do not", async () => {
  assert.ok((await visible(ingrid)).some((n) => n.id === notice));
  assert.ok((await visible(colleague)).some((n) => n.id === notice));
  assert.ok(!(await visible(sindre)).some((n) => n.id === notice));
  const { data, error } = await patient.from('notifications').select('id').eq('id', notice);
  assert.equal(error, null);
  assert.deepEqual(data, []);
});

it("one therapist's seen does not mark it seen for a colleague, and is hers alone to read", async () => {
  const ingridBefore = await unseenBadge(ingrid);
  const colleagueBefore = await unseenBadge(colleague);
  assert.deepEqual((await visible(ingrid)).find((n) => n.id === notice)?.notification_seen, []);

  const { data: marked, error } = await ingrid.rpc('mark_notifications_seen', { p_ids: [notice] });
  assert.equal(error, null);
  assert.equal(marked, 1);
  // Marking again changes nothing.
  assert.equal((await ingrid.rpc('mark_notifications_seen', { p_ids: [notice] })).data, 0);

  assert.equal((await visible(ingrid)).find((n) => n.id === notice)?.notification_seen.length, 1);
  assert.equal(await unseenBadge(ingrid), ingridBefore - 1);
  // The colleague: still unseen, in the list and the badge; she cannot read Ingrid's seen row.
  assert.deepEqual((await visible(colleague)).find((n) => n.id === notice)?.notification_seen, []);
  assert.equal(await unseenBadge(colleague), colleagueBefore);
  const peek = await colleague.from('notification_seen').select('user_id');
  assert.deepEqual(peek.data, []);
  // The notification's own column is untouched (it is not per user).
  assert.equal((await q('select seen from public.notifications where id = $1', [notice]))[0].seen, false);
});

it("another clinic's therapist and a patient cannot mark it seen, and nobody writes notification_seen directly", async () => {
  assert.equal((await sindre.rpc('mark_notifications_seen', { p_ids: [notice] })).data, 0);
  assert.equal((await patient.rpc('mark_notifications_seen', { p_ids: [notice] })).data, 0);
  assert.deepEqual(
    await q(`select count(*)::int as n from public.notification_seen where notification_id = $1`, [notice]),
    [{ n: 1 }],
  );
  const { data: me } = await colleague.auth.getUser();
  const insert = await colleague
    .from('notification_seen')
    .insert({ notification_id: notice, user_id: me.user!.id, clinic_id: '0d1c0000-0000-4000-8000-000000000001' });
  assert.ok(insert.error, 'a direct insert must be refused');
  const anon = client(stack);
  assert.ok((await anon.rpc('mark_notifications_seen')).error, 'anon may not call it');
});

it("'Mark all as seen' marks the caller's own and role notifications, for the caller only", async () => {
  const { error } = await colleague.rpc('mark_notifications_seen');
  assert.equal(error, null);
  assert.equal(await unseenBadge(colleague), 0);
  assert.ok((await visible(colleague)).every((n) => (n.receiver_id ? n.seen : n.notification_seen.length === 1)));
  // Sindre's clinic notices are his clinic's business: none of Oslo's got a row from him.
  assert.deepEqual(
    await q(
      `select count(*)::int as n from public.notification_seen s join public.users u on u.id = s.user_id
       where u.email = 'therapist@fjord.clinic'`,
    ),
    [{ n: 0 }],
  );
});
