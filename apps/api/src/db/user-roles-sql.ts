import { sql } from 'drizzle-orm';
import type { StaffRole } from '@kelas/contracts/auth';
import { users } from './schema/index.ts';

/**
 * The staff roles of the `users` row in scope, as a text array (`{}` for a learner): one
 * correlated look-up on `user_roles`' primary key. Used wherever a user row is read for a session.
 */
export const userRolesSql = () =>
  sql<StaffRole[]>`coalesce((select array_agg(ur.role::text order by ur.role) from user_roles ur where ur.user_id = ${users.id}), '{}'::text[])`;
