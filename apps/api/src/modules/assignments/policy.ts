import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { hasRole, type AuthUser } from '../../plugins/auth.ts';
import { isCourseMentor } from './queries.ts';

/**
 * Who may open a submitted file: its owner, a mentor linked to the
 * submission's course, or an admin. 403 'Anda tidak memiliki akses ke file ini.' otherwise.
 */
export async function assertCanViewSubmission(
  db: DbOrTx,
  user: AuthUser,
  submission: { userId: number; courseId: number },
): Promise<void> {
  if (user.id === submission.userId || hasRole(user, 'admin')) return;
  if (hasRole(user, 'mentor') && (await isCourseMentor(db, user.id, submission.courseId))) return;
  throw forbidden('Anda tidak memiliki akses ke file ini.');
}
