// Journal text: encrypted at rest, read only through a function that checks access and writes access_log;
// history and access_log are append-only for every API role.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, actor, asActor, attempt, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient, lars: SupabaseClient, fjord: SupabaseClient, emma: SupabaseClient, olivia: SupabaseClient;
const ids: Record<string, string> = {};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];
const logCount = async () => Number((await one(`select count(*) c from public.access_log`)).c);

before(async () => {
  stack = await startDataModelStack();
  const signIn = async (email: string) => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return c;
  };
  [ingrid, lars, fjord, emma, olivia] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic', 'patient1@demo.clinic', 'patient3@demo.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
});
after(async () => {
  await stack?.close();
});

describe('journal records', () => {
  let journalId: string;
  let recordId: string;
  const secret = 'Patient describes recurring nightmares about the accident (confidential).';

  it('are created through create_journal_record; the text is stored encrypted and is not reachable through the API', async () => {
    journalId = (await one(`select journal_id from public.patient_profiles where user_id = $1`, [ids['patient1@demo.clinic']])).journal_id;
    const r = await ingrid.rpc('create_journal_record', { p_journal_id: journalId, p_text: `<p>${secret}</p>`, p_is_draft: true });
    assert.equal(r.error, null, r.error?.message);
    recordId = r.data as string;
    const stored = await one(`select encode(text_encrypted, 'escape') t from private.journal_record_texts where journal_record_id = $1`, [recordId]);
    assert.ok(stored && !stored.t.includes('nightmares'), 'ciphertext only');
    const row = await ingrid.from('journal_records').select('*').eq('id', recordId).single();
    assert.equal(row.error, null);
    assert.equal(row.data!.is_draft, true);
    assert.equal(row.data!.created_by, ids['therapist@demo.clinic']);
    assert.ok(!JSON.stringify(row.data).includes('nightmares'));
    const empty = await ingrid.rpc('create_journal_record', { p_journal_id: journalId, p_text: '<p> </p>' });
    assert.equal(empty.error?.hint, 'text_empty');
    const bergen = await fjord.rpc('create_journal_record', { p_journal_id: journalId, p_text: 'x' });
    assert.equal(bergen.error?.code, 'P0002');
  });

  it('reading by the main therapist returns the text and appends exactly one access_log row', async () => {
    const before = await logCount();
    const r = await ingrid.rpc('read_journal_record', { p_id: recordId });
    assert.equal(r.error, null);
    assert.equal((r.data as { text: string }[])[0]!.text, `<p>${secret}</p>`);
    assert.equal(await logCount(), before + 1);
    const log = await one(`select * from public.access_log order by created_at desc limit 1`);
    assert.deepEqual([log.reader_id, log.journal_record_id, log.patient_user_id, log.is_main_therapist, log.reason, log.action],
      [ids['therapist@demo.clinic'], recordId, ids['patient1@demo.clinic'], true, null, 'READ']);
    assert.ok(Date.now() - new Date(log.created_at).getTime() < 60_000);
  });

  it('another therapist must give a reason (logged); other clinics and other patients cannot read', async () => {
    const before = await logCount();
    const noReason = await lars.rpc('read_journal_record', { p_id: recordId });
    assert.equal(noReason.error?.hint, 'reason_required');
    assert.equal(await logCount(), before, 'a refused read leaves no row');
    const withReason = await lars.rpc('read_journal_record', { p_id: recordId, p_reason: 'Covering for Ingrid during her leave' });
    assert.equal(withReason.error, null);
    const log = await one(`select * from public.access_log order by created_at desc limit 1`);
    assert.deepEqual([log.reader_id, log.is_main_therapist, log.reason], [ids['colleague@demo.clinic'], false, 'Covering for Ingrid during her leave']);
    assert.equal((await fjord.rpc('read_journal_record', { p_id: recordId, p_reason: 'x' })).error?.code, 'P0002');
    assert.equal((await olivia.rpc('read_journal_record', { p_id: recordId })).error?.code, 'P0002');
    assert.equal(await logCount(), before + 1);
  });

  it('the patient reads their own records only when allowed (isAllowViewJournalRecords)', async () => {
    const r = await emma.rpc('read_journal_record', { p_id: recordId });
    assert.equal(r.error, null);
    const oliviaRecord = await one(`select id from public.journal_records where patient_user_id = $1 limit 1`, [ids['patient3@demo.clinic']]);
    assert.equal((await olivia.rpc('read_journal_record', { p_id: oliviaRecord.id })).error?.code, 'P0002');
  });

  it('only the author updates (approving the draft) or removes a record; every change writes history', async () => {
    const byLars = await lars.rpc('update_journal_record', { p_id: recordId, p_text: 'changed' });
    assert.equal(byLars.error?.hint, 'not_author');
    assert.equal((await ingrid.rpc('update_journal_record', { p_id: recordId, p_text: '<p>Updated note</p>' })).error, null);
    assert.equal((await one(`select is_draft from public.journal_records where id = $1`, [recordId])).is_draft, false);
    const larsDelete = await lars.from('journal_records').delete().eq('id', recordId).select('id');
    assert.deepEqual(larsDelete.data, []);
    const del = await ingrid.from('journal_records').delete().eq('id', recordId).select('id');
    assert.equal(del.data!.length, 1);
    const history = await ingrid.rpc('read_journal_history', { p_journal_id: journalId });
    assert.equal(history.error, null);
    const mine = (history.data as { journal_record_id: string; type: string; text: string | null; previous_text: string | null }[])
      .filter((h) => h.journal_record_id === recordId)
      .reverse();
    assert.deepEqual(mine.map((h) => [h.type, h.text, h.previous_text]), [
      ['CREATE', `<p>${secret}</p>`, null],
      ['UPDATE', '<p>Updated note</p>', `<p>${secret}</p>`],
      ['DELETE', null, '<p>Updated note</p>'],
    ]);
    const log = await one(`select action, journal_record_id from public.access_log order by created_at desc limit 1`);
    assert.deepEqual([log.action, log.journal_record_id], ['READ_HISTORY', null]);
  });
});

describe('append-only history and access_log', () => {
  for (const table of ['journal_record_history', 'access_log']) {
    it(`${table}: update and delete refused for anon, authenticated (patient, therapist) and service_role`, async () => {
      const row = await one(`select id from public.${table} limit 1`);
      assert.ok(row, `${table} has rows`);
      const patient = await actor(stack.pool, 'patient', 'patient1@demo.clinic');
      const therapist = await actor(stack.pool, 'therapist', 'therapist@demo.clinic');
      for (const a of [await actor(stack.pool, 'anon', null), patient, therapist]) {
        const codes = await asActor(stack.pool, a, async (c) => [
          (await attempt(c, `update public.${table} set created_at = created_at where id = $1`, [row.id])).code,
          (await attempt(c, `delete from public.${table} where id = $1`, [row.id])).code,
          (await attempt(c, `truncate public.${table}`)).code,
        ]);
        assert.deepEqual(codes, ['42501', '42501', '42501'], `${a.name}`);
      }
      const c = await stack.pool.connect();
      try {
        await c.query('begin');
        await c.query(`set local role service_role`);
        const codes = [
          (await attempt(c, `update public.${table} set created_at = created_at where id = $1`, [row.id])).code,
          (await attempt(c, `delete from public.${table} where id = $1`, [row.id])).code,
        ];
        assert.deepEqual(codes, ['42501', '42501'], 'service_role');
      } finally {
        await c.query('rollback');
        c.release();
      }
      // and through the API with the service_role key
      const admin = client(stack, stack.serviceRoleKey);
      assert.equal((await admin.from(table).update({ created_at: new Date().toISOString() }).eq('id', row.id)).error?.code, '42501');
      assert.equal((await admin.from(table).delete().eq('id', row.id)).error?.code, '42501');
      assert.ok(await one(`select 1 from public.${table} where id = $1`, [row.id]));
    });
  }

  it('the ciphertext tables are not reachable by any API role', async () => {
    const r = await q(`select r.rolname, t.tbl from (values ('anon'), ('authenticated'), ('service_role')) r(rolname),
      (values ('private.journal_record_texts'), ('private.journal_record_history_texts')) t(tbl)
      where has_table_privilege(r.rolname, t.tbl, 'select, insert, update, delete')`);
    assert.deepEqual(r, []);
  });
});
