import { randomUUID } from 'node:crypto';
import { ASSIGNMENT_MESSAGES, sanitizeTaskFileName } from '@kelas/contracts/assignments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { discardUpload, recordUploadIntent, settleUploadIntent } from '../../platform/upload-intents.ts';
import { practicePassMarkOf, practiceRuleOf } from '../learning/completion-rules.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import type { EnrolledItem } from '../learning/policy.ts';
import { findSubmission, isItemComplete, lockEnrolment, saveSubmission, type SubmissionRow } from './queries.ts';

/** Storage key of a submitted PDF: generated, never derived from the client's file name. */
export const assignmentFileKey = (userId: number) => `private/assignments/${userId}/${randomUUID()}.pdf`;

/**
 * Whether a submission's grade may still be improved by a new file: under the `graded` rule a
 * grade below the item's pass mark leaves the assignment incomplete, so the learner may send it
 * again (decision 240); any other graded submission stands.
 */
export function canResubmitAfterGrade(item: Pick<EnrolledItem, 'detail'>, submission: Pick<SubmissionRow, 'status' | 'score'>): boolean {
  if (submission.status !== 'graded') return true;
  return practiceRuleOf(item.detail) === 'graded' && (submission.score ?? 0) < practicePassMarkOf(item.detail);
}

/**
 * Stores a learner's PDF for a practice item and records it (spec 2.24, 4, 7):
 * - a graded submission cannot be replaced → 409 'Tugas sudah dinilai mentor dan tidak dapat diganti.',
 *   unless its grade is below the pass mark of a `graded` item (`canResubmitAfterGrade`);
 * - the file goes to `private/assignments/{userId}/{uuid}.pdf` through the storage driver;
 * - one transaction writes the submission (status 'submitted', score and feedback cleared) and,
 *   when the item's rule is `submitted` (decision 240), marks the item complete (is_complete = 1);
 *   under `graded` the mentor's grade completes it;
 * - if that transaction fails the new file is deleted; once it commits, a replaced file is deleted.
 * - the file is announced before it is stored (platform/upload-intents.ts, decision 188), so that a
 *   process killed between the store and the commit leaves nothing the clean-up cannot find.
 * - the store down → 503 STORAGE_UNAVAILABLE, nothing written.
 * The caller has checked the file (PDF, ≤ 2 MB), enrolment and that the item is a practice item.
 */
export async function submitAssignment(
  deps: { db: Db; storage: StorageDriver; log: FastifyBaseLogger },
  opts: { userId: number; item: EnrolledItem; file: Buffer; clientName: string; now: Date },
): Promise<{ row: SubmissionRow; complete: boolean }> {
  const { db, storage, log } = deps;
  const existing = await findSubmission(db, opts.item.id, opts.userId);
  if (existing && !canResubmitAfterGrade(opts.item, existing)) throw conflict(ASSIGNMENT_MESSAGES.alreadyGraded, 'ALREADY_GRADED');
  const completesOnUpload = practiceRuleOf(opts.item.detail) === 'submitted';

  const key = assignmentFileKey(opts.userId);
  await recordUploadIntent(db, key);
  let size: number;
  try {
    size = await storage.put(key, opts.file);
  } catch (err) {
    await discardUpload(deps, key);
    throw err;
  }
  let saved: { row: SubmissionRow; oldKey: string | null; complete: boolean };
  try {
    saved = await db.transaction(async (tx) => {
      await lockEnrolment(tx, opts.userId, opts.item.courseId);
      const before = await findSubmission(tx, opts.item.id, opts.userId);
      if (before && !canResubmitAfterGrade(opts.item, before)) throw conflict(ASSIGNMENT_MESSAGES.alreadyGraded, 'ALREADY_GRADED');
      const row = await saveSubmission(tx, {
        itemId: opts.item.id,
        userId: opts.userId,
        fileKey: key,
        fileName: sanitizeTaskFileName(opts.clientName),
        fileSize: size,
        submittedAt: opts.now,
        replaceGraded: before?.status === 'graded',
      });
      if (completesOnUpload) await markItemComplete(tx, { userId: opts.userId, itemId: opts.item.id, courseId: opts.item.courseId, now: opts.now });
      await settleUploadIntent(tx, key);
      const oldKey = before?.fileKey && before.fileKey !== key ? before.fileKey : null;
      if (oldKey) await recordUploadIntent(tx, oldKey);
      return { row, oldKey, complete: completesOnUpload || (await isItemComplete(tx, opts.userId, opts.item.id)) };
    });
  } catch (err) {
    await discardUpload({ db, storage, log }, key);
    throw err;
  }
  if (saved.oldKey) await discardUpload({ db, storage, log }, saved.oldKey);
  return { row: saved.row, complete: saved.complete };
}
