/**
 * The one error type for a refused or failed call to the API — PostgREST (tables, views, RPCs) and the edge
 * functions alike. The database states a refusal as SQLSTATE `code` plus a stable `hint` (`slot_taken`,
 * `journal_not_found`, …) and the spec's English text as `message`; a remote turns the hint into its own
 * i18n text (shared-ui `useErrorMessage`), never shows `message` in a Norwegian interface.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The stable reason the database or function gives (a RAISE's HINT); null when it gives none. */
    readonly hint: string | null,
    /** SQLSTATE (`23505`, `P0002`, `PGRST116`, …) or the function's own code. */
    readonly code: string | null,
    /** The HTTP status, when known. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * An update or delete that row-level security let through but that matched no row: the caller may not change
 * that row (or it is gone). PostgREST answers it with success and no rows; the resource states it as the same
 * refusal everywhere (hint `not_allowed`, SQLSTATE 42501).
 */
export function notAllowed(): ApiError {
  return new ApiError('Not allowed', 'not_allowed', '42501');
}

/** What PostgREST (through postgrest-js / supabase-js) and the edge functions answer on a refusal. */
export interface ApiErrorLike {
  message?: string | undefined;
  hint?: string | null | undefined;
  code?: string | null | undefined;
  status?: number | null | undefined;
}

/** Throws the ApiError of a PostgREST `{ error }`: `if (error) raise(error)`. */
export function raise(error: ApiErrorLike): never {
  throw new ApiError(error.message || 'Request failed', error.hint || null, error.code || null, error.status ?? null);
}

/** What Supabase Auth (supabase-js's AuthError) answers on a refusal: its stable `code` is the reason. */
export interface AuthErrorLike {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/**
 * The ApiError of a Supabase Auth refusal (`invalid_credentials`, `otp_expired`, `same_password` …): the auth
 * error's code is its hint, so a screen maps it to its text like any other refusal (`errors.<code>`), never
 * showing the provider's raw message. `if (error) throw authRefusal(error)`.
 */
export function authRefusal(error: AuthErrorLike): ApiError {
  return new ApiError(error.message || 'Request failed', error.code || null, error.code || null, error.status ?? null);
}

/** The stable hint of an ApiError; null for any other error. */
export function hintOf(error: unknown): string | null {
  return error instanceof ApiError ? error.hint : null;
}

/**
 * "Not there for this user": a row of another clinic, a patient without a relation, a missing id. RPCs answer
 * those alike (SQLSTATE P0002, hint `<thing>_not_found`) and PostgREST's `.single()` on no row answers PGRST116,
 * so a screen cannot tell missing from not-yours either and shows the not-found/no-access screen.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'P0002' || error.code === 'PGRST116' || error.status === 404 || /_not_found$/.test(error.hint ?? '')
  );
}

/**
 * A query with `notFound`: its error is the database's "not there for this user" (another clinic's row, a
 * patient without a relation, a malformed id: answered alike, SQLSTATE P0002 / hint `<thing>_not_found`), so
 * the screen shows its not-found screen, never 'Something went wrong'. Hooks wrap their query with it;
 * components read `notFound` and do not import this package.
 */
export function withNotFound<Q extends { error: unknown }>(query: Q): Q & { notFound: boolean } {
  return { ...query, notFound: isNotFound(query.error) };
}

/** A unique index refused the write (SQLSTATE 23505): e.g. the name is taken in its scope. */
export function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError && error.code === '23505';
}

/** fetch could not reach the server (offline, DNS, a dropped connection), as opposed to a refusal. */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof ApiError && error.status !== null && error.status > 0) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(message);
}
