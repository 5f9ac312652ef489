import { afterFirstScreen, lazyComponent } from 'shared-ui';
import { preloadNotificationList } from '../notifications/lazy-notification-list';

/**
 * The shell's pages a returning therapist does not see on the first screen, each in its own chunk (issue 16 §1:
 * the first route's JS). Their paths are in the shell's route table (../routes.tsx): a page opened directly (a
 * reload on /login, a recovery link) is fetched at boot by that table's preload, alongside the session check, so
 * it renders without a spinner once that check is done.
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
