// The Daily adapter of create-room-for-appointment against a recorded contract (a fake fetch answering what
// Daily's REST API answers), and the local provider's room tokens. Daily cannot be reached from here: this is
// all that is verified about that provider — it has never run against Daily.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRoomWithToken, DailyError, type RoomRequest } from '../functions/create-room-for-appointment/daily.ts';
import { createLocalRoom, initials, presenceCall, roomPage, verifyToken } from '../functions/create-room-for-appointment/local-room.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(responses: Array<{ status?: number; body?: unknown } | Error>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const next = responses.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const cfg = (fetch: typeof globalThis.fetch) => ({ apiKey: 'daily-key', baseUrl: 'https://api.daily.co/v1/', fetch });
const request: RoomRequest = {
  name: 'tw-3f1c2a9e-0000-4000-8000-000000000001',
  expiresAt: 1_795_000_000,
  userId: 'u-therapist',
  userName: 'Ingrid Solberg',
  isOwner: true,
  language: 'no',
};

// Recorded from Daily's API reference (room object and meeting-token answers; error shape {error, info}).
const ROOM = {
  id: '5e3cf703-5547-47d6-a371-37b1f0b4427f',
  name: request.name,
  api_created: true,
  privacy: 'private',
  url: `https://clinic.daily.co/${request.name}`,
  created_at: '2026-11-23T09:00:00.000Z',
  config: { exp: request.expiresAt, lang: 'no' },
};
const NOT_FOUND = { error: 'not-found', info: `room ${request.name} was not found` };

describe('Daily adapter (recorded contract)', () => {
  it('creates a private room when none exists, then an owner meeting token', async () => {
    const f = fakeFetch([{ status: 404, body: NOT_FOUND }, { body: ROOM }, { body: { token: 'eyJhbGciOi.owner' } }]);
    const room = await createRoomWithToken(cfg(f.fetch), request);
    assert.deepEqual(room, { roomUrl: ROOM.url, roomName: request.name, token: 'eyJhbGciOi.owner' });
    const [get, create, token] = f.seen;
    assert.equal(get!.method, 'GET');
    assert.equal(get!.url, `https://api.daily.co/v1/rooms/${request.name}`);
    assert.equal(get!.headers.authorization, 'Bearer daily-key');
    assert.equal(create!.method, 'POST');
    assert.equal(create!.url, 'https://api.daily.co/v1/rooms');
    assert.deepEqual(create!.body, {
      name: request.name,
      privacy: 'private',
      properties: { exp: request.expiresAt, lang: 'no', enable_prejoin_ui: true, enable_chat: false, eject_at_room_exp: true },
    });
    assert.equal(token!.url, 'https://api.daily.co/v1/meeting-tokens');
    assert.deepEqual(token!.body, {
      properties: {
        room_name: request.name,
        user_id: 'u-therapist',
        user_name: 'Ingrid Solberg',
        is_owner: true,
        exp: request.expiresAt,
        lang: 'no',
      },
    });
  });

  it('reuses the appointment room when it exists (the patient joins the same room, not as owner)', async () => {
    const f = fakeFetch([{ body: ROOM }, { body: { token: 'eyJ.patient' } }]);
    const room = await createRoomWithToken(cfg(f.fetch), { ...request, userId: 'u-patient', userName: 'Emma Hansen', isOwner: false, language: 'en' });
    assert.equal(room.token, 'eyJ.patient');
    assert.equal(f.seen.length, 2, 'no second room is created');
    assert.equal((f.seen[1]!.body as { properties: { is_owner: boolean; lang: string } }).properties.is_owner, false);
    assert.equal((f.seen[1]!.body as { properties: { lang: string } }).properties.lang, 'en');
  });

  it("passes Daily's cause on: a refused key, a refused room, a failed token, no network", async () => {
    const unauthorized = fakeFetch([{ status: 401, body: { error: 'authorization-header-error', info: 'Bearer authorization header is invalid' } }]);
    await assert.rejects(createRoomWithToken(cfg(unauthorized.fetch), request), (e: unknown) => {
      assert.ok(e instanceof DailyError);
      assert.equal(e.status, 401);
      assert.equal(e.message, 'authorization-header-error: Bearer authorization header is invalid');
      return true;
    });
    const refused = fakeFetch([{ status: 404, body: NOT_FOUND }, { status: 400, body: { error: 'invalid-request-error', info: 'exp must be in the future' } }]);
    await assert.rejects(createRoomWithToken(cfg(refused.fetch), request), /invalid-request-error: exp must be in the future/);
    const tokenFails = fakeFetch([{ body: ROOM }, { status: 429, body: { error: 'rate-limit-error', info: 'too many requests' } }]);
    await assert.rejects(createRoomWithToken(cfg(tokenFails.fetch), request), /rate-limit-error/);
    const offline = fakeFetch([new TypeError('fetch failed')]);
    await assert.rejects(createRoomWithToken(cfg(offline.fetch), request), /Daily could not be reached: fetch failed/);
  });
});

describe('local provider', () => {
  const deps = { publicBase: 'http://127.0.0.1:54321/functions/v1/create-room-for-appointment', secret: 's3cret', now: () => 1_795_000_000_000 - 60_000 };

  it('issues a room URL and a signed token only its own secret verifies, for that room, until it expires', async () => {
    const room = await createLocalRoom(deps, request);
    assert.equal(room.roomUrl, `${deps.publicBase}/room/${request.name}`);
    const t = await verifyToken('s3cret', room.token, request.name, deps.now());
    assert.deepEqual(t, { r: request.name, u: 'u-therapist', n: 'Ingrid Solberg', o: true, exp: request.expiresAt, l: 'no' });
    assert.equal(await verifyToken('other', room.token, request.name, deps.now()), null);
    assert.equal(await verifyToken('s3cret', room.token, 'tw-other', deps.now()), null);
    assert.equal(await verifyToken('s3cret', room.token, request.name, request.expiresAt * 1000 + 1), null);
    const [body, sig] = room.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...t, o: false })).toString('base64url');
    assert.equal(await verifyToken('s3cret', `${forged}.${sig}`, request.name, deps.now()), null);
    assert.ok(body);
  });

  it('the room page needs a valid token; presence lists who is in the room', async () => {
    const therapist = await createLocalRoom(deps, { ...request, language: 'en' });
    const patient = await createLocalRoom(deps, { ...request, userId: 'u-patient', userName: 'Emma Hansen', isOwner: false });
    const page = await roomPage(deps, request.name, new URL(`${therapist.roomUrl}?t=${therapist.token}`));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /getUserMedia/);
    assert.match(html, /In the room/);
    // a designed placeholder, not a black box: the initials, microphone and camera toggles, why there is no camera
    assert.match(html, /<span class="avatar" aria-hidden="true">IS<\/span>/);
    assert.match(html, /id="mic" aria-pressed/);
    assert.match(html, /id="cam" aria-pressed/);
    assert.match(html, /No \{x\} found on this computer/);
    // in the appointment's room language (roomLanguageShort), as Daily's prebuilt room
    const norsk = await createLocalRoom(deps, { ...request, language: 'no' });
    const side = await (await roomPage(deps, request.name, new URL(`${norsk.roomUrl}?t=${norsk.token}`))).text();
    assert.match(side, /<html lang="nb">/);
    assert.match(side, /<h2>I rommet<\/h2>/);
    assert.match(side, /Fant ikke \{x\} på denne datamaskinen/);
    assert.equal(initials('Emma Hansen'), 'EH');
    assert.equal(initials('  Cher '), 'C');
    assert.equal(initials('Anne Marie Berg'), 'AB');
    assert.equal((await roomPage(deps, request.name, new URL(`${therapist.roomUrl}?t=nope`))).status, 401);
    const beat = async (token: string, extra = '') =>
      (await presenceCall(deps, request.name, new URL(`${therapist.roomUrl}/presence?t=${token}${extra}`))).json();
    assert.deepEqual(await beat(therapist.token), { participants: [{ name: 'Ingrid Solberg', owner: true, you: true }] });
    assert.deepEqual(await beat(patient.token), {
      participants: [
        { name: 'Ingrid Solberg', owner: true, you: false },
        { name: 'Emma Hansen', owner: false, you: true },
      ],
    });
    assert.deepEqual(await beat(patient.token, '&leave=1'), { participants: [{ name: 'Ingrid Solberg', owner: true, you: false }] });
  });
});
