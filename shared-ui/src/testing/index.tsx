import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { theme } from '../theme/theme';
import { i18n } from '../i18n/i18n';
import { configureSupabase, getSupabase } from 'supabase-client';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * Renders inside the same providers a remote gets in the page, with a fresh query cache per test.
 * `showPath` adds an element with data-testid="path" holding the current pathname (to assert redirects).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', showPath = false }: { route?: string; showPath?: boolean } = {},
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            {showPath && (
              <Routes>
                <Route path="*" element={<CurrentPath />} />
              </Routes>
            )}
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

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
export {
  setupFakeRealtime,
  createFakeRealtime,
  type FakeRealtime,
  type FakeChannel,
} from '../realtime/fake-realtime';
export * from './mock-api';
export { setupTestParcels } from './parcels';
export { setupRemoteTests, type RemoteTestOptions, type TestTherapist } from './setup-remote-tests';
