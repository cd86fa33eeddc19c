import { QUIZ_CODES } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { expireQuizAttempt } from './close-quiz-attempt.ts';
import {
  findLatestAttempt,
  insertNextAttempt,
  listQuestions,
  listResponses,
  type AttemptRow,
  type QuestionRow,
  type QuizSettings,
} from './queries.ts';

export const NO_ATTEMPTS_LEFT = 'Kesempatan mengerjakan quiz ini sudah habis.';

export type QuizSessionState = {
  questions: QuestionRow[];
  /** null only for a quiz without questions (nothing to attempt). */
  attempt: AttemptRow | null;
  answers: Record<string, number>;
  remainingAttempts: number;
};

/**
 * The question call (spec 2.23 "Starting the quiz … starts a quiz log", spec 7
 * POST /course/quiz/question; decision 071):
 * - an open attempt before its deadline is resumed (same deadline, saved answers);
 * - an open attempt past its deadline is closed with its saved answers → 410 QUIZ_EXPIRED;
 * - with no attempt yet, or with `retake` after a finished one, a new attempt starts with
 *   deadline = now + duration_minutes, while attempts remain (else 409 QUIZ_NO_ATTEMPTS_LEFT);
 * - a finished attempt without `retake` is returned as it is (read-only review);
 * - a quiz without questions starts nothing and answers no questions.
 */
export async function startQuizAttempt(
  db: DbOrTx,
  opts: { quiz: QuizSettings; userId: number; retake: boolean; now: Date },
): Promise<QuizSessionState> {
  const { quiz, userId, now } = opts;
  const latest = await findLatestAttempt(db, quiz.id, userId);
  let attempt: AttemptRow | null = latest;
  let questions: QuestionRow[] | null = null;

  if (latest?.status === 'in_progress') {
    if (latest.deadlineAt.getTime() <= now.getTime()) await expireQuizAttempt(db, { attemptId: latest.id, userId, now });
  } else if (!latest || opts.retake) {
    if ((latest?.attemptNo ?? 0) >= quiz.opportunity) throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);
    questions = await listQuestions(db, quiz.id);
    if (questions.length === 0) return { questions, attempt: null, answers: {}, remainingAttempts: quiz.opportunity - (latest?.attemptNo ?? 0) };
    const deadline = new Date(now.getTime() + quiz.durationMinutes * 60_000);
    await insertNextAttempt(db, { quizId: quiz.id, userId, opportunity: quiz.opportunity, now, deadline });
    // Ours, or the one a concurrent call opened first.
    attempt = await findLatestAttempt(db, quiz.id, userId);
    if (attempt?.status !== 'in_progress') throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);
  }
  if (!attempt) throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);

  const [qs, answers] = await Promise.all([questions ?? listQuestions(db, quiz.id), listResponses(db, attempt.id)]);
  return { questions: qs, attempt, answers, remainingAttempts: Math.max(0, quiz.opportunity - attempt.attemptNo) };
}
