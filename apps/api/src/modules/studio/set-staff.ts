import type { StaffRole } from '@kelas/contracts/auth';
import { STAFF_TEXT } from '@kelas/contracts/staff';
import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { existingMentorIds, listCourseAuthors, listCourseMentors, lockCourse, replaceCourseAuthors, replaceCourseMentors, touchCourse } from './queries/courses.ts';
import { findStaffUser, lockUser, replaceUserRoles, usersWithRole, type StaffUserRow } from './queries/staff.ts';

/**
 * PUT /api/admin/users/{id}/roles (admin only): the user's full set of staff
 * roles, at most the ones held (taking roles away). 404 unknown user; 422 `roles` when an admin
 * would take the admin role from themself; 409 GRANT_NEEDS_INVITATION for a role not held: roles
 * are given by an invitation the person accepts (decision 266).
 * Audit `role.set` with before/after. Sessions read roles on every request, so it applies at once.
 */
export async function setUserRoles(db: Db, opts: { actor: Actor; userId: number; roles: StaffRole[] }): Promise<StaffUserRow> {
  const roles = [...new Set(opts.roles)];
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, opts.userId))) throw notFound(STUDIO_MESSAGES.userNotFound);
    const before = (await findStaffUser(tx, opts.userId))!;
    if (opts.userId === opts.actor.id && before.roles.includes('admin') && !roles.includes('admin')) throw fieldError('roles', STUDIO_MESSAGES.ownAdminRole);
    // A new role is offered by an invitation its owner accepts (decision 266), never given here.
    if (roles.some((r) => !before.roles.includes(r))) throw conflict(STAFF_TEXT.grantNeedsInvitation, 'GRANT_NEEDS_INVITATION');
    await replaceUserRoles(tx, opts.userId, roles, opts.actor.id);
    const after = (await findStaffUser(tx, opts.userId))!;
    await auditWrite(tx, opts.actor, { action: 'role.set', entityType: 'user', entityId: opts.userId, before: { roles: before.roles }, after: { roles: after.roles } });
    return after;
  });
}

/**
 * PUT /api/admin/courses/{id}/staff (admin only): replaces the course's authors (users holding
 * the author role; else 422 `author_ids`) and/or its mentors (mentor profile ids; else 422
 * `mentor_ids`). 404 unknown course. Audit `course.staff` with before/after.
 */
export async function setCourseStaff(db: Db, opts: { actor: Actor; courseId: number; authorIds?: number[] | undefined; mentorIds?: number[] | undefined; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await lockCourse(tx, opts.courseId);
    if (!course) throw notFound(STUDIO_MESSAGES.courseNotFound);
    const before = { author_ids: (await listCourseAuthors(tx, course.id)).map((a) => a.id), mentor_ids: (await listCourseMentors(tx, course.id)).map((m) => m.id) };
    if (opts.authorIds) {
      const ids = [...new Set(opts.authorIds)];
      const authors = await usersWithRole(tx, ids, 'author');
      if (ids.some((id) => !authors.has(id))) throw fieldError('author_ids', STUDIO_MESSAGES.authorRoleRequired);
      await replaceCourseAuthors(tx, course.id, ids);
    }
    if (opts.mentorIds) {
      const ids = [...new Set(opts.mentorIds)];
      const known = await existingMentorIds(tx, ids);
      if (ids.some((id) => !known.has(id))) throw fieldError('mentor_ids', STUDIO_MESSAGES.mentorUnknown);
      await replaceCourseMentors(tx, course.id, ids);
    }
    await touchCourse(tx, course.id, opts.now);
    const after = { author_ids: (await listCourseAuthors(tx, course.id)).map((a) => a.id), mentor_ids: (await listCourseMentors(tx, course.id)).map((m) => m.id) };
    await auditWrite(tx, opts.actor, { action: 'course.staff', entityType: 'course', entityId: course.id, before, after });
  });
}
