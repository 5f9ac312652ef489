// The invite form's edit variant: a therapist uploads a patient's avatar under avatars/patients/<id>/ and
// stores its path on the patient's row — only for patients they may see (RLS on storage.objects and users).
// The bucket is private: the picture is read through a signed URL (security-avatars.test.ts attacks it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
  ingrid = client(stack);
  const { error } = await ingrid.auth.signInWithPassword({
    email: 'therapist@demo.clinic',
    password: PASSWORD,
  });
  if (error) throw error;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('patient avatars', () => {
  it("lets a therapist upload her patient's avatar and save its path on the patient", async () => {
    const { data: list } = await ingrid.rpc('list_patients', { p_limit: 100 });
    const patient = (list as { id: string; category: string }[]).find(
      (r) => r.category === 'PROPER_PATIENT',
    )!;
    const path = `patients/${patient.id}/avatar-test.png`;
    const upload = await ingrid.storage
      .from('avatars')
      .upload(path, PNG, { contentType: 'image/png', upsert: true });
    assert.equal(upload.error, null);
    const saved = await ingrid
      .from('users')
      .update({ avatar_url: path })
      .eq('id', patient.id)
      .select('avatar_url');
    assert.equal(saved.error, null);
    assert.equal(saved.data![0].avatar_url, path);
    const row = (
      await pool.query('select owner_id from storage.objects where bucket_id = $1 and name = $2', [
        'avatars',
        path,
      ])
    ).rows[0];
    assert.ok(row, 'the object row exists');
    const signed = await ingrid.storage.from('avatars').createSignedUrl(path, 60);
    assert.equal(signed.error, null);
    const bytes = await fetch(signed.data!.signedUrl);
    assert.equal(bytes.status, 200);
    await bytes.body?.cancel();
    const publicUrl = await fetch(ingrid.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    assert.notEqual(publicUrl.status, 200);
    await publicUrl.body?.cancel();
  });

  it("refuses an avatar for someone she may not see (another clinic's patient, a colleague's folder)", async () => {
    const other = (
      await pool.query(
        `select u.id from public.users u where u.role = 'PATIENT'
         and u.clinic_id <> (select clinic_id from public.users where email = 'therapist@demo.clinic') limit 1`,
      )
    ).rows[0] as { id: string } | undefined;
    const target = other?.id ?? '00000000-0000-4000-8000-000000000000';
    const upload = await ingrid.storage
      .from('avatars')
      .upload(`patients/${target}/x.png`, PNG, { contentType: 'image/png' });
    assert.notEqual(upload.error, null);
    const notFolder = await ingrid.storage
      .from('avatars')
      .upload('patients/not-a-uuid/x.png', PNG, { contentType: 'image/png' });
    assert.notEqual(notFolder.error, null);
  });
});
