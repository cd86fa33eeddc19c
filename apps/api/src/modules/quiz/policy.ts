import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { findQuizForLearner, type QuizSettings } from './queries.ts';

/** Shown when the quiz content does not exist on that item (or the item is no quiz). */
export const QUIZ_NOT_FOUND = 'Quiz tidak ditemukan.';

/**
 * The quiz a learner may take (spec 7 "POST /course/quiz/question"): `quizId` (quiz_material_id)
 * must be the quiz of item `itemId` (material_id) → else 404; the learner must be enrolled in
 * the item's course → else 403. One query.
 */
export async function loadQuizForLearner(db: DbOrTx, opts: { userId: number; itemId: number; quizId: number; isAdmin?: boolean }): Promise<QuizSettings> {
  const quiz = await findQuizForLearner(db, opts);
  if (!quiz || quiz.itemType !== 'quiz') throw notFound(QUIZ_NOT_FOUND);
  if (!quiz.enrolled) throw forbidden('Kamu belum terdaftar di kelas ini.');
  const { enrolled: _enrolled, itemType: _itemType, ...settings } = quiz;
  return settings;
}
