import { QUIZ_CODES } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { expireQuizAttempt } from './close-quiz-attempt.ts';
import { insertNextAttempt, readQuizStart, type AttemptRow, type QuestionRow, type QuizSettings, type SavedAnswers } from './queries.ts';

export const NO_ATTEMPTS_LEFT = 'Kesempatan mengerjakan quiz ini sudah habis.';

/**
 * What staff previewing a quiz see (decision 244): its live questions, no attempt (nothing is
 * started, saved or scored), every attempt still available. One read.
 */
export async function previewQuiz(db: DbOrTx, quiz: QuizSettings): Promise<QuizSessionState> {
  const { questions } = await readQuizStart(db, quiz.id, 0);
  return { questions, attempt: null, answers: {}, remainingAttempts: quiz.opportunity };
}

export type QuizSessionState = {
  questions: QuestionRow[];
  /** null only for a quiz without questions (nothing to attempt). */
  attempt: AttemptRow | null;
  answers: SavedAnswers;
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
 * Statements (decision 124): one read (newest attempt, questions, saved answers), plus the
 * insert when an attempt starts; a second read only when a concurrent call started it first.
 */
export async function startQuizAttempt(
  db: DbOrTx,
  opts: { quiz: QuizSettings; userId: number; retake: boolean; now: Date },
): Promise<QuizSessionState> {
  const { quiz, userId, now } = opts;
  const read = await readQuizStart(db, quiz.id, userId);
  const { latest, questions } = read;
  let attempt: AttemptRow | null = latest;
  let answers = read.answers;

  if (latest?.status === 'in_progress') {
    if (latest.deadlineAt.getTime() <= now.getTime()) await expireQuizAttempt(db, { attemptId: latest.id, userId, now });
  } else if (!latest || opts.retake) {
    if ((latest?.attemptNo ?? 0) >= quiz.opportunity) throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);
    if (questions.length === 0) return { questions, attempt: null, answers: {}, remainingAttempts: quiz.opportunity - (latest?.attemptNo ?? 0) };
    const deadline = new Date(now.getTime() + quiz.durationMinutes * 60_000);
    attempt = await insertNextAttempt(db, { quizId: quiz.id, userId, opportunity: quiz.opportunity, now, deadline });
    answers = {};
    if (!attempt) {
      // A concurrent call opened it first: resume that one.
      const again = await readQuizStart(db, quiz.id, userId);
      attempt = again.latest;
      answers = again.answers;
    }
    if (attempt?.status !== 'in_progress') throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);
  }
  if (!attempt) throw conflict(NO_ATTEMPTS_LEFT, QUIZ_CODES.noAttemptsLeft);

  return { questions, attempt, answers, remainingAttempts: Math.max(0, quiz.opportunity - attempt.attemptNo) };
}
