import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { i18n, theme } from 'shared-ui';
import { ContentRoutes } from './app';
import { contentPages } from './routes';
import { videoStatisticsKeys } from './video-archive/video-statistics.keys';
import { setupContentTests } from './testing/setup-tests';

const { fixtures } = setupContentTests();

/** The providers a remote gets in the page, with the query cache the preload filled. */
function Providers({ client, route, children }: { client: QueryClient; route: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('mf-content route table preload (what mount awaits)', () => {
  it('per-user statistics: the page code and its read start before the first render, which shows the page at once', async () => {
    const route = `/video-archive/video/${fixtures.video.id}/statistic/user/${fixtures.patient.id}`;
    const client = newClient();
    await contentPages.preload(route, client);
    const key = videoStatisticsKeys.user(fixtures.video.id, fixtures.patient.id);
    // The read was started by the preload, not by the page.
    expect(client.getQueryState(key)).toBeDefined();
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    render(
      <Providers client={client} route={route}>
        <ContentRoutes />
      </Providers>,
    );
    // First commit: the page with its sessions (no route spinner, no data spinner); the charts follow.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Statistics by Box breathing and by Kari Nordmann' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'All sessions:' })).toBeInTheDocument();
    expect(await screen.findByText('Most used device')).toBeInTheDocument();
  });

  it("'By users' gets its read started by the preload as well", async () => {
    const client = newClient();
    await contentPages.preload(`/video-archive/video/${fixtures.video.id}/statistic/by-users`, client);
    expect(client.getQueryState(videoStatisticsKeys.users(fixtures.video.id))).toBeDefined();
  });

  it('a preloaded list page renders in its first commit', async () => {
    const client = newClient();
    await contentPages.preload('/disorders', client);
    render(
      <Providers client={client} route="/disorders">
        <ContentRoutes />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Disorders' })).toBeInTheDocument();
  });

  it('a URL of its area matching no page: nothing to fetch, and the routes still send it to /not-found', async () => {
    const client = newClient();
    await expect(contentPages.preload('/appointment-types/no/such/page', client)).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
