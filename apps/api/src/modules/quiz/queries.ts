import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle, prepareSql } from '../../db/prepared.ts';
import { courses, enrolments, items, quizAnswers, quizAttempts, quizQuestions, quizResponses, quizzes } from '../../db/schema/index.ts';
import { previewAccessSql } from '../studio/preview-access-sql.ts';

/**
 * All SQL of the quiz feature (conventions habit 3). `quiz_answers.is_correct` is read in one
 * place only, `countCorrectResponses`, and never selected into a row that leaves this module.
 */

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const iso = (d: Date) => d.toISOString();

export type QuizSettings = {
  id: number;
  itemId: number;
  courseId: number;
  targetScore: number;
  opportunity: number;
  durationMinutes: number;
};

export type QuizForLearner = QuizSettings & { itemType: string; enrolled: boolean };

/**
 * The quiz `quizId` of item `itemId` with the learner's enrolment in the item's course, or null
 * when there is no such quiz on that item (or it belongs to a draft the user may not preview).
 * Admins and the course's authors count as enrolled (issue 13 preview). One query.
 */
export async function findQuizForLearner(db: DbOrTx, opts: { quizId: number; itemId: number; userId: number; isAdmin?: boolean }): Promise<QuizForLearner | null> {
  const rows = await db
    .select({
      id: quizzes.id,
      itemId: quizzes.itemId,
      courseId: items.courseId,
      itemType: items.itemType,
      targetScore: quizzes.targetScore,
      opportunity: quizzes.opportunity,
      durationMinutes: quizzes.durationMinutes,
      enrolmentId: enrolments.id,
      status: courses.status,
      preview: previewAccessSql('"items"."course_id"', { id: opts.userId, isAdmin: opts.isAdmin ?? false }),
    })
    .from(quizzes)
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .innerJoin(courses, eq(courses.id, items.courseId))
    .leftJoin(enrolments, and(eq(enrolments.courseId, items.courseId), eq(enrolments.userId, opts.userId)))
    .where(and(eq(quizzes.id, opts.quizId), eq(quizzes.itemId, opts.itemId)))
    .limit(1);
  const row = rows[0];
  // Drafts: only staff previewing (admin, author of the course) see them (issue 13 item 8).
  if (!row || (row.status === 'draft' && !row.preview)) return null;
  const { enrolmentId, status: _status, preview, ...quiz } = row;
  return { ...quiz, enrolled: enrolmentId !== null || preview };
}

/** The quiz of an item with its number of questions, or null. One query. */
export async function findQuizOfItem(db: DbOrTx, itemId: number): Promise<(QuizSettings & { questionCount: number }) | null> {
  const rows = await db
    .select({
      id: quizzes.id,
      itemId: quizzes.itemId,
      courseId: items.courseId,
      targetScore: quizzes.targetScore,
      opportunity: quizzes.opportunity,
      durationMinutes: quizzes.durationMinutes,
      questionCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.retiredAt} is null)`,
    })
    .from(quizzes)
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .where(eq(quizzes.itemId, itemId))
    .limit(1);
  return rows[0] ? { ...rows[0], questionCount: Number(rows[0].questionCount) } : null;
}

export type AttemptRow = {
  id: number;
  quizId: number;
  userId: number;
  attemptNo: number;
  status: 'in_progress' | 'completed';
  startedAt: Date;
  deadlineAt: Date;
  finishedAt: Date | null;
  score: number | null;
  correctAnswer: number | null;
  wrongAnswer: number | null;
};

const attemptColumns = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  userId: quizAttempts.userId,
  attemptNo: quizAttempts.attemptNo,
  status: quizAttempts.status,
  startedAt: quizAttempts.startedAt,
  deadlineAt: quizAttempts.deadlineAt,
  finishedAt: quizAttempts.finishedAt,
  score: quizAttempts.score,
  correctAnswer: quizAttempts.correctAnswer,
  wrongAnswer: quizAttempts.wrongAnswer,
};

/** Every attempt of a learner at a quiz, oldest first. One query. */
export async function listAttempts(db: DbOrTx, quizId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(asc(quizAttempts.attemptNo));
}

/** The learner's newest attempt at a quiz, or null. One query. */
export async function findLatestAttempt(db: DbOrTx, quizId: number, userId: number): Promise<AttemptRow | null> {
  const rows = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(desc(quizAttempts.attemptNo))
    .limit(1);
  return rows[0] ?? null;
}

export type AttemptWithQuiz = AttemptRow & { targetScore: number; opportunity: number; itemId: number; courseId: number };

/** An attempt owned by `userId`, with its quiz settings, or null (unknown or someone else's). One query. */
export async function findOwnAttempt(db: DbOrTx, attemptId: number, userId: number): Promise<AttemptWithQuiz | null> {
  const rows = await db
    .select({
      ...attemptColumns,
      targetScore: quizzes.targetScore,
      opportunity: quizzes.opportunity,
      itemId: quizzes.itemId,
      courseId: items.courseId,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Starts attempt n+1 with `deadline`, unless an attempt is open or `opportunity` attempts exist
 * already. Concurrent starts insert one row: the unique (quiz, user, attempt_no) and the
 * one-open-attempt index turn the others into no-ops. Returns the new attempt's id or null.
 */
export async function insertNextAttempt(
  db: DbOrTx,
  opts: { quizId: number; userId: number; opportunity: number; now: Date; deadline: Date },
): Promise<number | null> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into quiz_attempts (quiz_id, user_id, attempt_no, status, created_at, deadline_at)
        select ${opts.quizId}, ${opts.userId}, coalesce(max(attempt_no), 0) + 1, 'in_progress', ${iso(opts.now)}::timestamptz, ${iso(opts.deadline)}::timestamptz
        from quiz_attempts
        where quiz_id = ${opts.quizId} and user_id = ${opts.userId}
        having coalesce(max(attempt_no), 0) < ${opts.opportunity} and count(*) filter (where status = 'in_progress') = 0
        on conflict do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

export type QuestionRow = { id: number; quiz: string; answers: { id: number; answer: string }[] };

/** The questions of a quiz with their answers, both in display order, WITHOUT correctness. One query. */
export async function listQuestions(db: DbOrTx, quizId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select({ questionId: quizQuestions.id, question: quizQuestions.question, answerId: quizAnswers.id, answer: quizAnswers.answer })
    .from(quizQuestions)
    .leftJoin(quizAnswers, eq(quizAnswers.questionId, quizQuestions.id))
    // Retired questions (replaced in the studio) stay only for the attempts that answered them.
    .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id), asc(quizAnswers.position), asc(quizAnswers.id));
  const out: QuestionRow[] = [];
  for (const r of rows) {
    let q = out.at(-1);
    if (!q || q.id !== r.questionId) {
      q = { id: r.questionId, quiz: r.question, answers: [] };
      out.push(q);
    }
    if (r.answerId !== null && r.answer !== null) q.answers.push({ id: r.answerId, answer: r.answer });
  }
  return out;
}

/** The saved answers of an attempt: question id → answer id. One query. */
export async function listResponses(db: DbOrTx, attemptId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ questionId: quizResponses.questionId, answerId: quizResponses.answerId })
    .from(quizResponses)
    .where(eq(quizResponses.attemptId, attemptId));
  return Object.fromEntries(rows.map((r) => [String(r.questionId), r.answerId]));
}

const answerNow = sql`${sql.placeholder('now')}::timestamptz`;
/** The statement of `saveResponse`. */
const saveByUserStatement = perHandle((db) =>
  prepareSql(
    db,
    'quiz_save_answer_by_user',
    sql`insert into quiz_responses (attempt_id, question_id, answer_id, created_at)
      select a.id, q.id, x.id, ${answerNow}
      from quiz_attempts a
      join quiz_questions q on q.quiz_id = a.quiz_id and q.id = ${sql.placeholder('questionId')}
      join quiz_answers x on x.question_id = q.id and x.id = ${sql.placeholder('answerId')}
      where a.id = ${sql.placeholder('attemptId')} and a.user_id = ${sql.placeholder('userId')}
        and a.status = 'in_progress' and a.deadline_at > ${answerNow}
      for share of a
      on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, created_at = excluded.created_at
      returning attempt_id`,
  ),
);

/**
 * Saves (or replaces) the answer of one question only when the attempt is the learner's, still
 * open, before its deadline, the question belongs to the attempt's quiz and the answer to that
 * question. The attempt row is share-locked so a concurrent finish scores after this answer (or
 * this answer sees the attempt closed and saves nothing). Returns true when saved. The answer
 * endpoint's fallback path; its hot path is `saveResponsesBySession`.
 */
export async function saveResponse(
  db: DbOrTx,
  opts: { userId: number; attemptId: number; questionId: number; answerId: number; now: Date },
): Promise<boolean> {
  const result = await saveByUserStatement(db).execute({ attemptId: opts.attemptId, questionId: opts.questionId, answerId: opts.answerId, userId: opts.userId, now: iso(opts.now) });
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** One answer of the hot path: the SHA-256 of the bearer token stands in for the learner. */
export type AnswerBySession = { tokenHash: string; attemptId: number; questionId: number; answerId: number; now: Date };

/** The statement of `saveResponsesBySession`. */
const saveBySessionStatement = perHandle((db) =>
  prepareSql(
    db,
    'quiz_save_answers_by_session',
    sql`with given as (
        select * from unnest(
          ${sql.placeholder('attemptIds')}::int[], ${sql.placeholder('questionIds')}::int[],
          ${sql.placeholder('answerIds')}::int[], ${sql.placeholder('tokenHashes')}::text[],
          ${sql.placeholder('nows')}::timestamptz[]
        ) as g(attempt_id, question_id, answer_id, token_hash, at)
      )
      insert into quiz_responses (attempt_id, question_id, answer_id, created_at)
      select a.id, q.id, x.id, g.at
      from given g
      join sessions s on s.token_hash = g.token_hash and s.revoked_at is null and s.expires_at > g.at
      join quiz_attempts a on a.id = g.attempt_id and a.user_id = s.user_id
      join quiz_questions q on q.quiz_id = a.quiz_id and q.id = g.question_id
      join quiz_answers x on x.question_id = q.id and x.id = g.answer_id
      where a.status = 'in_progress' and a.deadline_at > g.at
      order by a.id, q.id
      for share of a
      on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, created_at = excluded.created_at
      returning attempt_id, question_id`,
  ),
);

/**
 * The answer endpoint's hot path (decisions 074 and 097): ONE prepared statement saves a whole
 * batch of answers, each under the checks of `saveResponse`, with the learner given by a session
 * live at the answer's `now` (so a request needs no separate session lookup). The batch must not
 * hold two answers of the same attempt and question (the batcher sees to it). Attempts are
 * share-locked in id order, so batches running side by side cannot deadlock. The commit waits for
 * the WAL flush like every other write (decision 102, which replaces 074's asynchronous commit):
 * an answer acknowledged to the learner survives a database crash; one flush covers the whole
 * batch, so group commit keeps the cost small. Returns, per answer in order, whether it
 * was saved; one that was not gets the fallback path (authenticate, `saveQuizAnswer`) for its error.
 */
export async function saveResponsesBySession(db: DbOrTx, answers: AnswerBySession[]): Promise<boolean[]> {
  if (answers.length === 0) return [];
  const result = await saveBySessionStatement(db).execute({
    attemptIds: answers.map((a) => a.attemptId),
    questionIds: answers.map((a) => a.questionId),
    answerIds: answers.map((a) => a.answerId),
    tokenHashes: answers.map((a) => a.tokenHash),
    nows: answers.map((a) => iso(a.now)),
  });
  const saved = new Set((result as { rows: { attempt_id: number; question_id: number }[] }).rows.map((r) => `${r.attempt_id}:${r.question_id}`));
  return answers.map((a) => saved.has(`${a.attemptId}:${a.questionId}`));
}

export type AnswerRefusal = {
  status: 'in_progress' | 'completed';
  deadlineAt: Date;
  questionInQuiz: boolean;
  answerOfQuestion: boolean;
};

/** Why `saveResponse` saved nothing: the attempt (when the learner's) and the id checks. One query, error path only. */
export async function explainRefusedAnswer(
  db: DbOrTx,
  opts: { attemptId: number; userId: number; questionId: number; answerId: number },
): Promise<AnswerRefusal | null> {
  const rows = await rowsOf<{ status: 'in_progress' | 'completed'; deadline_at: Date | string; question_ok: boolean; answer_ok: boolean }>(
    db,
    sql`select a.status, a.deadline_at,
          exists (select 1 from quiz_questions q where q.id = ${opts.questionId} and q.quiz_id = a.quiz_id) as question_ok,
          exists (select 1 from quiz_answers x where x.id = ${opts.answerId} and x.question_id = ${opts.questionId}) as answer_ok
        from quiz_attempts a
        where a.id = ${opts.attemptId} and a.user_id = ${opts.userId}`,
  );
  const r = rows[0];
  if (!r) return null;
  return { status: r.status, deadlineAt: toDate(r.deadline_at), questionInQuiz: Boolean(r.question_ok), answerOfQuestion: Boolean(r.answer_ok) };
}

/**
 * Closes an open attempt: the conditional update that makes finishing happen once. Concurrent
 * callers wait on the row lock and the losers get null. Returns the quiz, item and course of the
 * attempt when THIS call closed it.
 */
export async function markAttemptCompleted(
  tx: DbOrTx,
  opts: { attemptId: number; userId: number; now: Date },
): Promise<{ quizId: number; itemId: number; courseId: number } | null> {
  const rows = await rowsOf<{ quiz_id: number; item_id: number; course_id: number }>(
    tx,
    sql`update quiz_attempts a set status = 'completed', finished_at = ${iso(opts.now)}::timestamptz
        from quizzes z join items i on i.id = z.item_id
        where a.id = ${opts.attemptId} and a.user_id = ${opts.userId} and a.status = 'in_progress' and z.id = a.quiz_id
        returning a.quiz_id, z.item_id, i.course_id`,
  );
  const r = rows[0];
  return r ? { quizId: Number(r.quiz_id), itemId: Number(r.item_id), courseId: Number(r.course_id) } : null;
}

/** Questions of the quiz and how many of them the attempt answered correctly. One query. */
export async function countCorrectResponses(tx: DbOrTx, opts: { attemptId: number; quizId: number }): Promise<{ questions: number; correct: number }> {
  const rows = await tx
    .select({
      questions: count(quizQuestions.id),
      correct: sql<number>`count(*) filter (where ${quizAnswers.isCorrect})::int`,
    })
    .from(quizQuestions)
    .leftJoin(quizResponses, and(eq(quizResponses.questionId, quizQuestions.id), eq(quizResponses.attemptId, opts.attemptId)))
    .leftJoin(quizAnswers, and(eq(quizAnswers.id, quizResponses.answerId), eq(quizAnswers.questionId, quizQuestions.id)))
    .where(and(eq(quizQuestions.quizId, opts.quizId), isNull(quizQuestions.retiredAt)));
  return { questions: Number(rows[0]?.questions ?? 0), correct: Number(rows[0]?.correct ?? 0) };
}

/** Records the result of a closed attempt (score in percent). */
export async function setAttemptResult(
  tx: DbOrTx,
  opts: { attemptId: number; score: number; correctAnswer: number; wrongAnswer: number },
): Promise<void> {
  await tx
    .update(quizAttempts)
    .set({ score: opts.score, correctAnswer: opts.correctAnswer, wrongAnswer: opts.wrongAnswer })
    .where(eq(quizAttempts.id, opts.attemptId));
}
