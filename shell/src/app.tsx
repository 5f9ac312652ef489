import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, GlobalStyle, PageSpinner, Toaster } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/app-layout';
import { ForbiddenPage, NotFoundPage } from './pages/status-page';
import { RemoteOutlet } from './remotes/remote-outlet';
import { ownerOf, type RemoteRegistry } from './remotes/remote-registry';
import { useAuth, toGuardInput, type AuthState } from './session/auth-store';
import { guardRedirect, isAdmitted, HOME } from './session/guards';
import { InactivityGuard } from './inactivity/inactivity-guard';
import { TranslationsPage } from './translations/translations-page';
import {
  ChangePasswordPage,
  ConnectVippsPage,
  DataProcessingAgreementPage,
  EditProfilePage,
  ForgotPasswordPage,
  LoginPage,
  NotificationsPage,
  PlaygroundPage,
  preloadAfterFirstScreen,
  preloadPageFor,
  SetNewPasswordPage,
  VippsCallbackPage,
} from './pages/lazy-pages';

// The page the browser opened, if it is one of the split pages: its code arrives alongside the session check.
preloadPageFor(window.location.pathname);

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
    // A split page whose code has not arrived yet (navigated to in the app) shows the page spinner meanwhile.
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
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
        <Route path="/playground" element={<PlaygroundPage />} />
        <Route path="/translations/edit" element={<TranslationsPage mode="edit" />} />
        <Route path="/translations/new" element={<TranslationsPage mode="new" />} />
        <Route path="*" element={<RemoteOrNotFound registry={registry} />} />
      </Routes>
    </Suspense>
  );
}

function Shell({ registry }: { registry: RemoteRegistry }) {
  const auth = useAuth();
  const admitted = isAdmitted(toGuardInput(auth));
  useEffect(preloadAfterFirstScreen, []);
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
      <Toaster />
    </AppProviders>
  );
}
