import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { configureSupabase, getSupabase } from 'supabase-client';

/** Starts an MSW server with the given handlers for the current test file. */
export function setupMockServer(handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * Points the page's one supabase-js client at `url` (answered by MSW) for a test file, so that it lets jest
 * exit: supabase-js opens a BroadcastChannel (tab sync) when it is created, hidden here while the client is
 * made (msw needs the global itself), and refreshes tokens on a timer while a page is visible (jsdom counts
 * as one), stopped after the file. Call once at the top of a test file.
 */
export function setupTestSupabase(url: string): void {
  configureSupabase({ url, anonKey: 'anon' });
  beforeAll(async () => {
    const channel = globalThis.BroadcastChannel;
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    try {
      await getSupabase();
    } finally {
      globalThis.BroadcastChannel = channel;
    }
  });
  afterAll(async () => (await getSupabase()).auth.stopAutoRefresh());
}
