import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let alice: SupabaseClient;
let bob: SupabaseClient;
let aliceId: string;
let bobId: string;

before(async () => {
  stack = await startTestStack({ functions: false });
  aliceId = await createUser(stack, 'alice@example.com');
  bobId = await createUser(stack, 'bob@example.com');
  alice = await signedIn(stack, 'alice@example.com');
  bob = await signedIn(stack, 'bob@example.com');
});
after(async () => {
  await stack?.cleanup();
});

/** Sends a request exactly as written: fetch would normalise `..` segments before they reach the server. */
function rawRequest(method: string, p: string, headers: Record<string, string>, body?: Buffer) {
  const url = new URL(stack.apiUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: p, headers }, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: b }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage with supabase-js', () => {
  it('uploads, downloads, lists, signs, moves and deletes under a per-user policy', async () => {
    const mine = `${aliceId}/reports/first.txt`;
    const up = await alice.storage
      .from('docs')
      .upload(mine, new Blob(['hello from alice'], { type: 'text/plain' }));
    assert.equal(up.error, null);
    assert.equal(up.data?.path, mine);

    const raw = await alice.storage
      .from('docs')
      .upload(`${aliceId}/raw.bin`, Buffer.from([1, 2, 3]), { contentType: 'application/octet-stream' });
    assert.equal(raw.error, null);

    const dup = await alice.storage.from('docs').upload(mine, new Blob(['again']));
    assert.ok(dup.error, 'no overwrite without upsert');
    const upsert = await alice.storage
      .from('docs')
      .upload(mine, new Blob(['hello again'], { type: 'text/plain' }), { upsert: true });
    assert.equal(upsert.error, null);

    const down = await alice.storage.from('docs').download(mine);
    assert.equal(down.error, null);
    assert.equal(await down.data!.text(), 'hello again');
    assert.match(down.data!.type, /^text\/plain/);

    const top = await alice.storage.from('docs').list(aliceId);
    assert.equal(top.error, null);
    assert.deepEqual(
      top.data!.map((e) => [e.name, e.id === null]),
      [
        ['reports', true],
        ['raw.bin', false],
      ],
    );
    const inner = await alice.storage.from('docs').list(`${aliceId}/reports`);
    assert.deepEqual(
      inner.data!.map((e) => e.name),
      ['first.txt'],
    );

    const signed = await alice.storage.from('docs').createSignedUrl(mine, 60);
    assert.equal(signed.error, null);
    const viaSigned = await fetch(signed.data!.signedUrl);
    assert.equal(viaSigned.status, 200);
    assert.equal(await viaSigned.text(), 'hello again');
    const tampered = await fetch(signed.data!.signedUrl.replace('first.txt', 'other.txt'));
    assert.equal(tampered.status, 400);

    // Bob is denied by the policy: he cannot see, sign, overwrite or delete Alice's object.
    const bobDown = await bob.storage.from('docs').download(mine);
    assert.ok(bobDown.error);
    const bobSign = await bob.storage.from('docs').createSignedUrl(mine, 60);
    assert.ok(bobSign.error);
    const bobUp = await bob.storage.from('docs').upload(`${aliceId}/evil.txt`, new Blob(['x']));
    assert.ok(bobUp.error);
    const bobList = await bob.storage.from('docs').list(aliceId);
    assert.deepEqual(bobList.data, []);
    const bobDel = await bob.storage.from('docs').remove([mine]);
    assert.deepEqual(bobDel.data, []);
    assert.equal(await (await alice.storage.from('docs').download(mine)).data!.text(), 'hello again');
    // ...but his own folder works.
    assert.equal((await bob.storage.from('docs').upload(`${bobId}/b.txt`, new Blob(['bob']))).error, null);

    const moved = await alice.storage.from('docs').move(mine, `${aliceId}/reports/renamed.txt`);
    assert.equal(moved.error, null);
    assert.equal(
      await (await alice.storage.from('docs').download(`${aliceId}/reports/renamed.txt`)).data!.text(),
      'hello again',
    );

    const removed = await alice.storage
      .from('docs')
      .remove([`${aliceId}/reports/renamed.txt`, `${aliceId}/raw.bin`]);
    assert.equal(removed.error, null);
    assert.equal(removed.data!.length, 2);
    assert.deepEqual((await alice.storage.from('docs').list(aliceId)).data, []);
  });

  it('creates signed upload URLs only where the policy allows, and uploads through them', async () => {
    const target = `${aliceId}/signed/upload.txt`;
    const signed = await alice.storage.from('docs').createSignedUploadUrl(target);
    assert.equal(signed.error, null);
    // Anyone holding the URL may upload (e.g. the browser of another device), without a session.
    const up = await client(stack)
      .storage.from('docs')
      .uploadToSignedUrl(target, signed.data!.token, new Blob(['via signed url']));
    assert.equal(up.error, null);
    assert.equal(await (await alice.storage.from('docs').download(target)).data!.text(), 'via signed url');
    const info = await alice.storage.from('docs').info(target);
    assert.equal(info.error, null);
    assert.equal(info.data?.size, 14);
    assert.equal((await alice.storage.from('docs').exists(target)).data, true);
    assert.equal((await alice.storage.from('docs').exists(`${aliceId}/nothing.txt`)).data, false);
    const reuse = await client(stack)
      .storage.from('docs')
      .uploadToSignedUrl(target, signed.data!.token, new Blob(['again']));
    assert.ok(reuse.error, 'no overwrite without upsert');
    const denied = await bob.storage.from('docs').createSignedUploadUrl(`${aliceId}/signed/bob.txt`);
    assert.ok(denied.error);
    const wrongPath = await client(stack)
      .storage.from('docs')
      .uploadToSignedUrl(`${aliceId}/signed/other.txt`, signed.data!.token, new Blob(['x']));
    assert.ok(wrongPath.error);
    assert.equal((await alice.storage.from('docs').remove([target])).error, null);
  });

  it('serves public buckets without a token', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    assert.equal((await admin.storage.from('pub').upload('logo.txt', new Blob(['public!']))).error, null);
    const url = admin.storage.from('pub').getPublicUrl('logo.txt').data.publicUrl;
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'public!');
    const privateViaPublic = await fetch(`${stack.apiUrl}/storage/v1/object/public/docs/${aliceId}/x.txt`);
    // Hosted Storage answers 400 and puts the real status in the body.
    assert.equal(privateViaPublic.status, 400);
    assert.equal(((await privateViaPublic.json()) as { statusCode: string }).statusCode, '404');
  });

  it('manages buckets with the service role only', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const made = await admin.storage.createBucket('avatars', {
      public: false,
      fileSizeLimit: 1024,
      allowedMimeTypes: ['image/*'],
    });
    assert.equal(made.error, null);
    const got = await admin.storage.getBucket('avatars');
    assert.equal(got.data?.file_size_limit, 1024);
    const byUser = await alice.storage.createBucket('mine');
    assert.ok(byUser.error);
    const wrongType = await admin.storage
      .from('avatars')
      .upload('a.txt', new Blob(['x'], { type: 'text/plain' }));
    assert.ok(wrongType.error);
    assert.equal(
      (await admin.storage.from('avatars').upload('a.png', new Blob(['x'], { type: 'image/png' }))).error,
      null,
    );
    assert.equal((await admin.storage.emptyBucket('avatars')).error, null);
    assert.equal((await admin.storage.deleteBucket('avatars')).error, null);
  });
});

describe('storage bad input', () => {
  it('refuses an oversize upload with 413', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 7); // the docs bucket allows 1 MiB
    const res = await rawRequest(
      'POST',
      `/storage/v1/object/docs/${aliceId}/big.bin`,
      {
        authorization: `Bearer ${(await alice.auth.getSession()).data.session!.access_token}`,
        apikey: stack.anonKey,
        'content-type': 'application/octet-stream',
      },
      big,
    );
    assert.equal(res.status, 400);
    assert.equal(JSON.parse(res.body).statusCode, '413');
    const viaJs = await alice.storage.from('docs').upload(`${aliceId}/big2.bin`, new Blob([big]));
    assert.ok(viaJs.error);
    assert.equal((await alice.storage.from('docs').list(aliceId)).data?.length, 0);
  });

  it('refuses paths with .. with 400 and writes nothing outside the data folder', async () => {
    const token = (await alice.auth.getSession()).data.session!.access_token;
    const headers = { authorization: `Bearer ${token}`, apikey: stack.anonKey, 'content-type': 'text/plain' };
    const before = new Set(fs.readdirSync(path.dirname(stack.dataDir)));
    for (const p of [
      `/storage/v1/object/docs/${aliceId}/..%2F..%2F..%2Fescape.txt`,
      `/storage/v1/object/docs/${aliceId}/%2e%2e/escape.txt`,
      `/storage/v1/object/docs/..%2Fescape.txt`,
      `/storage/v1/object/..%2F..%2Fdocs/escape.txt`,
    ]) {
      const res = await rawRequest('POST', p, headers, Buffer.from('x'));
      assert.equal(res.status, 400, p);
    }
    const viaJs = await alice.storage.from('docs').upload(`${aliceId}/../../escape.txt`, new Blob(['x']));
    assert.ok(viaJs.error);
    const afterList = fs.readdirSync(path.dirname(stack.dataDir)).filter((f) => !before.has(f));
    assert.deepEqual(
      afterList.filter((f) => f.includes('escape')),
      [],
    );
    assert.equal(fs.existsSync(path.join(stack.dataDir, 'escape.txt')), false);
  });

  it('answers a garbled or expired JWT as hosted: 400 with statusCode 403 (AccessDenied)', async () => {
    const garbled = await fetch(`${stack.apiUrl}/storage/v1/object/docs/${aliceId}/x.txt`, {
      headers: { authorization: 'Bearer garbage.token.here', apikey: stack.anonKey },
    });
    assert.equal(garbled.status, 400);
    assert.equal(((await garbled.json()) as { statusCode: string }).statusCode, '403');
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: aliceId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const res = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { authorization: `Bearer ${expired}`, apikey: stack.anonKey },
    });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { statusCode: string }).statusCode, '403');
  });
});
