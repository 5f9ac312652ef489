import http from 'node:http';
import type { Duplex } from 'node:stream';
import { sendJson } from './http.ts';

export interface Upstream {
  host: string;
  port: number;
}

export interface GatewayOptions {
  anonKey: string;
  serviceRoleKey: string;
  rest: Upstream;
  functions: () => Upstream | null;
  auth: (req: http.IncomingMessage, res: http.ServerResponse, path: string, url: URL) => Promise<void>;
  storage:
    ((req: http.IncomingMessage, res: http.ServerResponse, path: string, url: URL) => Promise<void>) | null;
  realtime?: (req: http.IncomingMessage, socket: Duplex, head: Buffer, url: URL) => Promise<void>;
  /** Realtime's REST broadcast endpoints (/realtime/v1/api/broadcast…). */
  realtimeApi?: (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    url: URL,
  ) => Promise<void>;
  log?: (l: string) => void;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

// Auth paths a browser reaches without an apikey (links in mails), as in the CLI's gateway config.
const OPEN_AUTH = new Set(['/verify', '/callback', '/authorize', '/health']);

/** The Kong-like front door on :54321: routes by prefix, checks the apikey, answers CORS. */
export function createGateway(o: GatewayOptions): http.Server {
  const keys = new Set([o.anonKey, o.serviceRoleKey]);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      o.log?.(`gateway error: ${(err as Error).stack}`);
      if (!res.headersSent)
        sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    socket.on('error', () => {});
    if (url.pathname !== '/realtime/v1/websocket' || !o.realtime) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    o.realtime(req, socket, head, url).catch((err) => {
      o.log?.(`realtime upgrade: ${(err as Error).message}`);
      socket.destroy();
    });
  });

  function cors(req: http.IncomingMessage, res: http.ServerResponse) {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('vary', 'Origin');
    res.setHeader(
      'access-control-expose-headers',
      'content-range, content-length, content-type, x-total-count, link, x-supabase-api-version, location',
    );
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ??
          'authorization, x-client-info, apikey, content-type, x-upsert, prefer, range',
        'access-control-max-age': '3600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://gateway');
    // Route on the raw path: URL parsing would resolve `..` and `%2e%2e` segments, and storage must see
    // (and refuse) them rather than silently act on another key.
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const m = /^\/(rest|auth|storage|functions|realtime)\/v1(\/.*)?$/.exec(rawPath);
    if (!m) return sendJson(res, 404, { message: 'no Route matched with those values' });
    const service = m[1]!;
    const sub = m[2] ?? '/';
    // Realtime's REST API sits behind key-auth on hosted, as PostgREST does.
    const realtimeApi = service === 'realtime' && sub.startsWith('/api/');
    const needsKey = service === 'rest' || realtimeApi || (service === 'auth' && !OPEN_AUTH.has(sub));
    if (needsKey) {
      const apikey =
        (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
      if (!apikey) return sendJson(res, 401, { message: 'No API key found in request' });
      if (!keys.has(apikey)) return sendJson(res, 401, { message: 'Invalid authentication credentials' });
      if (!req.headers.authorization) req.headers.authorization = `Bearer ${apikey}`;
    }
    switch (service) {
      case 'rest':
        return proxy(req, res, o.rest, sub + url.search);
      case 'auth':
        return o.auth(req, res, sub, url);
      case 'storage':
        if (!o.storage) return sendJson(res, 404, { message: 'storage is not enabled' });
        return o.storage(req, res, sub, url);
      case 'functions': {
        const up = o.functions();
        if (!up)
          return sendJson(res, 503, {
            code: 'functions_unavailable',
            message: 'Edge functions are not running',
          });
        return proxy(req, res, up, sub + url.search);
      }
      default:
        if (realtimeApi && o.realtimeApi) return o.realtimeApi(req, res, sub, url);
        return sendJson(res, 404, {
          message:
            'only the realtime websocket (/realtime/v1/websocket) and broadcast API (/realtime/v1/api/broadcast) are served locally',
        });
    }
  }

  function proxy(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    up: Upstream,
    path: string,
  ): Promise<void> {
    return new Promise((resolve) => {
      const headers = { ...req.headers, host: `${up.host}:${up.port}` };
      const upstream = http.request(
        { host: up.host, port: up.port, method: req.method, path, headers, agent },
        (ures) => {
          const h = { ...ures.headers };
          // Our CORS headers win over the upstream's.
          for (const k of Object.keys(h)) if (k.startsWith('access-control-')) delete h[k];
          res.writeHead(ures.statusCode ?? 502, h);
          ures.pipe(res);
          ures.on('end', () => resolve());
          ures.on('error', () => resolve());
        },
      );
      upstream.on('error', (err) => {
        o.log?.(`upstream ${up.port}: ${err.message}`);
        if (!res.headersSent)
          sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
        else res.destroy();
        resolve();
      });
      req.pipe(upstream);
    });
  }

  return server;
}
