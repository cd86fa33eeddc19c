import { completesByOwnAction, watchedToEnd, type CompletionResult } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { completionRequiredMessage, completionRuleOf, passMarkOf } from './completion-rules.ts';
import { completeItemForLearner } from './mark-item-complete.ts';
import { assertItemOpen, refusePreview } from './policy.ts';
import type { LearnerItem } from './queries.ts';

/** A video's length in whole seconds as its author set it, or null. */
function videoDurationOf(detail: Record<string, unknown>): number | null {
  const d = detail.duration_seconds;
  return typeof d === 'number' && Number.isInteger(d) && d > 0 ? d : null;
}

/**
 * The learner's complete call (spec 4 "Next", 7: POST /api/course/items/{item_id}/complete;
 * decisions 240, 241). Completes the item when its rule is the learner's own action (reading,
 * text, survey, webinar, a video of a free-order course), or when a video under `watched` was
 * watched to its end (`watchedSeconds` against the length its author set). Idempotent: an item
 * complete already answers its state. Errors, nothing written: 409 PREVIEW (staff previewing),
 * 409 ITEM_LOCKED (an earlier item of a sequential course is incomplete), 409 COMPLETION_RULE with
 * what completes the item (a quiz, an assignment, a journal, a video not watched to its end).
 * Completing the last item issues the certificate (same transaction).
 */
export async function completeItem(
  db: Db,
  opts: { found: LearnerItem; userId: number; watchedSeconds?: number | undefined; now: Date },
): Promise<CompletionResult> {
  const { found } = opts;
  const { item } = found;
  refusePreview(found);
  await assertItemOpen(db, opts.userId, found, opts.now);
  if (!found.complete) {
    const rule = completionRuleOf({ itemType: item.itemType, detail: item.detail, quizRule: found.quiz?.completionRule ?? null, sequential: found.sequential, servedBySession: found.servedBySession });
    const passMark = passMarkOf(rule, { detail: item.detail, quizTargetScore: found.quiz?.targetScore ?? null });
    if (rule === 'watched') {
      const duration = videoDurationOf(item.detail);
      if (duration === null || opts.watchedSeconds === undefined || !watchedToEnd(opts.watchedSeconds, duration)) {
        throw conflict(completionRequiredMessage(rule, passMark), 'COMPLETION_RULE');
      }
    } else if (!completesByOwnAction(rule)) {
      // A webinar served by a session of the learner's cohort among them: it completes on attendance (decision 288).
      throw conflict(completionRequiredMessage(rule, passMark), 'COMPLETION_RULE');
    }
  }
  const outcome = await completeItemForLearner(db, { userId: opts.userId, itemId: item.id, courseId: item.courseId, now: opts.now });
  return { item_id: item.id, is_complete: 1, course_progress: outcome.courseProgress, certificate_code: outcome.certificateCode };
}
