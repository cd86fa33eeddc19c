import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseAnnouncements, courseMentors, courses, enrolments, mentors, users } from '../../db/schema/index.ts';
import { participantCountSql } from '../../db/participant-count-sql.ts';
import type { MentorScope } from '../mentor/queries.ts';

export type AnnouncementRow = typeof courseAnnouncements.$inferSelect & { authorName: string | null };

/** The course's id and title, locked until the transaction ends (serialises the course's announcements); null when unknown. */
export async function lockCourseForAnnouncement(tx: DbOrTx, courseId: number): Promise<{ id: number; title: string; slug: string } | null> {
  const [row] = await tx.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, courseId)).for('update');
  return row ?? null;
}

/** The course's title and slug, or null when unknown. */
export async function findCourseRef(db: DbOrTx, courseId: number): Promise<{ title: string; slug: string } | null> {
  const [row] = await db.select({ title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, courseId));
  return row ?? null;
}

/** How many announcements the course wrote since `since`. */
export async function countAnnouncementsSince(tx: DbOrTx, courseId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(courseAnnouncements)
    .where(and(eq(courseAnnouncements.courseId, courseId), gte(courseAnnouncements.createdAt, since)));
  return row?.n ?? 0;
}

/** The course's announcement with this title and body written since `since`, or null (a repeated post). */
export async function findSameAnnouncementSince(tx: DbOrTx, v: { courseId: number; title: string; body: string; since: Date }): Promise<number | null> {
  const [row] = await tx
    .select({ id: courseAnnouncements.id })
    .from(courseAnnouncements)
    .where(and(eq(courseAnnouncements.courseId, v.courseId), eq(courseAnnouncements.title, v.title), eq(courseAnnouncements.body, v.body), gte(courseAnnouncements.createdAt, v.since)))
    .limit(1);
  return row?.id ?? null;
}

/** Writes an announcement; returns its row. */
export async function insertAnnouncement(tx: DbOrTx, v: { courseId: number; authorId: number; title: string; body: string; now: Date }) {
  const [row] = await tx
    .insert(courseAnnouncements)
    .values({ courseId: v.courseId, authorId: v.authorId, title: v.title, body: v.body, createdAt: v.now })
    .returning();
  return row!;
}

const withAuthor = { a: courseAnnouncements, authorName: users.name };

/** One announcement with its author's name, or null. */
export async function findAnnouncement(db: DbOrTx, id: number): Promise<AnnouncementRow | null> {
  const [row] = await db.select(withAuthor).from(courseAnnouncements).leftJoin(users, eq(users.id, courseAnnouncements.authorId)).where(eq(courseAnnouncements.id, id));
  return row ? { ...row.a, authorName: row.authorName } : null;
}

/** The course's latest 50 announcements, newest first. */
export async function listAnnouncements(db: DbOrTx, courseId: number): Promise<AnnouncementRow[]> {
  const rows = await db
    .select(withAuthor)
    .from(courseAnnouncements)
    .leftJoin(users, eq(users.id, courseAnnouncements.authorId))
    .where(eq(courseAnnouncements.courseId, courseId))
    .orderBy(desc(courseAnnouncements.createdAt), desc(courseAnnouncements.id))
    .limit(50);
  return rows.map((r) => ({ ...r.a, authorName: r.authorName }));
}

/**
 * The next `limit` learners of the course after user id `afterUserId` (by user id): everyone
 * holding an enrolment whose account was not erased, as '{n} Peserta' counts them.
 */
export async function listLearnerIdsAfter(db: DbOrTx, courseId: number, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: enrolments.userId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.courseId, courseId), gt(enrolments.userId, afterUserId), isNull(users.erasedAt)))
    .orderBy(asc(enrolments.userId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records the end of the fan-out: how many learners it reached, and when. */
export async function finishAnnouncement(db: DbOrTx, id: number, recipients: number, now: Date): Promise<void> {
  await db.update(courseAnnouncements).set({ recipients, sentAt: now }).where(eq(courseAnnouncements.id, id));
}

/** The courses a mentor-console user may write to, by title, with their learners ('{n} Peserta'): every course for an admin, the courses they mentor otherwise. */
export async function listAnnounceableCourses(db: DbOrTx, scope: MentorScope): Promise<{ id: number; title: string; learners: number }[]> {
  const base = db.select({ id: courses.id, title: courses.title, learners: participantCountSql('"courses"."id"') }).from(courses);
  const scoped =
    scope.kind === 'all'
      ? base
      : base.where(sql`${courses.id} in (select ${courseMentors.courseId} from ${courseMentors} join ${mentors} on ${mentors.id} = ${courseMentors.mentorId} where ${mentors.userId} = ${scope.userId})`);
  return scoped.orderBy(asc(courses.title));
}
