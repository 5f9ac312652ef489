const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be a row's id (every id in the schema is a uuid). Anything else in an address names no row:
 * a resource answers not-found for it without asking the database (PostgREST would answer a malformed uuid with
 * an error, which a page would show as a failure instead of a not-found).
 */
export function isRowId(value: string): boolean {
  return UUID.test(value);
}
