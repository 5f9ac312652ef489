import { callFunction } from 'supabase-client';

/**
 * The slides service (spec 002 §7 "Slides service"): the edge function `google-slides`. Every provider-specific
 * step goes through it — authorisation URL, code exchange, the account's presentations, saving the selections,
 * disconnect — and the server alone decides the provider (Google when it is configured, the local one otherwise).
 */
const FUNCTION = 'google-slides';

export type SlidesProvider = 'LOCAL' | 'GOOGLE';

/** A presentation of the connected account; sourceId is what the library's googleSlideId holds once saved. */
export interface AccountPresentation {
  id: string;
  name: string;
  sourceId: string;
  /** Known for the local provider's uploads; Google's list does not say. */
  pageCount: number | null;
}

export interface AccountPresentations {
  provider: SlidesProvider;
  items: AccountPresentation[];
}

/**
 * Calls the function and answers its whole JSON envelope; a refusal is callFunction's ApiError with the service's
 * own hint (slides_auth_url_failed, slides_list_failed …: `errors.<hint>` in this remote's i18n).
 */
function call<E>(
  path: string,
  options: { method: 'GET' | 'POST' | 'DELETE'; body?: Record<string, unknown>; returnUrl?: string },
): Promise<E> {
  return callFunction<E>(path ? `${FUNCTION}/${path}` : FUNCTION, {
    method: options.method,
    body: options.body,
    headers: options.returnUrl ? { redirecturl: options.returnUrl } : undefined,
  });
}

const invoke = async <T>(path: string, options: Parameters<typeof call>[1]): Promise<T> =>
  (await call<{ data: T }>(path, options)).data;

/** Where the browser goes to authorise; it comes back to returnUrl with `code`. */
export function fetchAuthorisationUrl(returnUrl: string): Promise<string> {
  return invoke<string>('', { method: 'GET', returnUrl });
}

/**
 * Exchanges the returned code with the returned `state` (Google's consent was asked with state = the user: the
 * service refuses a code from a consent someone else started) and the same return address as the authorisation.
 */
export async function connectSlidesAccount(
  code: string,
  state: string | null,
  returnUrl: string,
): Promise<void> {
  await invoke('', { method: 'POST', body: state ? { code, state } : { code }, returnUrl });
}

export async function disconnectSlidesAccount(): Promise<void> {
  await invoke('', { method: 'DELETE' });
}

export async function fetchAccountPresentations(): Promise<AccountPresentations> {
  // The list's envelope carries the provider beside `data`.
  const answer = await call<{ data: AccountPresentation[]; provider: SlidesProvider }>('presentations', {
    method: 'GET',
  });
  return { provider: answer.provider, items: answer.data };
}

/** Saves the selected account presentations into the library; the service skips those already saved. */
export async function savePresentations(ids: string[]): Promise<number> {
  return (await invoke<{ added: number }>('presentations', { method: 'POST', body: { ids } })).added;
}
