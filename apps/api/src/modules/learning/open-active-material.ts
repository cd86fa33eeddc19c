import { LEARNING_MESSAGES, type ActiveMaterial } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildActiveDetail } from './active-detail.ts';
import { completionRuleOf, passMarkOf } from './completion-rules.ts';
import { assertItemOpen } from './policy.ts';
import { presentActiveMaterial } from './presenters.ts';
import type { ChapterItemRow, LearnerItem } from './queries.ts';

/**
 * The active material of an item the learner may open (spec 3 "Active material", 7): its typed
 * detail, its completion rule and pass mark (decision 240). Records nothing.
 * `verifyAttendance` is the job-training programme's gate, skipped for staff previewing.
 * Errors: 409 ITEM_LOCKED in a sequential course before the items ahead are complete (decision
 * 241); the gate's own.
 */
export async function openActiveMaterial(
  db: DbOrTx,
  opts: { found: LearnerItem; userId: number; now: Date; verifyAttendance?: ((itemId: number) => Promise<void>) | null },
): Promise<ActiveMaterial> {
  const { found } = opts;
  await assertItemOpen(db, opts.userId, found, opts.now);
  if (opts.verifyAttendance && !found.preview) await opts.verifyAttendance(found.item.id);
  const detail = await buildActiveDetail(db, found.item, opts.userId, opts.now);
  const rule = completionRuleOf({
    itemType: found.item.itemType,
    detail: found.item.detail,
    quizRule: found.quiz?.completionRule ?? null,
    sequential: found.sequential,
    servedBySession: found.servedBySession,
  });
  const passMark = passMarkOf(rule, { detail: found.item.detail, quizTargetScore: found.quiz?.targetScore ?? null });
  return presentActiveMaterial(found.item, found.complete, { rule, passMark }, detail);
}

/**
 * The item the player opens first in a course (spec 4 "Course navigation"; the web's
 * `learningReducer` on 'activityLoaded' makes the same choice): `preferred` (the URL's ?item=)
 * when the course has it, else the first item of the first chapter. 404 when the course has no item.
 */
export function chooseCurrentItem(rows: readonly ChapterItemRow[], preferred: number | null): number {
  const ids = rows.flatMap((r) => (r.itemId === null ? [] : [r.itemId]));
  const chosen = preferred !== null && ids.includes(preferred) ? preferred : ids[0];
  if (chosen === undefined) throw notFound(LEARNING_MESSAGES.itemNotFound);
  return chosen;
}
