import http from 'node:http';
import path from 'node:path';
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
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// Files whose names never change between builds must be revalidated; hashed chunks can be cached forever.
const REVALIDATE =
  /(?:^|\/)(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json|main\.js)$/;

export function startStaticServer({
  dir,
  port,
  spa = false,
  jsonOverrides = {},
}: StaticServerOptions): Promise<RunningServer> {
  // serve-static reads from disk on every request, so a remote rebuilt in place is served at once.
  const files = serveStatic(dir, {
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
  const server = http.createServer((req, res) => {
    const override = jsonOverrides[req.url?.split('?')[0] ?? ''];
    if (override !== undefined) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(override));
      return;
    }
    // Client-side routes of the shell (no file extension) get index.html.
    if (spa && req.url && !path.extname(req.url.split('?')[0]!)) req.url = '/index.html';
    files(req, res, () => {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });
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
