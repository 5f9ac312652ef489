import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { client, createUser, signedIn, startTestStack } from './helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ functions: false, config: { refreshTokenReuseInterval: 0 } });
});
after(async () => {
  await stack?.cleanup();
});

describe('auth with supabase-js', () => {
  it('signs in, reads the user, refreshes and signs out', async () => {
    const id = await createUser(stack, 'ann@example.com', 'correct-horse-1', { clinic_id: 'c1', role: 'THERAPIST' });
    const c = client(stack);
    const { data, error } = await c.auth.signInWithPassword({ email: 'Ann@Example.com', password: 'correct-horse-1' });
    assert.equal(error, null);
    assert.equal(data.user?.id, id);
    const claims = decodeJwt(data.session!.access_token);
    assert.equal(claims.sub, id);
    assert.equal(claims.role, 'authenticated');
    assert.equal(claims.aud, 'authenticated');
    assert.equal(claims.email, 'ann@example.com');
    assert.equal(typeof claims.session_id, 'string');
    assert.equal(claims.aal, 'aal1');
    assert.equal((claims.exp as number) - (claims.iat as number), 3600);
    assert.deepEqual((claims.app_metadata as Record<string, unknown>).clinic_id, 'c1');
    // The fixture's custom_access_token_hook ran as on hosted.
    assert.equal((claims.app_metadata as Record<string, unknown>).hooked, 'password');

    const user = await c.auth.getUser();
    assert.equal(user.error, null);
    assert.equal(user.data.user?.email, 'ann@example.com');
    assert.equal(user.data.user?.app_metadata.role, 'THERAPIST');

    const first = data.session!.refresh_token;
    const refreshed = await c.auth.refreshSession();
    assert.equal(refreshed.error, null);
    assert.notEqual(refreshed.data.session?.refresh_token, first);
    assert.equal(decodeJwt(refreshed.data.session!.access_token).session_id, claims.session_id);
    assert.equal((decodeJwt(refreshed.data.session!.access_token).app_metadata as Record<string, unknown>).hooked, 'token_refresh');

    const out = await c.auth.signOut();
    assert.equal(out.error, null);
    // The session is gone: its refresh token no longer works.
    const again = await client(stack).auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    assert.ok(again.error);
  });

  it('revokes the whole session when a rotated refresh token is reused', async () => {
    await createUser(stack, 'reuse@example.com');
    const c = await signedIn(stack, 'reuse@example.com');
    const { data } = await c.auth.getSession();
    const old = data.session!.refresh_token;
    const r1 = await client(stack).auth.refreshSession({ refresh_token: old });
    assert.equal(r1.error, null);
    const reuse = await client(stack).auth.refreshSession({ refresh_token: old });
    assert.equal(reuse.error?.status, 400);
    assert.equal(reuse.error?.code, 'refresh_token_already_used');
    const newer = await client(stack).auth.refreshSession({ refresh_token: r1.data.session!.refresh_token });
    assert.ok(newer.error, 'the descendant token died with the session');
  });

  it('changes the password with updateUser', async () => {
    await createUser(stack, 'pw@example.com', 'old-password-1');
    const c = await signedIn(stack, 'pw@example.com', 'old-password-1');
    const same = await c.auth.updateUser({ password: 'old-password-1' });
    assert.equal(same.error?.code, 'same_password');
    const upd = await c.auth.updateUser({ password: 'new-password-2', data: { locale: 'no' } });
    assert.equal(upd.error, null);
    assert.equal(upd.data.user?.user_metadata.locale, 'no');
    const bad = await client(stack).auth.signInWithPassword({ email: 'pw@example.com', password: 'old-password-1' });
    assert.equal(bad.error?.status, 400);
    await signedIn(stack, 'pw@example.com', 'new-password-2');
  });

  it('sends a recovery mail whose link works exactly once', async () => {
    const email = 'forgot@example.com';
    const id = await createUser(stack, email, 'forgotten-1');
    const redirect = `http://localhost:3000/users/${id}/set-new-password`;
    const c = client(stack);
    const { error } = await c.auth.resetPasswordForEmail(email, { redirectTo: redirect });
    assert.equal(error, null);
    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=${email}`)).json()) as {
      messages: { ID: string; Subject: string }[];
    };
    assert.equal(list.messages.length, 1);
    const msg = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${list.messages[0]!.ID}`)).json()) as {
      Text: string;
      HTML: string;
    };
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(msg.Text)![1]!;
    const hit = await fetch(link, { redirect: 'manual' });
    assert.equal(hit.status, 303);
    const location = new URL(hit.headers.get('location')!);
    assert.equal(`${location.origin}${location.pathname}`, redirect);
    const fragment = new URLSearchParams(location.hash.slice(1));
    assert.equal(fragment.get('type'), 'recovery');
    const set = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    assert.equal(set.error, null);
    assert.equal((await c.auth.updateUser({ password: 'remembered-2' })).error, null);
    await signedIn(stack, email, 'remembered-2');

    const second = await fetch(link, { redirect: 'manual' });
    const again = new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1));
    assert.equal(again.get('error_code'), 'otp_expired');
    assert.equal(again.get('access_token'), null);

    // Unknown addresses get the same answer and no mail.
    assert.equal((await c.auth.resetPasswordForEmail('nobody@example.com')).error, null);
    const none = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=nobody@example.com`)).json()) as {
      total: number;
    };
    assert.equal(none.total, 0);
    const page = await (await fetch(stack.inboxUrl)).text();
    assert.match(page, /Reset Your Password/);
  });
});

describe('auth admin API', () => {
  it('creates, lists, reads, updates and deletes users', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const created = await admin.createUser({
      email: 'admin-made@example.com',
      password: 'made-by-admin-1',
      email_confirm: true,
      app_metadata: { clinic_id: 'c9', role: 'CLINIC_OWNER' },
      user_metadata: { name: 'Made' },
    });
    assert.equal(created.error, null);
    const id = created.data.user!.id;
    assert.equal(created.data.user!.app_metadata.provider, 'email');
    const dup = await admin.createUser({ email: 'admin-made@example.com', password: 'whatever-1' });
    assert.equal(dup.error?.status, 422);
    assert.equal(dup.error?.code, 'email_exists');

    const list = await admin.listUsers({ page: 1, perPage: 100 });
    assert.equal(list.error, null);
    assert.ok(list.data.users.some((u) => u.id === id));

    const got = await admin.getUserById(id);
    assert.equal(got.data.user?.email, 'admin-made@example.com');

    const upd = await admin.updateUserById(id, { app_metadata: { role: 'THERAPIST' }, password: 'changed-by-admin-2' });
    assert.equal(upd.error, null);
    assert.equal(upd.data.user?.app_metadata.role, 'THERAPIST');
    assert.equal(upd.data.user?.app_metadata.clinic_id, 'c9', 'app_metadata is merged');
    await signedIn(stack, 'admin-made@example.com', 'changed-by-admin-2');

    const del = await admin.deleteUser(id);
    assert.equal(del.error, null);
    assert.equal((await admin.getUserById(id)).error?.status, 404);

    const anon = await client(stack).auth.admin.listUsers();
    assert.equal(anon.error?.status, 403);
  });
});

describe('auth invitations', () => {
  it('invites by e-mail; the link signs the user in once so they can set a password', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const redirect = 'http://localhost:3000/users/invited/set-new-password';
    const inv = await admin.inviteUserByEmail('invitee@example.com', { data: { name: 'In Vitee' }, redirectTo: redirect });
    assert.equal(inv.error, null);
    const id = inv.data.user!.id;
    assert.equal(inv.data.user!.email_confirmed_at, undefined);
    const dup = await admin.createUser({ email: 'invitee@example.com', password: 'x-whatever-1' });
    assert.equal(dup.error?.status, 422);

    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=invitee@example.com`)).json()) as {
      messages: { ID: string; Subject: string }[];
    };
    assert.equal(list.messages[0]!.Subject, 'You have been invited');
    const msg = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${list.messages[0]!.ID}`)).json()) as { Text: string };
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(msg.Text)![1]!;
    const hit = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(hit.headers.get('location')!).hash.slice(1));
    assert.equal(fragment.get('type'), 'invite');
    const c = client(stack);
    await c.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    assert.equal((await c.auth.updateUser({ password: 'invited-pass-1' })).error, null);
    const me = await signedIn(stack, 'invitee@example.com', 'invited-pass-1');
    const user = (await me.auth.getUser()).data.user!;
    assert.equal(user.id, id);
    assert.equal(user.user_metadata.name, 'In Vitee');
    assert.ok(user.email_confirmed_at);

    const second = await fetch(link, { redirect: 'manual' });
    assert.match(second.headers.get('location')!, /error_code=otp_expired/);
    const again = await admin.inviteUserByEmail('invitee@example.com');
    assert.equal(again.error?.status, 422);
    const byAnon = await client(stack).auth.admin.inviteUserByEmail('x@example.com');
    assert.equal(byAnon.error?.status, 403);
  });
});

describe('auth admin generateLink (custom sign-in pattern)', () => {
  it('mints a one-time magic link whose token_hash verifies once', async () => {
    const id = await createUser(stack, 'magic@example.com');
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const link = await admin.generateLink({ type: 'magiclink', email: 'magic@example.com' });
    assert.equal(link.error, null);
    assert.equal(link.data.user?.id, id);
    assert.match(link.data.properties!.action_link, /\/auth\/v1\/verify\?token=/);
    const c = client(stack);
    const v = await c.auth.verifyOtp({ type: 'magiclink', token_hash: link.data.properties!.hashed_token });
    assert.equal(v.error, null);
    assert.equal(v.data.user?.id, id);
    assert.equal((await c.auth.getUser()).data.user?.email, 'magic@example.com');
    const again = await client(stack).auth.verifyOtp({ type: 'magiclink', token_hash: link.data.properties!.hashed_token });
    assert.ok(again.error);
    const unknown = await admin.generateLink({ type: 'magiclink', email: 'nobody@example.com' });
    assert.equal(unknown.error?.status, 404);
  });
});

describe('auth bad input', () => {
  it('answers a wrong password with 400 Invalid login credentials', async () => {
    await createUser(stack, 'wrong@example.com');
    const r = await client(stack).auth.signInWithPassword({ email: 'wrong@example.com', password: 'nope-nope' });
    assert.equal(r.error?.status, 400);
    assert.equal(r.error?.message, 'Invalid login credentials');
    assert.equal(r.error?.code, 'invalid_credentials');
  });

  it('rate-limits repeated wrong passwords with 429', async () => {
    await createUser(stack, 'brute@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await client(stack).auth.signInWithPassword({ email: 'brute@example.com', password: `guess-${i}` });
      statuses.push(r.error?.status ?? 200);
    }
    assert.equal(statuses[0], 400);
    assert.equal(statuses.at(-1), 429);
    // The right password is refused too while the limit holds.
    const right = await client(stack).auth.signInWithPassword({ email: 'brute@example.com', password: 'correct-horse-1' });
    assert.equal(right.error?.status, 429);
  });

  it('rate-limits wrong passwords per IP address across e-mails', async () => {
    const own = await startTestStack({ functions: false, config: { failuresPerIp: 5 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await client(own).auth.signInWithPassword({ email: `spray${i}@example.com`, password: 'x-wrong-1' });
        statuses.push(r.error?.status ?? 200);
      }
      assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
    } finally {
      await own.cleanup();
    }
  });

  it('rejects garbled and expired JWTs with 401', async () => {
    const garbled = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    assert.equal(garbled.status, 401);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const exp = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${expired}` },
    });
    assert.equal(exp.status, 401);
    const noKey = await fetch(`${stack.apiUrl}/auth/v1/user`);
    assert.equal(noKey.status, 401);
    const badKey = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: 'garbage' } });
    assert.equal(badKey.status, 401);
  });
});
