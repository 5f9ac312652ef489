// The local payment provider: stands in for Vipps ePayment when VIPPS_EPAYMENT_* is not set (local stack, CI).
// It behaves like the real one from the app's side: creating a payment answers a URL the patient opens (we
// mail it); the page there authorises or declines, and the provider then POSTs a signed webhook (same body
// names and signature scheme as Vipps) to the function's /callback, which settles the payment.
//   GET  …/payments/pay/<reference>?token=   the payment page (the token in the mailed link is the secret)
//   POST …/payments/pay/<reference>          form {token, decision: authorise|decline}
import { formatMoney } from '../_shared/money.ts';
import { signWebhook } from './webhook.ts';

export interface LocalPayment {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  status: string;
}

export interface LocalProviderDeps {
  /** The function's public address, e.g. http://127.0.0.1:54321/functions/v1/payments */
  publicBase: string;
  /** Signs the page link (token) and the callbacks. */
  secret: string;
  find(reference: string): Promise<LocalPayment | null>;
  fetch: typeof fetch;
}

const enc = new TextEncoder();

async function pageToken(secret: string, reference: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`pay:${reference}`)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function createLocalPayment(deps: LocalProviderDeps, reference: string): Promise<{ redirectUrl: string }> {
  const token = await pageToken(deps.secret, reference);
  return { redirectUrl: `${deps.publicBase}/pay/${encodeURIComponent(reference)}?token=${token}` };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:12px;max-width:420px;width:100%;box-shadow:0 2px 12px #0002}
h1{font-size:22px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.note{color:#555;font-size:14px}button{font-size:16px;padding:10px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.ok{background:#ff5b24;color:#fff}.no{background:#e6e6ea;color:#222}</style></head>
<body><main>${body}<p class="note">Local payment provider (development stand-in for Vipps ePayment).</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

// the page is in English: the app's English amount ('NOK 600.00'), not the raw '600.00 NOK'
const money = (p: LocalPayment) => formatMoney(p.amount / 100, p.currency, 'en');

async function checked(deps: LocalProviderDeps, reference: string, token: string): Promise<LocalPayment | Response> {
  const expected = await pageToken(deps.secret, reference);
  if (token.length !== expected.length || token !== expected) {
    return page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>', 404);
  }
  const p = await deps.find(reference);
  if (!p) return page('Payment not found', '<h1>Payment not found</h1>', 404);
  return p;
}

export async function paymentPage(deps: LocalProviderDeps, reference: string, url: URL): Promise<Response> {
  const token = url.searchParams.get('token') ?? '';
  const p = await checked(deps, reference, token);
  if (p instanceof Response) return p;
  if (p.status !== 'created') {
    return page('Payment', `<h1>${esc(p.description)}</h1><p role="status">This payment is already ${esc(p.status === 'success' ? 'paid' : 'closed')}.</p>`);
  }
  return page(
    'Pay',
    `<h1>${esc(p.description)}</h1><div class="amount">${esc(money(p))}</div>
<form method="post" action="${esc(`${deps.publicBase}/pay/${encodeURIComponent(reference)}`)}">
<input type="hidden" name="token" value="${esc(token)}">
<button class="ok" name="decision" value="authorise">Authorise</button>
<button class="no" name="decision" value="decline">Decline</button></form>`,
  );
}

export async function paymentDecision(deps: LocalProviderDeps, reference: string, req: Request): Promise<Response> {
  const form = await req.formData().catch(() => null);
  const token = String(form?.get('token') ?? '');
  const decision = String(form?.get('decision') ?? '');
  const p = await checked(deps, reference, token);
  if (p instanceof Response) return p;
  if (decision !== 'authorise' && decision !== 'decline') return page('Payment', '<h1>Choose Authorise or Decline</h1>', 400);
  const body = JSON.stringify({
    msn: 'local',
    reference,
    pspReference: crypto.randomUUID(),
    name: decision === 'authorise' ? 'AUTHORIZED' : 'ABORTED',
    amount: { currency: p.currency, value: p.amount },
    timestamp: new Date().toISOString(),
    idempotencyKey: crypto.randomUUID(),
    success: true,
  });
  const callback = `${deps.publicBase}/callback`;
  const res = await deps.fetch(callback, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await signWebhook(deps.secret, callback, body)) },
    body,
  });
  await res.body?.cancel();
  if (!res.ok) return page('Payment', `<h1>The shop did not accept the result (${res.status})</h1>`, 502);
  return decision === 'authorise'
    ? page('Payment authorised', `<h1>Payment authorised</h1><p role="status">${esc(money(p))} paid. You can close this page.</p>`)
    : page('Payment declined', '<h1>Payment declined</h1><p role="status">Nothing was charged. You can close this page.</p>');
}
