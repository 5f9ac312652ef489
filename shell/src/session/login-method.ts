/** How the user signed in on this device; it must match the profile (spec 000 §4, Session). */
export type LoginMethod = 'password' | 'vipps';

const KEY = 'loginMethod';

const FRESH_SIGN_IN_KEY = 'freshSignIn';

/** Called when the user signs in through a form (not when a stored session is restored). */
export function rememberLoginMethod(method: LoginMethod): void {
  localStorage.setItem(KEY, method);
  sessionStorage.setItem(FRESH_SIGN_IN_KEY, 'true');
}

/** True once after a sign-in through a form: the admission then announces the login. */
export function takeFreshSignIn(): boolean {
  const fresh = sessionStorage.getItem(FRESH_SIGN_IN_KEY) === 'true';
  sessionStorage.removeItem(FRESH_SIGN_IN_KEY);
  return fresh;
}

export function rememberedLoginMethod(): LoginMethod {
  return localStorage.getItem(KEY) === 'vipps' ? 'vipps' : 'password';
}

/** The spec's message when the method does not match the profile's digital-ID connection, else null. */
export function loginMethodMismatch(
  method: LoginMethod,
  isVippsConnected: boolean,
): 'useVipps' | 'usePassword' | null {
  if (method === 'password' && isVippsConnected) return 'useVipps';
  if (method === 'vipps' && !isVippsConnected) return 'usePassword';
  return null;
}
