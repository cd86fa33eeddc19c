import { LEARNING_MESSAGES, type CompletionResult } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError } from '../../lib/app-error.ts';
import { completeItemForLearner } from './mark-item-complete.ts';
import { assertItemOpen, refusePreview } from './policy.ts';
import type { LearnerItem } from './queries.ts';
import { insertEssayAnswers } from './queries.ts';

/** How many questions the journal asks (its `detail.questions`). */
function questionCount(detail: Record<string, unknown>): number {
  return Array.isArray(detail.questions) ? detail.questions.filter((q) => typeof q === 'string').length : 0;
}

/**
 * Saves the learner's one attempt at a reflective journal (spec 2.22 essay, 9: 1 attempt) and
 * completes the item, whose rule is `answered` (decision 240): every question has an answer, in one
 * transaction. Errors, nothing written: 422 NOT_ESSAY (on item_id) when the item is not an essay,
 * 422 on `answers` when their number is not the journal's number of questions, 409
 * ESSAY_ALREADY_SAVED on a second save, 409 PREVIEW, 409 ITEM_LOCKED.
 */
export async function saveEssayAnswers(
  db: Db,
  opts: { found: LearnerItem; userId: number; answers: string[]; now: Date },
): Promise<CompletionResult> {
  const { item } = opts.found;
  if (item.itemType !== 'essay') throw fieldError('item_id', LEARNING_MESSAGES.notEssay, 'NOT_ESSAY');
  refusePreview(opts.found);
  await assertItemOpen(db, opts.userId, opts.found, opts.now);
  if (opts.answers.length !== questionCount(item.detail)) throw fieldError('answers', LEARNING_MESSAGES.essayAnswerCount);
  return db.transaction(async (tx) => {
    const saved = await insertEssayAnswers(tx, { userId: opts.userId, itemId: item.id, answers: opts.answers, now: opts.now });
    if (!saved) throw conflict(LEARNING_MESSAGES.essayAlreadySaved, 'ESSAY_ALREADY_SAVED');
    const outcome = await completeItemForLearner(tx, { userId: opts.userId, itemId: item.id, courseId: item.courseId, now: opts.now });
    return { item_id: item.id, is_complete: 1, course_progress: outcome.courseProgress, certificate_code: outcome.certificateCode };
  });
}
