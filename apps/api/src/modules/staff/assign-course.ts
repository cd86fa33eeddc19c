import type { Locale } from '@kelas/contracts/i18n';
import { STAFF_TEXT, type StaffMember } from '@kelas/contracts/staff';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadMember } from './list-staff.ts';
import { deleteCourseAuthor, deleteCourseMentor, ensureMentorProfile, findCourse, findMember, insertCourseAuthor, insertCourseMentor } from './queries.ts';
import { textsFor } from '../../platform/i18n.ts';

type Options = { userId: number; courseId: number; as: 'author' | 'mentor'; actor: { id: number; ip: string | null }; now: Date };
/** `locale`: the request's language, for the 409's message, whose `{{role}}` is a role's name in that language. */
type AssignOptions = Options & { locale: Locale };

/**
 * Assigns a staff member to a course: as author (`course_authors`) or as mentor
 * (their instructor profile in `course_mentors`, created from the account's name when missing).
 * Idempotent; audit row `course_author.assign` / `course_mentor.assign` when something changed.
 * Errors: 404 unknown user or course; 409 when the user does not hold the role.
 */
export async function assignCourse(db: Db, o: AssignOptions): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const m = await findMember(tx, o.userId, true);
    if (!m) throw notFound(STAFF_TEXT.userUnknown);
    const course = await findCourse(tx, o.courseId);
    if (!course) throw notFound(STAFF_TEXT.courseUnknown);
    if (!m.roles.includes(o.as)) {
      // Written in the request's language: the answer's translation step would carry an Indonesian role name over.
      const t = textsFor(o.locale);
      throw conflict(t('staffText:needsRole', { role: t(`staffRoleLabels:${o.as}`).toLowerCase() }), 'ROLE_MISSING');
    }
    const changed =
      o.as === 'author' ? await insertCourseAuthor(tx, course.id, m.id, o.now) : await insertCourseMentor(tx, course.id, await ensureMentorProfile(tx, m.id, m.name));
    if (changed) {
      await recordAudit(tx, {
        actorId: o.actor.id,
        action: `course_${o.as}.assign`,
        entityType: 'course',
        entityId: course.id,
        after: { user_id: m.id, email: m.email, course: course.title },
        ip: o.actor.ip,
      });
    }
  });
  return (await loadMember(db, o.userId))!;
}

/** Removes the assignment; audit row `course_author.unassign` / `course_mentor.unassign`. 404 when it did not exist. */
export async function unassignCourse(db: Db, o: Options): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const m = await findMember(tx, o.userId, true);
    if (!m) throw notFound(STAFF_TEXT.userUnknown);
    const removed = o.as === 'author' ? await deleteCourseAuthor(tx, o.courseId, m.id) : await deleteCourseMentor(tx, o.courseId, m.id);
    if (!removed) throw notFound(STAFF_TEXT.courseUnknown);
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: `course_${o.as}.unassign`,
      entityType: 'course',
      entityId: o.courseId,
      before: { user_id: m.id, email: m.email },
      ip: o.actor.ip,
    });
  });
  return (await loadMember(db, o.userId))!;
}
