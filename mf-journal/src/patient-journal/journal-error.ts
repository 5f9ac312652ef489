/** A database refusal: message is the spec's text, hint the stable code (reason_required, not_author, …). */
export class JournalError extends Error {
  constructor(
    message: string,
    readonly hint: string | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'JournalError';
  }
}

export function fail(error: { message: string; hint?: string | null; code?: string | null }): never {
  throw new JournalError(error.message, error.hint ?? null, error.code ?? null);
}

/** fetch could not reach the server (offline, DNS, a dropped connection), as opposed to a refusal. */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(message);
}

/**
 * The database's refusal to show something that is not there for this user: another clinic's journal, record
 * or appointment, or a patient the therapist has no relation to. Every journal RPC answers those alike
 * (SQLSTATE P0002, hint `<thing>_not_found`), so the screen cannot tell "missing" from "not yours" either and
 * shows the not-found/no-access screen — never 'Something went wrong', never anything of the record.
 */
export function isNoAccess(error: unknown): boolean {
  if (!(error instanceof JournalError)) return false;
  return error.code === 'P0002' || /_not_found$/.test(error.hint ?? '');
}
