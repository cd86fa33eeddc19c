import { LEARNING_MESSAGES } from '@kelas/contracts/learning';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { countIncompleteBefore } from '../learning/queries.ts';
import { findQuizForLearner, type QuizSettings } from './queries.ts';

/** Shown when the quiz content does not exist on that item (or the item is no quiz). */
export const QUIZ_NOT_FOUND = 'Quiz tidak ditemukan.';

/**
 * The quiz a learner may take (spec 7 "POST /course/quiz/question"): `quizId` (quiz_material_id)
 * must be the quiz of item `itemId` (material_id) → else 404; the learner must be enrolled in
 * the item's course → else 403 (staff previewing pass, with `preview` true); in a sequential course
 * every item before it must be complete → else 409 ITEM_LOCKED (decision 241). One query, a
 * second only in a sequential course before the quiz is complete.
 */
export async function loadQuizForLearner(
  db: DbOrTx,
  opts: { userId: number; itemId: number; quizId: number; isAdmin?: boolean; now?: Date },
): Promise<QuizSettings & { preview: boolean }> {
  const quiz = await findQuizForLearner(db, opts);
  if (!quiz || quiz.itemType !== 'quiz') throw notFound(QUIZ_NOT_FOUND);
  if (!quiz.enrolled) throw forbidden('Kamu belum terdaftar di kelas ini.');
  // Drip release (decision 288): a quiz that has not opened yet cannot be started or answered.
  if (!quiz.preview && !quiz.complete && quiz.opensAt && (opts.now ?? new Date()).getTime() < quiz.opensAt.getTime()) {
    throw conflict(SESSION_TEXT.itemNotReleased, 'ITEM_NOT_RELEASED');
  }
  if (quiz.sequential && !quiz.preview && !quiz.complete && (await countIncompleteBefore(db, opts.userId, quiz.itemId)) > 0) {
    throw conflict(LEARNING_MESSAGES.itemLocked, 'ITEM_LOCKED');
  }
  const { enrolled: _enrolled, itemType: _itemType, sequential: _sequential, complete: _complete, opensAt: _opensAt, ...settings } = quiz;
  return settings;
}
