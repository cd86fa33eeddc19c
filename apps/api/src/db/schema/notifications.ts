import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, ts } from './columns.ts';

/**
 * A user's in-app notification of one event (decision 274): the event's `type` and its parameters,
 * rendered into a title and a body in the reader's language when read, never stored as sentences.
 * `event_key` names the event ('payment.pending:42'); the unique (user_id, event_key) makes a job or
 * request that runs twice notify once. `read_at` is null while unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** A path of the SPA the notification opens ('/payments?order=12'), or null. */
    link: text('link'),
    eventKey: text('event_key').notNull(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_user_event_key').on(t.userId, t.eventKey),
    // The list, newest first, of one user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The bell's count.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
