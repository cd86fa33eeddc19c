import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { courseAuthors, courseMentors, courses, mentors, staffInvitations, userRoles, users } from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** All SQL of the console's staff feature. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roles: userRolesSql(),
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  deactivatedAt: users.deactivatedAt,
  erasedAt: users.erasedAt,
  locale: users.locale,
};
export type MemberRow = { id: number; name: string; email: string; roles: StaffRole[]; hasPassword: boolean; deactivatedAt: Date | null; erasedAt: Date | null; locale: Locale | null };
export type CourseRef = { id: number; slug: string; title: string };

/** One page of accounts holding a staff role (`role` narrows), by name. */
export async function listStaff(db: DbOrTx, q: { role?: StaffRole; search?: string; limit: number; offset: number }) {
  const roleCond = q.role ? and(eq(userRoles.userId, users.id), eq(userRoles.role, q.role)) : eq(userRoles.userId, users.id);
  const where: SQL[] = [exists(db.select({ x: sql`1` }).from(userRoles).where(roleCond))];
  if (q.search) {
    const p = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(users.name, p), ilike(users.email, p))!);
  }
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db.select(memberColumns).from(users).where(cond).orderBy(asc(users.name), asc(users.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(cond),
  ]);
  return { rows: rows as MemberRow[], total: count?.n ?? 0 };
}

export async function findMember(db: DbOrTx, userId: number, lock = false): Promise<MemberRow | null> {
  const q = db.select(memberColumns).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await q.for('no key update', { of: users }) : await q;
  return (row as MemberRow | undefined) ?? null;
}

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | null> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.email, email)).limit(1).for('no key update', { of: users });
  return (row as MemberRow | undefined) ?? null;
}

/** Creates an account without a password (verified when its owner uses the link); null when the e-mail is taken. */
export async function insertInvitedUser(db: DbOrTx, values: { name: string; email: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({ name: values.name, email: values.email, passwordHash: null, emailVerifiedAt: null, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** Grants a role; false when the user held it already. */
export async function insertRole(db: DbOrTx, v: { userId: number; role: StaffRole; grantedBy: number; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId: v.userId, role: v.role, grantedBy: v.grantedBy, grantedAt: v.now })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function deleteRole(db: DbOrTx, userId: number, role: StaffRole): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/**
 * Ids of the admins, each row locked in id order: two admins demoting each other at once queue here.
 * (The user rows are locked FOR NO KEY UPDATE, not FOR UPDATE, so the audit row's foreign key
 * check on the actor, a KEY SHARE lock, never waits on them: that wait deadlocked.)
 */
export async function lockAdminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).orderBy(userRoles.userId).for('update');
  return rows.map((r) => r.userId);
}

/** The courses each user authors and mentors. */
export async function listAssignments(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return { authored: [], mentored: [] };
  const [authored, mentored] = await Promise.all([
    db
      .select({ userId: courseAuthors.userId, id: courses.id, slug: courses.slug, title: courses.title })
      .from(courseAuthors)
      .innerJoin(courses, eq(courses.id, courseAuthors.courseId))
      .where(inArray(courseAuthors.userId, userIds))
      .orderBy(asc(courses.title)),
    db
      .selectDistinct({ userId: mentors.userId, id: courses.id, slug: courses.slug, title: courses.title })
      .from(courseMentors)
      .innerJoin(mentors, eq(mentors.id, courseMentors.mentorId))
      .innerJoin(courses, eq(courses.id, courseMentors.courseId))
      .where(inArray(mentors.userId, userIds))
      .orderBy(asc(courses.title)),
  ]);
  return { authored, mentored: mentored as Array<{ userId: number; id: number; slug: string; title: string }> };
}

export async function findCourse(db: DbOrTx, courseId: number): Promise<CourseRef | null> {
  const [row] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row ?? null;
}

export async function listCourses(db: DbOrTx): Promise<CourseRef[]> {
  return db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.title));
}

/** Assigns an author; false when already assigned. */
export async function insertCourseAuthor(db: DbOrTx, courseId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db.insert(courseAuthors).values({ courseId, userId, createdAt: now }).onConflictDoNothing().returning({ c: courseAuthors.courseId });
  return rows.length > 0;
}

export async function deleteCourseAuthor(db: DbOrTx, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.userId, userId)))
    .returning({ c: courseAuthors.courseId });
  return rows.length > 0;
}

/** The user's instructor profile (`mentors` row), created from the account's name when missing. */
export async function ensureMentorProfile(db: DbOrTx, userId: number, name: string): Promise<number> {
  const [found] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, userId)).orderBy(asc(mentors.id)).limit(1);
  if (found) return found.id;
  const [row] = await db.insert(mentors).values({ userId, name }).returning({ id: mentors.id });
  return row!.id;
}

/** Links the mentor profile to the course, last in the course's list; false when already linked. */
export async function insertCourseMentor(db: DbOrTx, courseId: number, mentorId: number): Promise<boolean> {
  const [last] = await db
    .select({ p: courseMentors.position })
    .from(courseMentors)
    .where(eq(courseMentors.courseId, courseId))
    .orderBy(desc(courseMentors.position))
    .limit(1);
  const rows = await db
    .insert(courseMentors)
    .values({ courseId, mentorId, position: (last?.p ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ c: courseMentors.courseId });
  return rows.length > 0;
}

/** Unlinks every mentor profile of the user from the course; false when none was linked. */
export async function deleteCourseMentor(db: DbOrTx, courseId: number, userId: number): Promise<boolean> {
  const ids = db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, userId));
  const rows = await db
    .delete(courseMentors)
    .where(and(eq(courseMentors.courseId, courseId), inArray(courseMentors.mentorId, ids)))
    .returning({ c: courseMentors.courseId });
  return rows.length > 0;
}

// ─── Invitations (decision 266) ───

export type InvitationRow = typeof staffInvitations.$inferSelect;
export type OpenInvitationRow = InvitationRow & { inviterName: string | null; accountExists: boolean };

const openInvitation = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** Open (not accepted, not revoked) invitations, newest first, with the inviter and whether the e-mail has an account. */
export async function listOpenInvitations(db: DbOrTx): Promise<OpenInvitationRow[]> {
  const rows = await db
    .select({
      invitation: staffInvitations,
      inviterName: users.name,
      accountExists: sql<boolean>`exists (select 1 from users u where u.email = ${staffInvitations.email})`,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(openInvitation)
    .orderBy(desc(staffInvitations.sentAt), desc(staffInvitations.id))
    .limit(500);
  return rows.map((r) => ({ ...r.invitation, inviterName: r.inviterName, accountExists: Boolean(r.accountExists) }));
}

/** The open invitation for this e-mail and role, locked; null when none. */
export async function findOpenInvitation(db: DbOrTx, email: string, role: StaffRole): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), eq(staffInvitations.role, role), openInvitation))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findInvitation(db: DbOrTx, id: number, lock = false): Promise<InvitationRow | null> {
  const q = db.select().from(staffInvitations).where(eq(staffInvitations.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findInvitationByToken(db: DbOrTx, tokenHash: string, lock = false): Promise<InvitationRow | null> {
  const q = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A new invitation; null when an open one for the e-mail and role appeared meanwhile (partial unique index). */
export async function insertInvitation(tx: DbOrTx, v: typeof staffInvitations.$inferInsert): Promise<InvitationRow | null> {
  const [row] = await tx.insert(staffInvitations).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateInvitation(tx: DbOrTx, id: number, set: Partial<typeof staffInvitations.$inferInsert>): Promise<InvitationRow> {
  const [row] = await tx.update(staffInvitations).set(set).where(eq(staffInvitations.id, id)).returning();
  return row!;
}

export async function findUserName(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? null;
}
