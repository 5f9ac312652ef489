import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, GlobalStyle, lazyComponent, PageSpinner, Toaster } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/app-layout';
import { ForbiddenPage, NotFoundPage } from './pages/status-page';
import { RemoteOutlet } from './remotes/remote-outlet';
import { ownerOf, type RemoteRegistry } from './remotes/remote-registry';
import { useAuth, toGuardInput, type AuthState } from './session/auth-store';
import { guardRedirect, isAdmitted, HOME } from './session/guards';
import { LoginPage } from './auth/login-page';
import { ForgotPasswordPage } from './auth/forgot-password-page';
import { SetNewPasswordPage } from './auth/set-new-password-page';
import { ChangePasswordPage } from './auth/change-password-page';
import { DataProcessingAgreementPage } from './consent/data-processing-agreement-page';
import { ConnectivityBanner } from './connectivity/connectivity-banner';
import { NotificationsPage } from './notifications/notifications-page';
import { InactivityGuard } from './inactivity/inactivity-guard';
import { EditProfilePage } from './profile/edit-profile-page';
import { VippsCallbackPage } from './auth/vipps-callback-page';
import { ConnectVippsPage } from './auth/connect-vipps-page';

// A developer page: fetched only when opened — from the start when the page is loaded on it, so that it
// renders without a spinner once the session check is done.
const PlaygroundPage = lazyComponent(() =>
  import('./playground/playground-page').then((module) => module.PlaygroundPage),
);
if (window.location.pathname === '/playground') void PlaygroundPage.preload().catch(() => undefined);

/** A path no shell route claims: a remote's (rendered by single-spa into the outlet) or unknown. */
function RemoteOrNotFound({ registry }: { registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  // a remote may own a service path (mf-calendar: /service/google-calendar-auth)
  if (ownerOf(registry, pathname)) return null;
  return <Navigate to={pathname.startsWith('/service/') ? '/service/404' : '/not-found'} replace />;
}

export function ShellRoutes({ registry, auth }: { registry: RemoteRegistry; auth: AuthState }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('common');
  if (auth.status === 'loading') return <PageSpinner label={t('loading')} />;
  const redirect = guardRedirect(pathname, toGuardInput(auth));
  if (redirect && redirect !== pathname)
    return <Navigate to={redirect} replace state={{ from: pathname + search }} />;
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME} replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/vipps-callback" element={<VippsCallbackPage />} />
      <Route path="/users/:id/set-new-password" element={<SetNewPasswordPage auth={auth} />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/data-processing-agreement" element={<DataProcessingAgreementPage auth={auth} />} />
      <Route path="/not-found" element={<NotFoundPage />} />
      <Route path="/service/404" element={<NotFoundPage />} />
      <Route path="/403" element={<ForbiddenPage />} />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/edit-profile" element={<EditProfilePage auth={auth} />} />
      <Route path="/connect-vipps" element={<ConnectVippsPage auth={auth} />} />
      <Route
        path="/playground"
        element={
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <PlaygroundPage />
          </Suspense>
        }
      />
      <Route path="*" element={<RemoteOrNotFound registry={registry} />} />
    </Routes>
  );
}

function Shell({ registry }: { registry: RemoteRegistry }) {
  const auth = useAuth();
  const admitted = isAdmitted(toGuardInput(auth));
  return (
    <AppLayout chrome={admitted}>
      {admitted && auth.status === 'signed-in' && (
        <InactivityGuard userId={auth.userId} idleMinutes={auth.clinic?.therapists_minutes_for_logout} />
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
      <ConnectivityBanner />
      <Toaster />
    </AppProviders>
  );
}
