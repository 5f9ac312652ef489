import crypto from 'node:crypto';
import type http from 'node:http';
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import type { ProjectConfig } from './config.ts';
import { HttpError, bearer, clientIp, readBody, sendJson } from './http.ts';
import type { Claims, Jwt } from './jwt.ts';
import { esc, type Inbox } from './mail.ts';

/**
 * A Supabase Auth (GoTrue) compatible subset: same paths, status codes, error bodies and JWT claims,
 * because supabase-js interprets them. Hashes written here use bcrypt cost 8 to keep the local password
 * grant fast; any bcrypt hash (hosted uses cost 10) verifies.
 */
const BCRYPT_COST = 8;
const API_VERSION = '2024-01-01';
const RATE_WINDOW_MS = 5 * 60 * 1000;
const RECOVERY_TTL_S = 3600;
/** Hosted's default OTP / e-mail link lifetime ([auth.email] otp_expiry). */
const EMAIL_CHANGE_TTL_S = 3600;
const EMAIL_CHANGE_HALF =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

// GoTrue validates addresses with checkmail.ValidateFormat: a dot-atom local part, and a domain of labels that
// ends in a top-level label (a dot is required: "a@b" is refused).
const ATOM = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]+";
const LABEL =
  '[A-Za-z0-9\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF](?:[A-Za-z0-9\\-._~\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]*[A-Za-z0-9\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF])?';
const EMAIL_FORMAT = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}\\.?$`);

/** GoTrue's validateEmail: the same checks, codes and messages; returns the address lower-cased. */
export function validateEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (!email) throw authError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) throw authError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface AuthOptions {
  pool: pg.Pool;
  jwt: Jwt;
  config: ProjectConfig;
  inbox: Inbox;
  apiUrl: () => string;
  log?: (l: string) => void;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? undefined));
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const randomToken = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

function authError(status: number, code: string, msg: string, extra: Record<string, unknown> = {}) {
  return new HttpError(status, code, msg, extra);
}

export function userJson(u: Row, identities: Row[] = []): Record<string, unknown> {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    invited_at: iso(u.invited_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email,
    })),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous ?? false,
  };
}

function parseDuration(s: string): number | null {
  // Go duration strings as GoTrue accepts for ban_duration: "24h", "1h30m", "90s".
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let total = 0;
  let m: RegExpExecArray | null;
  let matched = '';
  while ((m = re.exec(s))) {
    const n = Number(m[1]);
    total += m[2] === 'h' ? n * 3600e3 : m[2] === 'm' ? n * 60e3 : m[2] === 's' ? n * 1e3 : n;
    matched += m[0];
  }
  return matched === s && s ? total : null;
}

function globToRegExp(glob: string): RegExp {
  const re = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${re}$`);
}

class FailureCounter {
  private hits = new Map<string, number[]>();
  count(key: string): number {
    const now = Date.now();
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < RATE_WINDOW_MS);
    this.hits.set(key, list);
    return list.length;
  }
  add(key: string) {
    const list = this.hits.get(key) ?? [];
    list.push(Date.now());
    this.hits.set(key, list);
  }
  clear(key: string) {
    this.hits.delete(key);
  }
}

export class AuthService {
  private failures = new FailureCounter();
  constructor(private o: AuthOptions) {}

  private get pool() {
    return this.o.pool;
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse, path: string, url: URL): Promise<void> {
    const newErrors = (req.headers['x-supabase-api-version'] ?? '') >= API_VERSION;
    const headers: Record<string, string> = newErrors ? { 'x-supabase-api-version': API_VERSION } : {};
    try {
      await this.route(req, res, path, url, headers);
    } catch (err) {
      if (err instanceof HttpError) {
        const body = newErrors
          ? { code: err.code, message: err.message, ...err.extra }
          : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
        sendJson(res, err.status, body, headers);
      } else {
        this.o.log?.(`auth error: ${(err as Error).stack}`);
        const body = newErrors
          ? { code: 'unexpected_failure', message: 'Internal server error' }
          : { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error' };
        sendJson(res, 500, body, headers);
      }
    }
  }

  private async route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    url: URL,
    headers: Record<string, string>,
  ): Promise<void> {
    const m = req.method ?? 'GET';
    const ok = (body: unknown, status = 200) => sendJson(res, status, body, headers);
    if (path === '/health' && m === 'GET') {
      return ok({ version: 'local', name: 'GoTrue', description: 'Supabase Auth compatible local service' });
    }
    if (path === '/settings' && m === 'GET') {
      return ok({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: true,
        mailer_autoconfirm: !this.o.config.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/token' && m === 'POST') {
      const grant = url.searchParams.get('grant_type');
      const body = await this.body(req);
      if (grant === 'password') return ok(await this.passwordGrant(req, body));
      if (grant === 'refresh_token') return ok(await this.refreshGrant(body));
      throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    if (path === '/logout' && m === 'POST') {
      const claims = await this.requireUserClaims(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope === 'local')
        await this.pool.query('delete from auth.sessions where id = $1', [claims.session_id]);
      else if (scope === 'others')
        await this.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          claims.sub,
          claims.session_id,
        ]);
      else await this.pool.query('delete from auth.sessions where user_id = $1', [claims.sub]);
      res.writeHead(204, headers);
      res.end();
      return;
    }
    if (path === '/user' && m === 'GET') {
      const claims = await this.requireUserClaims(req);
      return ok(await this.loadUserJson(claims.sub!));
    }
    if (path === '/user' && m === 'PUT') {
      const claims = await this.requireUserClaims(req);
      return ok(
        await this.updateUser(claims.sub!, await this.body(req), false, String(claims.session_id ?? '')),
      );
    }
    if (path === '/recover' && m === 'POST') {
      const body = await this.body(req);
      await this.recover(String(body.email ?? ''), url.searchParams.get('redirect_to'));
      return ok({});
    }
    if (path === '/verify' && m === 'GET') return this.verifyLink(res, url);
    if (path === '/verify' && m === 'POST') {
      const body = await this.body(req);
      const type = String(body.type ?? '');
      if (!['recovery', 'magiclink', 'email', 'invite', 'email_change'].includes(type))
        throw authError(400, 'validation_failed', 'Verify requires a verification type');
      const token = String(body.token_hash ?? body.token ?? '');
      const session = await this.consumeToken(type, token);
      if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
      if (session === 'half') return ok({ msg: EMAIL_CHANGE_HALF, code: 200 });
      return ok(session);
    }
    if (path === '/invite' && m === 'POST') {
      await this.requireAdmin(req);
      return ok(await this.invite(await this.body(req), url.searchParams.get('redirect_to')));
    }
    if (path.startsWith('/admin/')) return this.admin(req, res, path, url, headers);
    if (path === '/signup' && m === 'POST')
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    throw authError(404, 'not_found', 'Not Found');
  }

  private async body(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const buf = await readBody(req, 1024 * 1024);
    if (!buf.length) return {};
    const type = String(req.headers['content-type'] ?? '');
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(buf.toString('utf8')));
    }
    try {
      const v = JSON.parse(buf.toString('utf8'));
      return v && typeof v === 'object' ? v : {};
    } catch {
      throw authError(400, 'bad_json', 'Could not parse request body as JSON');
    }
  }

  /** The bearer token's claims, its signature and expiry verified as GoTrue does. */
  private async bearerClaims(req: http.IncomingMessage): Promise<Claims> {
    const token = bearer(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    try {
      return await this.o.jwt.verify(token);
    } catch (err) {
      throw authError(
        401,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${(err as Error).message}`,
      );
    }
  }

  /** Verifies the bearer token as GoTrue does: signature, expiry, a subject and a live session. */
  private async requireUserClaims(req: http.IncomingMessage): Promise<Claims> {
    const claims = await this.bearerClaims(req);
    if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (claims.session_id) {
      const r = await this.pool.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
      if (!r.rowCount)
        throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return claims;
  }

  private async requireAdmin(req: http.IncomingMessage): Promise<void> {
    const claims = await this.bearerClaims(req);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
      throw authError(403, 'not_admin', 'User not allowed');
  }

  // ---- sessions and tokens -------------------------------------------------------------------

  private async passwordGrant(req: http.IncomingMessage, body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw authError(400, 'validation_failed', 'missing email or phone');
    // As on hosted, a limit never locks an address for everyone: wrong passwords count per address from one
    // IP and per IP, so the owner signs in from elsewhere whatever others send.
    const ipKey = `ip:${clientIp(req)}`;
    const emailKey = `email:${email}@${clientIp(req)}`;
    if (
      this.failures.count(emailKey) >= this.o.config.failuresPerEmail ||
      this.failures.count(ipKey) >= this.o.config.failuresPerIp
    ) {
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const r = await this.pool.query(
      'select id, encrypted_password, email_confirmed_at, banned_until from auth.users where lower(email) = $1 and deleted_at is null',
      [email],
    );
    const u = r.rows[0];
    const valid = u?.encrypted_password ? await bcrypt.compare(password, u.encrypted_password) : false;
    if (!valid) {
      this.failures.add(emailKey);
      this.failures.add(ipKey);
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    this.failures.clear(emailKey);
    // GoTrue refuses an unconfirmed address whatever the confirmation setting (which decides sign-ups only).
    if (!u.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    if (u.banned_until && new Date(u.banned_until).getTime() > Date.now())
      throw authError(400, 'user_banned', 'User is banned');
    return this.createSession(u.id, 'password', String(req.headers['user-agent'] ?? ''), clientIp(req));
  }

  private async createSession(userId: string, method: string, userAgent = '', ip = '') {
    const sessionId = crypto.randomUUID();
    const refresh = randomToken();
    const r = await this.pool.query(
      `with s as (
         insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip, tag)
         values ($1, $2, now(), now(), 'aal1', $4, $5, $6) returning id
       ), t as (
         insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
         select $3, $2::text, false, now(), now(), id from s returning id
       ), i as (
         update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $2 returning *
       ), u as (
         update auth.users set last_sign_in_at = now(), updated_at = now() where id = $2 returning *
       )
       select u.*, (select coalesce(json_agg(i), '[]') from i) as identities, (select count(*) from t) as t from u`,
      [sessionId, userId, refresh, userAgent || null, isIp(ip) ? ip : null, method],
    );
    const u = r.rows[0];
    return this.sessionResponse(u, u.identities, sessionId, refresh, method, Math.floor(Date.now() / 1000));
  }

  private async sessionResponse(
    u: Row,
    identities: Row[],
    sessionId: string,
    refresh: string,
    method: string,
    authTime: number,
    hookMethod = method,
  ) {
    const user = userJson(u, identities);
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.o.config.jwtExpiry;
    let claims: Claims = {
      aud: 'authenticated',
      exp,
      iat: now,
      iss: `${this.o.apiUrl()}/auth/v1`,
      sub: u.id,
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: authTime }],
      session_id: sessionId,
      is_anonymous: false,
    };
    claims = await this.runAccessTokenHook(u.id, claims, hookMethod);
    const access = await this.o.jwt.sign(claims);
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: this.o.config.jwtExpiry,
      expires_at: exp,
      refresh_token: refresh,
      user,
    };
  }

  private async runAccessTokenHook(userId: string, claims: Claims, method: string): Promise<Claims> {
    const hook = this.o.config.accessTokenHook;
    if (!hook?.enabled) return claims;
    const fn = `${quoteIdent(hook.schema)}.${quoteIdent(hook.name)}`;
    const exists = await this.pool.query('select to_regprocedure($1) is not null as ok', [`${fn}(jsonb)`]);
    if (!exists.rows[0]?.ok) return claims;
    const event = JSON.stringify({ user_id: userId, claims, authentication_method: method });
    const c = await this.pool.connect();
    let out: Row;
    try {
      // As on hosted, the hook runs as supabase_auth_admin: the migration must grant it execute.
      const res = (await c.query(
        `begin; set local role supabase_auth_admin; select ${fn}(${c.escapeLiteral(event)}::jsonb) as r; commit;`,
      )) as unknown as pg.QueryResult[];
      out = res[2]!.rows[0]!.r;
    } catch (err) {
      await c.query('rollback').catch(() => {});
      throw authError(500, 'unexpected_failure', `Error running hook URI: ${(err as Error).message}`);
    } finally {
      c.release();
    }
    if (out?.error) {
      const e = out.error as Row;
      throw authError(Number(e.http_code ?? 500), 'hook_error', String(e.message ?? 'hook error'));
    }
    if (!out?.claims || typeof out.claims !== 'object')
      throw authError(500, 'unexpected_failure', 'output claims do not conform to the expected schema');
    return out.claims as Claims;
  }

  private async refreshGrant(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
    const r = await this.pool.query(
      `select rt.id, rt.revoked, rt.session_id, rt.updated_at, rt.user_id, s.tag, s.created_at as session_created
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id where rt.token = $1`,
      [token],
    );
    const rt = r.rows[0];
    if (!rt)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    let current = token;
    if (rt.revoked) {
      const withinReuse =
        Date.now() - new Date(rt.updated_at).getTime() < this.o.config.refreshTokenReuseInterval * 1000;
      const active = await this.pool.query(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [rt.session_id],
      );
      if (!withinReuse || !active.rows[0]) {
        // Reuse of a rotated token: treat as theft and end the whole session, as GoTrue does.
        await this.pool.query('delete from auth.sessions where id = $1', [rt.session_id]);
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      current = active.rows[0].token;
    }
    const next = randomToken();
    const rot = await this.pool.query(
      `with old as (
         update auth.refresh_tokens set revoked = true, updated_at = now()
          where token = $1 and revoked = false returning id, session_id, user_id
       ), ins as (
         insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
         select $2, user_id, false, now(), now(), $1, session_id from old returning session_id
       ), s as (
         update auth.sessions set refreshed_at = now(), updated_at = now() where id in (select session_id from ins) returning id
       )
       select u.*, (select coalesce(json_agg(i), '[]') from auth.identities i where i.user_id = u.id) as identities,
              (select count(*) from s) as s
         from auth.users u where u.id = (select user_id::uuid from old)`,
      [current, next],
    );
    const u = rot.rows[0];
    if (!u) throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (u.banned_until && new Date(u.banned_until).getTime() > Date.now())
      throw authError(400, 'user_banned', 'User is banned');
    return this.sessionResponse(
      u,
      u.identities,
      rt.session_id,
      next,
      rt.tag ?? 'password',
      Math.floor(new Date(rt.session_created).getTime() / 1000),
      'token_refresh',
    );
  }

  // ---- users ---------------------------------------------------------------------------------

  private async loadUserJson(id: string): Promise<Record<string, unknown>> {
    const r = await this.pool.query(
      `select u.*, (select coalesce(json_agg(i), '[]') from auth.identities i where i.user_id = u.id) as identities
         from auth.users u where u.id = $1`,
      [id],
    );
    if (!r.rows[0]) throw authError(404, 'user_not_found', 'User not found');
    return userJson(r.rows[0], r.rows[0].identities);
  }

  private checkPassword(pw: unknown): string {
    if (typeof pw !== 'string' || pw.length < this.o.config.minPasswordLength) {
      throw authError(
        422,
        'weak_password',
        `Password should be at least ${this.o.config.minPasswordLength} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
    return pw;
  }

  /**
   * PUT /user (self) and PUT /admin/users/:id share the update rules; admin may also set app_metadata. As GoTrue:
   * a new password ends the user's other sessions (an admin's ends all of them) and voids pending links; a
   * user's new e-mail address takes effect only once confirmed from the mail sent to it (and, with
   * double_confirm_changes, from the current address too); an admin's takes effect at once.
   */
  private async updateUser(id: string, body: Record<string, unknown>, admin: boolean, sessionId = '') {
    const cur = (await this.pool.query('select * from auth.users where id = $1', [id])).rows[0];
    if (!cur) throw authError(404, 'user_not_found', 'User not found');
    const sets: string[] = [];
    const vals: unknown[] = [];
    const set = (col: string, v: unknown, cast = '') => {
      vals.push(v);
      sets.push(`${col} = $${vals.length}${cast}`);
    };
    const newEmail = body.email !== undefined && body.email !== '' ? validateEmail(body.email) : null;
    const emailChanges = newEmail !== null && newEmail !== (cur.email ?? '').toLowerCase();
    if (emailChanges) {
      const dup = await this.pool.query('select 1 from auth.users where email = $1 and id <> $2', [
        newEmail,
        id,
      ]);
      if (dup.rowCount)
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    let passwordChanged = false;
    if (body.password !== undefined) {
      const pw = this.checkPassword(body.password);
      if (!admin && cur.encrypted_password && (await bcrypt.compare(pw, cur.encrypted_password)))
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      set('encrypted_password', await bcrypt.hash(pw, BCRYPT_COST));
      sets.push(
        `confirmation_token = ''`,
        'confirmation_sent_at = null',
        `recovery_token = ''`,
        'recovery_sent_at = null',
        `email_change_token_current = ''`,
        `email_change_token_new = ''`,
        'email_change_sent_at = null',
        `reauthentication_token = ''`,
      );
      passwordChanged = true;
    }
    let mails: { to: string; token: string }[] = [];
    if (emailChanges && admin) {
      set('email', newEmail);
      await this.pool.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
          where user_id = $1 and provider = 'email'`,
        [id, newEmail],
      );
    } else if (emailChanges) {
      const tokenNew = randomToken(32);
      const tokenCurrent = this.o.config.doubleConfirmChanges && cur.email ? randomToken(32) : '';
      set('email_change', newEmail);
      set('email_change_token_new', sha256(tokenNew));
      set('email_change_token_current', tokenCurrent ? sha256(tokenCurrent) : '');
      sets.push('email_change_sent_at = now()', 'email_change_confirm_status = 0');
      mails = [{ to: newEmail!, token: tokenNew }];
      if (tokenCurrent) mails.push({ to: cur.email, token: tokenCurrent });
    }
    const userMeta = admin ? body.user_metadata : (body.data ?? undefined);
    if (userMeta && typeof userMeta === 'object')
      set('raw_user_meta_data', mergeMeta(cur.raw_user_meta_data, userMeta));
    if (admin && body.app_metadata && typeof body.app_metadata === 'object')
      set('raw_app_meta_data', mergeMeta(cur.raw_app_meta_data, body.app_metadata));
    if (admin && body.email_confirm === true && !cur.email_confirmed_at)
      sets.push('email_confirmed_at = now()');
    if (admin && typeof body.ban_duration === 'string') {
      if (body.ban_duration === 'none') sets.push('banned_until = null');
      else {
        const ms = parseDuration(body.ban_duration);
        if (ms === null) throw authError(400, 'validation_failed', 'invalid format for ban duration');
        set('banned_until', new Date(Date.now() + ms));
      }
    }
    if (sets.length) {
      sets.push('updated_at = now()');
      await this.pool.query(`update auth.users set ${sets.join(', ')} where id = $${vals.length + 1}`, [
        ...vals,
        id,
      ]);
    }
    if (passwordChanged) {
      if (!admin && sessionId)
        await this.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [id, sessionId]);
      else await this.pool.query('delete from auth.sessions where user_id = $1', [id]);
    }
    for (const m of mails) {
      const link =
        `${this.o.apiUrl()}/auth/v1/verify?token=${encodeURIComponent(m.token)}&type=email_change` +
        `&redirect_to=${encodeURIComponent(this.o.config.siteUrl)}`;
      this.o.inbox.send({
        to: m.to,
        subject: 'Confirm Email Change',
        text: `Follow this link to confirm the update of your email from ${cur.email} to ${newEmail}:\n\n${link}\n`,
        html: `<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from ${esc(String(cur.email))} to ${esc(String(newEmail))}:</p><p><a href="${esc(link)}">Change Email</a></p>`,
      });
    }
    return this.loadUserJson(id);
  }

  /** One of the e-mail change links: the first of two only marks its half done; the last applies the change. */
  private async consumeEmailChange(
    token: string,
  ): Promise<Awaited<ReturnType<AuthService['createSession']>> | 'half' | null> {
    if (!token) return null;
    const h = sha256(token);
    const r = await this.pool.query(
      `select id, email_change, email_change_token_current, email_change_token_new, email_change_confirm_status
         from auth.users
        where email_change <> '' and email_change_sent_at > now() - make_interval(secs => $2)
          and (email_change_token_new = $1 or (email_change_token_current <> '' and email_change_token_current = $1))`,
      [h, EMAIL_CHANGE_TTL_S],
    );
    const u = r.rows[0];
    if (!u) return null;
    const otherPending =
      u.email_change_token_new === h ? u.email_change_token_current !== '' : u.email_change_token_new !== '';
    if (otherPending) {
      const col = u.email_change_token_new === h ? 'email_change_token_new' : 'email_change_token_current';
      await this.pool.query(
        `update auth.users set ${col} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
        [u.id],
      );
      return 'half';
    }
    const taken = await this.pool.query('select 1 from auth.users where email = $1 and id <> $2', [
      u.email_change,
      u.id,
    ]);
    if (taken.rowCount) return null;
    await this.pool.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
              email_change_token_current = '', email_change_sent_at = null, email_change_confirm_status = 0,
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where id = $1`,
      [u.id],
    );
    await this.pool.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
        where user_id = $1 and provider = 'email'`,
      [u.id, u.email_change],
    );
    return this.createSession(u.id, 'email_change');
  }

  private async admin(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    url: URL,
    headers: Record<string, string>,
  ): Promise<void> {
    await this.requireAdmin(req);
    const m = req.method ?? 'GET';
    const ok = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
      sendJson(res, status, body, { ...headers, ...extra });
    if (path === '/admin/users' && m === 'GET') {
      // As GoTrue: page and per_page are unsigned integers (anything else is a 400), page < 1 is page 1,
      // per_page < 1 is pop's default of 20; newest first (created_at desc; id breaks ties here).
      const uint = (name: string, fallback: number) => {
        const v = url.searchParams.get(name);
        if (v === null || v === '') return fallback;
        if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)))
          throw authError(
            400,
            'validation_failed',
            `Bad Pagination Parameters: strconv.ParseUint: parsing "${v}": invalid syntax`,
          );
        return Number(v);
      };
      const page = Math.max(1, uint('page', 1));
      const perPage = uint('per_page', 50) || 20;
      const total = Number((await this.pool.query('select count(*) from auth.users')).rows[0].count);
      const r = await this.pool.query(
        `select u.*, (select coalesce(json_agg(i), '[]') from auth.identities i where i.user_id = u.id) as identities
           from auth.users u order by u.created_at desc, u.id desc limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const last = Math.max(1, Math.ceil(total / perPage));
      const links = [];
      if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
      return ok({ users: r.rows.map((u) => userJson(u, u.identities)), aud: 'authenticated' }, 200, {
        'x-total-count': String(total),
        link: links.join(', '),
      });
    }
    if (path === '/admin/generate_link' && m === 'POST') {
      return ok(await this.generateLink(await this.body(req), url.searchParams.get('redirect_to')));
    }
    if (path === '/admin/users' && m === 'POST') {
      const body = await this.body(req);
      return ok(await this.adminCreate(body));
    }
    const one = /^\/admin\/users\/([0-9a-fA-F-]{36})$/.exec(path);
    if (one) {
      const id = one[1]!.toLowerCase();
      if (m === 'GET') return ok(await this.loadUserJson(id));
      if (m === 'PUT') return ok(await this.updateUser(id, await this.body(req), true));
      if (m === 'DELETE') {
        const r = await this.pool.query('delete from auth.users where id = $1', [id]);
        if (!r.rowCount) throw authError(404, 'user_not_found', 'User not found');
        return ok({});
      }
    }
    if (/^\/admin\/users\/[^/]+$/.test(path)) throw authError(404, 'user_not_found', 'User not found');
    throw authError(404, 'not_found', 'Not Found');
  }

  private async adminCreate(body: Record<string, unknown>) {
    const email = validateEmail(body.email);
    // GoTrue's admin API also takes an existing bcrypt hash (password_hash), as imports and bulk seeds use.
    if (
      body.password_hash !== undefined &&
      !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(String(body.password_hash))
    )
      throw authError(
        400,
        'validation_failed',
        'Invalid password hash format: only bcrypt hashes are supported locally',
      );
    const hash =
      body.password_hash !== undefined
        ? String(body.password_hash)
        : body.password !== undefined
          ? await bcrypt.hash(this.checkPassword(body.password), BCRYPT_COST)
          : null;
    const id = typeof body.id === 'string' ? body.id : crypto.randomUUID();
    const appMeta = {
      provider: 'email',
      providers: ['email'],
      ...((body.app_metadata as object) ?? {}),
    };
    const userMeta = (body.user_metadata as object) ?? {};
    // As GoTrue's admin API: confirmed only when asked (email_confirm: true), whatever the project setting.
    const confirmed = body.email_confirm === true;
    let banned: Date | null = null;
    if (typeof body.ban_duration === 'string' && body.ban_duration !== 'none') {
      const ms = parseDuration(body.ban_duration);
      if (ms === null) throw authError(400, 'validation_failed', 'invalid format for ban duration');
      banned = new Date(Date.now() + ms);
    }
    try {
      await this.pool.query(
        `with u as (
           insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                   raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
                                   confirmation_token, recovery_token, email_change_token_new, email_change)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
                   case when $4 then now() end, $5, $6, now(), now(), $7, '', '', '', '')
           returning id
         )
         insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         select $1::text, id, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', false,
                                                 'phone_verified', false), 'email', now(), now() from u`,
        [id, email, hash, confirmed, appMeta, userMeta, banned],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505')
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      throw err;
    }
    return this.loadUserJson(id);
  }

  // ---- password recovery ---------------------------------------------------------------------

  private allowedRedirect(to: string | null): string {
    const site = this.o.config.siteUrl;
    if (!to) return site;
    try {
      // As GoTrue: any URL on the site's host name is allowed (whatever the port), else the allow list.
      if (new URL(to).hostname === new URL(site).hostname) return to;
    } catch {
      return site;
    }
    return this.o.config.redirectUrls.some((g) => globToRegExp(g).test(to)) ? to : site;
  }

  private async recover(emailRaw: string, redirectTo: string | null) {
    const email = emailRaw.trim().toLowerCase();
    if (!email) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    const token = randomToken(32);
    const r = await this.pool.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
        where lower(email) = $1 and deleted_at is null returning id`,
      [email, sha256(token)],
    );
    if (!r.rowCount) return; // no account enumeration: same answer either way
    const redirect = this.allowedRedirect(redirectTo);
    const link =
      `${this.o.apiUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=recovery` +
      `&redirect_to=${encodeURIComponent(redirect)}`;
    this.o.inbox.send({
      to: email,
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n\n${link}\n`,
      html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${esc(link)}">Reset Password</a></p>`,
    });
  }

  /** admin.generateLink for magiclink and recovery: a one-time link (and token_hash for verifyOtp), no mail. */
  private async generateLink(body: Record<string, unknown>, redirectTo: string | null) {
    const type = String(body.type ?? '');
    if (type !== 'magiclink' && type !== 'recovery')
      throw authError(
        422,
        'validation_failed',
        `generate_link type "${type}" is not supported by the local stack`,
      );
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const token = randomToken(32);
    const r = await this.pool.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
        where lower(email) = $1 and deleted_at is null returning id`,
      [email, sha256(token)],
    );
    if (!r.rows[0]) throw authError(404, 'user_not_found', 'User with this email not found');
    const redirect = this.allowedRedirect(
      redirectTo ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null),
    );
    return {
      ...(await this.loadUserJson(r.rows[0].id)),
      action_link:
        `${this.o.apiUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}` +
        `&redirect_to=${encodeURIComponent(redirect)}`,
      hashed_token: token,
      redirect_to: redirect,
      verification_type: type,
    };
  }

  private async consumeRecovery(token: string, method = 'recovery') {
    if (!token) return null;
    const r = await this.pool.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) returning id`,
      [sha256(token), RECOVERY_TTL_S],
    );
    if (!r.rows[0]) return null;
    return this.createSession(r.rows[0].id, method);
  }

  private async consumeToken(type: string, token: string) {
    if (type === 'recovery') return this.consumeRecovery(token, 'recovery');
    if (type === 'magiclink' || type === 'email') return this.consumeRecovery(token, 'otp');
    if (type === 'invite') return this.consumeInvite(token);
    if (type === 'email_change') return this.consumeEmailChange(token);
    return null;
  }

  // ---- invitations ---------------------------------------------------------------------------

  /** POST /invite (service_role): creates the user without a password and mails a one-time link. */
  private async invite(body: Record<string, unknown>, redirectTo: string | null) {
    const email = validateEmail(body.email);
    const existing = (
      await this.pool.query('select id, email_confirmed_at from auth.users where lower(email) = $1', [email])
    ).rows[0];
    if (existing?.email_confirmed_at)
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    const token = randomToken(32);
    let id: string;
    if (existing) {
      id = existing.id;
      await this.pool.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now(),
                raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $3 where id = $1`,
        [id, sha256(token), (body.data as object) ?? {}],
      );
    } else {
      id = crypto.randomUUID();
      await this.pool.query(
        `with u as (
           insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at,
                                   updated_at, invited_at, confirmation_token, confirmation_sent_at, recovery_token,
                                   email_change_token_new, email_change)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
                   '{"provider": "email", "providers": ["email"]}', $3, now(), now(), now(), $4, now(), '', '', '')
           returning id
         )
         insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         select $1::text, id, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', false,
                                                 'phone_verified', false), 'email', now(), now() from u`,
        [id, email, (body.data as object) ?? {}, sha256(token)],
      );
    }
    const redirect = this.allowedRedirect(redirectTo);
    const link =
      `${this.o.apiUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=invite` +
      `&redirect_to=${encodeURIComponent(redirect)}`;
    this.o.inbox.send({
      to: email,
      subject: 'You have been invited',
      text: `You have been invited to create a user. Follow this link to accept the invite:\n\n${link}\n`,
      html: `<h2>You have been invited</h2><p>You have been invited to create a user. Follow this link to accept the invite:</p><p><a href="${esc(link)}">Accept the invite</a></p>`,
    });
    return this.loadUserJson(id);
  }

  private async consumeInvite(token: string) {
    if (!token) return null;
    const r = await this.pool.query(
      `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where confirmation_token = $1 and confirmation_sent_at > now() - interval '24 hours' returning id`,
      [sha256(token)],
    );
    if (!r.rows[0]) return null;
    return this.createSession(r.rows[0].id, 'invite');
  }

  private async verifyLink(res: http.ServerResponse, url: URL) {
    const redirect = this.allowedRedirect(url.searchParams.get('redirect_to'));
    const type = url.searchParams.get('type');
    const session = await this.consumeToken(type ?? '', url.searchParams.get('token') ?? '');
    let fragment: URLSearchParams;
    if (session === 'half') {
      fragment = new URLSearchParams({ message: EMAIL_CHANGE_HALF });
    } else if (!session) {
      fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    } else {
      fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type ?? 'recovery',
      });
    }
    res.writeHead(303, { location: `${redirect.split('#')[0]}#${fragment.toString()}` });
    res.end();
  }
}

function mergeMeta(current: unknown, patch: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...((current as Record<string, unknown>) ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

function quoteIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

function isIp(s: string): boolean {
  return /^[0-9a-fA-F:.]+$/.test(s) && s.length > 0;
}
