import { randomUUID } from 'node:crypto';
import { ASSIGNMENT_MESSAGES, sanitizeTaskFileName } from '@kelas/contracts/assignments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { discardUpload, recordUploadIntent, settleUploadIntent } from '../../platform/upload-intents.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import type { EnrolledItem } from '../learning/policy.ts';
import { findSubmission, lockEnrolment, saveSubmission, type SubmissionRow } from './queries.ts';

/** Storage key of a submitted PDF: generated, never derived from the client's file name. */
export const assignmentFileKey = (userId: number) => `private/assignments/${userId}/${randomUUID()}.pdf`;

/**
 * Stores a learner's PDF for a practice item and records it (spec 2.24, 4, 7; issue 8):
 * - a graded submission cannot be replaced → 409 'Tugas sudah dinilai mentor dan tidak dapat diganti.'
 * - the file goes to `private/assignments/{userId}/{uuid}.pdf` through the storage driver;
 * - one transaction writes the submission (status 'submitted', score and feedback cleared) and
 *   marks the item complete (is_complete = 1);
 * - if that transaction fails the new file is deleted; once it commits, a replaced file is deleted.
 * - the file is announced before it is stored (platform/upload-intents.ts, decision 188), so that a
 *   process killed between the store and the commit leaves nothing the clean-up cannot find.
 * - the store down → 503 STORAGE_UNAVAILABLE, nothing written.
 * The caller has checked the file (PDF, ≤ 2 MB), enrolment and that the item is a practice item.
 */
export async function submitAssignment(
  deps: { db: Db; storage: StorageDriver; log: FastifyBaseLogger },
  opts: { userId: number; item: EnrolledItem; file: Buffer; clientName: string; now: Date },
): Promise<SubmissionRow> {
  const { db, storage, log } = deps;
  const existing = await findSubmission(db, opts.item.id, opts.userId);
  if (existing?.status === 'graded') throw conflict(ASSIGNMENT_MESSAGES.alreadyGraded, 'ALREADY_GRADED');

  const key = assignmentFileKey(opts.userId);
  await recordUploadIntent(db, key);
  let size: number;
  try {
    size = await storage.put(key, opts.file);
  } catch (err) {
    await discardUpload(deps, key);
    throw err;
  }
  let saved: { row: SubmissionRow; oldKey: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      await lockEnrolment(tx, opts.userId, opts.item.courseId);
      const before = await findSubmission(tx, opts.item.id, opts.userId);
      if (before?.status === 'graded') throw conflict(ASSIGNMENT_MESSAGES.alreadyGraded, 'ALREADY_GRADED');
      const row = await saveSubmission(tx, {
        itemId: opts.item.id,
        userId: opts.userId,
        fileKey: key,
        fileName: sanitizeTaskFileName(opts.clientName),
        fileSize: size,
        submittedAt: opts.now,
      });
      await markItemComplete(tx, {
        userId: opts.userId,
        itemId: opts.item.id,
        courseId: opts.item.courseId,
        now: opts.now,
      });
      await settleUploadIntent(tx, key);
      const oldKey = before?.fileKey && before.fileKey !== key ? before.fileKey : null;
      if (oldKey) await recordUploadIntent(tx, oldKey);
      return { row, oldKey };
    });
  } catch (err) {
    await discardUpload({ db, storage, log }, key);
    throw err;
  }
  if (saved.oldKey) await discardUpload({ db, storage, log }, saved.oldKey);
  return saved.row;
}
