import type { Person } from './patient-card.rules';

/** A patient's users row as an embed selects it: `(id, first_name, last_name, email, phone, avatar_url)`. */
export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
}

/** The row as the screens use it (camelCase; no e-mail is ''). */
export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email ?? '',
    phone: row.phone,
    avatarUrl: row.avatar_url,
  };
}
