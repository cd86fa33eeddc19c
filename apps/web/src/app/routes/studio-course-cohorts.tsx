import { StaffCohorts } from '@/features/cohorts/components/staff-cohorts';
import { useCourseOutlet } from '@/features/studio/components/course-shell';

/** /studio/courses/:id/angkatan (tab 'Angkatan', decision 285): the course's cohorts and their sessions, for its authors and admins. */
export function Component() {
  const { course } = useCourseOutlet();
  // The webinar items a session may serve (its learners' player shows that session there).
  const webinars = course.chapters.flatMap((c) => c.items).filter((i) => i.item_type === 'webinar').map((i) => ({ id: i.id, title: i.title }));
  return <StaffCohorts courseId={course.id} webinars={webinars} />;
}
