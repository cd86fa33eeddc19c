import { STUDIO_MESSAGES, type QuizQuestionInput } from '@kelas/contracts/studio';
import type { DbOrTx, Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { loadItemForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { findQuizByItem, insertQuestions, insertQuiz, listEditorQuestions, retireLiveQuestions, updateQuizSettings, type EditorQuestion, type QuizRow } from './queries/quiz.ts';
import type { ItemRow } from './queries/structure.ts';

export type QuizSettingsInput = { target_score: number; opportunity: number; duration_minutes: number; completion_rule?: 'passed' | 'attempted' | undefined };
export type LoadedQuiz = { item: ItemRow; quiz: QuizRow; questions: EditorQuestion[] };

const clean = (questions: QuizQuestionInput[]) =>
  questions.map((q) => ({ question: sanitizeRichText(q.question), type: q.type, answers: q.answers.map((a) => ({ answer: sanitizeRichText(a.answer), isCorrect: a.is_correct })) }));

/** The quiz item (422 `item_type` for another type) with its quiz row, created when missing. */
async function quizItem(tx: DbOrTx, actor: Actor, itemId: number, lock: boolean): Promise<{ item: ItemRow; quiz: QuizRow; courseId: number }> {
  const { item, course } = await loadItemForEdit(tx, actor, itemId, lock);
  if (item.itemType !== 'quiz') throw fieldError('item_type', STUDIO_MESSAGES.notQuiz);
  const quiz = (await findQuizByItem(tx, item.id, lock)) ?? (await insertQuiz(tx, item.id));
  return { item, quiz, courseId: course.id };
}

/** GET /api/admin/items/{id}/quiz: settings and live questions with correctness (staff only). */
export async function loadQuizForEditor(db: Db, opts: { actor: Actor; itemId: number }): Promise<LoadedQuiz> {
  return db.transaction(async (tx) => {
    const { item, quiz } = await quizItem(tx, opts.actor, opts.itemId, false);
    return { item, quiz, questions: await listEditorQuestions(tx, quiz.id) };
  });
}

/**
 * Writes a quiz: settings (with the completion rule, unchanged when absent;
 * decision 240) plus `questions`, each `single` or `multiple` (decision 243), replacing (mode
 * `replace`) or following (mode `append`) the live ones. Replaced questions that attempts answered are retired,
 * not deleted, so recorded attempts keep what they were graded against; scores already recorded
 * never change. Rich text sanitised. 409 STALE_VERSION; 404/403 policy; 422 not a quiz item.
 * One transaction with the item and quiz locked, one audit row with before/after.
 */
export async function writeQuiz(
  db: Db,
  opts: { actor: Actor; itemId: number; settings: QuizSettingsInput | null; questions: QuizQuestionInput[]; mode: 'replace' | 'append'; expected: number | undefined; action: string; now: Date },
): Promise<LoadedQuiz & { courseId: number }> {
  return db.transaction(async (tx) => {
    const { item, quiz: before, courseId } = await quizItem(tx, opts.actor, opts.itemId, true);
    assertVersion(before.version, opts.expected);
    const questionsBefore = await listEditorQuestions(tx, before.id);
    if (opts.mode === 'replace') await retireLiveQuestions(tx, before.id, opts.now);
    await insertQuestions(tx, before.id, clean(opts.questions), opts.mode === 'append' ? questionsBefore.length : 0);
    const s = opts.settings ?? { target_score: before.targetScore, opportunity: before.opportunity, duration_minutes: before.durationMinutes };
    const quiz = await updateQuizSettings(tx, before.id, {
      targetScore: s.target_score,
      opportunity: s.opportunity,
      durationMinutes: s.duration_minutes,
      completionRule: s.completion_rule ?? before.completionRule,
    });
    const questions = await listEditorQuestions(tx, quiz.id);
    await touchCourse(tx, courseId, opts.now);
    await auditWrite(tx, opts.actor, { action: opts.action, entityType: 'quiz', entityId: item.id, before: { ...before, questions: questionsBefore }, after: { ...quiz, questions } });
    return { item, quiz, questions, courseId };
  });
}

