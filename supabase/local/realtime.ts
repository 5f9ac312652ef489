import crypto from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearer, readBody, sendJson } from './http.ts';
import type { Claims, Jwt } from './jwt.ts';

/**
 * A Supabase Realtime compatible subset over Phoenix channels (serializer 1.0.0 and 2.0.0), behaving as hosted
 * Realtime does (supabase/realtime's RealtimeChannel, Authorization, BatchBroadcast, apply_rls):
 * - broadcast (with self/ack), presence (track/untrack, presence_state/presence_diff);
 * - the project setting private_only (config.toml [realtime]): every public join is refused with hosted's error;
 * - private channels (`config.private`): the join runs the `realtime.messages` SELECT policies with the channel's
 *   claims and `realtime.topic()` set (refused: hosted's error reply), a broadcast or a presence track runs the
 *   INSERT policies (refused: dropped / error reply); a private topic never meets the public topic of that name;
 * - broadcasts committed to `realtime.messages` (`realtime.send()` from SQL) and the REST broadcast endpoints;
 * - postgres_changes for tables in the `supabase_realtime` publication, INSERT/UPDATE delivered only to
 *   subscribers whose role and claims can SELECT the row (RLS); DELETE on a table with RLS carries only the
 *   primary key;
 * - each channel's token is enforced for its life: `role` and `exp` required, expiry closes the channel with a
 *   system error, an invalid `access_token` refresh closes it.
 */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Msg {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Row;
}

interface PgBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

/** What the realtime.messages policies allow on a private channel (undefined: not asked yet). */
interface Policies {
  broadcastRead: boolean;
  presenceRead: boolean;
  broadcastWrite?: boolean;
  presenceWrite?: boolean;
}

interface Join {
  conn: Conn;
  /** The Phoenix topic, `realtime:<name>`. */
  topic: string;
  /** The channel's name without the prefix, what `realtime.topic()` returns. */
  name: string;
  private: boolean;
  /** Where broadcasts and presence meet: private and public topics of one name are separate. */
  room: string;
  joinRef: string | null;
  token: string;
  claims: Claims;
  policies: Policies | null;
  expiry?: ReturnType<typeof setTimeout>;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceMetas: Row[];
  pg: PgBinding[];
}

interface Conn {
  ws: WebSocket;
  vsn: string;
  apikey: string;
  joins: Map<string, Join>;
}

type TokenCheck =
  | { ok: true; claims: Claims }
  | { ok: false; kind: 'expired' | 'missing_claims' | 'signature' | 'malformed' | 'role'; message: string };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** Hosted re-confirms a channel's token at most every 5 minutes, and at its expiry. */
const CONFIRM_TOKEN_MS = 5 * 60_000;
const MESSAGE_RETENTION = '3 days';

export interface RealtimeOptions {
  pool: pg.Pool;
  dbUrl: string;
  jwt: Jwt;
  keys: Set<string>;
  /** Hosted's private-only setting ("Allow public access" off): a public join is refused before anything else. */
  privateOnly?: boolean;
  log?: (l: string) => void;
}

const room = (isPrivate: boolean, name: string) => `${isPrivate ? 'private' : 'public'}:${name}`;

export class RealtimeService {
  private wss = new WebSocketServer({ noServer: true });
  private conns = new Set<Conn>();
  private listener: pg.Client | null = null;
  private nextId = 1;
  private pkCache = new Map<string, { pk: string[]; full: boolean; rls: boolean; columns: Row[] }>();
  private draining = Promise.resolve();
  private janitor: ReturnType<typeof setInterval> | undefined;

  constructor(private o: RealtimeOptions) {}

  async start(): Promise<void> {
    const c = new pg.Client({ connectionString: this.o.dbUrl });
    c.on('error', () => {});
    await c.connect();
    await c.query('listen _realtime');
    // Changes queued before the service listened (the migrations and seed run first) have no subscriber: as
    // on hosted, a client gets the changes committed after it joined. Left queued, the seed's rows would be
    // delivered to the first subscribers on the next change, thousands of RLS checks late.
    await this.o.pool.query('delete from _realtime.changes');
    await this.trimMessages();
    this.janitor = setInterval(() => void this.trimMessages(), 60 * 60_000);
    this.janitor.unref();
    c.on('notification', () => {
      this.draining = this.draining
        .then(() => this.drain())
        .catch((e) => this.o.log?.(`realtime: ${(e as Error).message}`));
    });
    this.listener = c;
  }

  async stop(): Promise<void> {
    clearInterval(this.janitor);
    for (const conn of this.conns) {
      for (const j of conn.joins.values()) clearTimeout(j.expiry);
      conn.ws.terminate();
    }
    this.conns.clear();
    this.wss.close();
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  /** Hosted keeps broadcast messages a few days (daily partitions); locally old rows are deleted. */
  private async trimMessages() {
    await this.o.pool
      .query(`delete from realtime.messages where inserted_at < now() - interval '${MESSAGE_RETENTION}'`)
      .catch((e) => this.o.log?.(`realtime: ${(e as Error).message}`));
  }

  /** Called by the gateway for GET /realtime/v1/websocket upgrades. */
  async upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    if (!apikey || !this.o.keys.has(apikey)) {
      socket.end(
        'HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n\r\n{"message":"Invalid authentication credentials"}',
      );
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Conn = { ws, vsn: url.searchParams.get('vsn') ?? '1.0.0', apikey, joins: new Map() };
      this.conns.add(conn);
      ws.on('message', (data, isBinary) => {
        try {
          const msg = isBinary ? decodeBinaryPush(toArrayBuffer(data)) : decodeText(String(data));
          if (msg)
            void this.onMessage(conn, msg).catch((e) => this.o.log?.(`realtime: ${(e as Error).stack}`));
        } catch (e) {
          this.o.log?.(`realtime: bad frame ${(e as Error).message}`);
        }
      });
      ws.on('close', () => {
        for (const j of conn.joins.values()) this.leave(j);
        this.conns.delete(conn);
      });
      ws.on('error', () => {});
    });
  }

  private send(conn: Conn, m: Msg) {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.ws.send(
      conn.vsn.startsWith('2')
        ? JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload])
        : JSON.stringify({
            join_ref: m.join_ref,
            ref: m.ref,
            topic: m.topic,
            event: m.event,
            payload: m.payload,
          }),
    );
  }

  private reply(conn: Conn, m: Msg, status: 'ok' | 'error', response: Row = {}) {
    this.send(conn, {
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /**
   * Hosted's ChannelsAuthorization.authorize_conn: a valid signature, `role` and `exp` present, not expired.
   * (Locally the role must also be one of the API roles, since RLS checks run as that role.)
   */
  private async checkToken(token: string): Promise<TokenCheck> {
    let claims: Claims;
    try {
      decodeJwt(token);
    } catch {
      return { ok: false, kind: 'malformed', message: 'The token provided is not a valid JWT' };
    }
    try {
      claims = await this.o.jwt.verify(token);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'ERR_JWT_EXPIRED') {
        const exp = Number(decodeJwt(token).exp);
        return {
          ok: false,
          kind: 'expired',
          message: `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`,
        };
      }
      if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
        return { ok: false, kind: 'signature', message: 'Failed to validate JWT signature' };
      return { ok: false, kind: 'malformed', message: 'The token provided is not a valid JWT' };
    }
    if (claims.role === undefined || typeof claims.exp !== 'number') {
      return { ok: false, kind: 'missing_claims', message: 'Fields `role` and `exp` are required in JWT' };
    }
    if (!API_ROLES.has(String(claims.role))) return { ok: false, kind: 'role', message: 'Invalid JWT role' };
    return { ok: true, claims };
  }

  /** The join's error reason as hosted words it (`<code>: <message>`). */
  private static joinError(check: Exclude<TokenCheck, { ok: true }>): string {
    switch (check.kind) {
      case 'expired':
      case 'missing_claims':
        return `InvalidJWTToken: ${check.message}`;
      case 'signature':
        return `JwtSignatureError: ${check.message}`;
      case 'malformed':
        return `MalformedJWT: ${check.message}`;
      default:
        return `InvalidJWTToken: ${check.message}`;
    }
  }

  /** Re-checks the join's token at its expiry (and every 5 minutes, as hosted's confirm_token does). */
  private armExpiry(j: Join) {
    clearTimeout(j.expiry);
    const left = Number(j.claims.exp) * 1000 - Date.now();
    j.expiry = setTimeout(
      () => {
        if (j.conn.joins.get(j.topic) !== j) return;
        const over = Date.now() / 1000 - Number(j.claims.exp);
        if (over >= 0) this.shutdown(j, `Token has expired ${Math.floor(over)} seconds ago`);
        else this.armExpiry(j);
      },
      Math.max(0, Math.min(left, CONFIRM_TOKEN_MS)),
    );
    j.expiry.unref?.();
  }

  /** Hosted's shutdown_response: a system error on the channel, then the channel is closed. */
  private shutdown(j: Join, message: string) {
    this.send(j.conn, {
      join_ref: j.joinRef,
      ref: null,
      topic: j.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: j.name },
    });
    this.leave(j);
    this.send(j.conn, {
      join_ref: j.joinRef,
      ref: j.joinRef,
      topic: j.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private async onMessage(conn: Conn, m: Msg) {
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return this.reply(conn, m, 'ok');
    const join = conn.joins.get(m.topic);
    switch (m.event) {
      case 'phx_join':
        return this.join(conn, m, join);
      case 'phx_leave':
        if (join) this.leave(join);
        this.reply(conn, m, 'ok');
        this.send(conn, {
          join_ref: m.join_ref,
          ref: m.ref,
          topic: m.topic,
          event: 'phx_close',
          payload: {},
        });
        return;
      case 'access_token':
        if (join) await this.refreshToken(join, m.payload.access_token);
        return;
      case 'broadcast': {
        if (!join) return;
        if (join.private && !(await this.mayWrite(join, 'broadcast'))) return; // hosted drops it, no reply
        this.broadcast(
          join.room,
          { type: 'broadcast', event: m.payload.event, payload: m.payload.payload },
          join.broadcastSelf ? null : join,
        );
        if (join.broadcastAck && m.ref) this.reply(conn, m, 'ok');
        return;
      }
      case 'presence': {
        if (!join) return;
        if (join.private && m.payload.event === 'track' && !(await this.mayWrite(join, 'presence'))) {
          if (m.ref) this.reply(conn, m, 'error');
          return;
        }
        if (m.payload.event === 'track') {
          const leaves = join.presenceMetas;
          join.presenceMetas = [
            { ...(m.payload.payload as Row), phx_ref: crypto.randomBytes(8).toString('base64url') },
          ];
          this.presenceDiff(join, join.presenceMetas, leaves);
        } else if (m.payload.event === 'untrack') {
          const leaves = join.presenceMetas;
          join.presenceMetas = [];
          this.presenceDiff(join, [], leaves);
        }
        if (m.ref) this.reply(conn, m, 'ok');
        return;
      }
      default:
        if (m.ref) this.reply(conn, m, 'ok');
    }
  }

  private async join(conn: Conn, m: Msg, previous: Join | undefined) {
    const config = (m.payload.config ?? {}) as Row;
    // hosted's only_private? runs before the token is looked at
    if (this.o.privateOnly && config.private !== true)
      return this.reply(conn, m, 'error', { reason: 'PrivateOnly: This project only allows private channels' });
    const given = m.payload.access_token;
    // As hosted: a channel without its own token (or with a new-style `sb_` key) uses the socket's apikey.
    const token = typeof given === 'string' && given && !given.startsWith('sb_') ? given : conn.apikey;
    const check = await this.checkToken(token);
    if (!check.ok) return this.reply(conn, m, 'error', { reason: RealtimeService.joinError(check) });
    const name = m.topic.replace(/^realtime:/, '');
    const isPrivate = config.private === true;
    let policies: Policies | null = null;
    if (isPrivate) {
      policies = await this.readPolicies(check.claims, name);
      if (!policies || !(policies.broadcastRead || policies.presenceRead)) {
        return this.reply(conn, m, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
        });
      }
    }
    if (previous) this.leave(previous);
    const bindings: PgBinding[] = ((config.postgres_changes ?? []) as Row[]).map((b) => ({
      id: this.nextId++,
      event: String(b.event ?? '*'),
      schema: String(b.schema ?? 'public'),
      table: b.table ? String(b.table) : undefined,
      filter: b.filter ? String(b.filter) : undefined,
    }));
    const j: Join = {
      conn,
      topic: m.topic,
      name,
      private: isPrivate,
      room: room(isPrivate, name),
      joinRef: m.join_ref ?? m.ref,
      token,
      claims: check.claims,
      policies,
      broadcastSelf: config.broadcast?.self === true,
      broadcastAck: config.broadcast?.ack === true,
      presenceKey: String(config.presence?.key || crypto.randomUUID()),
      presenceMetas: [],
      pg: bindings,
    };
    conn.joins.set(m.topic, j);
    this.armExpiry(j);
    this.reply(conn, m, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.event,
        schema: b.schema,
        table: b.table,
        filter: b.filter,
      })),
    });
    if (config.presence?.enabled !== false && this.mayReadPresence(j)) {
      this.send(conn, {
        join_ref: j.joinRef,
        ref: null,
        topic: m.topic,
        event: 'presence_state',
        payload: this.presenceState(j.room),
      });
    }
    if (bindings.length) {
      this.send(conn, {
        join_ref: j.joinRef,
        ref: null,
        topic: m.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: name,
        },
      });
    }
  }

  /** Hosted's handle_in("access_token"): the same, empty or `sb_` token changes nothing; a bad one closes. */
  private async refreshToken(j: Join, token: unknown) {
    if (typeof token !== 'string' || !token || token.startsWith('sb_') || token === j.token) return;
    const check = await this.checkToken(token);
    if (!check.ok) {
      // hosted answers a bad signature with the inspected atom
      return this.shutdown(j, check.kind === 'signature' ? ':signature_error' : check.message);
    }
    if (j.private) {
      const before = j.policies;
      const after = await this.readPolicies(check.claims, j.name);
      if (!after || !(after.broadcastRead || after.presenceRead)) {
        return this.shutdown(j, `You do not have permissions to read from this Channel topic: ${j.name}`);
      }
      if ((before?.broadcastRead && !after.broadcastRead) || (before?.presenceRead && !after.presenceRead)) {
        return this.shutdown(j, `You no longer have permission to read from this Channel topic: ${j.name}`);
      }
      j.policies = after;
    }
    j.token = token;
    j.claims = check.claims;
    this.armExpiry(j);
  }

  private mayReadPresence(j: Join) {
    return !j.private || j.policies?.presenceRead === true;
  }

  private mayReadBroadcast(j: Join) {
    return !j.private || j.policies?.broadcastRead === true;
  }

  private async mayWrite(j: Join, extension: 'broadcast' | 'presence'): Promise<boolean> {
    const p = j.policies ?? { broadcastRead: false, presenceRead: false };
    j.policies = p;
    if (extension === 'broadcast')
      p.broadcastWrite ??= await this.writeAllowed(j.claims, j.name, 'broadcast');
    else p.presenceWrite ??= await this.writeAllowed(j.claims, j.name, 'presence');
    return (extension === 'broadcast' ? p.broadcastWrite : p.presenceWrite) === true;
  }

  /** Sets what hosted's Authorization.set_conn_config sets before the policies run. */
  private static async setAuthContext(c: pg.PoolClient, claims: Claims, topic: string) {
    await c.query(
      `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
      [String(claims.role), topic, JSON.stringify(claims), String(claims.sub ?? '')],
    );
  }

  /**
   * Hosted's read check: one row per extension inserted into realtime.messages (by the service), then selected
   * as the channel's role and claims; whichever rows the SELECT policies return may be read. Rolled back.
   * null: the policies failed to run (hosted treats that as unauthorized).
   */
  private async readPolicies(claims: Claims, topic: string): Promise<Policies | null> {
    const c = await this.o.pool.connect();
    try {
      await c.query('begin');
      const ids = [crypto.randomUUID(), crypto.randomUUID()];
      await c.query(
        `insert into realtime.messages (id, topic, extension) values ($1, $3, 'broadcast'), ($2, $3, 'presence')`,
        [...ids, topic],
      );
      await RealtimeService.setAuthContext(c, claims, topic);
      const r = await c.query('select id from realtime.messages where id = any($1::uuid[])', [ids]);
      const seen = new Set(r.rows.map((row) => row.id as string));
      return { broadcastRead: seen.has(ids[0]!), presenceRead: seen.has(ids[1]!) };
    } catch (e) {
      this.o.log?.(`realtime: RlsPolicyError ${(e as Error).message}`);
      return null;
    } finally {
      await c.query('rollback').catch(() => {});
      c.release();
    }
  }

  /** Hosted's write check: an insert into realtime.messages as the role and claims; an RLS refusal is false. */
  private async writeAllowed(
    claims: Claims,
    topic: string,
    extension: 'broadcast' | 'presence',
  ): Promise<boolean> {
    const c = await this.o.pool.connect();
    try {
      await c.query('begin');
      await RealtimeService.setAuthContext(c, claims, topic);
      await c.query('insert into realtime.messages (topic, extension) values ($1, $2)', [topic, extension]);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code !== '42501')
        this.o.log?.(`realtime: RlsPolicyError ${(e as Error).message}`);
      return false;
    } finally {
      await c.query('rollback').catch(() => {});
      c.release();
    }
  }

  /** Delivers a broadcast to a room's members that may read it (`except`: the sender without `self`). */
  private broadcast(roomKey: string, payload: Row, except: Join | null) {
    for (const other of this.members(roomKey)) {
      if (other === except || !this.mayReadBroadcast(other)) continue;
      this.send(other.conn, { join_ref: null, ref: null, topic: other.topic, event: 'broadcast', payload });
    }
  }

  private members(roomKey: string): Join[] {
    const out: Join[] = [];
    for (const c of this.conns) {
      for (const j of c.joins.values()) if (j.room === roomKey) out.push(j);
    }
    return out;
  }

  private presenceState(roomKey: string): Row {
    const state: Row = {};
    for (const j of this.members(roomKey)) {
      if (!j.presenceMetas.length) continue;
      state[j.presenceKey] = { metas: [...(state[j.presenceKey]?.metas ?? []), ...j.presenceMetas] };
    }
    return state;
  }

  private presenceDiff(j: Join, joins: Row[], leaves: Row[]) {
    const payload = {
      joins: joins.length ? { [j.presenceKey]: { metas: joins } } : {},
      leaves: leaves.length ? { [j.presenceKey]: { metas: leaves } } : {},
    };
    for (const other of this.members(j.room)) {
      if (!this.mayReadPresence(other)) continue;
      this.send(other.conn, {
        join_ref: other.joinRef,
        ref: null,
        topic: other.topic,
        event: 'presence_diff',
        payload,
      });
    }
  }

  private leave(j: Join) {
    clearTimeout(j.expiry);
    if (j.conn.joins.get(j.topic) === j) j.conn.joins.delete(j.topic);
    if (j.presenceMetas.length) {
      const leaves = j.presenceMetas;
      j.presenceMetas = [];
      this.presenceDiff(j, [], leaves);
    }
  }

  // ---- REST broadcast ------------------------------------------------------------------------

  /**
   * POST /realtime/v1/api/broadcast (a batch: `{messages: [{topic, event, payload, private}]}`, what realtime-js
   * falls back to) and POST /realtime/v1/api/broadcast/<topic>/events/<event>[?private=true] (one JSON payload,
   * `httpSend`). The caller's token (Authorization, else apikey) must be valid with `role` and `exp`; private
   * messages go out only if the topic's INSERT policies allow the caller, as on hosted (the batch drops refused
   * topics and still answers 202; the single endpoint answers 403).
   */
  async handleHttp(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
    if (req.method !== 'POST' || (path !== '/api/broadcast' && !single))
      return sendJson(res, 404, { message: 'not found' });
    const token = bearer(req) ?? (req.headers.apikey as string | undefined);
    const check = token ? await this.checkToken(token) : null;
    if (!check?.ok) return sendJson(res, 401, { message: 'Unauthorized' });
    const claims = check.claims;
    let body: unknown;
    try {
      const buf = await readBody(req, 1024 * 1024);
      body = buf.length ? JSON.parse(buf.toString('utf8')) : null;
    } catch {
      return sendJson(res, 400, { message: 'Could not parse request body as JSON' });
    }
    if (single) {
      if (!String(req.headers['content-type'] ?? '').includes('json')) {
        return sendJson(res, 415, {
          message: 'Unsupported content type (the local stack takes application/json)',
        });
      }
      const topic = decodeURIComponent(single[1]!);
      const event = decodeURIComponent(single[2]!);
      if (body === null || body === undefined)
        return sendJson(res, 422, { errors: { payload: ["can't be blank"] } });
      const isPrivate = url.searchParams.get('private') === 'true';
      if (isPrivate && !(await this.writeAllowed(claims, topic, 'broadcast')))
        return sendJson(res, 403, { message: 'Unauthorized' });
      this.broadcast(room(isPrivate, topic), { type: 'broadcast', event, payload: body }, null);
      res.writeHead(202).end();
      return;
    }
    const messages = (body as Row | null)?.messages;
    if (!Array.isArray(messages) || messages.length === 0)
      return sendJson(res, 422, { errors: { messages: ["can't be blank"] } });
    const errors = messages.map((m: Row) => {
      const e: Row = {};
      for (const k of ['topic', 'event', 'payload'])
        if (m?.[k] === undefined || m?.[k] === null || m?.[k] === '') e[k] = ["can't be blank"];
      if (
        m?.payload !== undefined &&
        m?.payload !== null &&
        (typeof m.payload !== 'object' || Array.isArray(m.payload))
      )
        e.payload = ['is invalid'];
      return e;
    });
    if (errors.some((e) => Object.keys(e).length))
      return sendJson(res, 422, { errors: { messages: errors } });
    const allowed = new Map<string, boolean>();
    for (const m of messages as Row[]) {
      const isPrivate = m.private === true;
      const topic = String(m.topic);
      if (isPrivate) {
        if (!allowed.has(topic)) allowed.set(topic, await this.writeAllowed(claims, topic, 'broadcast'));
        if (!allowed.get(topic)) continue;
      }
      const payload: Row = { type: 'broadcast', event: String(m.event), payload: m.payload };
      if (m.id) payload.meta = { id: m.id };
      this.broadcast(room(isPrivate, topic), payload, null);
    }
    res.writeHead(202).end();
  }

  // ---- postgres_changes ----------------------------------------------------------------------

  private async drain() {
    const r = await this.o.pool.query(
      'delete from _realtime.changes where id in (select id from _realtime.changes order by id limit 500) returning id, payload',
    );
    const rows = r.rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      const change = row.payload as Row;
      if (change.kind === 'broadcast') this.deliverMessage(change);
      else await this.deliver(change);
    }
    if (rows.length === 500) await this.drain();
  }

  /** A committed realtime.messages broadcast row (realtime.send): to the topic's readers, as hosted replicates it. */
  private deliverMessage(m: Row) {
    const payload: Row = { type: 'broadcast', event: m.event, payload: m.payload, meta: { id: m.id } };
    this.broadcast(room(m.private === true, String(m.topic)), payload, null);
  }

  private async tableInfo(schema: string, table: string) {
    const key = `${schema}.${table}`;
    let info = this.pkCache.get(key);
    if (!info) {
      const r = await this.o.pool.query(
        `select coalesce(array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                                where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
                c.relreplident = 'f' as full,
                c.relrowsecurity as rls,
                array(select json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
           from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relname = $2`,
        [schema, table],
      );
      const row = r.rows[0];
      info = {
        pk: row?.pk ?? [],
        full: row?.full ?? false,
        rls: row?.rls ?? true,
        columns: row?.columns ?? [],
      };
      this.pkCache.set(key, info);
      setTimeout(() => this.pkCache.delete(key), 5000).unref();
    }
    return info;
  }

  private async deliver(change: Row) {
    const { schema, table, type } = change as { schema: string; table: string; type: string };
    const info = await this.tableInfo(schema, table);
    const pkOnly = (r: Row | null) => (r ? Object.fromEntries(info.pk.map((k) => [k, r[k]])) : null);
    // The old row as hosted has it: the replica identity (every column with `replica identity full`, else the
    // primary key). A DELETE's filter is matched against it; on a table with RLS the DELETE's old_record is cut to
    // the primary key, since no RLS check can run on a deleted row (hosted apply_rls).
    const identity = change.old_record
      ? info.full
        ? (change.old_record as Row)
        : pkOnly(change.old_record)
      : null;
    const targets: { j: Join; ids: number[] }[] = [];
    for (const c of this.conns) {
      for (const j of c.joins.values()) {
        const ids = j.pg
          .filter(
            (b) =>
              (b.event === '*' || b.event.toUpperCase() === type) &&
              (b.schema === '*' || b.schema === schema) &&
              (!b.table || b.table === '*' || b.table === table) &&
              matchesFilter(b.filter, type === 'DELETE' ? identity : change.record),
          )
          .map((b) => b.id);
        if (ids.length) targets.push({ j, ids });
      }
    }
    if (!targets.length) return;
    const columns = info.columns.map((c) => ({ name: c.name, type: shortType(String(c.type)) }));
    let oldRecord: Row = {};
    if (identity) oldRecord = type === 'DELETE' && info.rls ? (pkOnly(identity) ?? {}) : identity;
    for (const { j, ids } of targets) {
      if (type !== 'DELETE' && !(await this.visible(j.claims, schema, table, info.pk, change.record)))
        continue;
      this.send(j.conn, {
        join_ref: j.joinRef,
        ref: null,
        topic: j.topic,
        event: 'postgres_changes',
        payload: {
          ids,
          data: {
            schema,
            table,
            commit_timestamp: change.commit_timestamp,
            type,
            columns,
            record: type === 'DELETE' ? {} : change.record,
            old_record: type === 'INSERT' ? {} : oldRecord,
            errors: null,
          },
        },
      });
    }
  }

  /** Can this subscriber SELECT the row? Runs as their role with their claims, so RLS decides. */
  private async visible(
    claims: Claims,
    schema: string,
    table: string,
    pk: string[],
    record: Row,
  ): Promise<boolean> {
    if (claims.role === 'service_role') return true;
    if (!pk.length) return false;
    const c = await this.o.pool.connect();
    try {
      await c.query(
        `begin; select set_config('role', ${c.escapeLiteral(String(claims.role))}, true),
                set_config('request.jwt.claims', ${c.escapeLiteral(JSON.stringify(claims))}, true),
                set_config('request.jwt.claim.sub', ${c.escapeLiteral(String(claims.sub ?? ''))}, true)`,
      );
      const where = pk.map((k, i) => `${ident(k)}::text = $${i + 1}`).join(' and ');
      const r = await c.query(
        `select 1 from ${ident(schema)}.${ident(table)} where ${where}`,
        pk.map((k) => stringify(record[k])),
      );
      return (r.rowCount ?? 0) > 0;
    } catch {
      return false;
    } finally {
      await c.query('rollback').catch(() => {});
      c.release();
    }
  }
}

function ident(s: string) {
  return `"${s.replace(/"/g, '""')}"`;
}

function stringify(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Realtime sends short Postgres type names (int4, text, timestamptz…); realtime-js converts by them. */
function shortType(t: string): string {
  const map: Record<string, string> = {
    integer: 'int4',
    bigint: 'int8',
    smallint: 'int2',
    boolean: 'bool',
    'double precision': 'float8',
    real: 'float4',
    'timestamp with time zone': 'timestamptz',
    'timestamp without time zone': 'timestamp',
    'character varying': 'varchar',
    'time with time zone': 'timetz',
    'time without time zone': 'time',
  };
  if (t.endsWith('[]')) return `_${shortType(t.slice(0, -2))}`;
  return map[t] ?? t;
}

/** postgres_changes filters: column=eq|neq|lt|lte|gt|gte.value and column=in.(a,b). */
export function matchesFilter(filter: string | undefined, record: Row | null): boolean {
  if (!filter) return true;
  if (!record) return false;
  const m = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/.exec(filter);
  if (!m) return false;
  const [, col, op, raw] = m as unknown as [string, string, string, string];
  const v = record[col];
  if (op === 'in') {
    const list = raw
      .replace(/^\(|\)$/g, '')
      .split(',')
      .map((s) => s.trim().replace(/^"|"$/g, ''));
    return v !== null && v !== undefined && list.includes(String(v));
  }
  if (v === null || v === undefined) return false;
  const num = typeof v === 'number' && raw.trim() !== '' && !Number.isNaN(Number(raw));
  const a: number | string = num ? (v as number) : String(v);
  const b: number | string = num ? Number(raw) : raw;
  switch (op) {
    case 'eq':
      return a === b;
    case 'neq':
      return a !== b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    case 'gt':
      return a > b;
    default:
      return a >= b;
  }
}

function decodeText(text: string): Msg | null {
  const v = JSON.parse(text) as unknown;
  if (Array.isArray(v)) {
    const [join_ref, ref, topic, event, payload] = v as [string | null, string | null, string, string, Row];
    return { join_ref, ref, topic, event, payload: payload ?? {} };
  }
  if (v && typeof v === 'object') {
    const o = v as Row;
    return {
      join_ref: o.join_ref ?? null,
      ref: o.ref ?? null,
      topic: o.topic,
      event: o.event,
      payload: o.payload ?? {},
    };
  }
  return null;
}

function toArrayBuffer(data: unknown): ArrayBuffer {
  const buf = Array.isArray(data) ? Buffer.concat(data as Buffer[]) : Buffer.from(data as ArrayBuffer);
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}

/** The 2.0.0 serializer's binary user-broadcast push (kind 3). */
function decodeBinaryPush(buffer: ArrayBuffer): Msg | null {
  const view = new DataView(buffer);
  if (view.getUint8(0) !== 3) return null;
  const lens = [1, 2, 3, 4, 5].map((i) => view.getUint8(i));
  const encoding = view.getUint8(6);
  const dec = new TextDecoder();
  let off = 7;
  const parts = lens.map((len) => {
    const s = dec.decode(buffer.slice(off, off + len));
    off += len;
    return s;
  });
  const [joinRef, ref, topic, event, meta] = parts as [string, string, string, string, string];
  const body = buffer.slice(off);
  const payload =
    encoding === 1 ? JSON.parse(dec.decode(body) || 'null') : Buffer.from(body).toString('base64');
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload, ...(meta ? { meta: JSON.parse(meta) } : {}) },
  };
}
