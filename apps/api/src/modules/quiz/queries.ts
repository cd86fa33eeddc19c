import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle, prepareSql } from '../../db/prepared.ts';
import { RESPONSE_IS_RIGHT } from '../../db/quiz-response-sql.ts';
import { releaseTime } from '@kelas/contracts/sessions';
import { cohorts, courses, enrolments, itemProgress, items, materials, quizAttempts, quizQuestions, quizResponses, quizzes } from '../../db/schema/index.ts';
import { previewAccessSql } from '../studio/preview-access-sql.ts';

/**
 * All SQL of the quiz feature. `quiz_answers.is_correct` is read in one
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
  /** `passed` or `attempted` (decision 240). */
  completionRule: 'passed' | 'attempted';
};

export type QuizForLearner = QuizSettings & {
  itemType: string;
  enrolled: boolean;
  /** Staff (admin, author of the course) without an enrolment: questions shown, nothing recorded (decision 244). */
  preview: boolean;
  /** The course opens its items one after the other (decision 241). */
  sequential: boolean;
  /** The learner completed the quiz item already. */
  complete: boolean;
  /** When the item opens under drip release, null when nothing holds it (decision 288). */
  opensAt: Date | null;
};

/**
 * The quiz `quizId` of item `itemId` with the learner's enrolment in the item's course, the
 * course's order setting and the item's completion, or null when there is no such quiz on that item
 * (or it belongs to a draft the user may not preview). Admins and the course's authors count as
 * enrolled (a preview; `preview` true when they are not). One query.
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
      completionRule: quizzes.completionRule,
      enrolmentId: enrolments.id,
      status: courses.status,
      sequential: courses.sequential,
      doneBy: itemProgress.userId,
      preview: previewAccessSql('"items"."course_id"', { id: opts.userId, isAdmin: opts.isAdmin ?? false }),
      release: {
        mDays: materials.releaseAfterDays,
        mAt: materials.releaseAt,
        iDays: items.releaseAfterDays,
        iAt: items.releaseAt,
        enrolledAt: enrolments.enrolledAt,
        cohortStart: cohorts.startsAt,
      },
    })
    .from(quizzes)
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .innerJoin(courses, eq(courses.id, items.courseId))
    .innerJoin(materials, eq(materials.id, items.materialId))
    .leftJoin(enrolments, and(eq(enrolments.courseId, items.courseId), eq(enrolments.userId, opts.userId)))
    .leftJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, opts.userId)))
    .where(and(eq(quizzes.id, opts.quizId), eq(quizzes.itemId, opts.itemId)))
    .limit(1);
  const row = rows[0];
  // Drafts: only staff previewing (admin, author of the course) see them.
  if (!row || (row.status === 'draft' && !row.preview)) return null;
  const { enrolmentId, status: _status, preview, doneBy, release: r, ...quiz } = row;
  const opensAt =
    enrolmentId === null
      ? null
      : releaseTime(
          [
            { after_days: r.mDays, at: r.mAt?.toISOString() ?? null },
            { after_days: r.iDays, at: r.iAt?.toISOString() ?? null },
          ],
          r.cohortStart ?? r.enrolledAt,
        );
  return { ...quiz, enrolled: enrolmentId !== null || preview, preview: enrolmentId === null && preview, complete: doneBy !== null, opensAt };
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
      completionRule: quizzes.completionRule,
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

export type AttemptWithQuiz = AttemptRow & { targetScore: number; opportunity: number; itemId: number; courseId: number };

/** The columns of an attempt as raw SQL returns them (snake case; timestamps as Date or ISO text). */
type RawAttempt = {
  id: number;
  quiz_id: number;
  user_id: number;
  attempt_no: number;
  status: 'in_progress' | 'completed';
  started_at: Date | string;
  deadline_at: Date | string;
  finished_at: Date | string | null;
  score: number | null;
  correct_answer: number | null;
  wrong_answer: number | null;
};

/** The attempt columns for raw statements (`a` is the attempt's alias), in RawAttempt's names. */
const RAW_ATTEMPT_COLUMNS = sql.raw(
  `a.id, a.quiz_id, a.user_id, a.attempt_no, a.status, a.created_at as started_at, a.deadline_at, a.finished_at, a.score, a.correct_answer, a.wrong_answer`,
);

function toAttempt(r: RawAttempt): AttemptRow {
  return {
    id: Number(r.id),
    quizId: Number(r.quiz_id),
    userId: Number(r.user_id),
    attemptNo: Number(r.attempt_no),
    status: r.status,
    startedAt: toDate(r.started_at),
    deadlineAt: toDate(r.deadline_at),
    finishedAt: r.finished_at === null ? null : toDate(r.finished_at),
    score: r.score === null ? null : Number(r.score),
    correctAnswer: r.correct_answer === null ? null : Number(r.correct_answer),
    wrongAnswer: r.wrong_answer === null ? null : Number(r.wrong_answer),
  };
}

/** A json value as the driver hands it over (node-postgres and PGlite parse json; be safe either way). */
function fromJson<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

export type QuizStartRead = {
  /** The learner's newest attempt, or null. */
  latest: AttemptRow | null;
  /** The quiz's live questions with their answers, in display order, WITHOUT correctness. */
  questions: QuestionRow[];
  /** The saved answers of `latest` (question id → answer id, or answer ids of a multiple question); {} without an attempt. */
  answers: SavedAnswers;
};

/** Saved answers of an attempt: question id → the answer id (single) or the ascending answer ids (multiple). */
export type SavedAnswers = Record<string, number | number[]>;

/** A saved choice as stored: `answer_ids` (multiple) or `answer_id` (single). */
function choiceOf(answerId: unknown, answerIds: unknown): number | number[] {
  const ids = fromJson<unknown[] | null>(answerIds);
  return Array.isArray(ids) ? ids.map(Number) : Number(answerId);
}

/** `{ questionId: { a: answer_id, m: answer_ids } }` as json_object_agg builds it → SavedAnswers. */
function savedFromJson(v: unknown): SavedAnswers {
  const raw = fromJson<Record<string, { a: unknown; m: unknown }> | null>(v) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([q, c]) => [q, choiceOf(c.a, c.m)]));
}

/** The statement of `readQuizStart`. */
const quizStartStatement = perHandle((db) =>
  prepareSql(
    db,
    'quiz_start_read',
    sql`with latest as (
        select ${RAW_ATTEMPT_COLUMNS}
        from quiz_attempts a
        where a.quiz_id = ${sql.placeholder('quizId')} and a.user_id = ${sql.placeholder('userId')}
        order by a.attempt_no desc
        limit 1
      )
      select
        (select row_to_json(l) from latest l) as latest,
        coalesce((
          select json_agg(json_build_object(
                   'id', q.id,
                   'quiz', q.question,
                   'type', q.type,
                   'answers', coalesce((select json_agg(json_build_object('id', x.id, 'answer', x.answer) order by x.position, x.id)
                                        from quiz_answers x where x.question_id = q.id), '[]'::json))
                 order by q.position, q.id)
          from quiz_questions q
          where q.quiz_id = ${sql.placeholder('quizId')} and q.retired_at is null
        ), '[]'::json) as questions,
        coalesce((
          select json_object_agg(r.question_id, json_build_object('a', r.answer_id, 'm', r.answer_ids))
          from quiz_responses r
          where r.attempt_id = (select id from latest)
        ), '{}'::json) as answers`,
  ),
);

/**
 * What starting or resuming a quiz needs, in ONE prepared statement (decision 124): the
 * learner's newest attempt, the quiz's questions (as `listQuestions`) and that attempt's saved
 * answers (as `listResponses`).
 */
export async function readQuizStart(db: DbOrTx, quizId: number, userId: number): Promise<QuizStartRead> {
  const result = (await quizStartStatement(db).execute({ quizId, userId })) as { rows: { latest: unknown; questions: unknown; answers: unknown }[] };
  const row = result.rows[0];
  const latest = row ? fromJson<RawAttempt | null>(row.latest) : null;
  return {
    latest: latest ? toAttempt(latest) : null,
    questions: row ? fromJson<QuestionRow[]>(row.questions) : [],
    answers: row ? savedFromJson(row.answers) : {},
  };
}

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
 * one-open-attempt index turn the others into no-ops. Returns the new attempt or null.
 */
export async function insertNextAttempt(
  db: DbOrTx,
  opts: { quizId: number; userId: number; opportunity: number; now: Date; deadline: Date },
): Promise<AttemptRow | null> {
  const rows = await rowsOf<RawAttempt>(
    db,
    sql`insert into quiz_attempts (quiz_id, user_id, attempt_no, status, created_at, deadline_at)
        select ${opts.quizId}, ${opts.userId}, coalesce(max(attempt_no), 0) + 1, 'in_progress', ${iso(opts.now)}::timestamptz, ${iso(opts.deadline)}::timestamptz
        from quiz_attempts
        where quiz_id = ${opts.quizId} and user_id = ${opts.userId}
        having coalesce(max(attempt_no), 0) < ${opts.opportunity} and count(*) filter (where status = 'in_progress') = 0
        on conflict do nothing
        returning id, quiz_id, user_id, attempt_no, status, created_at as started_at, deadline_at, finished_at, score, correct_answer, wrong_answer`,
  );
  return rows[0] ? toAttempt(rows[0]) : null;
}

export type QuestionRow = { id: number; quiz: string; type: 'single' | 'multiple'; answers: { id: number; answer: string }[] };

/** The saved answers of an attempt (as SavedAnswers). One query. */
export async function listResponses(db: DbOrTx, attemptId: number): Promise<SavedAnswers> {
  const rows = await db
    .select({ questionId: quizResponses.questionId, answerId: quizResponses.answerId, answerIds: quizResponses.answerIds })
    .from(quizResponses)
    .where(eq(quizResponses.attemptId, attemptId));
  return Object.fromEntries(rows.map((r) => [String(r.questionId), r.answerIds ? [...r.answerIds] : r.answerId]));
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
      join quiz_questions q on q.quiz_id = a.quiz_id and q.id = ${sql.placeholder('questionId')} and q.type = 'single'
      join quiz_answers x on x.question_id = q.id and x.id = ${sql.placeholder('answerId')}
      where a.id = ${sql.placeholder('attemptId')} and a.user_id = ${sql.placeholder('userId')}
        and a.status = 'in_progress' and a.deadline_at > ${answerNow}
      for share of a
      on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, answer_ids = null, created_at = excluded.created_at
      returning attempt_id`,
  ),
);

/**
 * Saves (or replaces) the answer of one `single` question only when the attempt is the learner's,
 * still open, before its deadline, the question belongs to the attempt's quiz and the answer to that
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

/**
 * Saves (or replaces) the chosen set of one `multiple` question (decision 243), under the checks of
 * `saveResponse`: the learner's open attempt before its deadline, the question in its quiz, EVERY
 * chosen id an answer of that question (ids arrive distinct: the contract refuses duplicates).
 * Stores the ids ascending in `answer_ids` and the first in `answer_id`. One statement; true when saved.
 */
export async function saveMultiResponse(
  db: DbOrTx,
  opts: { userId: number; attemptId: number; questionId: number; answerIds: number[]; now: Date },
): Promise<boolean> {
  const ids = [...new Set(opts.answerIds)].sort((a, b) => a - b);
  const rows = await rowsOf<{ attempt_id: number }>(
    db,
    sql`insert into quiz_responses (attempt_id, question_id, answer_id, answer_ids, created_at)
        select a.id, q.id, ${ids[0]}, ${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[], ${iso(opts.now)}::timestamptz
        from quiz_attempts a
        join quiz_questions q on q.quiz_id = a.quiz_id and q.id = ${opts.questionId} and q.type = 'multiple'
        where a.id = ${opts.attemptId} and a.user_id = ${opts.userId}
          and a.status = 'in_progress' and a.deadline_at > ${iso(opts.now)}::timestamptz
          and (select count(*) from quiz_answers x where x.question_id = q.id and x.id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])) = ${ids.length}
        for share of a
        on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, answer_ids = excluded.answer_ids, created_at = excluded.created_at
        returning attempt_id`,
  );
  return rows.length > 0;
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
      join quiz_questions q on q.quiz_id = a.quiz_id and q.id = g.question_id and q.type = 'single'
      join quiz_answers x on x.question_id = q.id and x.id = g.answer_id
      where a.status = 'in_progress' and a.deadline_at > g.at
      order by a.id, q.id
      for share of a
      on conflict (attempt_id, question_id) do update set answer_id = excluded.answer_id, answer_ids = null, created_at = excluded.created_at
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
  /** The question's type, or null when it is not in the attempt's quiz. */
  questionType: 'single' | 'multiple' | null;
  /** Every given answer id is an answer of the question. */
  answerOfQuestion: boolean;
};

/** Why `saveResponse` / `saveMultiResponse` saved nothing: the attempt (when the learner's) and the id checks. One query, error path only. */
export async function explainRefusedAnswer(
  db: DbOrTx,
  opts: { attemptId: number; userId: number; questionId: number; answerIds: number[] },
): Promise<AnswerRefusal | null> {
  const ids = sql.raw(`array[${opts.answerIds.map(Number).join(',')}]::int[]`);
  const rows = await rowsOf<{ status: 'in_progress' | 'completed'; deadline_at: Date | string; question_type: 'single' | 'multiple' | null; answer_ok: boolean }>(
    db,
    sql`select a.status, a.deadline_at,
          (select q.type from quiz_questions q where q.id = ${opts.questionId} and q.quiz_id = a.quiz_id) as question_type,
          (select count(*) from quiz_answers x where x.id = any(${ids}) and x.question_id = ${opts.questionId}) = ${opts.answerIds.length} as answer_ok
        from quiz_attempts a
        where a.id = ${opts.attemptId} and a.user_id = ${opts.userId}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    status: r.status,
    deadlineAt: toDate(r.deadline_at),
    questionInQuiz: r.question_type !== null,
    questionType: r.question_type,
    answerOfQuestion: Boolean(r.answer_ok),
  };
}

/**
 * Closes an open attempt: the conditional update that makes finishing happen once. Concurrent
 * callers wait on the row lock and the losers get null. Returns the closed attempt (score not
 * yet set) with its quiz's settings, item and course when THIS call closed it.
 */
export async function markAttemptCompleted(tx: DbOrTx, opts: { attemptId: number; userId: number; now: Date }): Promise<(AttemptWithQuiz & { completionRule: 'passed' | 'attempted' }) | null> {
  const rows = await rowsOf<RawAttempt & { target_score: number; opportunity: number; item_id: number; course_id: number; completion_rule: 'passed' | 'attempted' }>(
    tx,
    sql`update quiz_attempts a set status = 'completed', finished_at = ${iso(opts.now)}::timestamptz
        from quizzes z join items i on i.id = z.item_id
        where a.id = ${opts.attemptId} and a.user_id = ${opts.userId} and a.status = 'in_progress' and z.id = a.quiz_id
        returning ${RAW_ATTEMPT_COLUMNS}, z.target_score, z.opportunity, z.item_id, i.course_id, z.completion_rule`,
  );
  const r = rows[0];
  return r
    ? {
        ...toAttempt(r),
        targetScore: Number(r.target_score),
        opportunity: Number(r.opportunity),
        itemId: Number(r.item_id),
        courseId: Number(r.course_id),
        completionRule: r.completion_rule,
      }
    : null;
}

/**
 * Questions of the quiz, how many of them the attempt answered right (the chosen set equals the
 * correct set), and the attempt's saved answers (as `listResponses`). One query.
 */
export async function countCorrectResponses(
  tx: DbOrTx,
  opts: { attemptId: number; quizId: number },
): Promise<{ questions: number; correct: number; answers: SavedAnswers }> {
  const rows = await rowsOf<{ questions: number; correct: number; answers: unknown }>(
    tx,
    sql`select count(q.id)::int as questions,
          count(r.question_id) filter (where ${RESPONSE_IS_RIGHT})::int as correct,
          (select coalesce(json_object_agg(s.question_id, json_build_object('a', s.answer_id, 'm', s.answer_ids)), '{}'::json)
             from quiz_responses s where s.attempt_id = ${opts.attemptId}) as answers
        from quiz_questions q
        left join quiz_responses r on r.question_id = q.id and r.attempt_id = ${opts.attemptId}
        where q.quiz_id = ${opts.quizId} and q.retired_at is null`,
  );
  const r = rows[0];
  return {
    questions: Number(r?.questions ?? 0),
    correct: Number(r?.correct ?? 0),
    answers: r ? savedFromJson(r.answers) : {},
  };
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
