import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, courseMentors, courses, enrolments, itemProgress, items, mentors } from '../../db/schema/index.ts';

/** All SQL of the programs feature. */

/** `term` as a LIKE pattern matching it anywhere, with the wildcards % and _ (and \) taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type EnrolledCourseRow = {
  id: number;
  title: string;
  thumbnail: string | null;
  slug: string;
  groupWhatsapp: string;
  totalItems: number;
  completedItems: number;
  certificateCode: string | null;
  /** Mentor names in the course's mentor order. */
  mentorNames: string[];
  /** The next session of the learner's cohort, not over and not cancelled (decision 285); times as the database wrote them. */
  nextSession: { title: string; starts_at: string; ends_at: string } | null;
};

/**
 * The learner's enrolled courses, newest enrolment first, with item counts, the live
 * certificate's code and the mentor names, in ONE query (correlated sub-selects, no N+1). `search` filters the title,
 * case-insensitively, as a literal substring.
 */
export async function listEnrolledCourses(db: DbOrTx, userId: number, search?: string): Promise<EnrolledCourseRow[]> {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      thumbnail: courses.thumbnail,
      slug: courses.slug,
      groupWhatsapp: courses.groupWhatsapp,
      totalItems: sql<number>`(select count(*)::int from ${items} where ${items.courseId} = ${courses.id})`,
      completedItems: sql<number>`(select count(*)::int from ${itemProgress} where ${itemProgress.courseId} = ${courses.id} and ${itemProgress.userId} = ${userId})`,
      certificateCode: sql<string | null>`(select ${certificates.code} from ${certificates} where ${certificates.courseId} = ${courses.id} and ${certificates.userId} = ${userId} and ${certificates.status} = 'valid' order by ${certificates.issuedAt} desc limit 1)`,
      mentorNames: sql<string[]>`coalesce((select json_agg(${mentors.name} order by ${courseMentors.position}, ${mentors.id}) from ${courseMentors} inner join ${mentors} on ${mentors.id} = ${courseMentors.mentorId} where ${courseMentors.courseId} = ${courses.id}), '[]'::json)`,
      nextSession: sql<EnrolledCourseRow['nextSession']>`(select json_build_object('title', s.title, 'starts_at', s.starts_at, 'ends_at', s.ends_at) from cohort_sessions s
        where s.cohort_id = "enrolments"."cohort_id" and s.cancelled_at is null and s.ends_at > now() order by s.starts_at, s.id limit 1)`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    // Enrolled learners keep archived courses; drafts never show.
    .where(and(eq(enrolments.userId, userId), ne(courses.status, 'draft'), search ? ilike(courses.title, containsPattern(search)) : undefined))
    .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id));
}
