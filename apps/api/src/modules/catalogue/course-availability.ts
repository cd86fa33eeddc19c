import { courseAvailability, coursePrice, type CourseAvailability, type CourseKind } from '@kelas/contracts/catalogue';

/**
 * Whether a free class has a cohort open for joining (decision 255). Cohorts do not exist yet, so
 * none has one and every free class is 'Coming Soon'; the cohort check goes here, and the
 * catalogue, the detail page and the checkout follow it.
 */
export function hasOpenCohort(_course: { id: number }): boolean {
  return false;
}

/**
 * Whether a course can be taken now (`courseAvailability`): its kind, whether any package has a
 * price (`coursePrice`), and an open cohort for a free class. `packages` in package order, each
 * with its prices in order (a list item's groups or a detail's packages).
 */
export function availabilityOf(course: { id: number; kind: CourseKind; packages: readonly { prices: readonly { price: number; discount: number }[] }[] }): CourseAvailability {
  return courseAvailability({ kind: course.kind, hasPrice: coursePrice(course.packages) !== null, openCohort: hasOpenCohort(course) });
}
