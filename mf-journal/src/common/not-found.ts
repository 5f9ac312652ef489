import { isNotFound } from 'supabase-client';

/**
 * A query with `notFound`: its error is the database's "not there for this user" (another clinic's journal,
 * record or appointment, a patient without a relation — answered alike, SQLSTATE P0002 / hint
 * `<thing>_not_found`), so the screen shows the not-found/no-access screen, never 'Something went wrong'.
 * Components read `notFound`; they do not import supabase-client.
 */
export function withNotFound<Q extends { error: unknown }>(query: Q): Q & { notFound: boolean } {
  return { ...query, notFound: isNotFound(query.error) };
}
