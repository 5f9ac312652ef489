import { createContext, useContext } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import { lazyComponent, pageRoutes, type PageComponent } from 'shared-ui';
import routeFile from './routes.json';
import { ForbiddenPage, NotFoundPage } from './pages/status-page';
import { ownerOf, type RemoteRegistry } from './remotes/remote-registry';
import type { AuthState } from './session/auth-store';
import { TranslationsPage } from './translations/translations-page';
import { ConnectVippsPage } from './auth/connect-vipps-page';
import { VippsCallbackPage } from './auth/vipps-callback-page';
import { DataProcessingAgreementPage } from './consent/data-processing-agreement-page';
import { NotificationsPage } from './notifications/notifications-page';
import { PlaygroundPage } from './playground/playground-page';

// The pages with a form (shared-ui/forms: react-hook-form and zod) come in a chunk of their own, fetched when such a
// page is first visited (the table's preload fetches it before a signed-out first screen renders), so a returning
// therapist's first screen does not download the form libraries.
const LoginPage = lazyComponent(() => import('./auth/login-page').then((module) => module.LoginPage));
const ForgotPasswordPage = lazyComponent(() =>
  import('./auth/forgot-password-page').then((module) => module.ForgotPasswordPage),
);
const SetNewPasswordPage = lazyComponent(() =>
  import('./auth/set-new-password-page').then((module) => module.SetNewPasswordPage),
);
const ChangePasswordPage = lazyComponent(() =>
  import('./auth/change-password-page').then((module) => module.ChangePasswordPage),
);
const EditProfilePage = lazyComponent(() =>
  import('./profile/edit-profile-page').then((module) => module.EditProfilePage),
);

/** What ShellRoutes gives the shell's pages: the session (its guards already applied) and the registry. */
export const ShellRouteContext = createContext<{ auth: AuthState; registry: RemoteRegistry } | null>(null);

function useShellRoute() {
  const value = useContext(ShellRouteContext);
  if (!value) throw new Error('a shell page renders inside ShellRoutes');
  return value;
}

/** A page taking the session as a prop, as a table page (no props). */
function withAuth(Page: ComponentType<{ auth: AuthState }>): PageComponent {
  return function WithAuth() {
    return <Page auth={useShellRoute().auth} />;
  };
}

/** A path no shell route claims: a remote's (rendered by single-spa into the outlet) or unknown. */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  // a remote may own a service path (mf-calendar: /service/google-calendar-auth)
  if (ownerOf(useShellRoute().registry, pathname)) return null;
  return <Navigate to={pathname.startsWith('/service/') ? '/service/404' : '/not-found'} replace />;
}

/**
 * The shell's pages. Their paths are data, ./routes.json, which the guards read too (session/guards.ts: who may
 * open a path before being admitted, where home is). Rendered by ShellRoutes (app.tsx) through shared-ui's
 * pageRoutes, as a remote's. Its pages are in the shell's own chunk (splitting them out measured no faster:
 * docs/PERFORMANCE.md, issue 35), but for the form pages above. Every other path is a remote's (the fallback:
 * the registry's longest matching prefix) or unknown.
 */
export const shellPages = pageRoutes(
  routeFile,
  {
    LoginPage,
    ForgotPasswordPage,
    VippsCallbackPage,
    SetNewPasswordPage: withAuth(SetNewPasswordPage),
    ChangePasswordPage,
    DataProcessingAgreementPage: withAuth(DataProcessingAgreementPage),
    NotFoundPage,
    ForbiddenPage,
    NotificationsPage,
    EditProfilePage: withAuth(EditProfilePage),
    ConnectVippsPage: withAuth(ConnectVippsPage),
    PlaygroundPage,
    TranslationsEditPage: () => <TranslationsPage mode="edit" />,
    TranslationsNewPage: () => <TranslationsPage mode="new" />,
  },
  { fallback: <RemoteOrNotFound /> },
);

/** Whether `pathname` is one of the app's: a page of the shell's table or a path a remote owns. */
export function isAppPath(registry: RemoteRegistry, pathname: string): boolean {
  return (
    shellPages.paths.some((path) => matchPath(path, pathname) !== null) ||
    ownerOf(registry, pathname) !== null
  );
}
