import { primaryRole, type AuthUser, type StaffRole } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';

type UserRow = { id: number; name: string; email: string; avatar: string | null; roles: StaffRole[]; locale: Locale | null };

/** The session user sent to the client (spec 3 "User (in the session)"): never the whole row; `locale` always (null = never chosen). */
export function presentUser(u: UserRow): AuthUser {
  return { id: u.id, name: u.name, email: u.email, avatar: u.avatar, role: primaryRole(u.roles), roles: u.roles, locale: u.locale };
}
