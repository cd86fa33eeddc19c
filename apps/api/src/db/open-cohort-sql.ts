import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL `boolean`: whether the course in scope has a cohort open for enrolment now (decision 285):
 * not closed, its enrolment deadline ahead of the database's clock. A full cohort still counts
 * (its page says so and offers the others). Decides whether a free class is 'Coming Soon'
 * (decision 255). `courseIdColumn` as in `participantCountSql`.
 */
export function openCohortSql(courseIdColumn: '"courses"."id"' | SQL): SQL<boolean> {
  const column = typeof courseIdColumn === 'string' ? sql.raw(courseIdColumn) : courseIdColumn;
  return sql<boolean>`exists (select 1 from cohorts ch where ch.course_id = ${column} and ch.closed_at is null and ch.enrolment_deadline > now())`;
}
