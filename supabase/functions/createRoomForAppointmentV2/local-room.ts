// The local video-room provider: stands in for Daily when DAILY_API_KEY is not set (local stack, CI). It behaves
// like Daily from the app's side: a room URL per appointment and a meeting token per participant, joined as
// `<roomUrl>?t=<token>`. Its room page shows the local camera (getUserMedia) and who is in the room.
//   GET  …/createRoomForAppointmentV2/room/<name>?t=<token>            the room page
//   POST …/createRoomForAppointmentV2/room/<name>/presence?t=<token>   heartbeat; answers who is present
//   POST …/createRoomForAppointmentV2/room/<name>/presence?t=&leave=1  leaves
// Tokens are HMAC-signed (room, user, name, owner, expiry), so only a token the function issued opens a room.
// Presence lives in this process's memory: the local stack runs every function in one Deno process, and a
// participant who stops sending heartbeats for 6 s is gone.
import type { Room, RoomRequest } from './daily.ts';

export interface LocalRoomDeps {
  /** The function's public address, e.g. http://127.0.0.1:54321/functions/v1/createRoomForAppointmentV2 */
  publicBase: string;
  secret: string;
  now?: () => number;
}

export interface RoomToken {
  /** room name */
  r: string;
  /** user id */
  u: string;
  /** display name */
  n: string;
  /** owner (the therapist) */
  o: boolean;
  /** expiry, unix seconds */
  exp: number;
}

const enc = new TextEncoder();
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function hmac(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(data))));
}

export async function signToken(secret: string, token: RoomToken): Promise<string> {
  const body = b64url(enc.encode(JSON.stringify(token)));
  return `${body}.${await hmac(secret, `room:${body}`)}`;
}

export async function verifyToken(secret: string, value: string, room: string, nowMs: number): Promise<RoomToken | null> {
  const [body, sig] = value.split('.');
  if (!body || !sig) return null;
  const expected = await hmac(secret, `room:${body}`);
  if (expected.length !== sig.length || expected !== sig) return null;
  try {
    const token = JSON.parse(new TextDecoder().decode(fromB64url(body))) as RoomToken;
    if (token.r !== room || typeof token.exp !== 'number' || token.exp * 1000 < nowMs) return null;
    return token;
  } catch {
    return null;
  }
}

export async function createLocalRoom(deps: LocalRoomDeps, req: RoomRequest): Promise<Room> {
  const token = await signToken(deps.secret, {
    r: req.name,
    u: req.userId,
    n: req.userName,
    o: req.isOwner,
    exp: req.expiresAt,
  });
  return { roomUrl: `${deps.publicBase}/room/${encodeURIComponent(req.name)}`, roomName: req.name, token };
}

const STALE_MS = 6_000;
const rooms = new Map<string, Map<string, { name: string; owner: boolean; seen: number }>>();

function present(room: string, nowMs: number) {
  const people = rooms.get(room) ?? new Map();
  for (const [id, p] of people) if (nowMs - p.seen > STALE_MS) people.delete(id);
  return people;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const headers = { 'cache-control': 'no-store' };

export async function presenceCall(deps: LocalRoomDeps, room: string, url: URL): Promise<Response> {
  const nowMs = (deps.now ?? Date.now)();
  const token = await verifyToken(deps.secret, url.searchParams.get('t') ?? '', room, nowMs);
  if (!token) return Response.json({ error: 'This room link is not valid or has expired' }, { status: 401, headers });
  const people = present(room, nowMs);
  if (url.searchParams.get('leave') === '1') people.delete(token.u);
  else people.set(token.u, { name: token.n, owner: token.o, seen: nowMs });
  rooms.set(room, people);
  const participants = [...people.entries()]
    .map(([id, p]) => ({ name: p.name, owner: p.owner, you: id === token.u }))
    .sort((x, y) => Number(y.owner) - Number(x.owner) || x.name.localeCompare(y.name));
  return Response.json({ participants }, { headers });
}

export async function roomPage(deps: LocalRoomDeps, room: string, url: URL): Promise<Response> {
  const nowMs = (deps.now ?? Date.now)();
  const t = url.searchParams.get('t') ?? '';
  const token = await verifyToken(deps.secret, t, room, nowMs);
  const shell = (body: string, status = 200) =>
    new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Video room</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#1d2433;color:#fff;display:flex;gap:16px;padding:16px;flex-wrap:wrap}
main{flex:1 1 320px}aside{flex:0 0 220px}video{width:100%;max-height:70vh;background:#000;border-radius:8px}
h1{font-size:18px;margin:0 0 8px}h2{font-size:15px;margin:0 0 8px}ul{list-style:none;padding:0;margin:0}
li{padding:6px 0;border-bottom:1px solid #ffffff22}.note{color:#c5cbd6;font-size:13px}[role=alert]{color:#ffb4ab}
</style></head><body>${body}</body></html>`,
      { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } },
    );
  if (!token) return shell('<main><h1>Video room</h1><p role="alert">This room link is not valid or has expired.</p></main>', 401);
  const presenceUrl = `${deps.publicBase}/room/${encodeURIComponent(room)}/presence?t=${encodeURIComponent(t)}`;
  return shell(`<main><h1>Video room</h1>
<video id="self" autoplay muted playsinline aria-label="Your camera"></video>
<p id="camera" class="note" role="status">Starting your camera…</p>
<p class="note">Local video room (development stand-in for Daily). Signed in as ${esc(token.n)}.</p></main>
<aside><h2>In the room</h2><ul id="people" aria-live="polite"></ul></aside>
<script>
const presence = ${JSON.stringify(presenceUrl)};
const camera = document.getElementById('camera');
navigator.mediaDevices && navigator.mediaDevices.getUserMedia
  ? navigator.mediaDevices.getUserMedia({ video: true, audio: false }).then((stream) => {
      document.getElementById('self').srcObject = stream;
      camera.textContent = 'Your camera is on.';
    }).catch((err) => { camera.textContent = 'Camera not available: ' + (err && err.message ? err.message : err); })
  : (camera.textContent = 'Camera not available in this browser.');
function render(list) {
  const ul = document.getElementById('people');
  ul.replaceChildren(...list.map((p) => {
    const li = document.createElement('li');
    li.textContent = p.name + (p.owner ? ' (therapist)' : '') + (p.you ? ' — you' : '');
    return li;
  }));
}
async function beat() {
  try {
    const r = await fetch(presence, { method: 'POST' });
    if (r.ok) render((await r.json()).participants);
  } catch (e) { /* the next beat retries */ }
}
beat();
setInterval(beat, 2000);
addEventListener('pagehide', () => navigator.sendBeacon(presence + '&leave=1'));
</script>`);
}
