import { CourseInfoForm } from '@/features/studio/components/course-info-form';
import { useCourseOutlet } from '@/features/studio/components/course-shell';
import { CoursePageForm } from '@/features/studio/components/course-page-form';
import { CourseStaffPanel } from '@/features/studio/components/course-staff-panel';
import { useSession, userHasRole } from '@/lib/session';

/** /studio/courses/:id (tab 'Informasi'): every field of the course, its page's own texts (decision 262); mentors and authors for admins. */
export function Component() {
  const { course, refetch } = useCourseOutlet();
  const { user } = useSession();
  return (
    <>
      <CourseInfoForm course={course} onReload={refetch} />
      <CoursePageForm key={`page-${course.id}`} course={course} />
      {userHasRole(user, 'admin') && <CourseStaffPanel key={course.mentors.map((m) => m.id).join() + '|' + course.authors.map((a) => a.id).join()} course={course} />}
    </>
  );
}
