import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL `integer`: the course's participants, '{n} Peserta' (decision 245): learners holding an
 * enrolment in it whose account was not erased. A full refund and an admin's revocation end the
 * enrolment (the row is deleted), so they no longer count; staff previewing never had one. One
 * look-up on `enrolments_course_idx`. `courseIdColumn` is the qualified column of the course id
 * in scope (Drizzle renders a bare column inside a sub-select, so it is written by hand).
 */
export function participantCountSql(courseIdColumn: '"courses"."id"' | SQL): SQL<number> {
  const column = typeof courseIdColumn === 'string' ? sql.raw(courseIdColumn) : courseIdColumn;
  return sql<number>`(select count(*)::int from enrolments e join users u on u.id = e.user_id where e.course_id = ${column} and u.erased_at is null)`;
}
