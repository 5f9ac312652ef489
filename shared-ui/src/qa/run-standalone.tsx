import { createRoot } from 'react-dom/client';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import styled from 'styled-components';
import { configureSupabase } from 'supabase-client';
import { sessionStore, type Session } from '../session/session-store';
import type { RemoteCustomProps } from '../single-spa/create-remote-lifecycles';
import { AppProviders } from '../providers/app-providers';
import { GlobalStyle } from '../theme/global-style';
import { Toaster } from '../components/toast';
import { showParcelPlaceholders } from '../parcels/parcel-environment';
import { setRealtimeSource } from '../realtime/realtime-source';
import { createFakeRealtime } from '../realtime/fake-realtime';
import { MOCK_THERAPIST } from '../testing/mock-world';

/** The Supabase URL the QA host points supabase-js at; every request to it is answered by the MSW handlers. */
export const QA_SUPABASE_URL = 'http://qa.supabase.test';

/** The QA host's signed-in user: the mock world's therapist (testing/mock-world.ts), whom every mock database serves. */
export const QA_SESSION: Session = {
  userId: MOCK_THERAPIST.id,
  email: MOCK_THERAPIST.email,
  role: MOCK_THERAPIST.role,
  clinicId: MOCK_THERAPIST.clinic_id,
  firstName: MOCK_THERAPIST.first_name,
  lastName: MOCK_THERAPIST.last_name,
};

export interface StandaloneOptions {
  name: string;
  lifecycles: LifeCycles<RemoteCustomProps>;
  /** The paths of the remote (its routes.json): the host activates it on them and links those without a parameter. */
  routes: readonly string[];
  handlers: RequestHandler[];
}

const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.warning};
  color: #fff;
  a {
    color: #fff;
  }
`;

/**
 * QA mode: the remote alone in a minimal host with a fake session, its data served by its MSW handlers.
 * Started by `npm start -w <remote>`; never part of a production build.
 */
export async function runStandalone({
  name,
  lifecycles,
  routes,
  handlers,
}: StandaloneOptions): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  configureSupabase({ url: QA_SUPABASE_URL, anonKey: 'qa-anon-key' });
  // No other remote runs beside this one: their parcels show as labelled placeholders.
  showParcelPlaceholders(true);
  // There is no Realtime server in QA mode: channels join an in-memory one (writes go through the remote's
  // own mutations, which invalidate what they change).
  setRealtimeSource(() => Promise.resolve(createFakeRealtime().source));
  sessionStore.set(QA_SESSION);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain #root');
  const host = document.createElement('div');
  const outlet = document.createElement('main');
  rootElement.append(host, outlet);

  // The remote's paths (a trailing `/*` stands for its prefix); the ones without a parameter are linked.
  const prefixes = [...new Set(routes.map((route) => route.replace(/\/\*$/, '')))];
  const links = prefixes.filter((route) => !route.includes(':'));
  createRoot(host).render(
    <AppProviders>
      <GlobalStyle />
      <Banner>
        <strong>QA mode: {name} on mock data</strong>
        {links.map((route) => (
          <a key={route} href={route}>
            {route}
          </a>
        ))}
      </Banner>
      <Toaster />
    </AppProviders>,
  );

  registerApplication({
    name,
    app: lifecycles,
    activeWhen: prefixes.map((route) => route.replace(/:[^/]+/g, ':id')),
    customProps: { domElementGetter: () => outlet },
  });
  if (!prefixes.some((route) => window.location.pathname.startsWith(route.split('/:')[0] ?? route))) {
    window.history.replaceState(null, '', links[0] ?? '/');
  }
  start();
}
