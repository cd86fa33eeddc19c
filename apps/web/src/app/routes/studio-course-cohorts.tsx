import { StaffCohorts } from '@/features/cohorts/components/staff-cohorts';
import { useCourseOutlet } from '@/features/studio/components/course-shell';

/** /studio/courses/:id/angkatan (tab 'Angkatan', decision 285): the course's cohorts and their sessions, for its authors and admins. */
export function Component() {
  const { course } = useCourseOutlet();
  return <StaffCohorts courseId={course.id} />;
}
