// Digital ID (Vipps) end to end at the API level: the stack's local OpenID provider issues real codes, the
// login-therapist and connect-vipps functions spend them, and the database keeps the connection.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TEST_IDENTITIES } from '../local/oidc.ts';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let pool: pg.Pool;

const APP = 'http://localhost:3000';
const SCOPE = 'openid email phoneNumber name address';
const identity = (email: string) => TEST_IDENTITIES.find((i) => i.email === email)!;
const LARS = identity('lars.bakke@example.no');
const INGRID = identity('therapist@demo.clinic');
const KARI = identity('kari.nordmann@example.no');

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
});

after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

const newState = (mode: 'login' | 'connect') => `${mode}.${crypto.randomBytes(24).toString('base64url')}`;

/** Walks the provider's pages as a browser would (cookies, form posts, redirects) and returns the code. */
async function authorise(sub: string, mode: 'login' | 'connect', state = newState(mode)) {
  const redirectUri = `${APP}${mode === 'login' ? '/vipps-callback' : '/connect-vipps'}`;
  const issuer = stack.digitalId!.issuer;
  const jar = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v ?? '');
    }
    return res;
  };
  const authorize = new URL(stack.digitalId!.authorizeUrl);
  authorize.search = new URLSearchParams({
    client_id: stack.digitalId!.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: mode === 'connect' ? `${SCOPE} api_version_2` : SCOPE,
    state,
  }).toString();
  let res = await request(authorize.toString());
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location');
    assert.ok(location, `hop ${hop}: expected a redirect, got ${res.status}`);
    const next = new URL(location, issuer);
    if (next.toString().startsWith(redirectUri)) {
      assert.equal(next.searchParams.get('state'), state);
      return { code: next.searchParams.get('code')!, state, redirectUri };
    }
    if (next.pathname.startsWith('/interaction/')) {
      const html = await (await request(next.toString())).text();
      const login = html.includes('name="identity"');
      res = await request(`${next}/${login ? 'login' : 'confirm'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: login ? new URLSearchParams({ identity: sub }).toString() : '',
      });
    } else {
      res = await request(next.toString());
    }
  }
  throw new Error('the provider did not return to the app');
}

async function invoke(name: string, body: unknown, token = stack.anonKey, method = 'POST') {
  const res = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: { hint: string }; data?: Record<string, unknown> } };
}

async function signedInAs(email: string): Promise<{ c: SupabaseClient; token: string }> {
  const c = client(stack);
  const { data, error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { c, token: data.session.access_token };
}

async function connection(email: string) {
  const r = await pool.query(
    `select u.is_vipps_connected_to_profile as flag, c.user_email, c.provider_email, c.provider_email_hash
       from public.users u left join public.digital_id_connections c on c.user_id = u.id where u.email = $1`,
    [email],
  );
  return r.rows[0] as { flag: boolean; user_email: string | null; provider_email: string | null; provider_email_hash: string | null };
}

describe('login-therapist', () => {
  it('signs in the profile connected to the verified e-mail (custom-token sign-in via verifyOtp)', async () => {
    const { code, state, redirectUri } = await authorise(LARS.sub, 'login');
    const r = await invoke('login-therapist', { code, state, redirectUri });
    assert.equal(r.status, 200);
    const c = client(stack);
    const { data, error } = await c.auth.verifyOtp({ token_hash: String(r.body.data!.token), type: 'magiclink' });
    assert.equal(error, null);
    assert.equal(data.user?.email, 'colleague@demo.clinic');
    // the code is spent
    const again = await invoke('login-therapist', { code, state, redirectUri });
    assert.equal(again.status, 400);
    assert.equal(again.body.error?.hint, 'token_exchange_failed');
  });

  it('answers not_connected for an identity no profile is connected to', async () => {
    const r = await invoke('login-therapist', await authorise(KARI.sub, 'login'));
    assert.equal(r.status, 404);
    assert.equal(r.body.error?.hint, 'not_connected');
    assert.equal(r.body.data, undefined);
  });

  it('refuses a state of another flow, a foreign return path, a garbled code', async () => {
    const ok = await authorise(LARS.sub, 'login');
    assert.equal((await invoke('login-therapist', { ...ok, state: newState('connect') })).body.error?.hint, 'invalid_state');
    assert.equal((await invoke('login-therapist', { ...ok, state: 'login.short' })).body.error?.hint, 'invalid_state');
    const foreign = await invoke('login-therapist', { ...ok, redirectUri: `${APP}/connect-vipps` });
    assert.deepEqual([foreign.status, foreign.body.error?.hint], [400, 'invalid_request']);
    const garbled = await invoke('login-therapist', { ...ok, code: 'not-a-code' });
    assert.deepEqual([garbled.status, garbled.body.error?.hint], [400, 'token_exchange_failed']);
    // A code obtained for connecting cannot sign anybody in.
    const connectCode = await authorise(LARS.sub, 'connect');
    const swapped = await invoke('login-therapist', { ...connectCode, state: newState('login') });
    assert.equal(swapped.status, 400);
  });
});

describe('connect-vipps', () => {
  it('refuses callers without a user session', async () => {
    const r = await invoke('connect-vipps', await authorise(INGRID.sub, 'connect'));
    assert.deepEqual([r.status, r.body.error?.hint], [401, 'not_signed_in']);
    const noJwt = await fetch(`${stack.apiUrl}/functions/v1/connect-vipps`, { method: 'POST', body: '{}' });
    assert.equal(noJwt.status, 401);
  });

  it('connects, signs in with the digital ID, refuses a second profile for the same identity, disconnects', async () => {
    const ingrid = await signedInAs('therapist@demo.clinic');
    assert.equal((await connection('therapist@demo.clinic')).flag, false);
    const r = await invoke('connect-vipps', await authorise(INGRID.sub, 'connect'), ingrid.token);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data, { email: 'therapist@demo.clinic' });
    const row = await connection('therapist@demo.clinic');
    assert.equal(row.flag, true);
    assert.equal(row.user_email, 'therapist@demo.clinic');
    assert.equal(row.provider_email, 'therapist@demo.clinic');
    assert.equal(row.provider_email_hash, crypto.createHash('sha256').update('therapist@demo.clinic').digest('hex'));

    const login = await invoke('login-therapist', await authorise(INGRID.sub, 'login'));
    assert.equal(login.status, 200);
    const { data } = await client(stack).auth.verifyOtp({ token_hash: String(login.body.data!.token), type: 'magiclink' });
    assert.equal(data.user?.email, 'therapist@demo.clinic');

    // Lars's identity already belongs to colleague@demo.clinic.
    const nora = await pool.query(`select id from public.users where email = 'newbie@demo.clinic'`);
    assert.ok(nora.rows[0]);
    const newbie = await signedInAs('newbie@demo.clinic');
    const taken = await invoke('connect-vipps', await authorise(LARS.sub, 'connect'), newbie.token);
    assert.deepEqual([taken.status, taken.body.error?.hint], [409, 'already_connected']);
    assert.equal((await connection('newbie@demo.clinic')).flag, false);

    const off = await invoke('connect-vipps', null, ingrid.token, 'DELETE');
    assert.equal(off.status, 200);
    const gone = await connection('therapist@demo.clinic');
    assert.equal(gone.flag, false);
    assert.equal(gone.provider_email_hash, null);
    const refused = await invoke('login-therapist', await authorise(INGRID.sub, 'login'));
    assert.equal(refused.body.error?.hint, 'not_connected');
  });

  it('leaves the flag and the connection to the function: users cannot write them', async () => {
    const { c, token } = await signedInAs('therapist@demo.clinic');
    const me = (await c.auth.getUser(token)).data.user!.id;
    const flag = await c.from('users').update({ is_vipps_connected_to_profile: true }).eq('id', me);
    assert.equal(flag.error?.code, '42501');
    const insert = await c.from('digital_id_connections').insert({
      user_id: me,
      user_email: 'therapist@demo.clinic',
      provider_email: 'lars.bakke@example.no',
      provider_email_hash: 'x',
    });
    assert.equal(insert.error?.code, '42501');
    const rpc = await c.rpc('digital_id_connect', { p_user_id: me, p_provider_email: 'someone@example.no' });
    assert.ok(rpc.error, 'authenticated users cannot call digital_id_connect');
    // Their own profile fields stay writable.
    const other = await c.from('users').update({ phone: '+4790000000' }).eq('id', me);
    assert.equal(other.error, null);
    assert.equal((await connection('therapist@demo.clinic')).flag, false);
  });
});
