import { ApiError } from './api-error';

export interface CallFunctionOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  /** Milliseconds; a function that renders a PDF or calls a provider may need more than the default. */
  timeout?: number;
}

interface FunctionsContext {
  url: string;
  anonKey: string;
  accessToken(): Promise<string | null>;
}

let context: FunctionsContext | null = null;

/** index.ts hands over the configured project and the token source (no import cycle). */
export function configureFunctions(next: FunctionsContext | null): void {
  context = next;
}

/**
 * Calls an edge function (`name` may carry a sub-path: `google-slides/presentations`) with the session's
 * bearer token and answers its JSON. The one way every remote calls a function: ky, not supabase-js's
 * `functions.invoke`, so a call never waits for supabase-js to load. A refusal becomes an ApiError carrying
 * the function's message, code and hint (`{ error: { message, code, hint } }`, `{ message }` or
 * `{ error: '…' }`) and the HTTP status. ky is fetched with the first call: no first screen calls a function,
 * so its ~4 KB gzip stay off the first route (docs/PERFORMANCE.md).
 */
export async function callFunction<T>(name: string, options: CallFunctionOptions = {}): Promise<T> {
  if (!context) throw new Error('Supabase is not configured: the shell must call configureSupabase()');
  const token = (await context.accessToken()) ?? context.anonKey;
  const { default: ky, HTTPError } = await import(/* webpackChunkName: "ky" */ 'ky');
  try {
    return await ky(`${context.url.replace(/\/+$/, '')}/functions/v1/${name}`, {
      method: options.method ?? 'POST',
      json: options.body,
      searchParams: options.searchParams,
      headers: { apikey: context.anonKey, authorization: `Bearer ${token}`, ...options.headers },
      retry: 0,
      timeout: options.timeout ?? 30_000,
    }).json<T>();
  } catch (error) {
    if (error instanceof HTTPError) throw await apiErrorOfResponse(error.response);
    throw error;
  }
}

/**
 * The ApiError of a function's failure. Every function in this repository fails in one shape
 * (supabase/functions/_shared/http.ts): `{ error: { hint, message } }` with a fitting HTTP status. An answer
 * not in that shape (a gateway's HTML 502, a function that crashed before answering) gets the hint
 * `function_unavailable` for a 5xx and `function_failed` otherwise, so a screen still maps it to a text.
 */
async function apiErrorOfResponse(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { hint?: unknown; message?: unknown } } | null;
  const failure = typeof body?.error === 'object' && body.error !== null ? body.error : null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const hint = text(failure?.hint) ?? (response.status >= 500 ? 'function_unavailable' : 'function_failed');
  const message = text(failure?.message) ?? `${response.status} ${response.statusText}`;
  return new ApiError(message, hint, null, response.status);
}
