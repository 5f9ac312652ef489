// The Vipps ePayment API adapter (https://developer.vippsmobilepay.com/docs/APIs/epayment-api/): an access
// token, then `POST /epayment/v1/payments` with the amount in minor units (øre), the merchant reference and a
// WEB_REDIRECT flow; the redirect URL it answers is what the patient opens (we mail it). The result comes back
// as a webhook (AUTHORIZED, ABORTED, EXPIRED, …) signed as in webhook.ts.
// Tested only against a fake fetch (tests/billing-vipps.test.ts): Vipps cannot be reached from this
// repository's machines, so this adapter has never run against Vipps.

export interface VippsConfig {
  /** https://api.vipps.no (production) or https://apitest.vipps.no (test). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** Where Vipps sends the patient after paying (the app or a thank-you page). */
  returnUrl: string;
  systemName?: string;
  fetch: typeof fetch;
}

export interface PaymentRequest {
  reference: string;
  /** øre (price × 100) */
  amount: number;
  currency: string;
  phone: string | null;
  description: string;
  idempotencyKey: string;
}

export class VippsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Vipps wants an MSISDN: country code and number, digits only (Norwegian 8-digit numbers get 47). */
export function msisdn(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[^\d]/g, '').replace(/^00/, '');
  if (!digits) return null;
  return digits.length === 8 ? `47${digits}` : digits;
}

function baseHeaders(cfg: VippsConfig): Record<string, string> {
  return {
    'Ocp-Apim-Subscription-Key': cfg.subscriptionKey,
    'Merchant-Serial-Number': cfg.merchantSerialNumber,
    'Vipps-System-Name': cfg.systemName ?? 'therapist-workspace',
    'Vipps-System-Version': '0.1.0',
  };
}

async function failure(res: Response, what: string): Promise<VippsError> {
  const body = (await res.json().catch(() => ({}))) as { title?: string; detail?: string; type?: string };
  return new VippsError(res.status, `${what}: ${body.detail ?? body.title ?? res.statusText}`, body.type ?? `HTTP_${res.status}`);
}

export async function accessToken(cfg: VippsConfig): Promise<string> {
  const res = await cfg.fetch(`${cfg.baseUrl}/accesstoken/get`, {
    method: 'POST',
    headers: { ...baseHeaders(cfg), client_id: cfg.clientId, client_secret: cfg.clientSecret },
  });
  if (!res.ok) throw await failure(res, 'Vipps access token');
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new VippsError(502, 'Vipps access token: no token in the answer', 'NO_TOKEN');
  return body.access_token;
}

/** Creates the payment; answers the URL the patient opens to pay. */
export async function createPayment(cfg: VippsConfig, req: PaymentRequest): Promise<{ redirectUrl: string }> {
  const token = await accessToken(cfg);
  const phone = msisdn(req.phone);
  const res = await cfg.fetch(`${cfg.baseUrl}/epayment/v1/payments`, {
    method: 'POST',
    headers: {
      ...baseHeaders(cfg),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'Idempotency-Key': req.idempotencyKey,
    },
    body: JSON.stringify({
      amount: { currency: req.currency, value: req.amount },
      paymentMethod: { type: 'WALLET' },
      ...(phone ? { customer: { phoneNumber: phone } } : {}),
      reference: req.reference,
      userFlow: 'WEB_REDIRECT',
      returnUrl: cfg.returnUrl,
      paymentDescription: req.description,
    }),
  });
  if (!res.ok) throw await failure(res, 'Vipps create payment');
  const body = (await res.json()) as { redirectUrl?: string; reference?: string };
  if (!body.redirectUrl) throw new VippsError(502, 'Vipps create payment: no redirectUrl', 'NO_REDIRECT');
  return { redirectUrl: body.redirectUrl };
}

/** Vipps ePayment webhook body (the fields we read). */
export interface VippsWebhookEvent {
  reference: string;
  name: string;
  success?: boolean;
  pspReference?: string;
}

export function parseWebhook(body: string): VippsWebhookEvent | null {
  try {
    const e = JSON.parse(body) as Partial<VippsWebhookEvent>;
    if (typeof e.reference !== 'string' || typeof e.name !== 'string') return null;
    return { reference: e.reference, name: e.name.toUpperCase(), success: e.success, pspReference: e.pspReference };
  } catch {
    return null;
  }
}
