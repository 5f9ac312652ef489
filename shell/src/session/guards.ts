import { generatePath, matchPath } from 'react-router-dom';
import type { RouteLine } from 'shared-ui';
import routeFile from '../routes.json';

// The shell's paths are written once, in routes.json; each line's `guard` says who may open it before being
// admitted (spec 002 §4):
//   - "public": anyone, signed in or out (the not-found page);
//   - "signed-out": a signed-out visitor, and an admitted user is sent home from it (sign-in, forgotten
//     password, the digital-ID return);
//   - "entry": where a user arrives before being admitted, and is sent home from once admitted (root, the user
//     page, the forced new password, the data-processing agreement);
//   - none: admitted users only.
const shellRoutes: readonly RouteLine[] = routeFile.routes;
const guarded = (...guards: string[]) =>
  shellRoutes.filter((line) => line.guard && guards.includes(line.guard)).map((line) => line.path);
function pathOfPage(page: string): string {
  const line = shellRoutes.find((candidate) => candidate.page === page);
  if (!line) throw new Error(`routes.json has no path for ${page}`);
  return line.path;
}

/** Paths a signed-out visitor may open (spec 000 §2.1). */
const OPEN_WHEN_SIGNED_OUT = guarded('public', 'signed-out');
/** Where an admitted user is sent from (spec 002 §4: login, root or the user page; the agreement once agreed;
 * the digital-ID return once its sign-in is done). */
const LEFT_WHEN_ADMITTED = guarded('signed-out', 'entry');
const SET_NEW_PASSWORD = pathOfPage('SetNewPasswordPage');
const DATA_PROCESSING_AGREEMENT = pathOfPage('DataProcessingAgreementPage');
const LOGIN = pathOfPage('LoginPage');
const NOT_FOUND = pathOfPage('NotFoundPage');
/** Where root sends an admitted user: the clinic home. */
export const HOME = shellRoutes.find((line) => line.path === '/')?.redirect ?? '/';

const matchesAny = (paths: readonly string[], pathname: string) =>
  paths.some((path) => matchPath(path, pathname) !== null);

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
  return generatePath(SET_NEW_PASSWORD, { id: userId });
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
  if (!auth.signedIn) {
    if (matchesAny(OPEN_WHEN_SIGNED_OUT, pathname)) return null;
    return isKnownPath(pathname) ? LOGIN : NOT_FOUND;
  }
  if (!auth.temporaryPasswordResolved || auth.passwordRecovery) {
    const own = setNewPasswordPath(auth.userId);
    return pathname === own ? null : own;
  }
  if (auth.dataProcessingAgreementAgreed !== true) {
    return pathname === DATA_PROCESSING_AGREEMENT ? null : DATA_PROCESSING_AGREEMENT;
  }
  if (matchesAny(LEFT_WHEN_ADMITTED, pathname)) return HOME;
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
