// The slides service's HTTP entry (supabase/functions/google-slides): its rules with a fake store and a fake
// Google (the Google provider cannot be reached from here); then, through the local stack, the real function with
// the local provider (no GOOGLE_SLIDES_* secrets: connect, list, save, disconnect as a therapist; the Google tokens
// table closed to users), the save RPC, and the function's own store (store.ts) with only Google faked: connect,
// pages copied into the bucket, a failed save leaving nothing, disconnect.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import ws from 'ws';
import {
  handle,
  HINTS,
  MESSAGES,
  type Caller,
  type GoogleItem,
  type SlidesStore,
  type StoredTokens,
} from '../functions/google-slides/handler.ts';
import { createSlidesStore } from '../functions/google-slides/store.ts';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const REDIRECT = 'https://app.example/google-slides/all';

function fakeStore(over: Partial<SlidesStore> = {}) {
  const state = {
    integrated: false,
    tokens: null as StoredTokens | null,
    email: null as string | null,
    disconnected: 0,
    /** The library: source ids the caller saved. */
    saved: new Set<string>(),
    /** The bucket: path → bytes. */
    bucket: new Map<string, Uint8Array>(),
    localAdds: [] as string[][],
    googleSaves: [] as GoogleItem[][],
    /** OAuth states drawn: state → user, return address, spent. */
    oauth: new Map<string, { user: string; redirect: string; used: boolean }>(),
  };
  const store: SlidesStore = {
    caller: async (bearer) => (bearer === 'good' ? { id: 'user-1', bearer } : null),
    isIntegrated: async () => state.integrated,
    beginOAuth: async (c, st, redirect) => {
      state.oauth.set(st, { user: c.id, redirect, used: false });
    },
    claimOAuth: async (c, st) => {
      const row = state.oauth.get(st);
      if (!row || row.used || row.user !== c.id) return null;
      row.used = true;
      return row.redirect;
    },
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
    localPresentations: async () => [{ id: 'u1', name: 'Worry time', pageCount: 2 }],
    addLocal: async (_c, ids) => {
      state.localAdds.push(ids);
      return ids.length;
    },
    savedSourceIds: async (_c, ids) => ids.filter((id) => state.saved.has(id)),
    pageFolder: async () => 'clinic-1/user-1',
    storePage: async (path, bytes) => {
      if (state.bucket.has(path)) throw new Error('exists');
      state.bucket.set(path, bytes);
    },
    removePages: async (paths) => {
      for (const path of paths) state.bucket.delete(path);
    },
    saveGooglePresentations: async (_c, items) => {
      state.googleSaves.push(items);
      const added = items.filter((i) => !state.saved.has(i.sourceId)).map((i) => i.sourceId);
      for (const id of added) state.saved.add(id);
      return added;
    },
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
    const res = await call({ store, google: null }, 'GET', [], undefined, { redirecturl: REDIRECT });
    assert.equal(res.status, 401);
  });

  it('Google: authorisation URL for the return address, code exchange keeps the tokens server-side', async () => {
    const { store, state } = fakeStore();
    const { cfg, seen } = fakeGoogle([
      { body: { access_token: 'at-1', expires_in: 3600, refresh_token: 'rt-1' } },
      { body: { sub: 'google-sindre', email: 'sindre@gmail.example' } },
    ]);
    const deps = { store, google: cfg };
    const auth = await call(deps, 'GET', []);
    assert.equal(auth.status, 200);
    const url = new URL(auth.json.data);
    assert.equal(url.searchParams.get('redirect_uri'), REDIRECT);
    assert.equal(url.searchParams.get('access_type'), 'offline');
    const drawn = url.searchParams.get('state')!;
    assert.notEqual(drawn, 'user-1', 'the state is not the user id');
    assert.match(drawn, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(state.oauth.get(drawn), { user: 'user-1', redirect: REDIRECT, used: false });

    const forged = await call(deps, 'POST', [], { code: 'google-code', state: 'someone-else' });
    assert.equal(forged.status, 400, 'a code from a consent another user started is refused');
    const byId = await call(deps, 'POST', [], { code: 'google-code', state: 'user-1' });
    assert.equal(byId.status, 400, 'the user id is no longer a valid state');
    assert.equal(seen.length, 0, 'before any exchange');
    const connected = await call(deps, 'POST', [], { code: 'google-code', state: drawn });
    assert.deepEqual(connected.json, { data: { isIntegrated: true, isAlreadyIntegrated: false } });
    assert.equal(state.email, 'sindre@gmail.example');
    assert.equal(state.tokens?.refreshToken, 'rt-1');
    assert.equal(seen.length, 2);

    const again = await call(deps, 'POST', [], { code: 'google-code', state: drawn });
    assert.equal(again.status, 409);
    assert.deepEqual(again.json.error, { hint: HINTS.already, message: MESSAGES.already });
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
    const res = await call({ store, google: cfg }, 'GET', ['presentations']);
    assert.deepEqual(res.json, {
      data: [{ id: 'p1', name: 'Worry time', sourceId: 'p1', pageCount: null }],
      provider: 'GOOGLE',
    });
    assert.equal(state.tokens?.accessToken, 'at-2');
    assert.equal(state.tokens?.refreshToken, 'rt-1', 'the refresh token is kept');
    assert.match(seen[0]!, /oauth2\.googleapis\.com\/token/);
  });

  it("Google: a failed exchange says 'Error during integration google slides' and connects nothing", async () => {
    const { store, state } = fakeStore();
    const { cfg } = fakeGoogle([{ status: 400, body: { error: 'invalid_grant' } }]);
    const deps = { store, google: cfg };
    const drawn = new URL((await call(deps, 'GET', [])).json.data).searchParams.get('state')!;
    const res = await call(deps, 'POST', [], { code: 'bad', state: drawn });
    assert.equal(res.status, 502);
    assert.deepEqual(res.json.error, { hint: HINTS.integration, message: MESSAGES.integration });
    assert.equal(state.integrated, false);
  });

  it('Google: disconnect revokes the grant, then deletes the account', async () => {
    const { store, state } = fakeStore();
    state.integrated = true;
    state.tokens = { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: new Date(NOW + 3_600_000) };
    const { cfg, seen } = fakeGoogle([{ status: 400 }]);
    const res = await call({ store, google: cfg }, 'DELETE', []);
    assert.deepEqual(res.json, { data: true });
    assert.match(seen[0]!, /revoke/);
    assert.equal(state.disconnected, 1);
  });

  it('refuses a return address that is not a web page', async () => {
    const { store } = fakeStore();
    const res = await call({ store, google: null }, 'GET', [], undefined, {
      authorization: 'Bearer good',
      redirecturl: 'javascript:alert(1)',
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.error, { hint: HINTS.authUrl, message: MESSAGES.authUrl });
  });
});

/** A fake Google for saving: presentations.get, thumbnails and their image bytes, by URL. */
function googleForSave(over: { failThumbnailOf?: string; failPresentation?: string } = {}) {
  const seen: string[] = [];
  const decks: Record<string, { title: string; notes: string[] }> = {
    'deck-a': { title: 'Worry time', notes: ['Welcome', ''] },
    'deck-b': { title: 'Breathing', notes: ['Inhale', 'Exhale', 'Rest'] },
  };
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    seen.push(url.toString());
    const thumb = /^\/v1\/presentations\/([^/]+)\/pages\/([^/]+)\/thumbnail$/.exec(url.pathname);
    if (url.hostname === 'slides.googleapis.com' && thumb) {
      const [, deck, pageId] = thumb;
      if (pageId === over.failThumbnailOf) return new Response('{}', { status: 500 });
      return Response.json({ contentUrl: `https://lh3.example/${deck}/${pageId}.png` });
    }
    const get = /^\/v1\/presentations\/([^/]+)$/.exec(url.pathname);
    if (url.hostname === 'slides.googleapis.com' && get) {
      const deck = decks[get[1]!];
      if (!deck || get[1] === over.failPresentation) return Response.json({ error: { message: 'Not found' } }, { status: 404 });
      return Response.json({
        title: deck.title,
        slides: deck.notes.map((text, i) => ({
          objectId: `${get[1]}-p${i + 1}`,
          slideProperties: {
            notesPage: {
              notesProperties: { speakerNotesObjectId: 'n' },
              pageElements: [{ objectId: 'n', shape: { text: { textElements: [{ textRun: { content: text } }] } } }],
            },
          },
        })),
      });
    }
    if (url.hostname === 'lh3.example') {
      return new Response(new TextEncoder().encode(`png:${url.pathname}`), { headers: { 'content-type': 'image/png' } });
    }
    return Response.json({ error: 'unexpected call' }, { status: 500 });
  }) as typeof globalThis.fetch;
  return { cfg: { clientId: 'client-1', clientSecret: 'secret-1', fetch, now: () => NOW }, seen };
}

const connectedGoogle = () => {
  const fake = fakeStore();
  fake.state.integrated = true;
  fake.state.tokens = { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: new Date(NOW + 3_600_000) };
  return fake;
};

describe('google-slides save route (handler, fake store and Google)', () => {
  it('Google: copies each page image into the bucket and saves pages with their speaker notes', async () => {
    const { store, state } = connectedGoogle();
    const { cfg } = googleForSave();
    const res = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b'] });
    assert.deepEqual(res, { status: 200, json: { data: { added: 2 } } });
    assert.equal(state.googleSaves.length, 1, 'all rows in one write');
    const [a, b] = state.googleSaves[0]!;
    assert.equal(a!.name, 'Worry time');
    assert.deepEqual(a!.pages.map((p) => p.notes), ['Welcome', '']);
    assert.deepEqual(b!.pages.map((p) => p.notes), ['Inhale', 'Exhale', 'Rest']);
    for (const page of [...a!.pages, ...b!.pages]) {
      assert.match(page.imagePath, /^clinic-1\/user-1\/google-deck-[ab]-[0-9a-f-]{36}\/\d\.png$/);
      assert.ok(state.bucket.has(page.imagePath), `${page.imagePath} copied`);
    }
    assert.equal(new TextDecoder().decode(state.bucket.get(a!.pages[1]!.imagePath)), 'png:/deck-a/deck-a-p2.png');
    assert.equal(state.bucket.size, 5);
  });

  it('Google: ids already saved are skipped without asking Google; nothing new answers added 0', async () => {
    const { store, state } = connectedGoogle();
    state.saved.add('deck-a');
    const { cfg, seen } = googleForSave();
    const res = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b', 'deck-b'] });
    assert.deepEqual(res.json, { data: { added: 1 } });
    assert.ok(seen.every((url) => !url.includes('deck-a')), 'deck-a is not read again');
    assert.deepEqual(state.googleSaves[0]!.map((i) => i.sourceId), ['deck-b']);
    const again = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b'] });
    assert.deepEqual(again.json, { data: { added: 0 } });
    assert.equal(state.googleSaves.length, 1);
  });

  it('Google: a page failing in the middle saves nothing and removes the pages already copied', async () => {
    const { store, state } = connectedGoogle();
    const { cfg } = googleForSave({ failThumbnailOf: 'deck-b-p2' });
    const res = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b'] });
    assert.equal(res.status, 502);
    assert.deepEqual(res.json.error, { hint: HINTS.save, message: MESSAGES.save });
    assert.equal(state.googleSaves.length, 0, 'no rows written');
    assert.equal(state.bucket.size, 0, 'the copied pages of deck-a and deck-b page 1 are removed');
    assert.equal(state.saved.size, 0);
  });

  it("Google: a presentation Google cannot read says 'Error during get slides length from Google'", async () => {
    const { store, state } = connectedGoogle();
    const { cfg } = googleForSave({ failPresentation: 'deck-b' });
    const res = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b'] });
    assert.equal(res.status, 502);
    assert.deepEqual(res.json.error, { hint: HINTS.slidesLength, message: MESSAGES.slidesLength });
    assert.equal(state.bucket.size, 0);
    assert.equal(state.googleSaves.length, 0);
  });

  it('Google: a failing database write removes every copied page', async () => {
    const { store, state } = connectedGoogle();
    store.saveGooglePresentations = async () => {
      throw new Error('connection reset');
    };
    const { cfg } = googleForSave();
    const res = await call({ store, google: cfg }, 'POST', ['presentations'], { ids: ['deck-a'] });
    assert.equal(res.status, 502);
    assert.deepEqual(res.json.error, { hint: HINTS.save, message: MESSAGES.save });
    assert.equal(state.bucket.size, 0);
  });

  it('local: lists the uploads with their source ids and saves through add_slide_presentations', async () => {
    const { store, state } = fakeStore();
    state.integrated = true;
    const deps = { store, google: null };
    const listed = await call(deps, 'GET', ['presentations']);
    assert.deepEqual(listed.json, {
      data: [{ id: 'u1', name: 'Worry time', pageCount: 2, sourceId: 'local:u1' }],
      provider: 'LOCAL',
    });
    const saved = await call(deps, 'POST', ['presentations'], { ids: ['u1'] });
    assert.deepEqual(saved.json, { data: { added: 1 } });
    assert.deepEqual(state.localAdds, [['u1']]);
    const empty = await call(deps, 'POST', ['presentations'], { ids: [] });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.json.error, { hint: HINTS.save, message: MESSAGES.save });
  });
});

describe('google-slides through the local stack: the function (local provider) and its store with a fake Google', () => {
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
    assert.deepEqual((await fn('POST', '', { code: 'local' })).json.error, {
      hint: 'slides_already_integrated',
      message: 'Your account is already in the system',
    });

    const listed = await fn('GET', '/presentations');
    assert.deepEqual(listed, { status: 200, json: { data: [], provider: 'LOCAL' } });

    // An upload of two pages (as the page's local upload form does), saved through the function twice.
    const sindre = client(stack);
    const { data: auth2 } = await sindre.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    const userId = auth2.user!.id;
    const clinicId = (await pool.query(`select clinic_id from public.users where id = $1`, [userId])).rows[0].clinic_id;
    const folder = `${clinicId}/${userId}/fn-test`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const n of [1, 2]) {
      const { error } = await sindre.storage.from('slide-uploads').upload(`${folder}/${n}.png`, png, { contentType: 'image/png' });
      assert.equal(error, null);
    }
    const { data: upload, error: uploadError } = await sindre
      .from('slide_uploads')
      .insert({
        clinic_id: clinicId,
        user_id: userId,
        name: 'Function deck',
        pages: [
          { imagePath: `${folder}/1.png`, notes: 'One' },
          { imagePath: `${folder}/2.png`, notes: '' },
        ],
      })
      .select('id')
      .single();
    assert.equal(uploadError, null);
    const withUpload = await fn('GET', '/presentations');
    assert.deepEqual(withUpload.json, {
      data: [{ id: upload!.id, name: 'Function deck', pageCount: 2, sourceId: `local:${upload!.id}` }],
      provider: 'LOCAL',
    });
    assert.deepEqual((await fn('POST', '/presentations', { ids: [upload!.id] })).json, { data: { added: 1 } });
    assert.deepEqual((await fn('POST', '/presentations', { ids: [upload!.id] })).json, { data: { added: 0 } });
    const pages = await pool.query(
      `select s.page_number, s.notes, s.thumbnail_url from public.slides s join public.presentations p on p.id = s.presentation_id
       where p.google_slide_id = $1 order by s.page_number`,
      [`local:${upload!.id}`],
    );
    assert.deepEqual(pages.rows, [
      { page_number: 1, notes: 'One', thumbnail_url: `${folder}/1.png` },
      { page_number: 2, notes: null, thumbnail_url: `${folder}/2.png` },
    ]);

    const removed = await fn('DELETE');
    assert.deepEqual(removed.json, { data: true });
    assert.equal(await flag(), false);
  });

  it('save_google_slide_presentations: service role only, one transaction, skips saved ids, own folder only', async () => {
    const { rows } = await pool.query(`select id, clinic_id from public.users where email = 'therapist@fjord.clinic'`);
    const { id: userId, clinic_id: clinicId } = rows[0];
    const sindre = client(stack);
    await sindre.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    const refused = await sindre.rpc('save_google_slide_presentations', { p_user_id: userId, p_items: [] });
    assert.notEqual(refused.error, null, 'not callable by users');

    await pool.query(`select public.save_google_slides_account($1, 'sindre@gmail.example', 'at', 'rt', now() + interval '1 hour')`, [userId]);
    const item = (id: string, paths: string[]) => ({
      sourceId: id,
      name: `Deck ${id}`,
      pages: paths.map((p, i) => ({ imagePath: p, notes: i === 0 ? 'First' : '' })),
    });
    const own = `${clinicId}/${userId}/google-g1-x`;
    const save = (items: unknown[]) =>
      pool.query(`select public.save_google_slide_presentations($1, $2::jsonb) as saved`, [userId, JSON.stringify(items)]);
    assert.deepEqual((await save([item('g1', [`${own}/1.png`, `${own}/2.png`])])).rows[0].saved, ['g1']);
    assert.deepEqual((await save([item('g1', [`${own}/1.png`])])).rows[0].saved, [], 'already saved: skipped');
    // A bad second item rolls the first back: nothing of g2 is kept.
    await assert.rejects(save([item('g2', [`${own}/3.png`]), item('g3', ['other-clinic/x/1.png'])]), /invalid_page_path/);
    const kept = await pool.query(
      `select p.google_slide_id, count(s.id)::int as pages, min(s.notes) as notes from public.presentations p
       left join public.slides s on s.presentation_id = p.id where p.created_by_id = $1 and p.google_slide_id like 'g%'
       group by p.google_slide_id`,
      [userId],
    );
    assert.deepEqual(kept.rows, [{ google_slide_id: 'g1', pages: 2, notes: 'First' }]);
    await pool.query(`delete from public.slide_accounts where user_id = $1`, [userId]);
  });

  it('Google through the real store (fake Google): connect, save pages into the bucket, a failed save leaves nothing', async () => {
    // The function's own store (store.ts) over Node's supabase-js against this stack; only Google is faked.
    // Node 20 has no WebSocket of its own: supabase-js throws at createClient without a transport.
    const options = {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    };
    const { createClient } = await import('@supabase/supabase-js');
    const store = createSlidesStore({
      admin: () => createClient(stack.apiUrl, stack.serviceRoleKey, options),
      asCaller: (caller: Caller) =>
        createClient(stack.apiUrl, stack.anonKey, {
          ...options,
          global: { headers: { Authorization: `Bearer ${caller.bearer}` } },
        }),
    });
    const lars = client(stack);
    const { data: signedIn, error } = await lars.auth.signInWithPassword({ email: 'colleague@demo.clinic', password: PASSWORD });
    if (error) throw error;
    const bearer = signedIn.session!.access_token;
    const userId = signedIn.user!.id;

    // Connect: the exchange and userinfo answered by the fake; the account, tokens and flag by the real RPC.
    const exchange = fakeGoogle([
      { body: { access_token: 'at-1', expires_in: 3600, refresh_token: 'rt-1' } },
      { body: { sub: 'google-lars', email: 'lars@gmail.example' } },
    ]);
    const headers = { authorization: `Bearer ${bearer}`, redirecturl: REDIRECT };
    const deps = { store, google: exchange.cfg };
    const drawn = new URL((await call(deps, 'GET', [], undefined, headers)).json.data).searchParams.get('state')!;
    const connected = await call(deps, 'POST', [], { code: 'c', state: drawn }, headers);
    assert.deepEqual(connected.json, { data: { isIntegrated: true, isAlreadyIntegrated: false } });
    const account = await pool.query(
      `select a.provider, a.email, t.refresh_token, u.is_google_slides_integrated as flag from public.slide_accounts a
       join public.slide_google_tokens t using (user_id) join public.users u on u.id = a.user_id where a.user_id = $1`,
      [userId],
    );
    assert.deepEqual(account.rows, [{ provider: 'GOOGLE', email: 'lars@gmail.example', refresh_token: 'rt-1', flag: true }]);

    // NOW in the fake's clock is fixed in 2026-11-24; the stored expiry is an hour after it, so no refresh.
    const saveWith = (over: Parameters<typeof googleForSave>[0] = {}) =>
      call({ store, google: googleForSave(over).cfg }, 'POST', ['presentations'], { ids: ['deck-a', 'deck-b'] }, headers);
    const objects = async () =>
      (
        await pool.query(`select name from storage.objects where bucket_id = 'slide-uploads' and name like '%/' || $1 || '/google-%' order by name`, [
          userId,
        ])
      ).rows.map((r) => r.name as string);

    const failed = await saveWith({ failThumbnailOf: 'deck-b-p3' });
    assert.equal(failed.status, 502);
    assert.deepEqual(failed.json.error, { hint: HINTS.save, message: MESSAGES.save });
    assert.deepEqual(await objects(), [], 'the copied pages are removed');
    assert.equal((await pool.query(`select count(*)::int as n from public.presentations where created_by_id = $1`, [userId])).rows[0].n, 0);

    const saved = await saveWith();
    assert.deepEqual(saved.json, { data: { added: 2 } });
    assert.equal((await objects()).length, 5);
    const rows = await pool.query(
      `select p.google_slide_id as id, p.name, p.email, s.page_number, s.notes, s.thumbnail_url from public.presentations p
       join public.slides s on s.presentation_id = p.id where p.created_by_id = $1 order by p.google_slide_id, s.page_number`,
      [userId],
    );
    assert.deepEqual(
      rows.rows.map((r) => [r.id, r.name, r.page_number, r.notes]),
      [
        ['deck-a', 'Worry time', 1, 'Welcome'],
        ['deck-a', 'Worry time', 2, null],
        ['deck-b', 'Breathing', 1, 'Inhale'],
        ['deck-b', 'Breathing', 2, 'Exhale'],
        ['deck-b', 'Breathing', 3, 'Rest'],
      ],
    );
    // The viewer's read: the clinic's staff sign the stored pages and get the bytes Google's contentUrl served.
    const first = rows.rows[0].thumbnail_url as string;
    const signed = await lars.storage.from('slide-uploads').createSignedUrl(first, 60);
    assert.equal(signed.error, null);
    const bytes = await (await fetch(signed.data!.signedUrl)).text();
    assert.equal(bytes, 'png:/deck-a/deck-a-p1.png');

    assert.deepEqual((await saveWith()).json, { data: { added: 0 } }, 'saved ids are skipped');
    const disconnected = await call({ store, google: fakeGoogle([{ status: 200 }]).cfg }, 'DELETE', [], undefined, headers);
    assert.deepEqual(disconnected.json, { data: true });
    assert.equal((await pool.query(`select count(*)::int as n from public.slide_google_tokens where user_id = $1`, [userId])).rows[0].n, 0);
  });

  it('refuses a call without a session; users cannot read the Google tokens table', async () => {
    assert.equal((await fn('GET', '', undefined, null)).status, 401);
    const sindre = client(stack);
    await sindre.auth.signInWithPassword({ email: 'therapist@fjord.clinic', password: PASSWORD });
    const { error } = await sindre.from('slide_google_tokens').select('user_id');
    assert.notEqual(error, null);
  });
});
