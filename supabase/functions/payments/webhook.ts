// Webhook signatures in the Vipps ePayment scheme (HMAC-SHA256 over method, path+query, date, host and the
// body's SHA-256), used by both providers: Vipps signs its webhooks this way with the secret it gives when the
// webhook is registered, and the local provider signs its callbacks the same way, so one verifier serves both.
// Plain Web Crypto: runs under Deno (the function) and Node (the tests).

const enc = new TextEncoder();

const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export async function contentHash(body: string): Promise<string> {
  return b64(await crypto.subtle.digest('SHA-256', enc.encode(body)));
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return b64(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
}

/** The headers a sender adds to POST `body` to `url` (the receiver's public address). */
export async function signWebhook(secret: string, url: string, body: string, date = new Date()): Promise<Record<string, string>> {
  const u = new URL(url);
  const xmsDate = date.toUTCString();
  const hash = await contentHash(body);
  const signature = await hmac(secret, `POST\n${u.pathname}${u.search}\n${xmsDate};${u.host};${hash}`);
  return {
    'x-ms-date': xmsDate,
    'x-ms-content-sha256': hash,
    authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

/** Constant-time comparison of two strings of base64. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return d === 0;
}

/**
 * Checks a received webhook: body hash, HMAC over the public `url` (what the sender signed, not the proxied
 * address this code sees) and a date within `maxSkewMs` of now. Returns the reason it failed, or null.
 */
export async function verifyWebhook(
  secret: string,
  url: string,
  headers: Headers,
  body: string,
  now = Date.now(),
  maxSkewMs = 5 * 60_000,
): Promise<string | null> {
  if (!secret) return 'no secret configured';
  const xmsDate = headers.get('x-ms-date') ?? '';
  const hash = headers.get('x-ms-content-sha256') ?? '';
  const auth = headers.get('authorization') ?? '';
  const m = /^HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=(.+)$/.exec(auth);
  if (!xmsDate || !hash || !m) return 'missing signature headers';
  const at = Date.parse(xmsDate);
  if (!Number.isFinite(at) || Math.abs(now - at) > maxSkewMs) return 'stale or invalid date';
  if (!same(hash, await contentHash(body))) return 'content hash mismatch';
  const u = new URL(url);
  const expected = await hmac(secret, `POST\n${u.pathname}${u.search}\n${xmsDate};${u.host};${hash}`);
  return same(m[1]!, expected) ? null : 'bad signature';
}

/** A secret derived for one purpose from a master key (the local provider needs no extra configuration). */
export function deriveSecret(master: string, purpose: string): Promise<string> {
  return hmac(master, purpose);
}
