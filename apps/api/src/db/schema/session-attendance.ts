import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { cohortSessions } from './cohort-sessions.ts';
import { ts } from './columns.ts';

/**
 * present / late (first joined after the start + the grace of decision 288) / absent / excused
 * (a mentor excused it, or the learner made it up with the recording where the course allows).
 */
export const attendanceStatusEnum = pgEnum('attendance_status', ['present', 'late', 'absent', 'excused']);
/** What set the row last: the learner's join, a mentor's hand, the meeting tool's report, the watched recording. */
export const attendanceSourceEnum = pgEnum('attendance_source', ['join', 'manual', 'import', 'recording']);

/**
 * A learner's attendance of one live session (decision 288). No row = nobody recorded anything:
 * the mentor's sheet shows the learner as absent once the session has ended. `first_joined_at` is
 * kept from the first join (a second join never moves it); a mentor's correction or an import
 * overwrites `status` and `source`.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => cohortSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: attendanceStatusEnum('status').notNull(),
    firstJoinedAt: ts('first_joined_at'),
    leftAt: ts('left_at'),
    source: attendanceSourceEnum('source').notNull(),
    /** The mentor or admin who set it by hand or by import; null for the learner's own join. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('session_attendance_user_idx').on(t.userId),
    check('session_attendance_left_after_join', sql`${t.leftAt} is null or ${t.firstJoinedAt} is null or ${t.leftAt} >= ${t.firstJoinedAt}`),
  ],
);
