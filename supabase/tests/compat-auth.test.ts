// Compatibility of the local Auth service with hosted Supabase Auth (GoTrue), from its documented behaviour and
// source (supabase/auth: internal/api/user.go, admin.go, invite.go, mail.go validateEmail, models/user.go).
// Each test names the hosted behaviour it checks.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ functions: false, config: { refreshTokenReuseInterval: 0 } });
});
after(async () => {
  await stack?.cleanup();
});

/** The link in the newest mail to `to`. */
function linkFor(to: string): string {
  const m = stack.inbox.messages.find((x) => x.To.some((t) => t.Address.toLowerCase() === to));
  assert.ok(m, `a mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(m.Text)?.[0];
  assert.ok(link, `a link in the mail to ${to}`);
  return link;
}

/** GET /auth/v1/user with a token, as the raw answer (supabase-js turns a gone session into its own error). */
async function userStatus(token: string): Promise<{ status: number; code: string | undefined }> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/user`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, code: ((await res.json()) as { error_code?: string }).error_code };
}

/** A password sign-in sent from a chosen loopback address (the client IP the service sees). */
function signInFrom(localAddress: string, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ email, password });
  const url = new URL(`${stack.apiUrl}/auth/v1/token?grant_type=password`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('compat: Auth (GoTrue)', () => {
  it('hosted: a user changing their password ends their other sessions, not the current one', async () => {
    await createUser(stack, 'pw-self@example.com', 'first-pass-1');
    const here = await signedIn(stack, 'pw-self@example.com', 'first-pass-1');
    const elsewhere = await signedIn(stack, 'pw-self@example.com', 'first-pass-1');
    const elsewhereSession = (await elsewhere.auth.getSession()).data.session!;
    assert.equal((await here.auth.updateUser({ password: 'second-pass-2' })).error, null);
    assert.equal((await here.auth.getUser()).error, null, 'the session that changed it goes on');
    const refreshed = await client(stack).auth.refreshSession({
      refresh_token: elsewhereSession.refresh_token,
    });
    assert.ok(refreshed.error, 'the other session cannot be refreshed');
    assert.deepEqual(await userStatus(elsewhereSession.access_token), {
      status: 403,
      code: 'session_not_found',
    });
  });

  it('hosted: an admin setting a password ends all of the user’s sessions', async () => {
    const id = await createUser(stack, 'pw-admin@example.com', 'first-pass-1');
    const c = await signedIn(stack, 'pw-admin@example.com', 'first-pass-1');
    const token = (await c.auth.getSession()).data.session!.access_token;
    assert.equal((await userStatus(token)).status, 200);
    const admin = client(stack, stack.serviceRoleKey);
    assert.equal((await admin.auth.admin.updateUserById(id, { password: 'reset-pass-2' })).error, null);
    assert.deepEqual(await userStatus(token), { status: 403, code: 'session_not_found' });
    assert.ok((await signedIn(stack, 'pw-admin@example.com', 'reset-pass-2')) !== null);
  });

  it('hosted: a new e-mail address takes effect only once confirmed from both addresses (double_confirm_changes)', async () => {
    await createUser(stack, 'old-addr@example.com', 'mail-pass-1');
    const c = await signedIn(stack, 'old-addr@example.com', 'mail-pass-1');
    const { data, error } = await c.auth.updateUser({ email: 'New-Addr@example.com' });
    assert.equal(error, null);
    assert.equal(data.user?.email, 'old-addr@example.com', 'no immediate change');
    assert.equal(data.user?.new_email, 'new-addr@example.com');
    const toNew = linkFor('new-addr@example.com');
    const toOld = linkFor('old-addr@example.com');
    const first = await fetch(toNew, { redirect: 'manual' });
    assert.equal(first.status, 303);
    assert.match(first.headers.get('location') ?? '', /message=Confirmation/);
    assert.equal(
      (await c.auth.getUser()).data.user?.email,
      'old-addr@example.com',
      'one confirmation is not enough',
    );
    const second = await fetch(toOld, { redirect: 'manual' });
    assert.match(second.headers.get('location') ?? '', /access_token=/);
    assert.equal((await c.auth.getUser()).data.user?.email, 'new-addr@example.com');
    assert.ok(await signedIn(stack, 'new-addr@example.com', 'mail-pass-1'));
  });

  it('hosted: createUser, invite and updateUser refuse an invalid address with 400 validation_failed', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    for (const bad of ['a@b', 'no-at-sign.example.com', 'two@@example.com', 'space in@example.com']) {
      const r = await admin.auth.admin.createUser({
        email: bad,
        password: 'whatever-1',
        email_confirm: true,
      });
      assert.equal(r.error?.status, 400, bad);
      assert.equal(r.error?.code, 'validation_failed', bad);
      assert.equal(r.error?.message, 'Unable to validate email address: invalid format', bad);
    }
    const inv = await admin.auth.admin.inviteUserByEmail('invitee@localhost');
    assert.equal(inv.error?.status, 400);
    assert.equal(inv.error?.code, 'validation_failed');
    await createUser(stack, 'valid-self@example.com', 'valid-pass-1');
    const c = await signedIn(stack, 'valid-self@example.com', 'valid-pass-1');
    const upd = await c.auth.updateUser({ email: 'not-an-address' });
    assert.equal(upd.error?.status, 400);
    assert.equal(upd.error?.code, 'validation_failed');
  });

  it('hosted: admin.createUser without email_confirm makes an unconfirmed user, who cannot sign in', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const { data, error } = await admin.auth.admin.createUser({
      email: 'unconfirmed@example.com',
      password: 'uncon-pass-1',
    });
    assert.equal(error, null);
    assert.equal(data.user?.email_confirmed_at, undefined);
    const r = await client(stack).auth.signInWithPassword({
      email: 'unconfirmed@example.com',
      password: 'uncon-pass-1',
    });
    assert.equal(r.error?.code, 'email_not_confirmed');
  });

  it('hosted: the invite answer carries invited_at', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const before = Date.now() - 1000;
    const { data, error } = await admin.auth.admin.inviteUserByEmail('invited-at@example.com');
    assert.equal(error, null);
    assert.ok(data.user?.invited_at, 'invited_at is set');
    assert.ok(Date.parse(data.user.invited_at) >= before);
  });

  it('hosted: listUsers pages newest first and refuses an invalid page with 400', async () => {
    const admin = client(stack, stack.serviceRoleKey);
    const a = await createUser(stack, 'list-a@example.com');
    await new Promise((r) => setTimeout(r, 20));
    const b = await createUser(stack, 'list-b@example.com');
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    assert.equal(first.error, null);
    assert.deepEqual(
      first.data.users.map((u) => u.id),
      [b, a],
    );
    assert.equal(first.data.nextPage, 2);
    const bad = await fetch(`${stack.apiUrl}/auth/v1/admin/users?page=-1`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { error_code: string }).error_code, 'validation_failed');
  });

  it('hosted: wrong passwords from one address never lock the owner out from another address', async () => {
    await createUser(stack, 'target@example.com', 'owner-pass-1');
    const limit = 10; // config.toml [auth.rate_limit] sign_in_failures_per_email
    for (let i = 0; i < limit; i += 1)
      assert.equal(await signInFrom('127.0.0.2', 'target@example.com', 'guess-' + i), 400);
    assert.equal(
      await signInFrom('127.0.0.2', 'target@example.com', 'owner-pass-1'),
      429,
      'the guessing address is slowed',
    );
    assert.equal(
      await signInFrom('127.0.0.1', 'target@example.com', 'owner-pass-1'),
      200,
      'the owner is not',
    );
  });
});
