import { LEARNING_MESSAGES, type CompletionResult } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError } from '../../lib/app-error.ts';
import { completeItemForLearner } from './mark-item-complete.ts';
import type { LearnerItem } from './queries.ts';
import { insertEssayAnswers } from './queries.ts';

/**
 * Saves the learner's one attempt at a reflective journal (spec 2.22 essay, 9: 1 attempt) and
 * completes the item, in one transaction. 422 NOT_ESSAY (on item_id) when the item is not an essay; 409
 * ESSAY_ALREADY_SAVED on a second save (nothing changes).
 */
export async function saveEssayAnswers(
  db: Db,
  opts: { found: LearnerItem; userId: number; answers: string[]; now: Date },
): Promise<CompletionResult> {
  const { item } = opts.found;
  if (item.itemType !== 'essay') throw fieldError('item_id', LEARNING_MESSAGES.notEssay, 'NOT_ESSAY');
  return db.transaction(async (tx) => {
    const saved = await insertEssayAnswers(tx, { userId: opts.userId, itemId: item.id, answers: opts.answers, now: opts.now });
    if (!saved) throw conflict(LEARNING_MESSAGES.essayAlreadySaved, 'ESSAY_ALREADY_SAVED');
    const outcome = await completeItemForLearner(tx, { userId: opts.userId, itemId: item.id, courseId: item.courseId, now: opts.now });
    return { item_id: item.id, is_complete: 1, course_progress: outcome.courseProgress, certificate_code: outcome.certificateCode };
  });
}
