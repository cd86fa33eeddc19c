import { sql, type SQL } from 'drizzle-orm';

/**
 * A course's rating from its reviews (decision 272), computed in the statement that reads the
 * course, never stored: nothing can drift from the reviews a page lists. Counted: reviews an admin
 * has not hidden, by learners whose account was not erased (the list shows the same ones). One
 * sub-select on the covering index `course_reviews_course_visible_idx` (course, learner, stars of
 * the visible reviews). `courseIdColumn` is the qualified column of the course id in scope
 * (Drizzle renders a bare column inside a sub-select, so it is written by hand).
 */
export type CourseRatingStats = {
  /** Average stars, rounded to one decimal (half away from zero); 0 when none. */
  rating: number;
  /** How many visible reviews it averages. */
  count: number;
};

/** SQL `json` `{ rating, count }` (`CourseRatingStats`) of the course in scope. */
export function courseRatingSql(courseIdColumn: '"courses"."id"' | SQL): SQL<CourseRatingStats> {
  const column = typeof courseIdColumn === 'string' ? sql.raw(courseIdColumn) : courseIdColumn;
  return sql<CourseRatingStats>`(select json_build_object('rating', coalesce(round(avg(r.rating), 1), 0), 'count', count(*)::int)
    from course_reviews r join users u on u.id = r.user_id
    where r.course_id = ${column} and r.hidden_at is null and u.erased_at is null)`;
}
