import { matchPath } from 'react-router-dom';

/** Routes a signed-out visitor may open (spec 000 §2.1). */
export const PUBLIC_ROUTES = ['/login', '/forgot-password', '/vipps-callback', '/not-found'];
const SET_NEW_PASSWORD = '/users/:id/set-new-password';
export const DATA_PROCESSING_AGREEMENT = '/data-processing-agreement';
export const HOME = '/dashboard/calendar';
/** Where an admitted user is sent from (spec 002 §4: login, root or the user page; the agreement once agreed;
 * the digital-ID return once its sign-in is done). */
const ENTRY_ROUTES = [
  '/',
  '/login',
  '/forgot-password',
  '/vipps-callback',
  '/user',
  '/users',
  DATA_PROCESSING_AGREEMENT,
];

export type GuardInput =
  | { signedIn: false }
  | {
      signedIn: true;
      userId: string;
      temporaryPasswordResolved: boolean;
      dataProcessingAgreementAgreed: boolean | null;
      /** A recovery link signed the user in to choose a new password. */
      passwordRecovery?: boolean;
    };

export function setNewPasswordPath(userId: string): string {
  return `/users/${userId}/set-new-password`;
}

/**
 * The guarded-route rules of spec 002 §4, in their order. Returns where to send the user, or null when
 * the path may be shown. `isKnownPath` says whether a path is one of the app's (the shell's or a remote's):
 * a signed-out visitor is sent to sign in for those, and to the not-found page for any other (spec 000: unknown
 * paths end on /not-found, whoever opens them).
 */
export function guardRedirect(
  pathname: string,
  auth: GuardInput,
  isKnownPath: (pathname: string) => boolean = () => true,
): string | null {
  const isSetNewPassword = Boolean(matchPath(SET_NEW_PASSWORD, pathname));
  if (!auth.signedIn) {
    if (PUBLIC_ROUTES.includes(pathname)) return null;
    return isKnownPath(pathname) ? '/login' : '/not-found';
  }
  if (!auth.temporaryPasswordResolved || auth.passwordRecovery) {
    const own = setNewPasswordPath(auth.userId);
    return pathname === own ? null : own;
  }
  if (auth.dataProcessingAgreementAgreed !== true) {
    return pathname === DATA_PROCESSING_AGREEMENT ? null : DATA_PROCESSING_AGREEMENT;
  }
  if (ENTRY_ROUTES.includes(pathname) || isSetNewPassword) return HOME;
  return null;
}

/** True when the user is fully admitted (the app's chrome and the remotes are available). */
export function isAdmitted(auth: GuardInput): boolean {
  return (
    auth.signedIn &&
    auth.temporaryPasswordResolved &&
    !auth.passwordRecovery &&
    auth.dataProcessingAgreementAgreed === true
  );
}
