/**
 * A floor page server for the benches (ARCHITECTURE §5.1): plain HTML on its own loopback port. A real loopback
 * server, not an intercepted route: Chromium's local-network rules refuse an origin it cannot place access to
 * the loopback API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface FloorServer {
  url: string;
  origin: string;
  close: () => Promise<void>;
}

/** Serves `html` for every request, never cached (the floor's own code is one inline script). */
export async function serveFloor(html: string): Promise<FloorServer> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's stored localStorage (the supabase-js session among it) copied to the floor's origin. */
export function withSessionOn(state: StorageState, origin: string): StorageState {
  return {
    cookies: [],
    origins: [{ origin, localStorage: state.origins.flatMap((entry) => entry.localStorage) }],
  };
}
