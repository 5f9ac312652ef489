import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;

before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.cleanup();
});

async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  assert.ok(error instanceof FunctionsHttpError, String(error));
  const res = error.context as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('edge function delete-user (spec 000 §7.1 deleteUser)', () => {
  it('lets a clinic owner delete a user of the same clinic', async () => {
    await createUser(stack, 'owner@c1.example', 'owner-pass-1', { clinic_id: 'c1', role: 'CLINIC_OWNER' });
    const victim = await createUser(stack, 'leaver@c1.example', 'leaver-pass-1', { clinic_id: 'c1', role: 'THERAPIST' });
    const owner = await signedIn(stack, 'owner@c1.example', 'owner-pass-1');
    const { data, error } = await owner.functions.invoke('delete-user', {
      body: { uid: victim, email: 'Leaver@c1.example' },
    });
    assert.equal(error, null);
    assert.deepEqual(data, { data: { uid: victim } });
    const gone = await client(stack, stack.serviceRoleKey).auth.admin.getUserById(victim);
    assert.equal(gone.error?.status, 404);
  });

  it('refuses other clinics, plain therapists, mismatched e-mails and self-deletion', async () => {
    await createUser(stack, 'owner@c2.example', 'owner-pass-2', { clinic_id: 'c2', role: 'CLINIC_OWNER' });
    const other = await createUser(stack, 'staff@c3.example', 'staff-pass-3', { clinic_id: 'c3', role: 'THERAPIST' });
    const owner = await signedIn(stack, 'owner@c2.example', 'owner-pass-2');
    let r = await owner.functions.invoke('delete-user', { body: { uid: other, email: 'staff@c3.example' } });
    const e = await errorBody(r.error);
    assert.equal(e.status, 403);
    // the functions' one failure shape (_shared/http.ts)
    assert.deepEqual(e.body, { error: { hint: 'not_allowed', message: 'Not allowed to delete users of another clinic' } });

    r = await owner.functions.invoke('delete-user', { body: { uid: other, email: 'someone@else.example' } });
    assert.equal((await errorBody(r.error)).status, 400);

    const me = (await owner.auth.getUser()).data.user!.id;
    r = await owner.functions.invoke('delete-user', { body: { uid: me, email: 'owner@c2.example' } });
    const self = await errorBody(r.error);
    assert.equal(self.status, 400);
    assert.equal((self.body.error as { hint: string }).hint, 'cannot_delete_self');

    const staff = await signedIn(stack, 'staff@c3.example', 'staff-pass-3');
    r = await staff.functions.invoke('delete-user', { body: { uid: other, email: 'staff@c3.example' } });
    assert.equal((await errorBody(r.error)).status, 403);

    r = await owner.functions.invoke('delete-user', { body: { nope: true } });
    assert.equal((await errorBody(r.error)).status, 400);
    assert.equal((await client(stack, stack.serviceRoleKey).auth.admin.getUserById(other)).error, null);
  });

  it('requires a valid JWT (verify_jwt)', async () => {
    const noJwt = await fetch(`${stack.apiUrl}/functions/v1/delete-user`, { method: 'POST', body: '{}' });
    assert.equal(noJwt.status, 401);
    const garbled = await fetch(`${stack.apiUrl}/functions/v1/delete-user`, {
      method: 'POST',
      headers: { authorization: 'Bearer not.a.jwt', 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(garbled.status, 401);
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const exp = await fetch(`${stack.apiUrl}/functions/v1/delete-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${expired}` },
      body: '{}',
    });
    assert.equal(exp.status, 401);
    // The anon key is a valid JWT: the function itself then refuses a caller without a user.
    const anon = await client(stack).functions.invoke('delete-user', {
      body: { uid: '00000000-0000-0000-0000-000000000001', email: 'x@example.com' },
    });
    assert.equal((await errorBody(anon.error)).status, 401);
    const missing = await fetch(`${stack.apiUrl}/functions/v1/no-such-function`, {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    assert.equal(missing.status, 404);
  });
});
