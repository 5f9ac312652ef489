import { Suspense } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { AppProviders, GlobalStyle, PageSpinner, Toaster } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/app-layout';
import { RemoteOutlet } from './remotes/remote-outlet';
import type { RemoteRegistry } from './remotes/remote-registry';
import { useAuth, toGuardInput, type AuthState } from './session/auth-store';
import { guardRedirect, isAdmitted } from './session/guards';
import { InactivityGuard } from './inactivity/inactivity-guard';
import { isAppPath, ShellRouteContext, shellPages } from './routes';

export function ShellRoutes({ registry, auth }: { registry: RemoteRegistry; auth: AuthState }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('common');
  if (auth.status === 'loading') return <PageSpinner label={t('loading')} />;
  const redirect = guardRedirect(pathname, toGuardInput(auth), (path) => isAppPath(registry, path));
  if (redirect && redirect !== pathname)
    return <Navigate to={redirect} replace state={{ from: pathname + search }} />;
  return (
    <ShellRouteContext.Provider value={{ auth, registry }}>
      {/* A page of the table may still suspend (a lazy part of it): the page spinner meanwhile. */}
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <shellPages.Routes />
      </Suspense>
    </ShellRouteContext.Provider>
  );
}

function Shell({ registry }: { registry: RemoteRegistry }) {
  const auth = useAuth();
  const admitted = isAdmitted(toGuardInput(auth));
  return (
    <AppLayout chrome={admitted} registry={registry}>
      {admitted && auth.status === 'signed-in' && (
        <InactivityGuard userId={auth.userId} idleMinutes={auth.clinic?.minutesForLogout} />
      )}
      <ShellRoutes registry={registry} auth={auth} />
      <RemoteOutlet />
    </AppLayout>
  );
}

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders>
      <GlobalStyle />
      <BrowserRouter>
        <Shell registry={registry} />
      </BrowserRouter>
      <Toaster />
    </AppProviders>
  );
}
