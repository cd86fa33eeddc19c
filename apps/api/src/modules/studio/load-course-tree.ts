import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { CourseTree } from './presenters.ts';
import { findCourse, listCourseAuthors, listCourseMentors, listCourseTools, listFormerSlugs } from './queries/courses.ts';
import { listChapters, listItemsOfCourse, listPackages, listPricesOf, orderCountsByPackage } from './queries/structure.ts';
import { countEnrolments, learnersByChapter, questionCountsByItem, readCourseRating } from './queries/tree.ts';

/** Everything the studio's course screen shows (GET /api/admin/courses/{id}); 404 unknown course. A few queries, read-only. */
export async function loadCourseTree(db: DbOrTx, courseId: number): Promise<CourseTree> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound(STUDIO_MESSAGES.courseNotFound);
  const [tools, mentors, authors, packages, chapters, items, enrolled, questionCounts, chapterLearners, formerSlugs, packageOrders, rating] = await Promise.all([
    listCourseTools(db, courseId),
    listCourseMentors(db, courseId),
    listCourseAuthors(db, courseId),
    listPackages(db, courseId),
    listChapters(db, courseId),
    listItemsOfCourse(db, courseId),
    countEnrolments(db, courseId),
    questionCountsByItem(db, courseId),
    learnersByChapter(db, courseId),
    listFormerSlugs(db, courseId),
    orderCountsByPackage(db, courseId),
    readCourseRating(db, courseId),
  ]);
  const prices = await listPricesOf(db, packages.map((p) => p.id));
  return { course, counts: { enrolments: enrolled }, rating, tools, mentors, authors, packages, prices, chapters, items, questionCounts, chapterLearners, formerSlugs, packageOrders };
}
