// The local video-room provider: stands in for Daily when DAILY_API_KEY is not set (local stack, CI). It behaves
// like Daily from the app's side: a room URL per appointment and a meeting token per participant, joined as
// `<roomUrl>?t=<token>`. Its room page asks for the camera and microphone (getUserMedia) and shows the own preview,
// mic/camera toggles and who is in the room; without a camera (or with it off) a tile with the initials and why.
//   GET  …/create-room-for-appointment/room/<name>?t=<token>            the room page
//   POST …/create-room-for-appointment/room/<name>/presence?t=<token>   heartbeat; answers who is present
//   POST …/create-room-for-appointment/room/<name>/presence?t=&leave=1  leaves
// Tokens are HMAC-signed (room, user, name, owner, expiry), so only a token the function issued opens a room.
// Presence lives in this process's memory: the local stack runs every function in one Deno process, and a
// participant who stops sending heartbeats for 6 s is gone.
import type { Room, RoomRequest } from './daily.ts';
import { failure, json } from '../_shared/http.ts';

export interface LocalRoomDeps {
  /** The function's public address, e.g. http://127.0.0.1:54321/functions/v1/create-room-for-appointment */
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
  /** the room page's language: roomLanguageShort ('en', or 'no'/'nb'); English when absent */
  l?: string;
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
    l: req.language,
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
  if (!token) return failure(401, 'room_link_invalid', 'This room link is not valid or has expired', headers);
  const people = present(room, nowMs);
  if (url.searchParams.get('leave') === '1') people.delete(token.u);
  else people.set(token.u, { name: token.n, owner: token.o, seen: nowMs });
  rooms.set(room, people);
  const participants = [...people.entries()]
    .map(([id, p]) => ({ name: p.name, owner: p.owner, you: id === token.u }))
    .sort((x, y) => Number(y.owner) - Number(x.owner) || x.name.localeCompare(y.name));
  return json({ participants }, 200, headers);
}

/** Initials for a placeholder tile: 'Ingrid Solberg' → 'IS'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

// Lucide's mic / video outlines (ISC licence), inline: the page loads nothing from elsewhere.
const ICON = {
  mic: '<path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z"/><path d="M19 10v2a7 7 0 0 1-14 0v-2"/><line x1="12" x2="12" y1="19" y2="22"/>',
  video:
    '<path d="m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5"/><rect x="2" y="6" width="14" height="12" rx="2"/>',
  slash: '<line class="slash" x1="2" x2="22" y1="2" y2="22"/>',
};
const svg = (inner: string) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${inner}${ICON.slash}</svg>`;

// The product's look (shared-ui's theme: colours, Inter/system font, radii): a dark stage as in any video call,
// light controls and a white card for who is in the room.
const STYLE = `
*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{height:100%}
body{margin:0;font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:14px;color:#1d2433;background:#f4f6f9;display:flex;gap:12px;padding:12px}
main{flex:1 1 auto;min-width:0;display:flex;flex-direction:column;gap:8px}
header{display:flex;align-items:center;justify-content:space-between;gap:8px}
h1{font-size:16px;margin:0}
.badge{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:600;background:#e8f0fe;color:#1a56b8}
.stage{position:relative;flex:1 1 auto;min-height:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:8px;padding:8px;border-radius:12px;background:#1d2433}
.tile{position:relative;min-height:0;border-radius:8px;background:#2a3346;overflow:hidden;display:flex;align-items:center;justify-content:center}
.tile video{width:100%;height:100%;object-fit:cover;transform:scaleX(-1)}
.tile .who{position:absolute;left:8px;bottom:8px;padding:2px 8px;border-radius:6px;background:#1d2433cc;color:#fff;font-size:12px;font-weight:600}
.placeholder{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px;text-align:center;color:#fff}
.avatar{display:grid;place-items:center;width:64px;height:64px;border-radius:50%;background:#2f5d8a;color:#fff;font-size:22px;font-weight:700;letter-spacing:.5px}
.placeholder .note{color:#c5cbd6;font-size:12px;max-width:34ch;margin:0}
.controls{display:flex;justify-content:center;gap:8px}
.controls button{display:inline-flex;align-items:center;gap:6px;height:36px;padding:0 14px;border-radius:999px;border:1px solid #d5dae3;background:#fff;color:#1d2433;font:inherit;font-weight:600;cursor:pointer}
.controls button:focus-visible{outline:2px solid #2f5d8a;outline-offset:2px}
.controls button[aria-pressed=false]{background:#fdecea;border-color:#f3c1bc;color:#b3261e}
.controls button[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.controls button .slash{display:none}
.controls button[aria-pressed=false] .slash,.controls button[aria-disabled=true] .slash{display:inline}
.status{margin:0;color:#5b6475;font-size:12px;text-align:center}
aside{flex:0 0 200px;align-self:flex-start;background:#fff;border:1px solid #d5dae3;border-radius:12px;padding:12px}
h2{font-size:14px;margin:0 0 8px}
ul{list-style:none;padding:0;margin:0}
li{display:flex;align-items:center;gap:8px;padding:6px 0}
li+li{border-top:1px solid #d5dae3}
li .avatar{width:28px;height:28px;font-size:11px;flex:none}
li small{color:#5b6475}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[role=alert]{color:#b3261e}
@media (max-width:560px){aside{display:none}}
`;

/** The room page's texts (English and Norwegian bokmål, as the app's roomLanguageShort). */
const TEXTS = {
  en: {
    lang: 'en',
    title: 'Video room',
    badge: 'Local room',
    badgeHint: 'A development stand-in for the video provider: your own camera and microphone, the others as placeholders',
    you: 'you',
    starting: 'Starting your camera…',
    controls: 'Your camera and microphone',
    inRoom: 'In the room',
    therapist: 'therapist',
    device: { camera: ['camera', 'the camera', 'Camera'], microphone: ['microphone', 'the microphone', 'Microphone'] },
    on: 'on',
    off: 'off',
    turnOn: 'Turn on {x}',
    turnOff: 'Turn off {x}',
    blocked: 'Access to {x} is blocked. Allow it for this site in the browser, then reload the room.',
    notFound: 'No {x} found on this computer.',
    busy: '{X} is used by another application.',
    unavailable: '{X} is not available',
    noBrowser: 'This browser does not let the room use a camera or microphone here.',
    cameraOff: 'Camera off',
    noCamera: 'No camera',
    statusOn: 'Your camera is on.',
    statusOff: 'Your camera is off. The others see your initials.',
    statusNone: 'You are in the room without a camera.',
    micOn: 'Microphone on.',
    micMuted: 'Microphone muted.',
    other: 'In the room. The local room does not carry video between participants.',
  },
  no: {
    lang: 'nb',
    title: 'Videorom',
    badge: 'Lokalt rom',
    badgeHint: 'En utviklingsutgave av videotjenesten: ditt eget kamera og din egen mikrofon, de andre som plassholdere',
    you: 'deg',
    starting: 'Starter kameraet …',
    controls: 'Kamera og mikrofon',
    inRoom: 'I rommet',
    therapist: 'terapeut',
    device: { camera: ['kamera', 'kameraet', 'Kamera'], microphone: ['mikrofon', 'mikrofonen', 'Mikrofon'] },
    on: 'på',
    off: 'av',
    turnOn: 'Slå på {x}',
    turnOff: 'Slå av {x}',
    blocked: 'Tilgang til {x} er blokkert. Tillat det for dette nettstedet i nettleseren, og last inn rommet på nytt.',
    notFound: 'Fant ikke {x} på denne datamaskinen.',
    busy: '{X} brukes av et annet program.',
    unavailable: '{X} er ikke tilgjengelig',
    noBrowser: 'Denne nettleseren lar ikke rommet bruke kamera eller mikrofon her.',
    cameraOff: 'Kamera av',
    noCamera: 'Uten kamera',
    statusOn: 'Kameraet ditt er på.',
    statusOff: 'Kameraet ditt er av. De andre ser initialene dine.',
    statusNone: 'Du er i rommet uten kamera.',
    micOn: 'Mikrofonen er på.',
    micMuted: 'Mikrofonen er dempet.',
    other: 'I rommet. Det lokale rommet overfører ikke video mellom deltakerne.',
  },
};
export const roomTexts = (language: string | undefined) =>
  language === 'no' || language === 'nb' ? TEXTS.no : TEXTS.en;

export async function roomPage(deps: LocalRoomDeps, room: string, url: URL): Promise<Response> {
  const nowMs = (deps.now ?? Date.now)();
  const t = url.searchParams.get('t') ?? '';
  const token = await verifyToken(deps.secret, t, room, nowMs);
  const T = roomTexts(token?.l);
  const shell = (body: string, status = 200) =>
    new Response(
      `<!doctype html><html lang="${T.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${T.title}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
      { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } },
    );
  if (!token) return shell('<main><h1>Video room</h1><p role="alert">This room link is not valid or has expired.</p></main>', 401);
  const presenceUrl = `${deps.publicBase}/room/${encodeURIComponent(room)}/presence?t=${encodeURIComponent(t)}`;
  const me = esc(token.n);
  return shell(`<main>
<header><h1>${T.title}</h1><span class="badge" title="${esc(T.badgeHint)}">${T.badge}</span></header>
<div class="stage" id="stage">
  <div class="tile" id="self-tile">
    <video id="self" autoplay muted playsinline aria-label="${esc(T.device.camera[2])}" hidden></video>
    <div class="placeholder" id="self-placeholder"><span class="avatar" aria-hidden="true">${esc(initials(token.n))}</span>
      <strong>${me}</strong><p class="note" id="self-note">${T.starting}</p></div>
    <span class="who">${me} (${T.you})</span>
  </div>
</div>
<div class="controls" role="group" aria-label="${T.controls}">
  <button type="button" id="mic" aria-pressed="false" aria-disabled="true">${svg(ICON.mic)}<span>${T.device.microphone[2]}</span></button>
  <button type="button" id="cam" aria-pressed="false" aria-disabled="true">${svg(ICON.video)}<span>${T.device.camera[2]}</span></button>
</div>
<p class="status"><span id="camera" role="status">${T.starting}</span> <span id="microphone" role="status"></span></p>
</main>
<aside><h2>${T.inRoom}</h2><ul id="people" aria-live="polite"></ul></aside>
<script>
const presence = ${JSON.stringify(presenceUrl)};
const T = ${JSON.stringify(T).replace(/</g, '\\u003c')};
const fill = (text, device, definite) => {
  const [plain, the] = T.device[device];
  const x = definite ? the : plain;
  return text.replace('{x}', x).replace('{X}', x[0].toUpperCase() + x.slice(1));
};
const $ = (id) => document.getElementById(id);
const status = $('camera');
let stream = null;
const problem = { video: null, audio: null };
function reasonOf(err, device) {
  const name = err && err.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return fill(T.blocked, device, true);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return fill(T.notFound, device, false);
  if (name === 'NotReadableError') return fill(T.busy, device, true);
  return fill(T.unavailable, device, true) + (err && err.message ? ': ' + err.message : '.');
}
const get = (c) => navigator.mediaDevices.getUserMedia(c);
async function start() {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    problem.video = problem.audio = T.noBrowser;
    return render();
  }
  try {
    stream = await get({ video: true, audio: true });
  } catch (both) {
    // one of the two may still work: a computer without a camera can join with sound only
    const tracks = [];
    try { tracks.push(...(await get({ video: true })).getTracks()); } catch (e) { problem.video = reasonOf(e, 'camera'); }
    try { tracks.push(...(await get({ audio: true })).getTracks()); } catch (e) { problem.audio = reasonOf(e, 'microphone'); }
    stream = tracks.length ? new MediaStream(tracks) : null;
  }
  if (stream) $('self').srcObject = stream;
  render();
}
const track = (kind) => (stream ? stream.getTracks().find((t) => t.kind === kind) : null);
function setButton(button, t, device, reason) {
  button.setAttribute('aria-disabled', String(!t));
  button.setAttribute('aria-pressed', String(Boolean(t && t.enabled)));
  button.title = t ? fill(t.enabled ? T.turnOff : T.turnOn, device, true) : reason || '';
  button.querySelector('span').textContent = T.device[device][2] + ' ' + (t && t.enabled ? T.on : T.off);
}
function render() {
  const video = track('video');
  const audio = track('audio');
  const showVideo = Boolean(video && video.enabled);
  $('self').hidden = !showVideo;
  $('self-placeholder').hidden = showVideo;
  setButton($('mic'), audio, 'microphone', problem.audio);
  setButton($('cam'), video, 'camera', problem.video);
  // the tile says why there is no picture; the status line below says where you stand
  $('self-note').textContent = video ? (video.enabled ? '' : T.cameraOff) : problem.video || T.noCamera;
  status.textContent = video ? (video.enabled ? T.statusOn : T.statusOff) : T.statusNone;
  $('microphone').textContent = audio ? (audio.enabled ? T.micOn : T.micMuted) : problem.audio || '';
}
function toggle(kind) {
  const t = track(kind);
  if (!t) return;
  t.enabled = !t.enabled;
  render();
}
$('mic').addEventListener('click', () => toggle('audio'));
$('cam').addEventListener('click', () => toggle('video'));
start();

function avatar(name) {
  const parts = name.trim().split(" ").filter(Boolean);
  const a = document.createElement('span');
  a.className = 'avatar';
  a.setAttribute('aria-hidden', 'true');
  a.textContent = ((parts[0] || '?')[0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
  return a;
}
function renderPeople(list) {
  $('people').replaceChildren(...list.map((p) => {
    const li = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = p.name + (p.owner ? ' (' + T.therapist + ')' : '') + (p.you ? ' — ' + T.you : '');
    li.append(avatar(p.name), text);
    return li;
  }));
  // the others' tiles: their initials (the local room does not carry their video)
  document.querySelectorAll('.tile.other').forEach((n) => n.remove());
  for (const p of list.filter((p) => !p.you)) {
    const tile = document.createElement('div');
    tile.className = 'tile other';
    const box = document.createElement('div');
    box.className = 'placeholder';
    const name = document.createElement('strong');
    name.textContent = p.name;
    const note = document.createElement('p');
    note.className = 'note';
    note.textContent = T.other;
    box.append(avatar(p.name), name, note);
    tile.append(box);
    $('stage').append(tile);
  }
}
async function beat() {
  try {
    const r = await fetch(presence, { method: 'POST' });
    if (r.ok) renderPeople((await r.json()).participants);
  } catch (e) { /* the next beat retries */ }
}
beat();
setInterval(beat, 2000);
addEventListener('pagehide', () => navigator.sendBeacon(presence + '&leave=1'));
</script>`);
}
