import { courseAvailability, coursePrice, type CourseAvailability, type CourseKind } from '@kelas/contracts/catalogue';

/**
 * Whether a course has a cohort open for joining (decisions 255, 285): `openCohort` as the query
 * read it (`openCohortSql`). A free class without one is 'Coming Soon'; the catalogue, the detail
 * page and the checkout follow it.
 */
export function hasOpenCohort(course: { openCohort: boolean }): boolean {
  return course.openCohort;
}

/**
 * Whether a course can be taken now (`courseAvailability`): its kind, whether any package has a
 * price (`coursePrice`), and an open cohort for a free class. `packages` in package order, each
 * with its prices in order (a list item's groups or a detail's packages).
 */
export function availabilityOf(course: { id: number; kind: CourseKind; openCohort: boolean; packages: readonly { prices: readonly { price: number; discount: number }[] }[] }): CourseAvailability {
  return courseAvailability({ kind: course.kind, hasPrice: coursePrice(course.packages) !== null, openCohort: hasOpenCohort(course) });
}
