// Compatibility of the local Storage service with hosted Supabase Storage, from its source (supabase/storage:
// internal/errors codes.ts and storage-error.ts, http/error-handler.ts, storage/limits.ts parseFileSizeToBytes,
// storage.ts updateBucket, the signed upload route) and its migrations (0050 delete protection).
// Each test names the hosted behaviour it checks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let ownerId: string;

before(async () => {
  stack = await startTestStack({ functions: false });
  ownerId = await createUser(stack, 'store-owner@example.com');
});
after(async () => {
  await stack?.cleanup();
});

async function download(bucket: string, name: string): Promise<string> {
  const { data, error } = await client(stack, stack.serviceRoleKey).storage.from(bucket).download(name);
  assert.equal(error, null);
  return data!.text();
}

describe('compat: Storage', () => {
  it('hosted: a signed upload URL made without upsert cannot overwrite, even with x-upsert: true on the request', async () => {
    const owner = await signedIn(stack, 'store-owner@example.com');
    const name = `${ownerId}/signed.txt`;
    // Signed while the name is free; the object appears before the URL is used.
    const { data, error } = await owner.storage.from('docs').createSignedUploadUrl(name);
    assert.equal(error, null);
    assert.equal((await owner.storage.from('docs').upload(name, new Blob(['original']))).error, null);
    const res = await fetch(data!.signedUrl, {
      method: 'PUT',
      headers: { 'x-upsert': 'true', 'content-type': 'text/plain' },
      body: 'overwritten',
    });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { statusCode: string }).statusCode, '409');
    assert.equal(await download('docs', name), 'original');
    // The same URL signed with upsert may overwrite.
    const up = await owner.storage.from('docs').createSignedUploadUrl(name, { upsert: true });
    const ok = await fetch(up.data!.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'replaced',
    });
    assert.equal(ok.status, 200);
    assert.equal(await download('docs', name), 'replaced');
  });

  it('hosted: updateBucket keeps the limits it is not given', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    assert.equal(
      (
        await admin.storage.createBucket('keep', {
          public: true,
          fileSizeLimit: 2048,
          allowedMimeTypes: ['image/png'],
        })
      ).error,
      null,
    );
    assert.equal((await admin.storage.updateBucket('keep', { public: false })).error, null);
    const { data } = await admin.storage.getBucket('keep');
    assert.equal(data?.public, false);
    assert.equal(data?.file_size_limit, 2048);
    assert.deepEqual(data?.allowed_mime_types, ['image/png']);
  });

  it('hosted: size units count in powers of ten (1KB = 1000 bytes) and a bad format is refused', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    assert.equal(
      (await admin.storage.createBucket('units', { public: false, fileSizeLimit: '1KB' })).error,
      null,
    );
    assert.equal((await admin.storage.getBucket('units')).data?.file_size_limit, 1000);
    assert.equal(
      (await admin.storage.from('units').upload('exact.bin', new Blob([new Uint8Array(1000)]))).error,
      null,
    );
    const over = await admin.storage.from('units').upload('over.bin', new Blob([new Uint8Array(1001)]));
    assert.equal((over.error as { statusCode?: string } | null)?.statusCode, '413');
    assert.equal(
      (await admin.storage.updateBucket('units', { public: false, fileSizeLimit: '1.5MB' })).error,
      null,
    );
    assert.equal((await admin.storage.getBucket('units')).data?.file_size_limit, 1_500_000);
    const bad = await admin.storage.updateBucket('units', { public: false, fileSizeLimit: '20 megabytes' });
    assert.equal((bad.error as { statusCode?: string } | null)?.statusCode, '400');
    assert.equal((await admin.storage.getBucket('units')).data?.file_size_limit, 1_500_000, 'unchanged');
  });

  it('hosted: errors are HTTP 400 with the real status in statusCode, plus code and error', async () => {
    const headers = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` };
    const missing = await fetch(`${stack.apiUrl}/storage/v1/object/docs/nobody/none.txt`, { headers });
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), {
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const noBucket = await fetch(`${stack.apiUrl}/storage/v1/bucket/no-such-bucket`, { headers });
    assert.equal(noBucket.status, 400);
    assert.equal(((await noBucket.json()) as { statusCode: string }).statusCode, '404');
    const owner = await signedIn(stack, 'store-owner@example.com');
    const dupName = `${ownerId}/dup.txt`;
    assert.equal((await owner.storage.from('docs').upload(dupName, new Blob(['a']))).error, null);
    const dup = await owner.storage.from('docs').upload(dupName, new Blob(['b']));
    assert.equal((dup.error as { statusCode?: string } | null)?.statusCode, '409');
    // A refusal by RLS: AccessDenied, statusCode 403, answered 400.
    const other = await owner.storage.from('docs').upload('someone-else/x.txt', new Blob(['x']));
    assert.equal((other.error as { statusCode?: string } | null)?.statusCode, '403');
    assert.equal((other.error as { status?: number } | null)?.status, 400);
  });

  it('hosted: rows of storage.objects cannot be deleted by SQL, only through the Storage API', async () => {
    const owner = await signedIn(stack, 'store-owner@example.com');
    const name = `${ownerId}/protected.txt`;
    assert.equal((await owner.storage.from('docs').upload(name, new Blob(['keep me']))).error, null);
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      await assert.rejects(
        db.query(`delete from storage.objects where bucket_id = 'docs' and name = $1`, [name]),
        {
          code: '42501',
          message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
        },
      );
      await assert.rejects(db.query(`delete from storage.buckets where id = 'pub'`), { code: '42501' });
      assert.equal((await owner.storage.from('docs').remove([name])).error, null);
      const left = await db.query(`select 1 from storage.objects where bucket_id = 'docs' and name = $1`, [
        name,
      ]);
      assert.equal(left.rowCount, 0);
    } finally {
      await db.end();
    }
  });
});
