// Payment requests (spec 002 §2 Payments, §4, §9), as an edge function:
//   POST send      {appointmentId}  (therapist's bearer token)
//        → 200 {data: {paymentId, reference, status: 'created'}}
//        or a failure {error: {hint, message}} (_shared/http.ts) with the spec's §8 texts.
//        1. create_payment_request as the therapist: the payments row (amount = price × 100, merchant
//           reference, status created) and isSent, one transaction, ownership and state checked in SQL;
//        2. the provider creates the payment and answers the URL the patient pays at;
//        3. the patient gets that URL by mail (SMTP, or the local inbox).
//        If 2 or 3 fails the request is marked error (errorMessage/errorCode), so the history shows it.
//        One request per appointment is open at a time (a unique index): a second send while one is open
//        (a double click, 'send again') answers that same request (resent: true), asks the provider again with
//        the same reference and idempotency key (the same payment, not a second one) and mails the same link.
//   POST callback  the provider's webhook, signature verified (webhook.ts), then payment_provider_event:
//        idempotent (a repeat changes nothing), 404 for an unknown reference (nothing written), 401 unsigned.
//   GET/POST pay/<reference>  the local provider's payment page (local-provider.ts), only when Vipps is not set.
//
// Provider: Vipps ePayment (vipps.ts) when VIPPS_EPAYMENT_CLIENT_ID, _CLIENT_SECRET, _SUBSCRIPTION_KEY and
// _MSN are set; otherwise the local provider. config.toml sets verify_jwt = false because the webhook and the
// payment page come without a user token; `send` verifies the bearer token with the auth server itself.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { sendMail } from '../_shared/mail.ts';
import * as vipps from './vipps.ts';
import * as local from './local-provider.ts';
import { deriveSecret, verifyWebhook } from './webhook.ts';
import { formatMoney } from '../_shared/money.ts';
import { answerError, failure, json, preflight } from '../_shared/http.ts';

const env = (k: string) => Deno.env.get(k) ?? '';
const MSG = {
  create: 'Error occured in the creation of payment, please try again later.',
  notSignedIn: 'Sorry, you are not authorized to access this app',
};

const useVipps = Boolean(
  env('VIPPS_EPAYMENT_CLIENT_ID') &&
    env('VIPPS_EPAYMENT_CLIENT_SECRET') &&
    env('VIPPS_EPAYMENT_SUBSCRIPTION_KEY') &&
    env('VIPPS_EPAYMENT_MSN'),
);

const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : 400;

function admin(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The function's public address (what the provider calls and signs), e.g. https://<ref>.supabase.co/functions/v1/payments. */
function publicBase(): string {
  return (env('PAYMENTS_PUBLIC_URL') || `${env('SUPABASE_URL')}/functions/v1/payments`).replace(/\/+$/, '');
}

let localSecret: Promise<string> | null = null;
/** Vipps: the secret it returned when the webhook was registered. Local: derived from the service key. */
function webhookSecret(): Promise<string> {
  if (useVipps) return Promise.resolve(env('VIPPS_EPAYMENT_WEBHOOK_SECRET'));
  localSecret ??= env('PAYMENTS_LOCAL_SECRET')
    ? Promise.resolve(env('PAYMENTS_LOCAL_SECRET'))
    : deriveSecret(env('SUPABASE_SERVICE_ROLE_KEY'), 'local-payment-provider');
  return localSecret;
}

async function localDeps(): Promise<local.LocalProviderDeps> {
  return {
    publicBase: publicBase(),
    secret: await webhookSecret(),
    fetch: (input, init) => fetch(input, init),
    async find(reference) {
      const { data } = await admin()
        .from('payments')
        .select('merchant_reference, amount, status, description, currencies(code)')
        .eq('merchant_reference', reference)
        .maybeSingle();
      if (!data) return null;
      const cur = (data as { currencies: { code: string } | null }).currencies;
      return {
        reference,
        amount: data.amount as number,
        status: data.status as string,
        description: (data.description as string | null) ?? 'Payment',
        currency: cur?.code ?? 'NOK',
      };
    },
  };
}

interface Created {
  paymentId: string;
  reference: string;
  amount: number;
  currencyCode: string;
  description: string;
  patientEmail: string | null;
  patientPhone: string | null;
  patientName: string;
  resent?: boolean;
}

async function providerCreate(p: Created): Promise<string> {
  if (useVipps) {
    const { redirectUrl } = await vipps.createPayment(
      {
        baseUrl: env('VIPPS_EPAYMENT_BASE_URL') || 'https://apitest.vipps.no',
        clientId: env('VIPPS_EPAYMENT_CLIENT_ID'),
        clientSecret: env('VIPPS_EPAYMENT_CLIENT_SECRET'),
        subscriptionKey: env('VIPPS_EPAYMENT_SUBSCRIPTION_KEY'),
        merchantSerialNumber: env('VIPPS_EPAYMENT_MSN'),
        returnUrl: env('VIPPS_EPAYMENT_RETURN_URL') || env('SUPABASE_URL'),
        fetch: (input, init) => fetch(input, init),
      },
      {
        reference: p.reference,
        amount: p.amount,
        currency: p.currencyCode,
        phone: p.patientPhone,
        description: p.description,
        idempotencyKey: p.paymentId,
      },
    );
    return redirectUrl;
  }
  return (await local.createLocalPayment(await localDeps(), p.reference)).redirectUrl;
}

/** The app's money format (shared-ui formatMoney): English 'NOK 600.00', Norwegian '600,00 kr'. */
const money = formatMoney;

function paymentMail(p: Created, url: string) {
  const amount = money(p.amount / 100, p.currencyCode, 'en');
  const belop = money(p.amount / 100, p.currencyCode, 'no');
  return {
    to: p.patientEmail!,
    subject: `Payment request: ${p.description}`,
    text:
      `Hello ${p.patientName},\n\nplease pay ${amount} for ${p.description}:\n${url}\n\n` +
      `Hei ${p.patientName},\n\nvennligst betal ${belop} for ${p.description}:\n${url}\n`,
    html:
      `<p>Hello ${escapeHtml(p.patientName)},</p><p>please pay <b>${escapeHtml(amount)}</b> for ${escapeHtml(p.description)}.</p>` +
      `<p><a href="${escapeHtml(url)}">Pay now</a></p><p lang="no">Hei! Vennligst betal ${escapeHtml(belop)}: ` +
      `<a href="${escapeHtml(url)}">Betal nå</a></p>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function send(req: Request): Promise<Response> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  const db = admin();
  const { data: caller, error: callerError } = await db.auth.getUser(token);
  if (callerError || !caller.user) return failure(401, 'not_signed_in', MSG.notSignedIn);
  const body = (await req.json().catch(() => null)) as { appointmentId?: unknown } | null;
  const appointmentId = typeof body?.appointmentId === 'string' ? body.appointmentId : '';
  if (!/^[0-9a-f-]{36}$/i.test(appointmentId)) return failure(400, 'bad_appointment_id', MSG.create);

  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
  const { data, error } = await asCaller.rpc('create_payment_request', { p_appointment_id: appointmentId });
  if (error) return failure(statusOf(error.code), error.hint || 'payment_refused', error.message);
  const created = data as Created;
  try {
    if (!created.patientEmail) throw Object.assign(new Error('The patient has no e-mail address'), { code: 'NO_EMAIL' });
    const url = await providerCreate(created);
    await sendMail(paymentMail(created, url));
    return json({
      data: { paymentId: created.paymentId, reference: created.reference, status: 'created', resent: Boolean(created.resent) },
    });
  } catch (err) {
    const e = err as Error & { code?: string };
    // No personal data in the log: the reference only.
    console.error(`payments: request ${created.reference} failed: ${e.message}`);
    await db
      .from('payments')
      .update({ status: 'error', error_message: e.message.slice(0, 500), error_code: e.code ?? 'PROVIDER_ERROR' })
      .eq('id', created.paymentId)
      .eq('status', 'created');
    return failure(502, 'provider_failed', MSG.create);
  }
}

async function callback(req: Request): Promise<Response> {
  const raw = await req.text();
  const why = await verifyWebhook(await webhookSecret(), `${publicBase()}/callback`, req.headers, raw);
  if (why) return failure(401, 'bad_signature', 'Invalid webhook signature');
  const event = vipps.parseWebhook(raw);
  if (!event) return failure(400, 'bad_body', 'Invalid webhook body');
  const { data, error } = await admin().rpc('payment_provider_event', {
    p_reference: event.reference,
    p_event: event.name,
  });
  if (error) return failure(statusOf(error.code), error.hint || 'payment_refused', error.message);
  return json({ data });
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  const url = new URL(req.url);
  const parts = url.pathname.split('/').filter(Boolean);
  // …/payments/<route>[/<reference>] (the runtime keeps the function name as the first segment)
  const [route, ref] = parts[0] === 'payments' ? parts.slice(1) : parts;
  try {
    if (route === 'send' && req.method === 'POST') return await send(req);
    if (route === 'callback' && req.method === 'POST') return await callback(req);
    if (route === 'pay' && ref && !useVipps) {
      const deps = await localDeps();
      if (req.method === 'GET') return await local.paymentPage(deps, decodeURIComponent(ref), url);
      if (req.method === 'POST') return await local.paymentDecision(deps, decodeURIComponent(ref), req);
    }
    return failure(404, 'not_found', 'Not found');
  } catch (err) {
    return answerError('payments', err);
  }
});
