import type { AdminReportQuery, PostKind, QuestionSort } from '@kelas/contracts/questions';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  answerVotes,
  courseAnswers,
  courseAuthors,
  courseMentors,
  coursePostingBans,
  courseQuestions,
  courses,
  enrolments,
  items,
  mentors,
  postReports,
  questionVotes,
  userRoles,
  users,
} from '../../db/schema/index.ts';

/** All SQL of the questions feature (decision 277). */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type QuestionRow = typeof courseQuestions.$inferSelect;
export type AnswerRow = typeof courseAnswers.$inferSelect;
export type CourseRef = { id: number; slug: string; title: string };

/** A published course by its slug; null when unknown. */
export async function findPublishedCourse(db: DbOrTx, slug: string): Promise<CourseRef | null> {
  const [row] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** An item of the course; null when the id is unknown or belongs to another course. */
export async function findCourseItem(db: DbOrTx, courseId: number, itemId: number): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** The accounts of the course's mentors (course_mentors through mentors.user_id), each once. */
export async function listCourseMentorUserIds(db: DbOrTx, courseId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: mentors.userId })
    .from(courseMentors)
    .innerJoin(mentors, eq(mentors.id, courseMentors.mentorId))
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(courseMentors.courseId, courseId), isNull(users.erasedAt)));
  return rows.map((r) => r.userId).filter((id): id is number => id !== null);
}

/** True when the user teaches the course (course_mentors through mentors.user_id) or authors it. */
const teachesSql = (userId: SQL | number, courseId: SQL | number) => sql`(
  exists (select 1 from ${courseMentors} inner join ${mentors} on ${mentors.id} = ${courseMentors.mentorId}
          where ${courseMentors.courseId} = ${courseId} and ${mentors.userId} = ${userId})
  or exists (select 1 from ${courseAuthors} where ${courseAuthors.courseId} = ${courseId} and ${courseAuthors.userId} = ${userId}))`;

/** True when the user holds the admin role (the 'Mentor' mark of staff answers; the policy reads the session's usable roles). */
const adminSql = (userId: SQL) => sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`;

/** How a user stands in a course's discussion: enrolled, teaching or authoring it, banned from posting (with the ban's reason and time). */
export async function findCourseStanding(
  db: DbOrTx,
  userId: number,
  courseId: number,
): Promise<{ enrolled: boolean; teaches: boolean; ban: { reason: string | null; createdAt: Date } | null }> {
  const [row] = rowsOf<{ enrolled: boolean; teaches: boolean; banned: boolean; ban_reason: string | null; banned_at: Date | string | null }>(
    await db.execute(sql`select
    exists (select 1 from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.courseId} = ${courseId}) as enrolled,
    ${teachesSql(userId, courseId)} as teaches,
    b.user_id is not null as banned, b.reason as ban_reason, b.created_at as banned_at
    from (select 1) one
    left join ${coursePostingBans} b on b.user_id = ${userId} and b.course_id = ${courseId}`),
  );
  const ban = row?.banned && row.banned_at ? { reason: row.ban_reason, createdAt: new Date(row.banned_at) } : null;
  return { enrolled: Boolean(row?.enrolled), teaches: Boolean(row?.teaches), ban };
}

/** Writes a question; returns its id. */
export async function insertQuestion(tx: DbOrTx, v: { courseId: number; itemId: number; userId: number; body: string; now: Date }): Promise<number> {
  const [row] = await tx
    .insert(courseQuestions)
    .values({ courseId: v.courseId, itemId: v.itemId, userId: v.userId, body: v.body, createdAt: v.now, updatedAt: v.now })
    .returning({ id: courseQuestions.id });
  return row!.id;
}

/** Writes an answer; returns its id. */
export async function insertAnswer(tx: DbOrTx, v: { questionId: number; userId: number; body: string; now: Date }): Promise<number> {
  const [row] = await tx
    .insert(courseAnswers)
    .values({ questionId: v.questionId, userId: v.userId, body: v.body, createdAt: v.now, updatedAt: v.now })
    .returning({ id: courseAnswers.id });
  return row!.id;
}

/** A question as lists show it: with course, item, author (and whether they teach it), votes, answers. */
export type QuestionListRow = {
  q: QuestionRow;
  course: CourseRef;
  item: { id: number; title: string };
  author: { id: number; name: string; mentor: boolean };
  votes: number;
  voted: boolean;
  answerCount: number;
  acceptedAnswerId: number | null;
};

const visibleAnswers = (questionId: SQL | typeof courseQuestions.id) =>
  sql`(select count(*)::int from ${courseAnswers} where ${courseAnswers.questionId} = ${questionId} and ${courseAnswers.hiddenAt} is null)`;

function questionSelection(viewerId: number) {
  return {
    q: courseQuestions,
    course: { id: courses.id, slug: courses.slug, title: courses.title },
    item: { id: items.id, title: items.title },
    author: {
      id: users.id,
      name: users.name,
      mentor: sql<boolean>`(${teachesSql(sql`${courseQuestions.userId}`, sql`${courseQuestions.courseId}`)} or ${adminSql(sql`${courseQuestions.userId}`)})`,
    },
    votes: sql<number>`(select count(*)::int from ${questionVotes} where ${questionVotes.questionId} = ${courseQuestions.id})`,
    voted: sql<boolean>`exists (select 1 from ${questionVotes} where ${questionVotes.questionId} = ${courseQuestions.id} and ${questionVotes.userId} = ${viewerId})`,
    answerCount: visibleAnswers(courseQuestions.id).mapWith(Number),
    acceptedAnswerId: sql<number | null>`(select ${courseAnswers.id} from ${courseAnswers} where ${courseAnswers.questionId} = ${courseQuestions.id} and ${courseAnswers.acceptedAt} is not null and ${courseAnswers.hiddenAt} is null)`,
  };
}

function questionBase(db: DbOrTx, viewerId: number) {
  return db
    .select(questionSelection(viewerId))
    .from(courseQuestions)
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .innerJoin(items, eq(items.id, courseQuestions.itemId))
    .innerJoin(users, eq(users.id, courseQuestions.userId));
}

/** Listed: not hidden by an admin, by an account that was not erased. */
const visibleQuestion = and(isNull(courseQuestions.hiddenAt), isNull(users.erasedAt));

function orderOf(sort: QuestionSort) {
  if (sort === 'votes') return [desc(sql`(select count(*) from ${questionVotes} where ${questionVotes.questionId} = ${courseQuestions.id})`), desc(courseQuestions.createdAt), desc(courseQuestions.id)];
  return [desc(courseQuestions.createdAt), desc(courseQuestions.id)];
}

/** One page of a course's visible questions (`itemId` narrows; `unanswered`: none with a visible answer), and how many. */
export async function listCourseQuestions(
  db: DbOrTx,
  o: { courseId: number; itemId?: number; sort: QuestionSort; page: number; perPage: number; viewerId: number },
): Promise<{ rows: QuestionListRow[]; total: number }> {
  const where = and(
    eq(courseQuestions.courseId, o.courseId),
    visibleQuestion,
    o.itemId ? eq(courseQuestions.itemId, o.itemId) : undefined,
    o.sort === 'unanswered' ? sql`${visibleAnswers(courseQuestions.id)} = 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    questionBase(db, o.viewerId)
      .where(where)
      .orderBy(...orderOf(o.sort))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseQuestions)
      .innerJoin(users, eq(users.id, courseQuestions.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One question with what lists show; hidden ones too (the caller decides). Null when unknown. */
export async function findQuestion(db: DbOrTx, id: number, viewerId: number): Promise<QuestionListRow | null> {
  const [row] = await questionBase(db, viewerId).where(eq(courseQuestions.id, id)).limit(1);
  return row ?? null;
}

/** A question's row, locked until the transaction ends (accepting, editing). Null when unknown. */
export async function lockQuestion(tx: DbOrTx, id: number): Promise<QuestionRow | null> {
  const [row] = await tx.select().from(courseQuestions).where(eq(courseQuestions.id, id)).for('update');
  return row ?? null;
}

/** An answer as the question's page shows it. */
export type AnswerListRow = { a: AnswerRow; author: { id: number; name: string; mentor: boolean }; votes: number; voted: boolean };

/** The visible answers of a question: accepted first, then most votes, then oldest. */
export async function listAnswers(db: DbOrTx, questionId: number, courseId: number, viewerId: number): Promise<AnswerListRow[]> {
  const votes = sql<number>`(select count(*)::int from ${answerVotes} where ${answerVotes.answerId} = ${courseAnswers.id})`;
  return db
    .select({
      a: courseAnswers,
      author: {
        id: users.id,
        name: users.name,
        mentor: sql<boolean>`(${teachesSql(sql`${courseAnswers.userId}`, courseId)} or ${adminSql(sql`${courseAnswers.userId}`)})`,
      },
      votes,
      voted: sql<boolean>`exists (select 1 from ${answerVotes} where ${answerVotes.answerId} = ${courseAnswers.id} and ${answerVotes.userId} = ${viewerId})`,
    })
    .from(courseAnswers)
    .innerJoin(users, eq(users.id, courseAnswers.userId))
    .where(and(eq(courseAnswers.questionId, questionId), isNull(courseAnswers.hiddenAt), isNull(users.erasedAt)))
    .orderBy(sql`${courseAnswers.acceptedAt} is null`, desc(votes), asc(courseAnswers.createdAt), asc(courseAnswers.id));
}

/** An answer with its question's course and asker; locked when `lock`. Null when unknown. */
export async function findAnswer(db: DbOrTx, id: number, lock = false): Promise<{ a: AnswerRow; q: QuestionRow } | null> {
  const base = db.select({ a: courseAnswers, q: courseQuestions }).from(courseAnswers).innerJoin(courseQuestions, eq(courseQuestions.id, courseAnswers.questionId)).where(eq(courseAnswers.id, id));
  const [row] = lock ? await base.for('update', { of: courseAnswers }) : await base;
  return row ?? null;
}

/** The question's accepted answer and who accepted it, or null when none is. */
export async function findAcceptedAnswer(db: DbOrTx, questionId: number): Promise<{ id: number; acceptedBy: number | null } | null> {
  const [row] = await db
    .select({ id: courseAnswers.id, acceptedBy: courseAnswers.acceptedBy })
    .from(courseAnswers)
    .where(and(eq(courseAnswers.questionId, questionId), isNotNull(courseAnswers.acceptedAt)));
  return row ?? null;
}

/** Marks the answer accepted after clearing any other accepted answer of the question (the caller holds the question's lock). */
export async function acceptAnswer(tx: DbOrTx, o: { questionId: number; answerId: number; by: number; now: Date }): Promise<void> {
  await tx
    .update(courseAnswers)
    .set({ acceptedAt: null, acceptedBy: null })
    .where(and(eq(courseAnswers.questionId, o.questionId), isNotNull(courseAnswers.acceptedAt), ne(courseAnswers.id, o.answerId)));
  await tx.update(courseAnswers).set({ acceptedAt: o.now, acceptedBy: o.by }).where(eq(courseAnswers.id, o.answerId));
}

/** Records one up-vote (a second or parallel one is nothing: the primary key). */
export async function insertVote(tx: DbOrTx, kind: PostKind, postId: number, userId: number, now: Date): Promise<void> {
  if (kind === 'question') await tx.insert(questionVotes).values({ questionId: postId, userId, createdAt: now }).onConflictDoNothing();
  else await tx.insert(answerVotes).values({ answerId: postId, userId, createdAt: now }).onConflictDoNothing();
}

/** Takes the user's up-vote back (none: nothing). */
export async function deleteVote(tx: DbOrTx, kind: PostKind, postId: number, userId: number): Promise<void> {
  if (kind === 'question') await tx.delete(questionVotes).where(and(eq(questionVotes.questionId, postId), eq(questionVotes.userId, userId)));
  else await tx.delete(answerVotes).where(and(eq(answerVotes.answerId, postId), eq(answerVotes.userId, userId)));
}

/** A post's up-votes and whether the user is among them. */
export async function countVotes(db: DbOrTx, kind: PostKind, postId: number, userId: number): Promise<{ votes: number; voted: boolean }> {
  const t = kind === 'question' ? { table: questionVotes, post: questionVotes.questionId, user: questionVotes.userId } : { table: answerVotes, post: answerVotes.answerId, user: answerVotes.userId };
  const [row] = await db
    .select({ votes: sql<number>`count(*)::int`, voted: sql<boolean>`coalesce(bool_or(${t.user} = ${userId}), false)` })
    .from(t.table)
    .where(eq(t.post, postId));
  return { votes: Number(row?.votes ?? 0), voted: Boolean(row?.voted) };
}

/** Replaces a post's body. */
export async function updatePostBody(tx: DbOrTx, kind: PostKind, id: number, body: string, now: Date): Promise<void> {
  if (kind === 'question') await tx.update(courseQuestions).set({ body, updatedAt: now }).where(eq(courseQuestions.id, id));
  else await tx.update(courseAnswers).set({ body, updatedAt: now }).where(eq(courseAnswers.id, id));
}

/** Deletes a post (a question takes its answers, votes and reports with it). */
export async function deletePost(tx: DbOrTx, kind: PostKind, id: number): Promise<void> {
  if (kind === 'question') await tx.delete(courseQuestions).where(eq(courseQuestions.id, id));
  else await tx.delete(courseAnswers).where(eq(courseAnswers.id, id));
}

/** Records a report; a second report of the same post by the same user keeps the first (unique index). */
export async function insertReport(tx: DbOrTx, o: { kind: PostKind; postId: number; userId: number; reason: string; now: Date }): Promise<void> {
  const post = o.kind === 'question' ? { questionId: o.postId } : { answerId: o.postId };
  await tx
    .insert(postReports)
    .values({ ...post, userId: o.userId, reason: o.reason, createdAt: o.now })
    .onConflictDoNothing();
}

/** A post's course, question and author, locked when `lock`; null when unknown. */
export async function findPost(db: DbOrTx, kind: PostKind, id: number, lock = false): Promise<{ courseId: number; questionId: number; userId: number; hiddenAt: Date | null; createdAt: Date } | null> {
  if (kind === 'question') {
    const base = db
      .select({ courseId: courseQuestions.courseId, questionId: courseQuestions.id, userId: courseQuestions.userId, hiddenAt: courseQuestions.hiddenAt, createdAt: courseQuestions.createdAt })
      .from(courseQuestions)
      .where(eq(courseQuestions.id, id));
    const [row] = lock ? await base.for('update') : await base;
    return row ?? null;
  }
  const base = db
    .select({ courseId: courseQuestions.courseId, questionId: courseQuestions.id, userId: courseAnswers.userId, hiddenAt: courseAnswers.hiddenAt, createdAt: courseAnswers.createdAt })
    .from(courseAnswers)
    .innerJoin(courseQuestions, eq(courseQuestions.id, courseAnswers.questionId))
    .where(eq(courseAnswers.id, id));
  const [row] = lock ? await base.for('update', { of: courseAnswers }) : await base;
  return row ?? null;
}

/** Hides a post or shows it again, and resolves its open reports. */
export async function setPostHidden(tx: DbOrTx, kind: PostKind, id: number, hidden: { at: Date; by: number } | null, now: Date): Promise<void> {
  const set = { hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null };
  if (kind === 'question') await tx.update(courseQuestions).set(set).where(eq(courseQuestions.id, id));
  else await tx.update(courseAnswers).set(set).where(eq(courseAnswers.id, id));
  const post = kind === 'question' ? eq(postReports.questionId, id) : eq(postReports.answerId, id);
  await tx.update(postReports).set({ resolvedAt: now }).where(and(post, isNull(postReports.resolvedAt)));
}

/** SQL: the question has no visible answer from the course's staff and no accepted answer. */
const waitingForMentor = sql`not exists (select 1 from ${courseAnswers} where ${courseAnswers.questionId} = ${courseQuestions.id} and ${courseAnswers.hiddenAt} is null
  and (${courseAnswers.acceptedAt} is not null or ${teachesSql(sql`${courseAnswers.userId}`, sql`${courseQuestions.courseId}`)} or ${adminSql(sql`${courseAnswers.userId}`)}))`;

/**
 * The mentor's inbox: visible questions of the courses in scope (every course for an admin, else
 * the ones the user teaches or authors), oldest first; `unanswered` keeps those still waiting for
 * a mentor: no visible answer of the course's mentors, authors or an admin, and none accepted (a
 * peer's answer alone does not take a question out of the inbox).
 */
export async function listInboxQuestions(
  db: DbOrTx,
  o: { userId: number; all: boolean; unanswered: boolean; page: number; perPage: number },
): Promise<{ rows: QuestionListRow[]; total: number }> {
  const where = and(
    visibleQuestion,
    o.all ? undefined : teachesSql(o.userId, sql`${courseQuestions.courseId}`),
    o.unanswered ? waitingForMentor : undefined,
  );
  const [rows, [total]] = await Promise.all([
    questionBase(db, o.userId)
      .where(where)
      .orderBy(asc(courseQuestions.createdAt), asc(courseQuestions.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseQuestions)
      .innerJoin(users, eq(users.id, courseQuestions.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A reported post in the moderation queue. */
export type ReportedPostRow = {
  kind: PostKind;
  id: number;
  question_id: number;
  course_id: number;
  course_slug: string;
  course_title: string;
  author_id: number;
  author_name: string;
  author_email: string;
  body: string;
  report_count: number;
  open_reports: number;
  last_reason: string;
  last_reported_at: Date | string;
  hidden: boolean;
  author_banned: boolean;
};

/** The posts with reports (`open`: with an unresolved one), the latest report first; one row per post. */
export async function listReportedPosts(db: DbOrTx, q: AdminReportQuery, post?: { kind: PostKind; id: number }): Promise<{ rows: ReportedPostRow[]; total: number }> {
  const filter = post
    ? post.kind === 'question'
      ? sql`r.question_id = ${post.id}`
      : sql`r.answer_id = ${post.id}`
    : q.status === 'open'
      ? sql`bool_or(r.resolved_at is null)`
      : sql`true`;
  const grouped = sql`
    select case when r.question_id is not null then 'question' else 'answer' end as kind,
           coalesce(r.question_id, r.answer_id) as id,
           count(*)::int as report_count,
           count(*) filter (where r.resolved_at is null)::int as open_reports,
           (array_agg(r.reason order by r.created_at desc, r.id desc))[1] as last_reason,
           max(r.created_at) as last_reported_at
    from ${postReports} r
    ${post ? sql`where ${filter}` : sql``}
    group by 1, 2
    ${post ? sql`` : sql`having ${filter}`}`;
  const page = sql`
    with g as (${grouped})
    select g.*, coalesce(q.id, a.question_id) as question_id, c.id as course_id, c.slug as course_slug, c.title as course_title,
           u.id as author_id, u.name as author_name, u.email as author_email,
           coalesce(q.body, a.body) as body, coalesce(q.hidden_at, a.hidden_at) is not null as hidden,
           exists (select 1 from ${coursePostingBans} b where b.course_id = c.id and b.user_id = u.id) as author_banned
    from g
    left join ${courseQuestions} q on g.kind = 'question' and q.id = g.id
    left join ${courseAnswers} a on g.kind = 'answer' and a.id = g.id
    inner join ${courseQuestions} qq on qq.id = coalesce(q.id, a.question_id)
    inner join ${courses} c on c.id = qq.course_id
    inner join ${users} u on u.id = coalesce(q.user_id, a.user_id)
    order by g.last_reported_at desc, g.kind, g.id desc
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;
  // One after the other: a moderation write runs this inside its transaction (one connection).
  const rows = rowsOf<ReportedPostRow>(await db.execute(page));
  const totals = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${grouped}) g`));
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** Bans a learner from posting in a course (a second ban keeps the first); returns the ban. */
export async function insertPostingBan(tx: DbOrTx, o: { courseId: number; userId: number; reason: string; by: number; now: Date }) {
  await tx.insert(coursePostingBans).values({ courseId: o.courseId, userId: o.userId, reason: o.reason, createdBy: o.by, createdAt: o.now }).onConflictDoNothing();
  const [row] = await tx.select().from(coursePostingBans).where(and(eq(coursePostingBans.courseId, o.courseId), eq(coursePostingBans.userId, o.userId)));
  return row!;
}

/** Lifts a learner's posting ban in a course; returns the ban that was lifted, null when there was none. */
export async function deletePostingBan(tx: DbOrTx, courseId: number, userId: number) {
  const [row] = await tx
    .delete(coursePostingBans)
    .where(and(eq(coursePostingBans.courseId, courseId), eq(coursePostingBans.userId, userId)))
    .returning();
  return row ?? null;
}

/** A posting ban as the console lists it. */
export type PostingBanRow = {
  course: CourseRef;
  user: { id: number; name: string; email: string };
  reason: string | null;
  bannedBy: string | null;
  createdAt: Date;
};

const banner = alias(users, 'banner');

/** One page of posting bans (`courseId` narrows), the newest first, and how many. */
export async function listPostingBans(db: DbOrTx, o: { courseId?: number | undefined; page: number; perPage: number }): Promise<{ rows: PostingBanRow[]; total: number }> {
  const where = o.courseId ? eq(coursePostingBans.courseId, o.courseId) : undefined;
  const rows = await db
    .select({
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      user: { id: users.id, name: users.name, email: users.email },
      reason: coursePostingBans.reason,
      bannedBy: banner.name,
      createdAt: coursePostingBans.createdAt,
    })
    .from(coursePostingBans)
    .innerJoin(courses, eq(courses.id, coursePostingBans.courseId))
    .innerJoin(users, eq(users.id, coursePostingBans.userId))
    .leftJoin(banner, eq(banner.id, coursePostingBans.createdBy))
    .where(where)
    .orderBy(desc(coursePostingBans.createdAt), desc(coursePostingBans.userId))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(coursePostingBans).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Whether a course exists (any status) and a user exists. */
export async function findCourseAndUser(db: DbOrTx, courseId: number, userId: number): Promise<{ course: boolean; user: boolean }> {
  const [c] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return { course: Boolean(c), user: Boolean(u) };
}
