import crypto from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Claims, Jwt } from './jwt.ts';

/**
 * A Supabase Realtime compatible subset over Phoenix channels (serializer 1.0.0 and 2.0.0): broadcast
 * (with self/ack), presence (track/untrack, presence_state/presence_diff) and postgres_changes for tables in
 * the `supabase_realtime` publication, each change delivered only to subscribers whose role and claims can
 * SELECT the row (RLS), as on hosted. Private channels (realtime.messages policies) are not supported.
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

interface Join {
  conn: Conn;
  topic: string;
  joinRef: string | null;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceMetas: Row[];
  pg: PgBinding[];
}

interface Conn {
  ws: WebSocket;
  vsn: string;
  claims: Claims;
  joins: Map<string, Join>;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface RealtimeOptions {
  pool: pg.Pool;
  dbUrl: string;
  jwt: Jwt;
  keys: Set<string>;
  log?: (l: string) => void;
}

export class RealtimeService {
  private wss = new WebSocketServer({ noServer: true });
  private conns = new Set<Conn>();
  private listener: pg.Client | null = null;
  private nextId = 1;
  private pkCache = new Map<string, { pk: string[]; full: boolean }>();
  private draining = Promise.resolve();

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
    c.on('notification', () => {
      this.draining = this.draining.then(() => this.drain()).catch((e) => this.o.log?.(`realtime: ${(e as Error).message}`));
    });
    this.listener = c;
  }

  async stop(): Promise<void> {
    for (const conn of this.conns) conn.ws.terminate();
    this.conns.clear();
    this.wss.close();
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  /** Called by the gateway for GET /realtime/v1/websocket upgrades. */
  async upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    if (!apikey || !this.o.keys.has(apikey)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n\r\n{"message":"Invalid authentication credentials"}');
      return;
    }
    const claims = await this.o.jwt.verify(apikey);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Conn = { ws, vsn: url.searchParams.get('vsn') ?? '1.0.0', claims, joins: new Map() };
      this.conns.add(conn);
      ws.on('message', (data, isBinary) => {
        try {
          const msg = isBinary ? decodeBinaryPush(toArrayBuffer(data)) : decodeText(String(data));
          if (msg) void this.onMessage(conn, msg).catch((e) => this.o.log?.(`realtime: ${(e as Error).stack}`));
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
        : JSON.stringify({ join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload }),
    );
  }

  private reply(conn: Conn, m: Msg, status: 'ok' | 'error', response: Row = {}) {
    this.send(conn, { join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async claimsFor(token: unknown, fallback: Claims): Promise<Claims | string> {
    if (typeof token !== 'string' || !token) return fallback;
    try {
      const c = await this.o.jwt.verify(token);
      if (!API_ROLES.has(String(c.role))) return 'Invalid JWT role';
      return c;
    } catch (e) {
      return (e as Error).message.includes('exp') ? 'Token has expired' : 'Invalid JWT';
    }
  }

  private async onMessage(conn: Conn, m: Msg) {
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return this.reply(conn, m, 'ok');
    const join = conn.joins.get(m.topic);
    switch (m.event) {
      case 'phx_join': {
        const config = (m.payload.config ?? {}) as Row;
        const claims = await this.claimsFor(m.payload.access_token, conn.claims);
        if (typeof claims === 'string') return this.reply(conn, m, 'error', { reason: claims });
        if (config.private) {
          return this.reply(conn, m, 'error', { reason: 'private channels are not supported by the local stack' });
        }
        if (join) this.leave(join);
        conn.claims = claims;
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
          joinRef: m.join_ref ?? m.ref,
          broadcastSelf: config.broadcast?.self === true,
          broadcastAck: config.broadcast?.ack === true,
          presenceKey: String(config.presence?.key || crypto.randomUUID()),
          presenceMetas: [],
          pg: bindings,
        };
        conn.joins.set(m.topic, j);
        this.reply(conn, m, 'ok', {
          postgres_changes: bindings.map((b) => ({ id: b.id, event: b.event, schema: b.schema, table: b.table, filter: b.filter })),
        });
        if (config.presence?.enabled !== false) {
          this.send(conn, { join_ref: j.joinRef, ref: null, topic: m.topic, event: 'presence_state', payload: this.presenceState(m.topic) });
        }
        if (bindings.length) {
          this.send(conn, {
            join_ref: j.joinRef,
            ref: null,
            topic: m.topic,
            event: 'system',
            payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: m.topic.replace(/^realtime:/, '') },
          });
        }
        return;
      }
      case 'phx_leave':
        if (join) this.leave(join);
        this.reply(conn, m, 'ok');
        this.send(conn, { join_ref: m.join_ref, ref: m.ref, topic: m.topic, event: 'phx_close', payload: {} });
        return;
      case 'access_token': {
        const claims = await this.claimsFor(m.payload.access_token, conn.claims);
        if (typeof claims !== 'string') conn.claims = claims;
        return;
      }
      case 'broadcast': {
        if (!join) return;
        const payload = { type: 'broadcast', event: m.payload.event, payload: m.payload.payload };
        for (const other of this.members(m.topic)) {
          if (other === join && !join.broadcastSelf) continue;
          this.send(other.conn, { join_ref: null, ref: null, topic: m.topic, event: 'broadcast', payload });
        }
        if (join.broadcastAck && m.ref) this.reply(conn, m, 'ok');
        return;
      }
      case 'presence': {
        if (!join) return;
        if (m.payload.event === 'track') {
          const leaves = join.presenceMetas;
          join.presenceMetas = [{ ...(m.payload.payload as Row), phx_ref: crypto.randomBytes(8).toString('base64url') }];
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

  private members(topic: string): Join[] {
    const out: Join[] = [];
    for (const c of this.conns) {
      const j = c.joins.get(topic);
      if (j) out.push(j);
    }
    return out;
  }

  private presenceState(topic: string): Row {
    const state: Row = {};
    for (const j of this.members(topic)) {
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
    for (const other of this.members(j.topic)) {
      this.send(other.conn, { join_ref: other.joinRef, ref: null, topic: j.topic, event: 'presence_diff', payload });
    }
  }

  private leave(j: Join) {
    j.conn.joins.delete(j.topic);
    if (j.presenceMetas.length) {
      const leaves = j.presenceMetas;
      j.presenceMetas = [];
      this.presenceDiff(j, [], leaves);
    }
  }

  // ---- postgres_changes ----------------------------------------------------------------------

  private async drain() {
    const r = await this.o.pool.query('delete from _realtime.changes where id in (select id from _realtime.changes order by id limit 500) returning id, payload');
    const rows = r.rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) await this.deliver(row.payload as Row);
    if (rows.length === 500) await this.drain();
  }

  private async tableInfo(schema: string, table: string) {
    const key = `${schema}.${table}`;
    let info = this.pkCache.get(key);
    if (!info) {
      const r = await this.o.pool.query(
        `select coalesce(array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                                where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
                c.relreplident = 'f' as full,
                array(select json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
           from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relname = $2`,
        [schema, table],
      );
      info = { pk: r.rows[0]?.pk ?? [], full: r.rows[0]?.full ?? false, columns: r.rows[0]?.columns ?? [] } as {
        pk: string[];
        full: boolean;
        columns?: Row[];
      };
      this.pkCache.set(key, info);
      setTimeout(() => this.pkCache.delete(key), 5000).unref();
    }
    return info as { pk: string[]; full: boolean; columns: Row[] };
  }

  private async deliver(change: Row) {
    const { schema, table, type } = change as { schema: string; table: string; type: string };
    const targets: { j: Join; ids: number[] }[] = [];
    for (const c of this.conns) {
      for (const j of c.joins.values()) {
        const ids = j.pg
          .filter(
            (b) =>
              (b.event === '*' || b.event.toUpperCase() === type) &&
              (b.schema === '*' || b.schema === schema) &&
              (!b.table || b.table === '*' || b.table === table) &&
              matchesFilter(b.filter, type === 'DELETE' ? change.old_record : change.record),
          )
          .map((b) => b.id);
        if (ids.length) targets.push({ j, ids });
      }
    }
    if (!targets.length) return;
    const info = await this.tableInfo(schema, table);
    const columns = info.columns.map((c) => ({ name: c.name, type: shortType(String(c.type)) }));
    let oldRecord: Row = {};
    if (change.old_record) {
      oldRecord = info.full ? change.old_record : Object.fromEntries(info.pk.map((k) => [k, change.old_record[k]]));
    }
    for (const { j, ids } of targets) {
      if (type !== 'DELETE' && !(await this.visible(j.conn.claims, schema, table, info.pk, change.record))) continue;
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
  private async visible(claims: Claims, schema: string, table: string, pk: string[], record: Row): Promise<boolean> {
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
      const r = await c.query(`select 1 from ${ident(schema)}.${ident(table)} where ${where}`, pk.map((k) => stringify(record[k])));
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
    const list = raw.replace(/^\(|\)$/g, '').split(',').map((s) => s.trim().replace(/^"|"$/g, ''));
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
    return { join_ref: o.join_ref ?? null, ref: o.ref ?? null, topic: o.topic, event: o.event, payload: o.payload ?? {} };
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
  const payload = encoding === 1 ? JSON.parse(dec.decode(body) || 'null') : Buffer.from(body).toString('base64');
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload, ...(meta ? { meta: JSON.parse(meta) } : {}) },
  };
}
