import { CourseListPage } from '@/features/studio/components/course-list-page';
import { useSession, userHasRole } from '@/lib/session';

/** /studio: the course list; 'Buat Kelas' for admins. */
export function Component() {
  const { user } = useSession();
  return <CourseListPage canCreate={userHasRole(user, 'admin')} />;
}
