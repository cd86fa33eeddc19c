import type { StudioAbilities } from '@kelas/contracts/studio';
import type { DbOrTx } from '../../db/client.ts';
import { readCourseRights } from '../settings/read-academy-settings.ts';
import type { Actor } from './actor.ts';
import { mayUseRight } from './policy.ts';
import { listCourses } from './queries/courses.ts';

/**
 * What the studio offers the signed-in staff member (decision 265): create and publish under the
 * academy's course rights, and how many courses they may edit (an author's assigned ones), so a
 * new author's empty studio can say what they can do.
 */
export async function readStudioAbilities(db: DbOrTx, actor: Actor): Promise<StudioAbilities> {
  const [rights, courses] = await Promise.all([readCourseRights(db), listCourses(db, { authorId: actor.isAdmin ? undefined : actor.id })]);
  return {
    roles: [...(actor.roles ?? [])],
    can_create: mayUseRight(actor, rights.create_roles),
    can_publish: mayUseRight(actor, rights.publish_roles),
    course_count: courses.length,
  };
}
