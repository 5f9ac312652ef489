/**
 * The domain's one spelling of a person (a users row): the database's snake_case is read here and nowhere else,
 * so a screen, a rule or a component only ever sees `firstName`, `lastName`, `avatarUrl`.
 */

/** The columns a person is read with (for a `select` or an embed: `patient:users!fk(${PERSON_COLUMNS})`). */
export const PERSON_COLUMNS = 'id, first_name, last_name, email, phone, avatar_url';

/** A users row as PostgREST returns it; a narrower select leaves out what it did not ask for. */
export interface PersonRow {
  id?: string;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  phone?: string | null;
  avatar_url?: string | null;
}

/** A person as the screens use it. Names are '' when the row has none; e-mail, phone and avatar may be null. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
}

/** The one mapping of a users row to the domain's person. */
export function toPerson(row: PersonRow): Person {
  return {
    id: row.id ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? null,
    phone: row.phone ?? null,
    avatarUrl: row.avatar_url ?? null,
  };
}

/** "First Last", or '' when the row has no name. */
export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
