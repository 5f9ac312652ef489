// Security, issue 22 class 4: nothing about a patient is public. The avatars bucket is private; an avatar is
// read through a signed URL that only those Storage's policies allow can make: a patient's picture by the
// patient and by staff of the patient's clinic who may see the patient; a therapist's by their clinic.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient, lars: SupabaseClient, sindre: SupabaseClient, patient: SupabaseClient;
let anon: SupabaseClient;
const ids: Record<string, string> = {};
const one = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows[0];
const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
    type: 'image/png',
  });

// patient5: Ingrid's patient with appointments, no relation to Lars; the patient signs in with their own password
const patientEmail = 'patient5@demo.clinic';
let patientAvatar: string;
let therapistAvatar: string;

before(async () => {
  stack = await startDataModelStack();
  const signIn = async (email: string) => {
    const c = client(stack);
    const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return c;
  };
  [ingrid, lars, sindre, patient] = await Promise.all(
    ['therapist@demo.clinic', 'colleague@demo.clinic', 'therapist@fjord.clinic', patientEmail].map(signIn),
  );
  anon = client(stack);
  for (const r of (await stack.pool.query(`select email, id from public.users`)).rows) ids[r.email] = r.id;
  const p = await one(
    `select number_of_active_appointments n from public.patient_profiles where user_id = $1`,
    [ids[patientEmail]],
  );
  assert.ok(p.n > 0, 'patient5 has active appointments (not a free patient Lars could see)');
  patientAvatar = `patients/${ids[patientEmail]}/avatar-1.png`;
  therapistAvatar = `${ids['therapist@demo.clinic']}/avatar-1.png`;
  const up1 = await ingrid.storage.from('avatars').upload(patientAvatar, png(), { contentType: 'image/png' });
  assert.equal(up1.error, null, up1.error?.message);
  const up2 = await ingrid.storage
    .from('avatars')
    .upload(therapistAvatar, png(), { contentType: 'image/png' });
  assert.equal(up2.error, null, up2.error?.message);
});
after(async () => {
  await stack?.close();
});

const sign = (c: SupabaseClient, path: string) => c.storage.from('avatars').createSignedUrl(path, 60);

describe('the avatars bucket is private', () => {
  it('is not public', async () => {
    assert.equal((await one(`select public from storage.buckets where id = 'avatars'`)).public, false);
  });

  it("anyone with the public URL and no account gets nothing of a patient's picture", async () => {
    const url = anon.storage.from('avatars').getPublicUrl(patientAvatar).data.publicUrl;
    const r = await fetch(url);
    assert.notEqual(r.status, 200);
    await r.body?.cancel();
    const d = await anon.storage.from('avatars').download(patientAvatar);
    assert.ok(d.error);
  });
});

describe("a patient's avatar", () => {
  it('the therapist who may see the patient signs it, and the signed URL serves the picture', async () => {
    const s = await sign(ingrid, patientAvatar);
    assert.equal(s.error, null, s.error?.message);
    const r = await fetch(s.data!.signedUrl);
    assert.equal(r.status, 200);
    assert.equal((await r.arrayBuffer()).byteLength, 11);
  });

  it('the patient signs their own', async () => {
    const s = await sign(patient, patientAvatar);
    assert.equal(s.error, null, s.error?.message);
  });

  it('a colleague without a relation, another clinic and anon cannot', async () => {
    for (const c of [lars, sindre, anon]) {
      const s = await sign(c, patientAvatar);
      assert.ok(s.error, 'signing must be refused');
      assert.equal(s.data, null);
    }
  });

  it('another patient cannot', async () => {
    const other = client(stack);
    const { error } = await other.auth.signInWithPassword({
      email: 'patient6@demo.clinic',
      password: PASSWORD,
    });
    if (error) throw error;
    assert.ok((await sign(other, patientAvatar)).error);
  });
});

describe("a therapist's avatar", () => {
  it('is readable by the clinic (a colleague, a patient of the clinic), not by another clinic or anon', async () => {
    assert.equal((await sign(lars, therapistAvatar)).error, null);
    assert.equal((await sign(patient, therapistAvatar)).error, null);
    assert.ok((await sign(sindre, therapistAvatar)).error);
    assert.ok((await sign(anon, therapistAvatar)).error);
  });
});
