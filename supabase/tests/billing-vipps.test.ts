// The Vipps ePayment adapter: the requests it builds, checked against a fake fetch, and the webhook signature
// it shares with the local provider. Vipps cannot be reached from here, so this is all that is verified
// about that provider: it has never run against Vipps.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as vipps from '../functions/payments/vipps.ts';
import { signWebhook, verifyWebhook } from '../functions/payments/webhook.ts';

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
    const next = responses.shift() ?? { status: 500, body: { title: 'unexpected call' } };
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const cfg = (fetch: typeof globalThis.fetch): vipps.VippsConfig => ({
  baseUrl: 'https://apitest.vipps.no',
  clientId: 'cid',
  clientSecret: 'csecret',
  subscriptionKey: 'sub-key',
  merchantSerialNumber: '123456',
  returnUrl: 'https://app.example/payments',
  fetch,
});

const request: vipps.PaymentRequest = {
  reference: 'tw-abc',
  amount: 95000,
  currency: 'NOK',
  phone: '912 34 567',
  description: 'Individual therapy 20.11.2026 10:00',
  idempotencyKey: 'pay-1',
};

describe('Vipps ePayment adapter', () => {
  it('gets an access token, then creates a WEB_REDIRECT wallet payment in øre with the merchant reference', async () => {
    const f = fakeFetch([
      { body: { access_token: 'tok-1', expires_in: 3600 } },
      { status: 201, body: { redirectUrl: 'https://landing.vipps.no/?token=x', reference: 'tw-abc' } },
    ]);
    const out = await vipps.createPayment(cfg(f.fetch), request);
    assert.equal(out.redirectUrl, 'https://landing.vipps.no/?token=x');
    const [token, create] = f.seen;
    assert.equal(token!.url, 'https://apitest.vipps.no/accesstoken/get');
    assert.equal(token!.method, 'POST');
    assert.equal(token!.headers.client_id, 'cid');
    assert.equal(token!.headers.client_secret, 'csecret');
    assert.equal(token!.headers['ocp-apim-subscription-key'], 'sub-key');
    assert.equal(token!.headers['merchant-serial-number'], '123456');
    assert.equal(create!.url, 'https://apitest.vipps.no/epayment/v1/payments');
    assert.equal(create!.headers.authorization, 'Bearer tok-1');
    assert.equal(create!.headers['idempotency-key'], 'pay-1');
    assert.deepEqual(JSON.parse(create!.body!), {
      amount: { currency: 'NOK', value: 95000 },
      paymentMethod: { type: 'WALLET' },
      customer: { phoneNumber: '4791234567' },
      reference: 'tw-abc',
      userFlow: 'WEB_REDIRECT',
      returnUrl: 'https://app.example/payments',
      paymentDescription: 'Individual therapy 20.11.2026 10:00',
    });
  });

  it('turns a refused request into a VippsError with the problem detail', async () => {
    const f = fakeFetch([
      { body: { access_token: 'tok-1' } },
      { status: 400, body: { type: 'https://developer.vippsmobilepay.com/docs/APIs/epayment-api/problems#validation-error', title: 'Bad Request', detail: 'Invalid phone number' } },
    ]);
    await assert.rejects(vipps.createPayment(cfg(f.fetch), request), (e: vipps.VippsError) => {
      assert.equal(e.status, 400);
      assert.match(e.message, /Invalid phone number/);
      return true;
    });
  });

  it('normalises phone numbers to MSISDN and parses webhook bodies', () => {
    assert.equal(vipps.msisdn('+47 912 34 567'), '4791234567');
    assert.equal(vipps.msisdn('0046701234567'), '46701234567');
    assert.equal(vipps.msisdn(''), null);
    assert.deepEqual(vipps.parseWebhook('{"reference":"r","name":"authorized","success":true}'), {
      reference: 'r',
      name: 'AUTHORIZED',
      success: true,
      pspReference: undefined,
    });
    assert.equal(vipps.parseWebhook('{"name":"AUTHORIZED"}'), null);
    assert.equal(vipps.parseWebhook('not json'), null);
  });

  it('verifies webhook signatures: body, path, date and secret must all match', async () => {
    const url = 'https://ref.supabase.co/functions/v1/payments/callback';
    const body = '{"reference":"r","name":"AUTHORIZED"}';
    const now = Date.parse('2026-11-23T10:00:00Z');
    const h = new Headers(await signWebhook('s3cret', url, body, new Date(now)));
    assert.equal(await verifyWebhook('s3cret', url, h, body, now), null);
    assert.equal(await verifyWebhook('other', url, h, body, now), 'bad signature');
    assert.equal(await verifyWebhook('s3cret', url, h, body.replace('AUTHORIZED', 'ABORTED'), now), 'content hash mismatch');
    assert.equal(await verifyWebhook('s3cret', `${url}?x=1`, h, body, now), 'bad signature');
    assert.equal(await verifyWebhook('s3cret', url, h, body, now + 10 * 60_000), 'stale or invalid date');
    assert.equal(await verifyWebhook('s3cret', url, new Headers(), body, now), 'missing signature headers');
    assert.equal(await verifyWebhook('', url, h, body, now), 'no secret configured');
  });
});
