import type { AttendanceSource, AttendanceStatus } from '@kelas/contracts/sessions';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/boss-db.ts';
import { cohortMentors, cohortSessions, cohorts, courseAuthors, courses, enrolments, sessionAttendance, users } from '../../db/schema/index.ts';

/** All SQL of the sessions feature (live sessions: join, attendance, recordings, reminders; decision 288). */

export type SessionRow = typeof cohortSessions.$inferSelect;
export type SessionContext = {
  session: SessionRow;
  cohort: { id: number; name: string; startsAt: Date };
  course: { id: number; slug: string; title: string; recordingMakeup: boolean };
};

const contextColumns = {
  session: cohortSessions,
  cohort: { id: cohorts.id, name: cohorts.name, startsAt: cohorts.startsAt },
  course: { id: courses.id, slug: courses.slug, title: courses.title, recordingMakeup: courses.recordingMakeup },
};

/** A session with its cohort and course, or null. One query. */
export async function findSessionContext(db: DbOrTx, sessionId: number): Promise<SessionContext | null> {
  const rows = await db
    .select(contextColumns)
    .from(cohortSessions)
    .innerJoin(cohorts, eq(cohorts.id, cohortSessions.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohortSessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}

/** The cohort of a learner's enrolment in a course: undefined when not enrolled, null when enrolled without a cohort. */
export async function findEnrolmentCohort(db: DbOrTx, userId: number, courseId: number): Promise<number | null | undefined> {
  const rows = await db
    .select({ cohortId: enrolments.cohortId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return rows[0] ? rows[0].cohortId : undefined;
}

/** True when the user runs the cohort (cohort_mentors). */
export async function isCohortMentor(db: DbOrTx, cohortId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(cohortMentors)
    .where(and(eq(cohortMentors.cohortId, cohortId), eq(cohortMentors.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The learner's attendance row of a session, or null. */
export async function findAttendance(db: DbOrTx, sessionId: number, userId: number) {
  const rows = await db
    .select()
    .from(sessionAttendance)
    .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records a learner's join: the first join sets `first_joined_at` and the status (present or late);
 * a later join changes nothing, except that it replaces an 'absent' a mentor or a report set before
 * the learner actually came. Returns the row's status after the write. One statement, safe under
 * two joins at once (the primary key decides).
 */
export async function recordJoin(tx: DbOrTx, v: { sessionId: number; userId: number; status: 'present' | 'late'; at: Date }): Promise<AttendanceStatus> {
  const rows = await tx
    .insert(sessionAttendance)
    .values({ sessionId: v.sessionId, userId: v.userId, status: v.status, firstJoinedAt: v.at, source: 'join', updatedAt: v.at })
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.userId],
      set: {
        firstJoinedAt: sql`coalesce(${sessionAttendance.firstJoinedAt}, excluded.first_joined_at)`,
        status: sql`case when ${sessionAttendance.status} = 'absent' then excluded.status else ${sessionAttendance.status} end`,
        source: sql`case when ${sessionAttendance.status} = 'absent' then excluded.source else ${sessionAttendance.source} end`,
        updatedAt: sql`case when ${sessionAttendance.status} = 'absent' then excluded.updated_at else ${sessionAttendance.updatedAt} end`,
      },
    })
    .returning({ status: sessionAttendance.status });
  return rows[0]!.status;
}

/** Sets a learner's attendance by hand, by import or by a watched recording (overwrites status and source; keeps join times unless given). */
export async function upsertMark(
  tx: DbOrTx,
  v: { sessionId: number; userId: number; status: AttendanceStatus; source: AttendanceSource; markedBy: number | null; now: Date; firstJoinedAt?: Date | null; leftAt?: Date | null },
): Promise<void> {
  const times = {
    ...(v.firstJoinedAt !== undefined ? { firstJoinedAt: v.firstJoinedAt } : {}),
    ...(v.leftAt !== undefined ? { leftAt: v.leftAt } : {}),
  };
  await tx
    .insert(sessionAttendance)
    .values({ sessionId: v.sessionId, userId: v.userId, status: v.status, source: v.source, markedBy: v.markedBy, updatedAt: v.now, ...times })
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.userId],
      set: { status: v.status, source: v.source, markedBy: v.markedBy, updatedAt: v.now, ...times },
    });
}

export type SheetRow = {
  userId: number;
  name: string;
  email: string;
  status: AttendanceStatus | null;
  source: AttendanceSource | null;
  firstJoinedAt: Date | null;
  leftAt: Date | null;
  /** When the learner enrolled in the course: one who came after the session had nothing to attend. */
  enrolledAt: Date;
};

/** Every learner of a cohort with their attendance of one session, by name. One query. */
export async function listSheet(db: DbOrTx, sessionId: number, cohortId: number): Promise<SheetRow[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      status: sessionAttendance.status,
      source: sessionAttendance.source,
      firstJoinedAt: sessionAttendance.firstJoinedAt,
      leftAt: sessionAttendance.leftAt,
      enrolledAt: enrolments.enrolledAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(sessionAttendance, and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, users.id)))
    .where(eq(enrolments.cohortId, cohortId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Learners of a cohort whose e-mail (lower-cased) is one of `emails`: e-mail → user id. */
export async function findCohortLearnersByEmail(db: DbOrTx, cohortId: number, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.cohortId, cohortId), inArray(sql`lower(${users.email})`, emails)));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** True when the user is enrolled in the course within this cohort. */
export async function isCohortLearner(db: DbOrTx, cohortId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(enrolments)
    .where(and(eq(enrolments.cohortId, cohortId), eq(enrolments.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The user ids of a cohort's learners. */
export async function listCohortLearnerIds(db: DbOrTx, cohortId: number): Promise<number[]> {
  const rows = await db.select({ id: enrolments.userId }).from(enrolments).where(eq(enrolments.cohortId, cohortId));
  return rows.map((r) => r.id);
}

/**
 * Sessions a mentor-area user may keep attendance of, newest start first (at most 200): an admin's
 * every session, else those of the cohorts they run and of the courses they teach.
 */
export async function listMentorSessions(db: DbOrTx, scope: { kind: 'all' } | { kind: 'mentor'; userId: number }): Promise<SessionContext[]> {
  const q = db
    .select(contextColumns)
    .from(cohortSessions)
    .innerJoin(cohorts, eq(cohorts.id, cohortSessions.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId));
  const where =
    scope.kind === 'all'
      ? undefined
      : sql`(${cohorts.id} in (select cohort_id from cohort_mentors where user_id = ${scope.userId})
          or ${courses.id} in (select cm.course_id from course_mentors cm join mentors m on m.id = cm.mentor_id where m.user_id = ${scope.userId}))`;
  return q.where(where).orderBy(desc(cohortSessions.startsAt), desc(cohortSessions.id)).limit(200);
}

/** Sets (or clears) a session's recording. */
export async function updateRecording(tx: DbOrTx, sessionId: number, v: { url: string | null; uploadKey: string | null; now: Date }): Promise<void> {
  await tx.update(cohortSessions).set({ recordingUrl: v.url, recordingUploadId: v.uploadKey, updatedAt: v.now }).where(eq(cohortSessions.id, sessionId));
}

/** The session of the learner's cohort that serves an item, or null (no cohort, or no session for that item). */
export async function findLearnerSessionForItem(db: DbOrTx, userId: number, itemId: number): Promise<SessionRow | null> {
  const rows = await db
    .select({ session: cohortSessions })
    .from(cohortSessions)
    .innerJoin(enrolments, and(eq(enrolments.cohortId, cohortSessions.cohortId), eq(enrolments.userId, userId)))
    .where(and(eq(cohortSessions.itemId, itemId), isNotNull(cohortSessions.itemId)))
    .limit(1);
  return rows[0]?.session ?? null;
}

/** The sessions of the learner's cohort in a course, earliest first, with the learner's attendance of each. One query. */
export async function listLearnerCourseSessions(db: DbOrTx, userId: number, courseId: number) {
  return db
    .select({ session: cohortSessions, attendance: sessionAttendance.status })
    .from(cohortSessions)
    .innerJoin(enrolments, and(eq(enrolments.cohortId, cohortSessions.cohortId), eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .leftJoin(sessionAttendance, and(eq(sessionAttendance.sessionId, cohortSessions.id), eq(sessionAttendance.userId, userId)))
    .orderBy(asc(cohortSessions.startsAt), asc(cohortSessions.id));
}

/** True when the user is an author of the course (course_authors). */
export async function isCourseAuthor(db: DbOrTx, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** A cohort with its course, and its sessions not cancelled that start after `now`. Two queries. */
export async function listUpcomingSessions(db: DbOrTx, cohortId: number, now: Date) {
  const [cohort] = await db
    .select({ name: cohorts.name, startsAt: cohorts.startsAt, courseTitle: courses.title, courseSlug: courses.slug })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, cohortId))
    .limit(1);
  const sessions = await db
    .select({ id: cohortSessions.id, startsAt: cohortSessions.startsAt, cancelledAt: cohortSessions.cancelledAt })
    .from(cohortSessions)
    .where(and(eq(cohortSessions.cohortId, cohortId), isNull(cohortSessions.cancelledAt), gt(cohortSessions.startsAt, now)));
  return { cohort: cohort ?? null, sessions };
}

/**
 * True when a reminder of this session, start and lead is already waiting in the queue (pg-boss's
 * singleton keys do not hold on this project's standard queues). Read inside the planning
 * transaction; two plannings at the very same moment could still both send, and the reminder's
 * event key then notifies once anyway.
 */
export async function reminderPlanned(tx: DbOrTx, v: { sessionId: number; startsAt: string; leadHours: number }): Promise<boolean> {
  const result = (await tx.execute(sql`select 1 from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = 'sessions.remind' and state in ('created', 'retry', 'active')
      and data->>'sessionId' = ${String(v.sessionId)} and data->>'startsAt' = ${v.startsAt} and data->>'leadHours' = ${String(v.leadHours)}
    limit 1`)) as unknown as { rows: unknown[] } | unknown[];
  return (Array.isArray(result) ? result : result.rows).length > 0;
}
