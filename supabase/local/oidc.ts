import crypto from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import { readBody } from './http.ts';

/**
 * A local OpenID Connect provider standing in for Vipps (the digital ID of spec 000 §7.3) on its own port:
 * real authorisation requests, a login page where the tester picks an identity, a consent page, real codes,
 * a real token endpoint with client authentication, ID tokens signed with a key published at the JWKS URI,
 * and userinfo. The edge functions talk to it exactly as they talk to Vipps (through the discovery document).
 */

export interface TestIdentity {
  /** The provider's subject (Vipps uses opaque ids; these are stable per identity). */
  sub: string;
  givenName: string;
  familyName: string;
  email: string;
  phoneNumber: string;
}

/**
 * The seed's therapists as the digital ID knows them. Lars Bakke's Vipps e-mail is the one the seed connected
 * to colleague@demo.clinic; Ingrid Solberg (therapist@demo.clinic) is not connected until she connects; the
 * last identity belongs to nobody in the clinic.
 */
export const TEST_IDENTITIES: TestIdentity[] = [
  {
    sub: 'b5d2b0f4-2f61-4c1e-9f0e-000000000001',
    givenName: 'Lars',
    familyName: 'Bakke',
    email: 'lars.bakke@example.no',
    phoneNumber: '4791234501',
  },
  {
    sub: 'b5d2b0f4-2f61-4c1e-9f0e-000000000002',
    givenName: 'Ingrid',
    familyName: 'Solberg',
    email: 'therapist@demo.clinic',
    phoneNumber: '4791234502',
  },
  {
    sub: 'b5d2b0f4-2f61-4c1e-9f0e-000000000003',
    givenName: 'Nora',
    familyName: 'Vik',
    email: 'newbie@demo.clinic',
    phoneNumber: '4791234503',
  },
  {
    sub: 'b5d2b0f4-2f61-4c1e-9f0e-000000000004',
    givenName: 'Kari',
    familyName: 'Nordmann',
    email: 'kari.nordmann@example.no',
    phoneNumber: '4791234504',
  },
];

export const DEFAULT_OIDC_CLIENT_ID = 'therapist-workspace-local';
// Local development only (like the CLI's demo keys): a real deployment sets VIPPS_CLIENT_SECRET.
export const DEFAULT_OIDC_CLIENT_SECRET = 'local-digital-id-secret-not-for-production';

/** Paths of the app that receive the provider's answer: sign-in and connecting a profile. */
const REDIRECT_PATHS = ['/vipps-callback', '/connect-vipps'];

export interface OidcHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  port: number;
  stop(): Promise<void>;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function customIdentity(email: string): TestIdentity {
  const digest = crypto.createHash('sha256').update(email).digest('hex');
  const local = email.split('@')[0] ?? email;
  return {
    sub: `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`,
    givenName: local,
    familyName: '',
    email,
    phoneNumber: '',
  };
}

/** In-memory storage for the provider's models (codes, sessions, grants…): one map per running provider. */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  const uids = new Map<string, string>();
  const grants = new Map<string, Set<string>>();
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      const key = this.key(id);
      store.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      if (typeof payload.uid === 'string') uids.set(payload.uid, id);
      if (typeof payload.grantId === 'string') {
        const set = grants.get(payload.grantId) ?? new Set<string>();
        set.add(key);
        grants.set(payload.grantId, set);
      }
    }
    async find(id: string) {
      const entry = store.get(this.key(id));
      if (!entry) return undefined;
      if (entry.expiresAt < Date.now()) {
        store.delete(this.key(id));
        return undefined;
      }
      return entry.payload;
    }
    async findByUid(uid: string) {
      const id = uids.get(uid);
      return id ? this.find(id) : undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const entry = store.get(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; background: #ff5b24; margin: 0; min-height: 100vh; display: grid; place-items: center; }
  main { background: #fff; border-radius: 12px; padding: 32px; width: min(440px, 90vw); box-shadow: 0 8px 24px rgba(0,0,0,.2); }
  h1 { font-size: 22px; margin-top: 0; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; display: grid; gap: 8px; }
  label { display: flex; gap: 8px; align-items: center; }
  input[type=email] { width: 100%; padding: 8px; box-sizing: border-box; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
  button { padding: 8px 16px; border-radius: 6px; border: 1px solid #ff5b24; background: #fff; cursor: pointer; }
  button.primary { background: #ff5b24; color: #fff; }
  .note { color: #555; font-size: 14px; }
  .error { color: #b00020; }
</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(uid: string, error?: string): string {
  const options = TEST_IDENTITIES.map(
    (identity, i) =>
      `<label><input type="radio" name="identity" value="${escapeHtml(identity.sub)}"${i === 0 ? ' checked' : ''}>
      ${escapeHtml(`${identity.givenName} ${identity.familyName}`)} <span class="note">(${escapeHtml(identity.email)})</span></label>`,
  ).join('\n');
  return page(
    'Local digital ID: sign in',
    `<h1>Local digital ID</h1>
<p class="note">Stands in for Vipps in local development. Choose who you are.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <fieldset><legend>Identity</legend>
  ${options}
  <label><input type="radio" name="identity" value="other"> Another e-mail address</label>
  <label for="other-email" class="note">E-mail (for "Another e-mail address")</label>
  <input id="other-email" type="email" name="email" autocomplete="off">
  </fieldset>
  <div class="actions">
    <button type="submit" formaction="/interaction/${escapeHtml(uid)}/abort">Cancel</button>
    <button class="primary" type="submit">Continue</button>
  </div>
</form>`,
  );
}

function consentPage(uid: string, clientId: string, scopes: string[]): string {
  return page(
    'Local digital ID: share information',
    `<h1>Share your information</h1>
<p><strong>${escapeHtml(clientId)}</strong> asks for:</p>
<ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm">
  <div class="actions">
    <button type="submit" formaction="/interaction/${escapeHtml(uid)}/abort">Cancel</button>
    <button class="primary" type="submit">Allow</button>
  </div>
</form>`,
  );
}

export async function startOidcProvider(o: {
  port: number;
  clientId?: string;
  clientSecret?: string;
  /** The auth site_url: its host name (any port) and 127.0.0.1 may receive codes at the app's callback paths. */
  siteUrl: string;
  log?: (l: string) => void;
}): Promise<OidcHandle> {
  // Loaded on start only: the package warns about Node 20 when imported (it runs fine on it; see README).
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const issuer = `http://127.0.0.1:${o.port}`;
  const clientId = o.clientId ?? DEFAULT_OIDC_CLIENT_ID;
  const clientSecret = o.clientSecret ?? DEFAULT_OIDC_CLIENT_SECRET;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' };
  const identities = new Map(TEST_IDENTITIES.map((identity) => [identity.sub, identity]));

  // Every authorisation asks who the tester is (a provider session would otherwise keep the last identity).
  const policy = interactionPolicy.base();
  policy.get('login').checks.add(
    new interactionPolicy.Check('pick_identity', 'the tester picks the identity for every authorisation', (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Therapist workspace (local)',
        redirect_uris: REDIRECT_PATHS.map((p) => new URL(p, o.siteUrl).toString()),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Vipps' scope names (spec 000 §7.3, spec 002 §7 adds api_version_2) and the claims they release.
    scopes: ['openid', 'email', 'phoneNumber', 'name', 'address', 'api_version_2'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phoneNumber: ['phone_number', 'phone_number_verified'],
      name: ['name', 'given_name', 'family_name'],
      address: ['address'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const identity = identities.get(sub) ?? (sub.includes('@') ? customIdentity(sub) : undefined);
      if (!identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub: identity.sub === sub ? sub : identity.sub,
            email: identity.email,
            email_verified: true,
            name: `${identity.givenName} ${identity.familyName}`.trim(),
            given_name: identity.givenName,
            family_name: identity.familyName,
            phone_number: identity.phoneNumber,
            phone_number_verified: Boolean(identity.phoneNumber),
            address: { country: 'NO' },
          };
        },
      };
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = page(
        'Local digital ID: error',
        `<h1>Something went wrong</h1><p class="error">${escapeHtml(out.error ?? '')}: ${escapeHtml(out.error_description ?? '')}</p>`,
      );
    },
  });

  // The app runs on changing local ports (npm start, e2e): accept its callback paths on the site's host name or
  // 127.0.0.1 at any port, as the local auth service does for redirects.
  const siteHost = new URL(o.siteUrl).hostname;
  const exact = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function (value: string) {
    if (exact.call(this, value)) return true;
    try {
      const url = new URL(value);
      return (
        url.protocol === 'http:' &&
        (url.hostname === siteHost || url.hostname === '127.0.0.1' || url.hostname === 'localhost') &&
        REDIRECT_PATHS.includes(url.pathname) &&
        !url.search &&
        !url.hash
      );
    } catch {
      return false;
    }
  };
  provider.on('server_error', (_ctx, err) => o.log?.(`oidc server_error: ${(err as Error).stack}`));

  const oidcCallback = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const [, , uid, action] = url.pathname.split('/');
    const details = await provider.interactionDetails(req, res);
    if (!uid || details.uid !== uid) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown interaction');
      return;
    }
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'login') return html(200, loginPage(uid));
      const scopes = String(details.params.scope ?? '').split(' ').filter(Boolean);
      return html(200, consentPage(uid, String(details.params.client_id), scopes));
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The end-user cancelled the authorisation' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'login' && details.prompt.name === 'login') {
      const choice = form.get('identity') ?? '';
      let accountId = identities.has(choice) ? choice : '';
      if (choice === 'other') {
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return html(400, loginPage(uid, 'Enter a valid e-mail address'));
        accountId = email;
      }
      if (!accountId) return html(400, loginPage(uid, 'Choose an identity'));
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    if (action === 'confirm' && details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent without a signed-in identity');
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    res.writeHead(400, { 'content-type': 'text/plain' }).end('this step does not match the interaction');
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      interaction(req, res, url).catch((err: Error) => {
        o.log?.(`oidc interaction: ${err.message}`);
        if (!res.headersSent) {
          res
            .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
            .end(page('Local digital ID: error', `<p class="error">${escapeHtml(err.message)}</p>`));
        } else res.destroy();
      });
      return;
    }
    oidcCallback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    authorizeUrl: `${issuer}/auth`,
    port: o.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
