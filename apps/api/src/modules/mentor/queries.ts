import type { Locale } from '@kelas/contracts/i18n';
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionFilter } from '@kelas/contracts/mentor';
import type { DbOrTx } from '../../db/client.ts';
import {
  assignmentGradings,
  assignmentSubmissions,
  courseAnswers,
  courseMentors,
  courseQuestions,
  courses,
  items,
  mentors,
  users,
} from '../../db/schema/index.ts';

/** All SQL of the mentor feature. */

/** Whose submissions a request may see: every course (admin) or the courses a mentor teaches. */
export type MentorScope = { kind: 'all' } | { kind: 'mentor'; userId: number };

const grader = alias(users, 'grader');

const submissionColumns = {
  s: assignmentSubmissions,
  learner: { id: users.id, name: users.name, email: users.email, locale: users.locale },
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  item: { id: items.id, title: items.title, detail: items.detail },
  graderId: grader.id,
  graderName: grader.name,
};

export type SubmissionListRow = {
  s: typeof assignmentSubmissions.$inferSelect;
  learner: { id: number; name: string; email: string; locale: Locale | null };
  course: { id: number; slug: string; title: string };
  item: { id: number; title: string; detail: Record<string, unknown> };
  graderId: number | null;
  graderName: string | null;
};

/** Course ids taught by a mentor user (mentors.user_id → course_mentors). */
const taughtCourseIds = (userId: number) =>
  sql`(select ${courseMentors.courseId} from ${courseMentors} inner join ${mentors} on ${mentors.id} = ${courseMentors.mentorId} where ${mentors.userId} = ${userId})`;

function scopeFilter(scope: MentorScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : sql`${items.courseId} in ${taughtCourseIds(scope.userId)}`;
}

/** Courses in scope, each with the number of submissions waiting for a grade. Admins get courses with practice items. */
export async function listScopeCourses(db: DbOrTx, scope: MentorScope) {
  const where =
    scope.kind === 'all'
      ? exists(
          db
            .select({ one: sql`1` })
            .from(items)
            .where(and(eq(items.courseId, courses.id), eq(items.itemType, 'practice'))),
        )
      : sql`${courses.id} in ${taughtCourseIds(scope.userId)}`;
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      waiting_count: sql<number>`count(${assignmentSubmissions.id})::int`,
    })
    .from(courses)
    .leftJoin(items, eq(items.courseId, courses.id))
    .leftJoin(
      assignmentSubmissions,
      and(eq(assignmentSubmissions.itemId, items.id), eq(assignmentSubmissions.status, 'submitted')),
    )
    .where(where)
    .groupBy(courses.id)
    .orderBy(asc(courses.title), asc(courses.id));
}

/** True when the course is in scope (always for admins). */
export async function courseInScope(db: DbOrTx, scope: MentorScope, courseId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  const rows = await db
    .select({ id: courseMentors.courseId })
    .from(courseMentors)
    .innerJoin(mentors, eq(mentors.id, courseMentors.mentorId))
    .where(and(eq(courseMentors.courseId, courseId), eq(mentors.userId, scope.userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * One page of submissions in scope: waiting ones oldest first (submitted_at, then id),
 * graded ones newest grade first. Returns the rows and the total count.
 */
export async function listSubmissions(
  db: DbOrTx,
  opts: {
    scope: MentorScope;
    status: SubmissionFilter;
    courseId?: number | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ rows: SubmissionListRow[]; total: number }> {
  const where = and(
    eq(assignmentSubmissions.status, opts.status === 'waiting' ? 'submitted' : 'graded'),
    opts.courseId ? eq(items.courseId, opts.courseId) : undefined,
    scopeFilter(opts.scope),
  );
  const order =
    opts.status === 'waiting'
      ? [asc(assignmentSubmissions.submittedAt), asc(assignmentSubmissions.id)]
      : [desc(assignmentSubmissions.gradedAt), desc(assignmentSubmissions.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(submissionColumns)
      .from(assignmentSubmissions)
      .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
      .innerJoin(courses, eq(courses.id, items.courseId))
      .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
      .leftJoin(grader, eq(grader.id, assignmentSubmissions.gradedBy))
      .where(where)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db
      .select({ n: count() })
      .from(assignmentSubmissions)
      .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
      .where(where),
  ]);
  return { rows: rows as SubmissionListRow[], total: totals[0]?.n ?? 0 };
}

/** One submission with its learner, course, item and grader, or null. */
export async function findSubmissionRow(db: DbOrTx, id: number): Promise<SubmissionListRow | null> {
  const rows = await db
    .select(submissionColumns)
    .from(assignmentSubmissions)
    .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
    .innerJoin(courses, eq(courses.id, items.courseId))
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .leftJoin(grader, eq(grader.id, assignmentSubmissions.gradedBy))
    .where(eq(assignmentSubmissions.id, id))
    .limit(1);
  return (rows[0] as SubmissionListRow | undefined) ?? null;
}

/**
 * Locks a submission row for a grading transaction; returns its status, file key, learner, and the
 * item (id, course, detail: its completion rule and pass mark), or null.
 */
export async function lockSubmission(tx: DbOrTx, id: number) {
  const rows = await tx
    .select({
      id: assignmentSubmissions.id,
      status: assignmentSubmissions.status,
      fileKey: assignmentSubmissions.fileKey,
      userId: assignmentSubmissions.userId,
      itemId: assignmentSubmissions.itemId,
      courseId: items.courseId,
      itemDetail: items.detail,
    })
    .from(assignmentSubmissions)
    .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
    .where(eq(assignmentSubmissions.id, id))
    .for('update', { of: assignmentSubmissions });
  return rows[0] ?? null;
}

/** Writes the current grade on the submission and appends it to the grading history; returns the history row's id. */
export async function recordGrade(
  tx: DbOrTx,
  v: {
    submissionId: number;
    graderId: number;
    score: number;
    feedback: string;
    fileKey: string;
    gradedAt: Date;
  },
): Promise<number> {
  await tx
    .update(assignmentSubmissions)
    .set({
      status: 'graded',
      score: v.score,
      feedback: v.feedback,
      gradedBy: v.graderId,
      gradedAt: v.gradedAt,
    })
    .where(eq(assignmentSubmissions.id, v.submissionId));
  const [row] = await tx
    .insert(assignmentGradings)
    .values({
      submissionId: v.submissionId,
      gradedBy: v.graderId,
      score: v.score,
      feedback: v.feedback,
      fileKey: v.fileKey,
      gradedAt: v.gradedAt,
    })
    .returning({ id: assignmentGradings.id });
  return row!.id;
}

/** The grading history of a submission in the order it was recorded (for audits and tests). */
export async function listGradings(db: DbOrTx, submissionId: number) {
  return db
    .select()
    .from(assignmentGradings)
    .where(eq(assignmentGradings.submissionId, submissionId))
    .orderBy(asc(assignmentGradings.id));
}

/** What waits for one mentor in the courses they teach (decision 282). */
export type MentorWaiting = { userId: number; questions: number; submissions: number; oldestAt: Date | null };

/**
 * For every mentor account teaching a course (course_mentors through mentors.user_id, not erased):
 * the visible questions without a visible answer (as the inbox counts them, decision 277), the
 * submissions waiting for a grade, and when the oldest of either arrived. One statement.
 */
export async function listMentorWaiting(db: DbOrTx): Promise<MentorWaiting[]> {
  const result = await db.execute(sql`
    with taught as (
      select distinct m.user_id, cm.course_id
      from ${courseMentors} cm
      inner join ${mentors} m on m.id = cm.mentor_id
      inner join ${users} mu on mu.id = m.user_id and mu.erased_at is null
    ),
    q as (
      select t.user_id, count(*)::int as n, min(cq.created_at) as oldest
      from taught t
      inner join ${courseQuestions} cq on cq.course_id = t.course_id and cq.hidden_at is null
      inner join ${users} asker on asker.id = cq.user_id and asker.erased_at is null
      where not exists (select 1 from ${courseAnswers} ca where ca.question_id = cq.id and ca.hidden_at is null)
      group by t.user_id
    ),
    s as (
      select t.user_id, count(*)::int as n, min(sub.created_at) as oldest
      from taught t
      inner join ${items} i on i.course_id = t.course_id
      inner join ${assignmentSubmissions} sub on sub.item_id = i.id and sub.status = 'submitted'
      group by t.user_id
    )
    select coalesce(q.user_id, s.user_id) as user_id, coalesce(q.n, 0) as questions, coalesce(s.n, 0) as submissions,
           least(q.oldest, s.oldest) as oldest
    from q full outer join s on s.user_id = q.user_id
    order by 1`);
  const rows = (result as unknown as { rows: { user_id: number; questions: number; submissions: number; oldest: Date | string | null }[] }).rows;
  return rows.map((r) => ({
    userId: Number(r.user_id),
    questions: Number(r.questions),
    submissions: Number(r.submissions),
    oldestAt: r.oldest === null ? null : new Date(r.oldest),
  }));
}
