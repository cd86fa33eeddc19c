import type { FastifyInstance } from 'fastify';

/**
 * Called after every committed studio write that can change what public calls show for a course
 * (course fields, status, packages, chapters, items, quizzes, staff): drops the course's cached
 * public bodies (detail, every list, its certificates) in this process and, over the cache's bus,
 * in the others, so that a published change reaches the catalogue within 1 s.
 */
export function afterCourseWrite(app: FastifyInstance, courseId: number): void {
  app.publicCache.invalidateCourse(courseId);
}
