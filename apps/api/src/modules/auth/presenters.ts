import { primaryRole, type AuthUser, type StaffRole } from '@kelas/contracts/auth';

type UserRow = { id: number; name: string; email: string; avatar: string | null; roles: StaffRole[] };

/** The session user sent to the client (spec 3 "User (in the session)"): never the whole row. */
export function presentUser(u: UserRow): AuthUser {
  return { id: u.id, name: u.name, email: u.email, avatar: u.avatar, role: primaryRole(u.roles), roles: u.roles };
}
