import { sql, type SQL } from 'drizzle-orm';

/** Who opens a course in the player: the user's id and whether they hold the admin role. */
export type Viewer = { id: number; isAdmin: boolean };

/**
 * SQL `boolean`: the viewer may open the course without an enrolment, as a preview:
 * an admin, or an author assigned to the course. Used by the learning and quiz policies,
 * which also let these viewers see a draft; everyone else gets 404 for a draft.
 */
export function previewAccessSql(courseIdColumn: '"courses"."id"' | '"items"."course_id"', viewer: Viewer): SQL<boolean> {
  if (viewer.isAdmin) return sql<boolean>`true`;
  // Qualified by hand: inside a sub-select Drizzle renders a column without its table.
  return sql<boolean>`exists (select 1 from course_authors ca where ca.course_id = ${sql.raw(courseIdColumn)} and ca.user_id = ${viewer.id})`;
}
