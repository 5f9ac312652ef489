// The slides service's HTTP entry (supabase/functions/google-slides): its rules with a fake store and a fake
// Google (the Google provider cannot be reached from here), then the real function through the local stack with
// the local provider (no GOOGLE_SLIDES_* secrets): connect, list, disconnect as a therapist; the Google tokens
// table is closed to users.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { handle, MESSAGES, type Caller, type SlidesStore, type StoredTokens } from '../functions/google-slides/handler.ts';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const REDIRECT = 'https://app.example/google-slides/all';

function fakeStore(over: Partial<SlidesStore> = {}) {
  const state = { integrated: false, tokens: null as StoredTokens | null, email: null as string | null, disconnected: 0 };
  const store: SlidesStore = {
    caller: async (bearer) => (bearer === 'good' ? { id: 'user-1', bearer } : null),
    isIntegrated: async () => state.integrated,
    saveGoogleAccount: async (_c: Caller, email, tokens) => {
      state.integrated = true;
      state.email = email;
      state.tokens = tokens;
    },
    tokens: async () => state.tokens,
    saveTokens: async (_c, tokens) => {
      state.tokens = tokens;
    },
    connectLocal: async () => {
      if (state.integrated) return 'already';
      state.integrated = true;
      return 'connected';
    },
    localPresentations: async () => [{ id: 'u1', name: 'Worry time' }],
    disconnect: async () => {
      state.integrated = false;
      state.tokens = null;
      state.disconnected += 1;
    },
    ...over,
  };
  return { store, state };
}

function fakeGoogle(responses: Array<{ status?: number; body?: unknown }>) {
  const seen: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    seen.push(String(input));
    const next = responses.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { cfg: { clientId: 'client-1', clientSecret: 'secret-1', fetch, now: () => NOW }, seen };
}

const call = async (
  deps: Parameters<typeof handle>[2],
  method: string,
  path: string[],
  body?: unknown,
  headers: Record<string, string> = { authorization: 'Bearer good', redirecturl: REDIRECT },
) => {
  const res = await handle(
    new Request(`http://fn/google-slides/${path.join('/')}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    path,
    deps,
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};

describe('google-slides entry (handler, fake store and Google)', () => {
  it('refuses a call without a valid session', async () => {
    const { store } = fakeStore();
    const res = await call({ store, google: null, cors: {} }, 'GET', [], undefined, { redirecturl: REDIRECT });
    assert.equal(res.status, 401);
  });

  it('Google: authorisation URL for the return address, code exchange keeps the tokens server-side', async () => {
    const { store, state } = fakeStore();
    const { cfg, seen } = fakeGoogle([
      { body: { access_token: 'at-1', expires_in: 3600, refresh_token: 'rt-1' } },
      { body: { email: 'sindre@gmail.example' } },
    ]);
    const deps = { store, google: cfg, cors: {} };
    const auth = await call(deps, 'GET', []);
    assert.equal(auth.status, 200);
    const url = new URL(auth.json.data);
    assert.equal(url.searchParams.get('redirect_uri'), REDIRECT);
    assert.equal(url.searchParams.get('access_type'), 'offline');

    const connected = await call(deps, 'POST', [], { code: 'google-code' });
    assert.deepEqual(connected.json, { data: { isIntegrated: true, isAlreadyIntegrated: false } });
    assert.equal(state.email, 'sindre@gmail.example');
    assert.equal(state.tokens?.refreshToken, 'rt-1');
    assert.equal(seen.length, 2);

    const again = await call(deps, 'POST', [], { code: 'google-code' });
    assert.equal(again.status, 409);
    assert.equal(again.json.message, MESSAGES.already);
    assert.equal(seen.length, 2, 'no second exchange');
  });

  it('Google: lists presentations with a refreshed token when the stored one expired', async () => {
    const { store, state } = fakeStore();
    state.integrated = true;
    state.tokens = { accessToken: 'old', refreshToken: 'rt-1', expiresAt: new Date(NOW - 1000) };
    const { cfg, seen } = fakeGoogle([
      { body: { access_token: 'at-2', expires_in: 3600 } },
      { body: { files: [{ id: 'p1', name: 'Worry time' }] } },
    ]);
    const res = await call({ store, google: cfg, cors: {} }, 'GET', ['presentations']);
    assert.deepEqual(res.json, { data: [{ id: 'p1', name: 'Worry time' }] });
    assert.equal(state.tokens?.accessToken, 'at-2');
    assert.equal(state.tokens?.refreshToken, 'rt-1', 'the refresh token is kept');
    assert.match(seen[0]!, /oauth2\.googleapis\.com\/token/);
  });

  it("Google: a failed exchange says 'Error during integration google slides' and connects nothing", async () => {
    const { store, state } = fakeStore();
    const { cfg } = fakeGoogle([{ status: 400, body: { error: 'invalid_grant' } }]);
    const res = await call({ store, google: cfg, cors: {} }, 'POST', [], { code: 'bad' });
    assert.equal(res.status, 502);
    assert.equal(res.json.message, MESSAGES.integration);
    assert.equal(state.integrated, false);
  });

  it('Google: disconnect revokes the grant, then deletes the account', async () => {
    const { store, state } = fakeStore();
    state.integrated = true;
    state.tokens = { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: new Date(NOW + 3_600_000) };
    const { cfg, seen } = fakeGoogle([{ status: 400 }]);
    const res = await call({ store, google: cfg, cors: {} }, 'DELETE', []);
    assert.deepEqual(res.json, { data: true });
    assert.match(seen[0]!, /revoke/);
    assert.equal(state.disconnected, 1);
  });

  it('refuses a return address that is not a web page', async () => {
    const { store } = fakeStore();
    const res = await call({ store, google: null, cors: {} }, 'GET', [], undefined, {
      authorization: 'Bearer good',
      redirecturl: 'javascript:alert(1)',
    });
    assert.equal(res.status, 400);
    assert.equal(res.json.message, MESSAGES.authUrl);
  });
});

describe('google-slides function through the local stack (local provider)', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let pool: pg.Pool;
  let token: string;
  const fn = (method: string, path = '', body?: unknown, bearer: string | null = token) =>
    fetch(`${stack.apiUrl}/functions/v1/google-slides${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        redirecturl: 'http://localhost:4620/google-slides/all',
        apikey: stack.anonKey,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> }));

  before(async () => {
    stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 3 });
    pool.on('error', () => {});
    const sindre = client(stack);
    const { data, error } = await sindre.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    if (error) throw error;
    token = data.session!.access_token;
  });
  after(async () => {
    await pool?.end();
    await stack?.cleanup();
  });

  it('connects, lists the account presentations and disconnects as the therapist', async () => {
    const auth = await fn('GET');
    assert.equal(auth.status, 200);
    assert.equal(auth.json.data, 'http://localhost:4620/google-slides/all?code=local');

    const connected = await fn('POST', '', { code: 'local' });
    assert.deepEqual(connected.json, { data: { isIntegrated: true, isAlreadyIntegrated: false } });
    const flag = async () =>
      (await pool.query(`select is_google_slides_integrated as on from public.users where email = 'therapist@fjord.clinic'`))
        .rows[0].on;
    assert.equal(await flag(), true);
    assert.equal((await fn('POST', '', { code: 'local' })).json.message, 'Your account is already in the system');

    const listed = await fn('GET', '/presentations');
    assert.deepEqual(listed, { status: 200, json: { data: [] } });

    const removed = await fn('DELETE');
    assert.deepEqual(removed.json, { data: true });
    assert.equal(await flag(), false);
  });

  it('refuses a call without a session; users cannot read the Google tokens table', async () => {
    assert.equal((await fn('GET', '', undefined, null)).status, 401);
    const sindre = client(stack);
    await sindre.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    const { error } = await sindre.from('slide_google_tokens').select('user_id');
    assert.notEqual(error, null);
  });
});
