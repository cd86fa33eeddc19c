import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds, cohortMentors, cohorts, cohortSessions, courses, enrolments, items, userRoles, users } from '../../db/schema/index.ts';

/** All SQL of the cohorts feature (decision 285). */

/** The cohort row in scope, qualified by hand: Drizzle renders a bare column inside a sub-select. */
const cohortIdRef = sql.raw('"cohorts"."id"');

export type CohortRow = typeof cohorts.$inferSelect;
export type SessionRow = typeof cohortSessions.$inferSelect;
export type CohortWithCounts = CohortRow & { seatsTaken: number; mentors: { id: number; name: string }[]; sessionCount: number };

/**
 * Seats taken in the cohort in scope (`cohorts.id`): its enrolments plus the order items of
 * pending orders not yet expired at `now` (a pending order holds its seat until it is paid or lapses).
 */
export const seatsTakenSql = (now: Date) => sql<number>`(
  (select count(*) from enrolments e where e.cohort_id = ${cohortIdRef})
  + (select count(*) from order_items oi join orders o on o.id = oi.order_id
     where oi.cohort_id = ${cohortIdRef} and o.status = 'pending' and (o.expires_at is null or o.expires_at > ${now.toISOString()}::timestamptz))
)::int`;

const mentorsJson = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
  from cohort_mentors cm join users u on u.id = cm.user_id where cm.cohort_id = ${cohortIdRef}), '[]'::json)`;
const sessionCountSql = sql<number>`(select count(*) from cohort_sessions s where s.cohort_id = ${cohortIdRef} and s.cancelled_at is null)::int`;

const withCounts = (now: Date) => ({ cohort: cohorts, seatsTaken: seatsTakenSql(now), mentors: mentorsJson, sessionCount: sessionCountSql });
const flatten = (r: { cohort: CohortRow; seatsTaken: number; mentors: { id: number; name: string }[]; sessionCount: number }): CohortWithCounts => ({
  ...r.cohort,
  seatsTaken: Number(r.seatsTaken),
  mentors: r.mentors,
  sessionCount: Number(r.sessionCount),
});

/** A course's cohorts with their counts, earliest start first. */
export async function listCourseCohorts(db: DbOrTx, courseId: number, now: Date): Promise<CohortWithCounts[]> {
  const rows = await db.select(withCounts(now)).from(cohorts).where(eq(cohorts.courseId, courseId)).orderBy(asc(cohorts.startsAt), asc(cohorts.id));
  return rows.map(flatten);
}

/** One cohort with its counts, or null. */
export async function findCohortWithCounts(db: DbOrTx, cohortId: number, now: Date): Promise<CohortWithCounts | null> {
  const [row] = await db.select(withCounts(now)).from(cohorts).where(eq(cohorts.id, cohortId));
  return row ? flatten(row) : null;
}

/** The cohort's row, locked until the transaction ends with `lock` (the seat count is decided under this lock). */
export async function findCohort(db: DbOrTx, cohortId: number, lock = false): Promise<CohortRow | null> {
  const q = db.select().from(cohorts).where(eq(cohorts.id, cohortId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Seats taken in one cohort at `now` (call under the cohort's lock to decide on a seat). */
export async function countSeatsTaken(db: DbOrTx, cohortId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: seatsTakenSql(now) }).from(cohorts).where(eq(cohorts.id, cohortId));
  return Number(row?.n ?? 0);
}

/** Whether the course has any cohort (then every new enrolment names one). */
export async function courseHasCohorts(db: DbOrTx, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseId, courseId)).limit(1);
  return rows.length > 0;
}

/** The course's cohort with this programme schedule code (upper-case), or null. */
export async function findCohortByScheduleCode(db: DbOrTx, courseId: number, code: string): Promise<CohortRow | null> {
  const [row] = await db.select().from(cohorts).where(and(eq(cohorts.courseId, courseId), eq(cohorts.scheduleCode, code)));
  return row ?? null;
}

export async function insertCohort(db: DbOrTx, values: typeof cohorts.$inferInsert): Promise<CohortRow> {
  const [row] = await db.insert(cohorts).values(values).returning();
  return row!;
}

export async function updateCohortRow(db: DbOrTx, cohortId: number, values: Partial<typeof cohorts.$inferInsert>): Promise<void> {
  await db.update(cohorts).set(values).where(eq(cohorts.id, cohortId));
}

/** Replaces the cohort's mentors. */
export async function replaceCohortMentors(db: DbOrTx, cohortId: number, userIds: number[]): Promise<void> {
  await db.delete(cohortMentors).where(eq(cohortMentors.cohortId, cohortId));
  if (userIds.length > 0) await db.insert(cohortMentors).values(userIds.map((userId) => ({ cohortId, userId })));
}

/** The ids among `userIds` that hold the mentor role. */
export async function findMentorUserIds(db: DbOrTx, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.userId, userIds), eq(userRoles.role, 'mentor'), isNull(users.erasedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Accounts holding the mentor role (not erased), by name: what a cohort may name as its mentors,
 * with the profession of the mentor profile linked to each, when there is one. One query.
 */
export async function listMentorAccounts(db: DbOrTx): Promise<{ id: number; name: string; profession: string | null }[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      profession: sql<string | null>`(select m.profession from mentors m where m.user_id = ${users.id} order by m.id limit 1)`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'mentor'), isNull(users.erasedAt)))
    .orderBy(asc(users.name), asc(users.id));
}

// ─── Sessions ───

export async function listCohortSessions(db: DbOrTx, cohortId: number): Promise<SessionRow[]> {
  return db.select().from(cohortSessions).where(eq(cohortSessions.cohortId, cohortId)).orderBy(asc(cohortSessions.startsAt), asc(cohortSessions.id));
}

export async function findSession(db: DbOrTx, sessionId: number, lock = false): Promise<SessionRow | null> {
  const q = db.select().from(cohortSessions).where(eq(cohortSessions.id, sessionId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertSession(db: DbOrTx, values: typeof cohortSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(cohortSessions).values(values).returning();
  return row!;
}

export async function updateSessionRow(db: DbOrTx, sessionId: number, values: Partial<typeof cohortSessions.$inferInsert>): Promise<SessionRow> {
  const [row] = await db.update(cohortSessions).set(values).where(eq(cohortSessions.id, sessionId)).returning();
  return row!;
}

/** The item's course and type, or null for an unknown item. */
export async function findItemKind(db: DbOrTx, itemId: number): Promise<{ courseId: number; itemType: string } | null> {
  const [row] = await db.select({ courseId: items.courseId, itemType: items.itemType }).from(items).where(eq(items.id, itemId));
  return row ?? null;
}

// ─── Learners ───

export type CourseRef = { id: number; slug: string; kind: 'free_class' | 'record_webinar' | 'learning_video'; title: string; status: string };

export async function findCourseBySlug(db: DbOrTx, slug: string): Promise<CourseRef | null> {
  const [row] = await db.select({ id: courses.id, slug: courses.slug, kind: courses.kind, title: courses.title, status: courses.status }).from(courses).where(eq(courses.slug, slug));
  return row ?? null;
}

/** Open cohorts of a course at `now` (not closed, enrolment deadline ahead), earliest start first, with their counts. */
export async function listOpenCohorts(db: DbOrTx, courseId: number, now: Date): Promise<CohortWithCounts[]> {
  const rows = await db
    .select(withCounts(now))
    .from(cohorts)
    .where(and(eq(cohorts.courseId, courseId), isNull(cohorts.closedAt), sql`${cohorts.enrolmentDeadline} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(cohorts.startsAt), asc(cohorts.id));
  return rows.map(flatten);
}

/** The learner's enrolment in the course (with its cohort), locked with `lock`, or null. */
export async function findEnrolment(db: DbOrTx, userId: number, courseId: number, lock = false): Promise<{ id: number; cohortId: number | null } | null> {
  const q = db
    .select({ id: enrolments.id, cohortId: enrolments.cohortId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function setEnrolmentCohort(db: DbOrTx, enrolmentId: number, cohortId: number): Promise<void> {
  await db.update(enrolments).set({ cohortId }).where(eq(enrolments.id, enrolmentId));
}

export type LearnerSessionRow = SessionRow & { cohortName: string; courseTitle: string; courseSlug: string };

/** Every session of the cohorts the learner is enrolled in, earliest first (their calendar feed). */
export async function listLearnerSessions(db: DbOrTx, userId: number): Promise<LearnerSessionRow[]> {
  const rows = await db
    .select({ session: cohortSessions, cohortName: cohorts.name, courseTitle: courses.title, courseSlug: courses.slug })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(cohortSessions, eq(cohortSessions.cohortId, cohorts.id))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(cohortSessions.startsAt), asc(cohortSessions.id));
  return rows.map((r) => ({ ...r.session, cohortName: r.cohortName, courseTitle: r.courseTitle, courseSlug: r.courseSlug }));
}

/** One session with its course, when the learner is enrolled in its cohort; else null. */
export async function findLearnerSession(db: DbOrTx, userId: number, sessionId: number): Promise<LearnerSessionRow | null> {
  const [row] = await db
    .select({ session: cohortSessions, cohortName: cohorts.name, courseTitle: courses.title, courseSlug: courses.slug })
    .from(cohortSessions)
    .innerJoin(cohorts, eq(cohorts.id, cohortSessions.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(enrolments, and(eq(enrolments.cohortId, cohorts.id), eq(enrolments.userId, userId)))
    .where(eq(cohortSessions.id, sessionId));
  return row ? { ...row.session, cohortName: row.cohortName, courseTitle: row.courseTitle, courseSlug: row.courseSlug } : null;
}

// ─── Calendar feeds ───

export async function findFeedToken(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** Stores the learner's token: the first one wins a race (`on conflict do nothing`) unless `replace`. Returns the stored token. */
export async function saveFeedToken(db: DbOrTx, userId: number, token: string, replace: boolean): Promise<string> {
  if (replace) {
    await db.insert(calendarFeeds).values({ userId, token }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
    return token;
  }
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing({ target: calendarFeeds.userId });
  return (await findFeedToken(db, userId))!;
}

export async function findFeedUser(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), isNull(users.deactivatedAt), isNull(users.erasedAt)));
  return row?.userId ?? null;
}
