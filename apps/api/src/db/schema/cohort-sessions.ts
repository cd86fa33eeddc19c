import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts } from './cohorts.ts';
import { createdAt, id, ts } from './columns.ts';
import { items } from './learning.ts';

/**
 * A dated live session of a cohort. `item_id` is the webinar item it serves: that item, opened by a
 * learner of the cohort, shows this session. `sequence` is the job-training programme's session
 * number. A session is cancelled (`cancelled_at`), never deleted once dated, so calendars can
 * announce the cancellation.
 */
export const cohortSessions = pgTable(
  'cohort_sessions',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** An http(s) meeting link (Zoom, Google Meet, Jitsi or any URL). */
    meetingUrl: text('meeting_url').notNull(),
    sequence: integer('sequence'),
    cancelledAt: ts('cancelled_at'),
    recordingUrl: text('recording_url'),
    /** Storage key of an uploaded recording (as the studio keeps uploaded files: a path under /storage). */
    recordingUploadId: text('recording_upload_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cohort_sessions_cohort_idx').on(t.cohortId, t.startsAt),
    uniqueIndex('cohort_sessions_cohort_item_key').on(t.cohortId, t.itemId).where(sql`${t.itemId} is not null`),
    index('cohort_sessions_item_idx').on(t.itemId),
    check('cohort_sessions_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
