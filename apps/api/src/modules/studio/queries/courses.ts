import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CourseStatus } from '@kelas/contracts/studio';
import type { CourseKind } from '@kelas/contracts/catalogue';
import type { DbOrTx } from '../../../db/client.ts';
import { participantCountSql } from '../../../db/participant-count-sql.ts';
import { courseAuthors, courseFormerSlugs, courseMentors, courses, courseTools, enrolments, mentors, orderItems, tools, users } from '../../../db/schema/index.ts';

/** SQL of the studio's course rows. */

export type CourseRow = typeof courses.$inferSelect;

/** `%term%` for ILIKE with the wildcards of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findCourse(db: DbOrTx, id: number): Promise<CourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** The course row locked until the transaction ends (serialises writes to one course). */
export async function lockCourse(tx: DbOrTx, id: number): Promise<CourseRow | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function isCourseAuthor(db: DbOrTx, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export type CourseSummaryRow = CourseRow & { chapterCount: number; itemCount: number; enrolmentCount: number };

/** Studio list: newest change first; `authorId` limits it to the courses that author is assigned to. */
export async function listCourses(
  db: DbOrTx,
  f: { search?: string | undefined; status?: CourseStatus | undefined; kind?: CourseKind | undefined; authorId?: number | undefined },
): Promise<CourseSummaryRow[]> {
  const rows = await db
    .select({
      course: courses,
      chapterCount: sql<number>`(select count(*)::int from materials m where m.course_id = "courses"."id")`,
      itemCount: sql<number>`(select count(*)::int from items i where i.course_id = "courses"."id")`,
      enrolmentCount: participantCountSql('"courses"."id"'),
    })
    .from(courses)
    .where(
      and(
        f.search ? or(ilike(courses.title, likePattern(f.search)), ilike(courses.slug, likePattern(f.search))) : undefined,
        f.status ? eq(courses.status, f.status) : undefined,
        f.kind ? eq(courses.kind, f.kind) : undefined,
        f.authorId !== undefined ? sql`exists (select 1 from course_authors ca where ca.course_id = "courses"."id" and ca.user_id = ${f.authorId})` : undefined,
      ),
    )
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(500);
  return rows.map((r) => ({ ...r.course, chapterCount: Number(r.chapterCount), itemCount: Number(r.itemCount), enrolmentCount: Number(r.enrolmentCount) }));
}

/** Slugs already taken, now or formerly (decision 260), that start with `base` (to pick `base-2`, `base-3`, …). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const like = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const [now, before] = await Promise.all([
    db.select({ slug: courses.slug }).from(courses).where(or(eq(courses.slug, base), ilike(courses.slug, like))),
    db.select({ slug: courseFormerSlugs.slug }).from(courseFormerSlugs).where(or(eq(courseFormerSlugs.slug, base), ilike(courseFormerSlugs.slug, like))),
  ]);
  return new Set([...now, ...before].map((r) => r.slug));
}

/** True when another course has `slug`, now or as a former slug (decision 260). */
export async function slugTakenByOther(db: DbOrTx, slug: string, courseId: number): Promise<boolean> {
  const [now] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).limit(1);
  if (now && now.id !== courseId) return true;
  const [before] = await db.select({ id: courseFormerSlugs.courseId }).from(courseFormerSlugs).where(eq(courseFormerSlugs.slug, slug)).limit(1);
  return Boolean(before && before.id !== courseId);
}

/**
 * Serialises slug changes and course creation until the transaction ends: a slug lives either in
 * `courses` or in `course_former_slugs`, and two unique indexes cannot see each other.
 */
export async function lockSlugs(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kelas:course-slugs'))`);
}

/** Keeps `slug` as a former slug of the course (answered with 301); the course's own former slug `next` is taken back. */
export async function retireSlug(tx: DbOrTx, v: { courseId: number; slug: string; next: string; now: Date }): Promise<void> {
  await tx.delete(courseFormerSlugs).where(and(eq(courseFormerSlugs.slug, v.next), eq(courseFormerSlugs.courseId, v.courseId)));
  await tx.insert(courseFormerSlugs).values({ slug: v.slug, courseId: v.courseId, retiredAt: v.now }).onConflictDoNothing();
}

/** The course's former slugs, oldest first. */
export async function listFormerSlugs(db: DbOrTx, courseId: number): Promise<string[]> {
  const rows = await db.select({ slug: courseFormerSlugs.slug }).from(courseFormerSlugs).where(eq(courseFormerSlugs.courseId, courseId)).orderBy(asc(courseFormerSlugs.retiredAt), asc(courseFormerSlugs.slug));
  return rows.map((r) => r.slug);
}

/** Inserts a course; null when the slug was taken meanwhile (unique index). */
export async function insertCourse(tx: DbOrTx, v: typeof courses.$inferInsert): Promise<CourseRow | null> {
  const [row] = await tx.insert(courses).values(v).onConflictDoNothing({ target: courses.slug }).returning();
  return row ?? null;
}

/** Updates the course and bumps its version. */
export async function updateCourseRow(tx: DbOrTx, id: number, set: Partial<typeof courses.$inferInsert>, now: Date): Promise<CourseRow> {
  const [row] = await tx
    .update(courses)
    .set({ ...set, version: sql`${courses.version} + 1`, updatedAt: now })
    .where(eq(courses.id, id))
    .returning();
  return row!;
}

export async function deleteCourseRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}

/** Enrolments plus order lines of the course (a course with either is archived, never deleted). */
export async function countCourseLearners(db: DbOrTx, id: number): Promise<number> {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(enrolments).where(eq(enrolments.courseId, id));
  const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.courseId, id));
  return Number(e?.n ?? 0) + Number(o?.n ?? 0);
}

export type PersonRef = { id: number; name: string };

export async function listCourseTools(db: DbOrTx, courseId: number): Promise<PersonRef[]> {
  return db
    .select({ id: tools.id, name: tools.name })
    .from(courseTools)
    .innerJoin(tools, eq(tools.id, courseTools.toolId))
    .where(eq(courseTools.courseId, courseId))
    .orderBy(asc(courseTools.position), asc(tools.id));
}

export async function listCourseMentors(db: DbOrTx, courseId: number): Promise<PersonRef[]> {
  return db
    .select({ id: mentors.id, name: mentors.name })
    .from(courseMentors)
    .innerJoin(mentors, eq(mentors.id, courseMentors.mentorId))
    .where(eq(courseMentors.courseId, courseId))
    .orderBy(asc(courseMentors.position), asc(mentors.id));
}

export async function listCourseAuthors(db: DbOrTx, courseId: number): Promise<(PersonRef & { email: string })[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(courseAuthors)
    .innerJoin(users, eq(users.id, courseAuthors.userId))
    .where(eq(courseAuthors.courseId, courseId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Replaces the course's tools (in the given order). */
export async function replaceCourseTools(tx: DbOrTx, courseId: number, toolIds: number[]): Promise<void> {
  await tx.delete(courseTools).where(eq(courseTools.courseId, courseId));
  if (toolIds.length) await tx.insert(courseTools).values(toolIds.map((toolId, position) => ({ courseId, toolId, position })));
}

/** Replaces the course's mentors (in the given order). */
export async function replaceCourseMentors(tx: DbOrTx, courseId: number, mentorIds: number[]): Promise<void> {
  await tx.delete(courseMentors).where(eq(courseMentors.courseId, courseId));
  if (mentorIds.length) await tx.insert(courseMentors).values(mentorIds.map((mentorId, position) => ({ courseId, mentorId, position })));
}

/** Replaces the course's authors. */
export async function replaceCourseAuthors(tx: DbOrTx, courseId: number, userIds: number[]): Promise<void> {
  await tx.delete(courseAuthors).where(eq(courseAuthors.courseId, courseId));
  if (userIds.length) await tx.insert(courseAuthors).values(userIds.map((userId) => ({ courseId, userId })));
}

export async function addCourseAuthor(tx: DbOrTx, courseId: number, userId: number): Promise<void> {
  await tx.insert(courseAuthors).values({ courseId, userId }).onConflictDoNothing();
}

/** Which of the ids exist in the table (tools or mentors). */
export async function existingToolIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: tools.id }).from(tools).where(inArray(tools.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingMentorIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: mentors.id }).from(mentors).where(inArray(mentors.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function listTools(db: DbOrTx) {
  return db.select({ id: tools.id, name: tools.name, icon: tools.icon }).from(tools).orderBy(asc(tools.name), asc(tools.id));
}

export async function listMentorProfiles(db: DbOrTx) {
  return db
    .select({ id: mentors.id, name: mentors.name, profession: mentors.profession, avatar: mentors.avatar, userId: mentors.userId })
    .from(mentors)
    .orderBy(asc(mentors.name), asc(mentors.id));
}

/** Marks the course changed (list order) without bumping its version: a child (package, chapter, item) changed. */
export async function touchCourse(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(courses).set({ updatedAt: now }).where(eq(courses.id, id));
}
