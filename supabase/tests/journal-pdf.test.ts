// The journal PDF functions against the local stack: jspdf output holds the texts (æ ø å included, read
// back with pdftotext), files are private and reached by short-lived signed URLs, every export is logged.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient, lars: SupabaseClient;
const ids: Record<string, string> = {};

function pdfText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-pdf-')), 'f.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl });
  pool.on('error', () => {});
  for (const r of (await pool.query('select email, id from public.users')).rows) ids[r.email] = r.id;
  const signIn = async (email: string) => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return c;
  };
  [ingrid, lars] = await Promise.all(['therapist@demo.clinic', 'colleague@demo.clinic'].map(signIn));
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('journal PDFs', () => {
  const texts = ['<p>Blåbærsyltetøy og rødgrøt</p>', '<p>ÆØÅ i store bokstaver</p>', '<ul><li>Søvn bedre</li></ul>'];
  let recordIds: string[] = [];

  before(async () => {
    const journalId = (await pool.query('select journal_id from public.patient_profiles where user_id = $1', [ids['patient4@demo.clinic']])).rows[0].journal_id;
    recordIds = [];
    for (const text of texts) {
      const r = await ingrid.rpc('create_journal_record', { p_journal_id: journalId, p_text: text });
      assert.equal(r.error, null, r.error?.message);
      recordIds.push(r.data as string);
    }
  });

  it('a group PDF of 3 records holds their text, æøå included, behind a signed URL', { skip: !hasPdftotext && 'pdftotext missing' }, async () => {
    const { data, error } = await ingrid.functions.invoke('create-group-journal-record-pdf', {
      body: { data: { journalRecordsDataForFile: { journalRecordIds: recordIds } } },
    });
    assert.equal(error, null, String(error));
    const { sourceURL, countPages, path: objectPath } = data.data;
    assert.ok(countPages >= 1);
    assert.match(objectPath, new RegExp(`/${ids['therapist@demo.clinic']}/group-`));
    assert.match(sourceURL, /token=/);
    const res = await fetch(sourceURL);
    assert.equal(res.status, 200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const expected of ['Blåbærsyltetøy og rødgrøt', 'ÆØÅ i store bokstaver', 'Søvn bedre']) assert.ok(text.includes(expected), text);
    const logged = await pool.query(`select count(*)::int c from public.access_log where action = 'EXPORT_PDF' and journal_record_id = any($1)`, [recordIds]);
    assert.equal(logged.rows[0].c, 3);
    // the object is private: no public URL works, the author may delete it
    const publicUrl = `${stack.apiUrl}/storage/v1/object/public/journal-pdfs/${objectPath}`;
    assert.notEqual((await fetch(publicUrl)).status, 200);
    const removed = await ingrid.storage.from('journal-pdfs').remove([objectPath]);
    assert.equal(removed.error, null);
    assert.equal(removed.data?.length, 1);
  });

  it('a single record PDF is kept as pdf_url, signed again later, and refused without access', async () => {
    const first = await ingrid.functions.invoke('create-journal-record-pdf', {
      body: { data: { journalRecordDataForFile: { journalRecordId: recordIds[0] } } },
    });
    assert.equal(first.error, null, String(first.error));
    const stored = (await pool.query('select pdf_url from public.journal_records where id = $1', [recordIds[0]])).rows[0].pdf_url;
    assert.equal(stored, first.data.data.path);
    const again = await ingrid.functions.invoke('create-journal-record-pdf', {
      body: { data: { journalRecordDataForFile: { journalRecordId: recordIds[0] } } },
    });
    assert.equal(again.data.data.path, stored);
    // Lars is not attached to patient 4
    const denied = await lars.functions.invoke('create-journal-record-pdf', {
      body: { data: { journalRecordDataForFile: { journalRecordId: recordIds[0] } } },
    });
    assert.ok(denied.error);
    const bad = await ingrid.functions.invoke('create-group-journal-record-pdf', {
      body: { data: { journalRecordsDataForFile: { journalRecordIds: [] } } },
    });
    assert.ok(bad.error);
  });
});
