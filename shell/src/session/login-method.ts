/** How the user signed in on this device; it must match the profile (spec 000 §4, Session). */
export type LoginMethod = 'password' | 'vipps';

const KEY = 'loginMethod';

export function rememberLoginMethod(method: LoginMethod): void {
  localStorage.setItem(KEY, method);
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
