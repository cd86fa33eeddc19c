import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns.ts';

/**
 * E-mail that must not be lost (decision 098): written in the same transaction as what it
 * announces, delivered right after the commit, retried with back-off by a sweep while it fails.
 * `attempts` counts delivery tries; `next_attempt_at` is when the next try is due (a running
 * try leases the row by moving it forward); `sent_at` is set once delivered. `headers`: extra header
 * lines of the message (a notification's `List-Unsubscribe` and `List-Unsubscribe-Post`, decision 279).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
