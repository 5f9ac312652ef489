import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo, Socket } from 'node:net';
import serveStatic from 'serve-static';

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /**
   * JSON documents answered instead of files, by path: the shell's remotes.json and config.json describe the
   * deployment (remote origins, Supabase URL and key), so the server that knows them writes them.
   */
  jsonOverrides?: Record<string, unknown>;
  /** JSON documents read from a file on every request (the deployment folder's remotes.json, switched by deploys). */
  jsonFiles?: Record<string, string>;
  /** Folders served under a path prefix, e.g. `{ '/deployments/': '<folder>' }` (the local deployment target). */
  mounts?: Record<string, string>;
  /**
   * The index.html to answer for `/` and the shell's client-side routes instead of `<dir>/index.html`, when it
   * exists: the local deployment's live shell (`npm run deploy -w shell -- --to local`), read per request so a
   * deploy or rollback shows on the next page load.
   */
  liveIndex?: string;
  /** Answer with brotli/gzip when the client accepts it (default true; the bench turns it off to compare). */
  compress?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// Files whose names never change between builds must be revalidated; hashed chunks can be cached forever.
const REVALIDATE =
  /(?:^|\/)(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json|main\.js)$/;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|map|txt)$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts: brotli, then gzip (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compressed bodies, once per file version: the build writes `<file>.br` and `<file>.gz` beside each asset
 * (shared-ui/build/federation.cjs); a file without them (a dist built before, public/ files) is compressed on
 * its first request and kept in memory until it changes on disk. Brotli at its highest quality costs seconds
 * per MB, which is why it belongs to the build.
 */
const compressedCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function compressedBody(filePath: string, stat: fs.Stats, encoding: Encoding): Buffer {
  const prebuilt = `${filePath}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    if (fs.statSync(prebuilt).mtimeMs >= stat.mtimeMs) return fs.readFileSync(prebuilt);
  } catch {
    // not built beside the file: compress it here
  }
  const key = `${encoding}:${filePath}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.body;
  const raw = fs.readFileSync(filePath);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(raw, { level: 9 });
  compressedCache.set(key, { mtimeMs: stat.mtimeMs, body });
  return body;
}

/**
 * Serves a compressible file pre-compressed when the client accepts it (Content-Encoding, Vary), with the
 * same cache headers and ETag revalidation as the plain file. Returns false to leave the request to
 * serve-static (ranges, HEAD, other types, a client that accepts neither).
 */
function serveCompressed(dir: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'GET' || req.headers.range) return false;
  const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  if (!COMPRESSIBLE.test(relative)) return false;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return false;
  const filePath = path.join(dir, path.normalize(relative));
  if (!filePath.startsWith(path.resolve(dir) + path.sep)) return false;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(filePath);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const etag = `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}-${encoding}"`;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Cache-Control',
    REVALIDATE.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    res.end();
    return true;
  }
  const body = compressedBody(filePath, stat, encoding);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream',
    'Content-Encoding': encoding,
    'Content-Length': body.length,
  });
  res.end(body);
  return true;
}

export function startStaticServer({
  dir,
  port,
  spa = false,
  jsonOverrides = {},
  jsonFiles = {},
  mounts = {},
  liveIndex,
  compress = true,
}: StaticServerOptions): Promise<RunningServer> {
  // serve-static reads from disk on every request, so a remote rebuilt in place is served at once.
  const filesOf = (folder: string) =>
    serveStatic(folder, {
      index: ['index.html'],
      etag: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader(
          'Cache-Control',
          REVALIDATE.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  const files = filesOf(dir);
  const mounted = Object.entries(mounts).map(([prefix, folder]) => ({
    prefix,
    folder,
    files: filesOf(folder),
  }));
  const server = http.createServer((req, res) => {
    const urlPath = req.url?.split('?')[0] ?? '';
    const override = jsonOverrides[urlPath];
    if (override !== undefined) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(override));
      return;
    }
    const jsonFile = jsonFiles[urlPath];
    if (jsonFile !== undefined) {
      // Read per request: a deploy renames a new file over this one, and the next page load must see it.
      fs.readFile(jsonFile, (error, body) => {
        res.writeHead(error ? 404 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(error ? '{}' : body);
      });
      return;
    }
    const mount = mounted.find(({ prefix }) => urlPath.startsWith(prefix));
    if (mount) {
      req.url = `/${(req.url ?? '').slice(mount.prefix.length)}`;
      if (compress && serveCompressed(mount.folder, req, res)) return;
      mount.files(req, res, () => {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
        res.end('Not found');
      });
      return;
    }
    // Client-side routes of the shell (no file extension) get index.html.
    if (spa && req.url && !path.extname(req.url.split('?')[0]!)) req.url = '/index.html';
    if (liveIndex && req.url?.split('?')[0] === '/index.html') {
      fs.readFile(liveIndex, (error, body) => {
        if (error) {
          serveFromDir(req, res);
          return;
        }
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' });
        res.end(body);
      });
      return;
    }
    serveFromDir(req, res);
  });
  function serveFromDir(req: http.IncomingMessage, res: http.ServerResponse) {
    if (compress && serveCompressed(dir, req, res)) return;
    files(req, res, () => {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  }
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise<void>((done) => {
            sockets.forEach((socket) => socket.destroy());
            server.close(() => done());
          }),
      });
    });
  });
}
