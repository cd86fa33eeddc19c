import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Files in storage that no row may reference yet, or any more (no orphaned file,
 * decision 188): written (committed) before an upload is stored, removed in the transaction
 * that saves the row naming the file; written in that same transaction for the file it replaces,
 * removed once that file is deleted. A row left here is a crash between the two steps: the
 * clean-up (platform/upload-intents.ts) deletes its file when no row references it.
 */
export const uploadIntents = pgTable(
  'upload_intents',
  {
    /** The storage key. */
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('upload_intents_created_idx').on(t.createdAt)],
);
