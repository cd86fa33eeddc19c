import type { QuizDetail } from '@kelas/contracts/learning';
import { isPassed, type FinishedQuiz, type QuizLog, type QuizQuestion, type QuizSession } from '@kelas/contracts/quiz';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { AttemptRow, QuestionRow, SavedAnswers } from './queries.ts';
import type { QuizSessionState } from './start-quiz-attempt.ts';

/**
 * Presenters of the quiz feature: no row leaves the server as it is. Question and answer HTML
 * is sanitised again on the way out (it was sanitised when stored); no correctness flag exists
 * in any of these shapes.
 */

export function presentQuestion(q: QuestionRow): QuizQuestion {
  return { id: q.id, quiz: sanitizeRichText(q.quiz), type: q.type, answers: q.answers.map((a) => ({ id: a.id, answer: sanitizeRichText(a.answer) })) };
}

/** The spec's quiz log of one attempt; `passed` once it has a score. */
export function presentLog(attempt: AttemptRow, answers: SavedAnswers, targetScore: number): QuizLog {
  return {
    status: attempt.status,
    attempt_no: attempt.attemptNo,
    started_at: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt.toISOString(),
    finished_at: attempt.finishedAt ? attempt.finishedAt.toISOString() : null,
    answers,
    score: attempt.score,
    correct_answer: attempt.correctAnswer,
    wrong_answer: attempt.wrongAnswer,
    passed: attempt.score === null ? null : isPassed(attempt.score, targetScore),
  };
}

/** The question call's answer; `preview`: staff previewing, no attempt (decision 244). */
export function presentSession(state: QuizSessionState, targetScore: number, now: Date, preview = false): QuizSession {
  return {
    quizzes: state.questions.map(presentQuestion),
    log: state.attempt ? presentLog(state.attempt, state.answers, targetScore) : null,
    log_id: state.attempt?.id ?? null,
    server_time: now.toISOString(),
    remaining_attempts: state.remainingAttempts,
    preview,
  };
}

export function presentFinished(attempt: AttemptRow & { targetScore: number; opportunity: number }, answers: SavedAnswers): FinishedQuiz {
  return {
    log_id: attempt.id,
    log: presentLog(attempt, answers, attempt.targetScore),
    remaining_attempts: Math.max(0, attempt.opportunity - attempt.attemptNo),
  };
}

/** The short result of an attempt for the active material's detail (`best`). */
export function presentResult(attempt: AttemptRow): NonNullable<QuizDetail['best']> {
  return {
    log_id: attempt.id,
    status: attempt.status,
    score: attempt.score,
    correct_answer: attempt.correctAnswer,
    wrong_answer: attempt.wrongAnswer,
  };
}
