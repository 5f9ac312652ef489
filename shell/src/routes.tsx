import { createContext, useContext } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { pageRoutes, type LazyComponent, type PageComponent } from 'shared-ui';
import { ForbiddenPage, NotFoundPage } from './pages/status-page';
import { ownerOf, type RemoteRegistry } from './remotes/remote-registry';
import type { AuthState } from './session/auth-store';
import { HOME } from './session/guards';
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
  SetNewPasswordPage,
  VippsCallbackPage,
} from './pages/lazy-pages';

/** What ShellRoutes gives the shell's pages: the session (its guards already applied) and the registry. */
export const ShellRouteContext = createContext<{ auth: AuthState; registry: RemoteRegistry } | null>(null);

function useShellRoute() {
  const value = useContext(ShellRouteContext);
  if (!value) throw new Error('a shell page renders inside ShellRoutes');
  return value;
}

/** A page taking the session as a prop, as a table page (no props), keeping its preload. */
function withAuth(Page: LazyComponent<{ auth: AuthState }>): PageComponent {
  function WithAuth() {
    return <Page auth={useShellRoute().auth} />;
  }
  return Object.assign(WithAuth, { preload: () => Page.preload() });
}

/** A path no shell route claims: a remote's (rendered by single-spa into the outlet) or unknown. */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  // a remote may own a service path (mf-calendar: /service/google-calendar-auth)
  if (ownerOf(useShellRoute().registry, pathname)) return null;
  return <Navigate to={pathname.startsWith('/service/') ? '/service/404' : '/not-found'} replace />;
}

/**
 * The shell's one route table, as a remote's (shared-ui pageRoutes): rendered by ShellRoutes (app.tsx) and
 * matched at boot by `shellPages.preload`, which fetches a split page's code (pages/lazy-pages.ts) opened
 * directly (a reload on /login, a recovery link) alongside the session check. Every other path is a remote's
 * (the catch-all: the registry's longest matching prefix) or unknown.
 */
export const shellPages = pageRoutes([
  { path: '/', element: <Navigate to={HOME} replace /> },
  { path: '/login', page: LoginPage },
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/vipps-callback', page: VippsCallbackPage },
  { path: '/users/:id/set-new-password', page: withAuth(SetNewPasswordPage) },
  { path: '/change-password', page: ChangePasswordPage },
  { path: '/data-processing-agreement', page: withAuth(DataProcessingAgreementPage) },
  { path: '/not-found', page: NotFoundPage },
  { path: '/service/404', page: NotFoundPage },
  { path: '/403', page: ForbiddenPage },
  { path: '/notifications', page: NotificationsPage },
  { path: '/edit-profile', page: withAuth(EditProfilePage) },
  { path: '/connect-vipps', page: withAuth(ConnectVippsPage) },
  { path: '/playground', page: PlaygroundPage },
  { path: '/translations/edit', element: <TranslationsPage mode="edit" /> },
  { path: '/translations/new', element: <TranslationsPage mode="new" /> },
  { path: '*', element: <RemoteOrNotFound /> },
]);

/** Whether `pathname` is one of the app's: a page of the shell's table or a path a remote owns. */
export function isAppPath(registry: RemoteRegistry, pathname: string): boolean {
  return (
    shellPages.paths.some((path) => path !== '*' && matchPath(path, pathname) !== null) ||
    ownerOf(registry, pathname) !== null
  );
}

/** Fetches the code of the shell page at `pathname`, if it is one of the split pages. */
export function preloadPageFor(pathname: string): void {
  // a failed fetch is retried by the render that needs the page (lazyComponent), which reports it
  shellPages.preload(pathname).catch(() => undefined);
}
