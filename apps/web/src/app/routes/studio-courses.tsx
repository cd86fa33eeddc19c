import { CourseListPage } from '@/features/studio/components/course-list-page';

/** /studio: the course list; 'Buat Kelas' when the academy's course rights allow it (decision 265). */
export function Component() {
  return <CourseListPage />;
}
