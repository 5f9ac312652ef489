// The slides service's Google provider against recorded responses (fake fetch): the requests it builds and
// how it reads Google's answers. Google cannot be reached from here, so this is all that is verified about it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as google from '../functions/google-slides/google.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeFetch(responses: Array<{ status?: number; body?: unknown }>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body === undefined ? undefined : String(init.body),
    });
    const next = responses.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const cfg = (fetch: typeof globalThis.fetch): google.GoogleConfig => ({
  clientId: 'client-1.apps.example',
  clientSecret: 'secret-1',
  fetch,
  now: () => Date.parse('2026-11-24T10:00:00Z'),
});

// Recorded shapes (Slides API v1 presentations.get with a fields mask; Drive v3 files.list).
const PRESENTATION = {
  title: 'Worry time',
  slides: [
    {
      objectId: 'p1',
      slideProperties: {
        notesPage: {
          notesProperties: { speakerNotesObjectId: 'p1:notes' },
          pageElements: [
            { objectId: 'p1:thumb' },
            {
              objectId: 'p1:notes',
              shape: {
                text: {
                  textElements: [
                    { textRun: { content: 'Welcome ' } },
                    { textRun: { content: 'everyone\n' } },
                  ],
                },
              },
            },
          ],
        },
      },
    },
    {
      objectId: 'p2',
      slideProperties: {
        notesPage: {
          notesProperties: { speakerNotesObjectId: 'p2:notes' },
          pageElements: [{ objectId: 'p2:notes', shape: {} }],
        },
      },
    },
  ],
};

describe('google-slides google provider', () => {
  it('builds the consent URL: code flow, offline access, read-only slides + drive metadata scopes, state', () => {
    const url = new URL(
      google.authUrl(cfg(fakeFetch([]).fetch), 'https://app.example/google-slides/all', 'st-1'),
    );
    assert.equal(`${url.origin}${url.pathname}`, google.GOOGLE_AUTH_URL);
    const p = url.searchParams;
    assert.equal(p.get('client_id'), 'client-1.apps.example');
    assert.equal(p.get('redirect_uri'), 'https://app.example/google-slides/all');
    assert.equal(p.get('response_type'), 'code');
    assert.equal(p.get('access_type'), 'offline');
    assert.equal(p.get('state'), 'st-1');
    assert.deepEqual(p.get('scope')!.split(' '), google.SLIDES_SCOPES);
  });

  it('exchanges the code form-encoded and computes the expiry; refresh keeps the old refresh token', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { access_token: 'at-1', expires_in: 3599, refresh_token: 'rt-1', token_type: 'Bearer' } },
      { body: { access_token: 'at-2', expires_in: 3599, token_type: 'Bearer' } },
    ]);
    const tokens = await google.exchangeCode(cfg(fetch), 'code-1', 'https://app.example/google-slides/all');
    assert.deepEqual(tokens, {
      accessToken: 'at-1',
      refreshToken: 'rt-1',
      expiresAt: new Date('2026-11-24T10:59:59Z'),
    });
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.url, google.GOOGLE_TOKEN_URL);
    assert.equal(seen[0]!.headers['content-type'], 'application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen[0]!.body);
    assert.equal(form.get('grant_type'), 'authorization_code');
    assert.equal(form.get('code'), 'code-1');
    assert.equal(form.get('client_secret'), 'secret-1');
    assert.equal(form.get('redirect_uri'), 'https://app.example/google-slides/all');
    const refreshed = await google.refreshTokens(cfg(fetch), 'rt-1');
    assert.equal(refreshed.refreshToken, 'rt-1');
    assert.equal(new URLSearchParams(seen[1]!.body).get('grant_type'), 'refresh_token');
  });

  it('lists the presentations of the account through every Drive page, with the bearer token', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { nextPageToken: 'next-1', files: [{ id: 'a', name: 'Worry time', mimeType: 'x' }] } },
      { body: { files: [{ id: 'b', name: 'Breathing' }] } },
    ]);
    const list = await google.listPresentations(cfg(fetch), 'at-1');
    assert.deepEqual(list, [
      { id: 'a', name: 'Worry time' },
      { id: 'b', name: 'Breathing' },
    ]);
    const first = new URL(seen[0]!.url);
    assert.equal(`${first.origin}${first.pathname}`, google.DRIVE_FILES_URL);
    assert.equal(
      first.searchParams.get('q'),
      "mimeType='application/vnd.google-apps.presentation' and trashed=false",
    );
    assert.equal(first.searchParams.get('pageToken'), null);
    assert.equal(new URL(seen[1]!.url).searchParams.get('pageToken'), 'next-1');
    assert.equal(seen[0]!.headers.authorization, 'Bearer at-1');
  });

  it('reads slidesNumber, page ids and speaker notes from presentations.get', async () => {
    const { fetch, seen } = fakeFetch([{ body: PRESENTATION }]);
    const pages = await google.getPresentation(cfg(fetch), 'at-1', 'pres/1');
    assert.deepEqual(pages, {
      title: 'Worry time',
      slidesNumber: 2,
      notes: ['Welcome everyone', ''],
      pageIds: ['p1', 'p2'],
    });
    assert.ok(seen[0]!.url.startsWith(`${google.SLIDES_API}/pres%2F1?fields=`));
  });

  it('asks for a large PNG thumbnail of a page and returns its content URL', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { width: 1600, height: 900, contentUrl: 'https://lh3.example/thumb' } },
    ]);
    assert.equal(
      await google.pageThumbnailUrl(cfg(fetch), 'at-1', 'pres-1', 'p1'),
      'https://lh3.example/thumb',
    );
    const url = new URL(seen[0]!.url);
    assert.equal(url.pathname, '/v1/presentations/pres-1/pages/p1/thumbnail');
    assert.equal(url.searchParams.get('thumbnailProperties.mimeType'), 'PNG');
    assert.equal(url.searchParams.get('thumbnailProperties.thumbnailSize'), 'LARGE');
  });

  it("turns Google's errors into GoogleError with the status and message; revoke tolerates 400", async () => {
    const { fetch } = fakeFetch([
      { status: 403, body: { error: { code: 403, message: 'The caller does not have permission' } } },
      { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } },
      { status: 400, body: { error: 'invalid_token' } },
    ]);
    await assert.rejects(google.getPresentation(cfg(fetch), 'at-1', 'x'), (e: unknown) => {
      assert.ok(e instanceof google.GoogleError);
      assert.equal(e.status, 403);
      assert.match(e.message, /does not have permission/);
      return true;
    });
    await assert.rejects(google.exchangeCode(cfg(fetch), 'used', 'https://app.example/'), /invalid_grant/);
    await google.revoke(cfg(fetch), 'at-1');
  });
});
