import type { Profile } from '@kelas/contracts/profile';
import type { ProfileRow } from './queries.ts';

/** The profile of spec 3 ("Profile": name, email, phone, gender, birth_date) plus the avatar path. */
export function presentProfile(row: ProfileRow): Profile {
  return { name: row.name, email: row.email, phone: row.phone, gender: row.gender, birth_date: row.birthDate, avatar: row.avatar };
}
