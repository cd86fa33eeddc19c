import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { loadCourseTree } from './load-course-tree.ts';
import { readCourseRights } from '../settings/read-academy-settings.ts';
import { assertCanEditCourse, mayUseRight } from './policy.ts';
import { publishMissing } from './publish-checks.ts';
import { countCourseLearners, deleteCourseRow, updateCourseRow, type CourseRow } from './queries/courses.ts';

/**
 * POST /api/admin/courses/{id}/publish: draft or archived → published when the
 * course has a thumbnail, a description, a chapter with an item and a priced package; else 422
 * `PUBLISH_INCOMPLETE` with `errors` naming each missing part. Publishing a published course is a
 * no-op 200. 403 PUBLISH_NOT_ALLOWED when the academy's course rights keep the actor's roles from
 * publishing (decision 265: they submit it for review). One transaction, course row locked, audit row.
 */
export async function publishCourse(db: Db, opts: { actor: Actor; courseId: number; now: Date }): Promise<CourseRow> {
  const rights = await readCourseRights(db);
  return db.transaction(async (tx) => {
    const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    if (!mayUseRight(opts.actor, rights.publish_roles)) throw new AppError(403, STUDIO_MESSAGES.publishNotAllowed, 'PUBLISH_NOT_ALLOWED');
    if (before.status === 'published') return before;
    const missing = publishMissing(await loadCourseTree(tx, before.id));
    if (Object.keys(missing).length) throw new AppError(422, STUDIO_MESSAGES.publishMissing, 'PUBLISH_INCOMPLETE', missing);
    const after = await updateCourseRow(tx, before.id, { status: 'published', publishedAt: before.publishedAt ?? opts.now, reviewRequestedAt: null }, opts.now);
    await auditWrite(tx, opts.actor, { action: 'course.publish', entityType: 'course', entityId: before.id, before: { status: before.status }, after: { status: after.status } });
    return after;
  });
}

/**
 * POST /api/admin/courses/{id}/submit (decision 265): an author who may not publish asks an admin
 * to: the course is marked as waiting for review (the admins' list shows it). 422
 * PUBLISH_INCOMPLETE as for publishing (an admin should get a course that can go live); 409
 * ALREADY_PUBLISHED. Asking again keeps the first time. One transaction, audit row `course.submit`.
 */
export async function submitCourse(db: Db, opts: { actor: Actor; courseId: number; now: Date }): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    if (before.status === 'published') throw conflict(STUDIO_MESSAGES.alreadyPublished, 'ALREADY_PUBLISHED');
    const missing = publishMissing(await loadCourseTree(tx, before.id));
    if (Object.keys(missing).length) throw new AppError(422, STUDIO_MESSAGES.publishMissing, 'PUBLISH_INCOMPLETE', missing);
    if (before.reviewRequestedAt) return before;
    const after = await updateCourseRow(tx, before.id, { reviewRequestedAt: opts.now }, opts.now);
    await auditWrite(tx, opts.actor, { action: 'course.submit', entityType: 'course', entityId: before.id, after: { review_requested_at: opts.now.toISOString() } });
    return after;
  });
}

/**
 * POST /api/admin/courses/{id}/archive: → archived (gone from every public call; enrolled
 * learners keep it in Programmu and the player). 409 ALREADY_ARCHIVED when it already is.
 */
export async function archiveCourse(db: Db, opts: { actor: Actor; courseId: number; now: Date }): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    if (before.status === 'archived') throw conflict(STUDIO_MESSAGES.alreadyArchived, 'ALREADY_ARCHIVED');
    const after = await updateCourseRow(tx, before.id, { status: 'archived' }, opts.now);
    await auditWrite(tx, opts.actor, { action: 'course.archive', entityType: 'course', entityId: before.id, before: { status: before.status }, after: { status: after.status } });
    return after;
  });
}

/**
 * DELETE /api/admin/courses/{id}: removes a course nobody enrolled in or ordered (with its
 * chapters, items, packages). 409 COURSE_HAS_LEARNERS otherwise: archive it instead.
 */
export async function deleteCourse(db: Db, opts: { actor: Actor; courseId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    if ((await countCourseLearners(tx, before.id)) > 0) throw conflict(STUDIO_MESSAGES.courseHasLearners, 'COURSE_HAS_LEARNERS');
    await deleteCourseRow(tx, before.id);
    await auditWrite(tx, opts.actor, { action: 'course.delete', entityType: 'course', entityId: before.id, before });
  });
}
