/**
 * A process-wide signal "a course's public data changed" (decision 121), for writes deep inside a
 * service that has only a transaction handle, e.g. `createEnrolment` bumping the participant count
 * ('{n} Peserta'). Every public cache of the process listens (`createPublicCache`) and drops the
 * course's bodies, and its lists. Routes that hold the app call `app.publicCache.invalidateCourse`
 * instead; both reach the other processes through the cache's bus.
 */
export type CourseRef = { courseId: number } | { slug: string };

type Listener = (ref: CourseRef) => void;
const listeners = new Set<Listener>();

/** Announces a change of a course's public data (catalogue card, detail). Never throws. */
export function announceCourseChange(ref: CourseRef): void {
  for (const l of listeners) {
    try {
      l(ref);
    } catch {
      // a listener's failure must not fail the write; the entry expires with its TTL
    }
  }
}

/** Subscribes to course changes; returns the unsubscribe function. */
export function onCourseChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
