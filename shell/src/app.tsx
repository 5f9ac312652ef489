import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, GlobalStyle, Toaster } from 'shared-ui';
import { AppLayout } from './layout/app-layout';
import { ForbiddenPage, NotFoundPage } from './pages/status-page';
import { RemoteOutlet } from './remotes/remote-outlet';
import { ownerOf, type RemoteRegistry } from './remotes/remote-registry';

/** A path no shell route claims: a remote's (rendered by single-spa into the outlet) or unknown. */
function RemoteOrNotFound({ registry }: { registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  if (pathname.startsWith('/service/')) return <Navigate to="/service/404" replace />;
  return ownerOf(registry, pathname) ? null : <Navigate to="/not-found" replace />;
}

export function ShellRoutes({ registry }: { registry: RemoteRegistry }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard/calendar" replace />} />
      <Route path="/not-found" element={<NotFoundPage />} />
      <Route path="/service/404" element={<NotFoundPage />} />
      <Route path="/403" element={<ForbiddenPage />} />
      <Route path="*" element={<RemoteOrNotFound registry={registry} />} />
    </Routes>
  );
}

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders>
      <GlobalStyle />
      <BrowserRouter>
        <AppLayout>
          <ShellRoutes registry={registry} />
          <RemoteOutlet />
        </AppLayout>
      </BrowserRouter>
      <Toaster />
    </AppProviders>
  );
}
