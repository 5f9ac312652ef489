import { afterFirstScreen, lazyComponent } from 'shared-ui';
import { preloadNotificationList } from '../notifications/lazy-notification-list';

/**
 * The shell's pages a returning therapist does not see on the first screen, each in its own chunk (issue 16 §1:
 * the first route's JS). A page opened directly (a reload on /login, a recovery link) is fetched at boot by
 * `preloadPageFor`, alongside the session check, so it renders without a spinner once that check is done.
 */
export const LoginPage = lazyComponent(() => import('../auth/login-page').then((m) => m.LoginPage));
export const ForgotPasswordPage = lazyComponent(() =>
  import('../auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const VippsCallbackPage = lazyComponent(() =>
  import('../auth/vipps-callback-page').then((m) => m.VippsCallbackPage),
);
export const SetNewPasswordPage = lazyComponent(() =>
  import('../auth/set-new-password-page').then((m) => m.SetNewPasswordPage),
);
export const ChangePasswordPage = lazyComponent(() =>
  import('../auth/change-password-page').then((m) => m.ChangePasswordPage),
);
export const DataProcessingAgreementPage = lazyComponent(() =>
  import('../consent/data-processing-agreement-page').then((m) => m.DataProcessingAgreementPage),
);
export const NotificationsPage = lazyComponent(() =>
  import('../notifications/notifications-page').then((m) => m.NotificationsPage),
);
export const EditProfilePage = lazyComponent(() =>
  import('../profile/edit-profile-page').then((m) => m.EditProfilePage),
);
export const ConnectVippsPage = lazyComponent(() =>
  import('../auth/connect-vipps-page').then((m) => m.ConnectVippsPage),
);
export const PlaygroundPage = lazyComponent(() =>
  import('../playground/playground-page').then((m) => m.PlaygroundPage),
);

const PAGES: { matches: (pathname: string) => boolean; preload: () => Promise<void> }[] = [
  { matches: (p) => p === '/login', preload: LoginPage.preload },
  { matches: (p) => p === '/forgot-password', preload: ForgotPasswordPage.preload },
  { matches: (p) => p === '/vipps-callback', preload: VippsCallbackPage.preload },
  { matches: (p) => /^\/users\/[^/]+\/set-new-password$/.test(p), preload: SetNewPasswordPage.preload },
  { matches: (p) => p === '/change-password', preload: ChangePasswordPage.preload },
  { matches: (p) => p === '/data-processing-agreement', preload: DataProcessingAgreementPage.preload },
  { matches: (p) => p === '/notifications', preload: NotificationsPage.preload },
  { matches: (p) => p === '/edit-profile', preload: EditProfilePage.preload },
  { matches: (p) => p === '/connect-vipps', preload: ConnectVippsPage.preload },
  { matches: (p) => p === '/playground', preload: PlaygroundPage.preload },
];

/** Fetches the code of the shell page at `pathname`, if it is one of the split pages. */
export function preloadPageFor(pathname: string): void {
  // a failed fetch is retried by the render that needs the page (lazyComponent), which reports it
  void PAGES.find((page) => page.matches(pathname))
    ?.preload()
    .catch(() => undefined);
}

/**
 * The session is ending (sign-out, inactivity logout): the login page's code, so the redirect to /login renders it
 * at once. Resolves either way; a failed fetch only loses the head start.
 */
export function preloadLoginPage(): Promise<void> {
  return LoginPage.preload().catch(() => undefined);
}

let afterFirstScreenStarted = false;

/**
 * Once the first screen is done: the notification list (so a click on the bell shows it at once) and the login
 * page (so a session revoked elsewhere, or an expiry, shows the login page without a spinner).
 */
export function preloadAfterFirstScreen(): void {
  if (afterFirstScreenStarted) return;
  afterFirstScreenStarted = true;
  afterFirstScreen(() => {
    preloadNotificationList();
    void preloadLoginPage();
  });
}
