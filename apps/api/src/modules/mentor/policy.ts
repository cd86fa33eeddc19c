import { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { hasRole, type AuthUser } from '../../plugins/auth.ts';
import { courseInScope, type MentorScope } from './queries.ts';

/** The submissions a mentor-console user may see: every course for an admin, else the courses they teach. */
export const scopeOf = (user: AuthUser): MentorScope =>
  hasRole(user, 'admin') ? { kind: 'all' } : { kind: 'mentor', userId: user.id };

/** 403 'Anda bukan mentor kelas ini.' unless the user is an admin or a mentor linked to the course. */
export async function assertTeachesCourse(db: DbOrTx, user: AuthUser, courseId: number): Promise<void> {
  if (!(await courseInScope(db, scopeOf(user), courseId))) throw forbidden(MENTOR_MESSAGES.notYourCourse);
}
