import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'supabase-client';

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

/** The service's refusal, carrying its message (one of the spec's §8 texts) and HTTP status. */
export class SlidesServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SlidesServiceError';
  }
}

export class AlreadyIntegratedError extends SlidesServiceError {
  constructor() {
    super('Your account is already in the system', 409);
    this.name = 'AlreadyIntegratedError';
  }
}

/** Calls the function and answers its whole JSON envelope; a refusal becomes a SlidesServiceError. */
async function call<E>(
  path: string,
  options: { method: 'GET' | 'POST' | 'DELETE'; body?: Record<string, unknown>; returnUrl?: string },
): Promise<E> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<E>(path ? `${FUNCTION}/${path}` : FUNCTION, {
    method: options.method,
    body: options.body,
    headers: options.returnUrl ? { redirecturl: options.returnUrl } : undefined,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : error.message;
    if (response.status === 409 && message === 'Your account is already in the system')
      throw new AlreadyIntegratedError();
    throw new SlidesServiceError(message, response.status);
  }
  if (error) throw error;
  return data as E;
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
