import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../theme/theme';
import { i18n } from '../i18n/i18n';

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

export { setupMockServer, setupTestSupabase } from './test-server';
export {
  setupFakeRealtime,
  createFakeRealtime,
  type FakeRealtime,
  type FakeChannel,
} from '../realtime/fake-realtime';
export * from './mock-api';
export { setupTestParcels } from './parcels';
export { setupRemoteTests, type RemoteTestOptions, type TestTherapist } from './setup-remote-tests';
