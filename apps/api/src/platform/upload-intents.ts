import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { assignmentSubmissions, uploadIntents } from '../db/schema/index.ts';
import type { StorageDriver } from './storage.ts';

/**
 * No orphaned file (decision 188). A file and the row that names it cannot be written
 * in one transaction: the file goes to storage (S3) first, the row is committed after. A process
 * killed in between left a file nobody references. So every upload is announced first:
 *
 * 1. `recordUploadIntent(db, key)` — committed before the file is stored;
 * 2. the transaction that saves the row naming `key` calls `settleUploadIntent(tx, key)`, and
 *    `recordUploadIntent(tx, oldKey)` for a file it stops referencing;
 * 3. after the commit `discardUpload(…, oldKey)` deletes the replaced file and its intent (also
 *    used for a new file whose transaction failed).
 *
 * What a crash leaves behind is an intent; `removeAbandonedUploads` deletes the files of intents
 * older than an upload can take that no row references. Today the assignment PDFs use it
 * (`assignment_submissions.file_key` is the referencing column).
 */

/** Announces that `key` is about to be stored, or (inside a transaction) is no longer referenced. Idempotent. */
export async function recordUploadIntent(db: DbOrTx, key: string): Promise<void> {
  await db.insert(uploadIntents).values({ key }).onConflictDoNothing();
}

/** Inside the transaction that saves the row naming `key`: the file is referenced now. */
export async function settleUploadIntent(tx: DbOrTx, key: string): Promise<void> {
  await tx.delete(uploadIntents).where(eq(uploadIntents.key, key));
}

/**
 * Deletes a file no row references (a replaced file, or a new one whose row was not saved), then its
 * intent. A failure is logged and left to `removeAbandonedUploads`; it never fails the request.
 */
export async function discardUpload(deps: { db: DbOrTx; storage: StorageDriver; log: FastifyBaseLogger }, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
    await deps.db.delete(uploadIntents).where(eq(uploadIntents.key, key));
  } catch (err) {
    deps.log.warn({ err, key }, 'file left for the upload clean-up');
  }
}

/** How old an intent must be before the clean-up at start treats it as abandoned: 15 minutes (an upload takes seconds). */
export const ABANDONED_UPLOAD_AGE_MS = 15 * 60 * 1000;

/**
 * The clean-up: for every intent created before `olderThan`, deletes its file when no row
 * references it, then the intent. Safe while other processes upload (younger intents are left
 * alone) and when several processes run it at once (deletes are idempotent). Returns how many
 * files were deleted. A storage failure stops the run (thrown); the intents stay for the next.
 */
export async function removeAbandonedUploads(deps: { db: DbOrTx; storage: StorageDriver }, opts: { olderThan: Date }): Promise<number> {
  const referenced = sql`exists (select 1 from ${assignmentSubmissions} s where s.file_key = ${uploadIntents.key})`;
  // Intents of files that a row does reference (the process died after its commit): nothing to delete.
  await deps.db.delete(uploadIntents).where(and(lt(uploadIntents.createdAt, opts.olderThan), referenced));
  const orphans = await deps.db
    .select({ key: uploadIntents.key })
    .from(uploadIntents)
    .where(and(lt(uploadIntents.createdAt, opts.olderThan), sql`not ${referenced}`));
  for (const { key } of orphans) {
    await deps.storage.delete(key);
    await deps.db.delete(uploadIntents).where(eq(uploadIntents.key, key));
  }
  return orphans.length;
}
