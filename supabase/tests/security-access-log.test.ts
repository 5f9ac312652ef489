// Security, issue 22: every path that reads journal text — the list, a single record (the live session's
// previous records and the editor), the history, PDF single and group (read_journal_records_for_export, which
// both PDF functions call with the caller's token) and the template variables — leaves its row in
// access_log, for the main therapist and for an attached therapist with a reason alike; a refused read
// leaves a journal unread and no text. And the e-mail look-up of the invite flow is logged and limited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient, lars: SupabaseClient, sindre: SupabaseClient;
const ids: Record<string, string> = {};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0];

// patient1: Ingrid is the main therapist, Lars is attached (the seed)
let patient: string;
let journal: string;
let records: string[];

const logged = async (reader: string, action: string) =>
  Number(
    (
      await one(`select count(*) c from public.access_log where reader_id = $1 and patient_user_id = $2 and action = $3`, [
        reader,
        patient,
        action,
      ])
    ).c,
  );

/** Runs read() and returns how many access_log rows of the action it left for the reader. */
async function rowsLeftBy(reader: string, action: string, read: () => PromiseLike<{ error: unknown }>) {
  const before = await logged(reader, action);
  const r = await read();
  assert.equal(r.error, null, (r.error as { message?: string } | null)?.message);
  return (await logged(reader, action)) - before;
}

before(async () => {
  stack = await startDataModelStack();
  const signIn = async (email: string) => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return c;
  };
  [ingrid, lars, sindre] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic'].map(signIn),
  );
  for (const r of await q(`select email, id from public.users`)) ids[r.email] = r.id;
  patient = ids['patient1@demo.clinic']!;
  journal = (await one(`select id from public.journals where patient_user_id = $1`, [patient])).id;
  records = (
    await q(`select id from public.journal_records where journal_id = $1 and not is_draft order by created_at limit 2`, [
      journal,
    ])
  ).map((r) => r.id);
  assert.equal(records.length, 2, 'the seed has two records for patient1');
});
after(async () => {
  await stack?.close();
});

for (const who of ['main therapist', 'attached therapist with a reason'] as const) {
  describe(`journal reads leave their access_log row (${who})`, () => {
    const c = () => (who === 'main therapist' ? ingrid : lars);
    const reader = () => ids[who === 'main therapist' ? 'therapist@demo.clinic' : 'colleague@demo.clinic']!;
    const reason = who === 'main therapist' ? undefined : 'covering for Ingrid';

    it('the list (list_journal_records): one READ_LIST row', async () => {
      const n = await rowsLeftBy(reader(), 'READ_LIST', () =>
        c().rpc('list_journal_records', { p_journal_id: journal, p_reason: reason }),
      );
      assert.equal(n, 1);
    });

    it('a single record (read_journal_record: the editor, previous records in a live session): one READ row', async () => {
      const n = await rowsLeftBy(reader(), 'READ', () =>
        c().rpc('read_journal_record', { p_id: records[0], p_reason: reason }),
      );
      assert.equal(n, 1);
    });

    it('the history (read_journal_history): one READ_HISTORY row', async () => {
      const n = await rowsLeftBy(reader(), 'READ_HISTORY', () =>
        c().rpc('read_journal_history', { p_journal_id: journal, p_reason: reason }),
      );
      assert.equal(n, 1);
    });

    it('the PDF of one record (read_journal_records_for_export): one EXPORT_PDF row', async () => {
      const n = await rowsLeftBy(reader(), 'EXPORT_PDF', () =>
        c().rpc('read_journal_records_for_export', { p_ids: [records[0]], p_reason: reason }),
      );
      assert.equal(n, 1);
    });

    it('the group PDF of two records: one EXPORT_PDF row per record', async () => {
      const before = Number(
        (
          await one(
            `select count(*) c from public.access_log where reader_id = $1 and action = 'EXPORT_PDF' and journal_record_id = any ($2)`,
            [reader(), records],
          )
        ).c,
      );
      const r = await c().rpc('read_journal_records_for_export', { p_ids: records, p_reason: reason });
      assert.equal(r.error, null, r.error?.message);
      const after = Number(
        (
          await one(
            `select count(*) c from public.access_log where reader_id = $1 and action = 'EXPORT_PDF' and journal_record_id = any ($2)`,
            [reader(), records],
          )
        ).c,
      );
      assert.equal(after - before, 2);
    });

    it('the template variables (journal_template_variables): one READ_VARIABLES row', async () => {
      const n = await rowsLeftBy(reader(), 'READ_VARIABLES', () =>
        c().rpc('journal_template_variables', { p_patient_user_id: patient }),
      );
      assert.equal(n, 1);
    });
  });
}

describe('refused reads', () => {
  it('another clinic reads no text by any path', async () => {
    const sindreId = ids['therapist@fjord.clinic']!;
    const count = async () =>
      Number((await one(`select count(*) c from public.access_log where patient_user_id = $1 and reader_id = $2`, [patient, sindreId])).c);
    const before = await count();
    for (const [fn, args] of [
      ['list_journal_records', { p_journal_id: journal, p_reason: 'x' }],
      ['read_journal_record', { p_id: records[0], p_reason: 'x' }],
      ['read_journal_history', { p_journal_id: journal, p_reason: 'x' }],
      ['read_journal_records_for_export', { p_ids: records, p_reason: 'x' }],
      ['journal_template_variables', { p_patient_user_id: patient }],
    ] as const) {
      const r = await sindre.rpc(fn, args);
      assert.ok(r.error, `${fn} must refuse`);
      assert.equal(r.data, null);
    }
    assert.equal(await count(), before);
  });
});

describe('the e-mail look-up of the invite flow', () => {
  it('is logged per therapist, with the answer', async () => {
    const r = await sindre.rpc('get_patient_by_email', { p_email: 'patient1@demo.clinic' });
    assert.equal(r.error, null, r.error?.message);
    assert.deepEqual(r.data, [{ id: null, is_clinic_member: false, is_invited: false }]);
    const row = await one(
      `select clinic_id, email, result from private.email_lookups where caller_id = $1 order by id desc limit 1`,
      [ids['therapist@fjord.clinic']],
    );
    assert.deepEqual(row, {
      clinic_id: (await one(`select clinic_id from public.users where email = 'therapist@fjord.clinic'`)).clinic_id,
      email: 'patient1@demo.clinic',
      result: 'OTHER_CLINIC',
    });
  });

  it('create_patient_invitation answers "taken" only for an address the caller looked up', async () => {
    const r = await sindre.rpc('create_patient_invitation', {
      p_first_name: 'A',
      p_last_name: 'B',
      p_phone: '1',
      p_email: 'patient2@demo.clinic',
    });
    assert.equal(r.error?.hint, 'lookup_required');
  });

  it('is limited per therapist: the 61st look-up in ten minutes is refused, another therapist is not', async () => {
    const sindreId = ids['therapist@fjord.clinic']!;
    const done = Number(
      (
        await one(
          `select count(*) c from private.email_lookups where caller_id = $1 and created_at > now() - interval '10 minutes'`,
          [sindreId],
        )
      ).c,
    );
    for (let i = done; i < 60; i++) {
      const r = await sindre.rpc('get_patient_by_email', { p_email: `probe${i}@example.com` });
      assert.equal(r.error, null, r.error?.message);
    }
    const refused = await sindre.rpc('get_patient_by_email', { p_email: 'patient3@demo.clinic' });
    assert.equal(refused.error?.hint, 'rate_limited');
    assert.equal(refused.data, null);
    const other = await ingrid.rpc('get_patient_by_email', { p_email: 'patient3@demo.clinic' });
    assert.equal(other.error, null, other.error?.message);
  });
});
