import { BatchConsole } from '@/features/vouchers/components/batch-console';
import { useCourseOptions } from '@/features/learners/api/get-course-options';

/** /admin/vouchers: voucher batches in the console; the course list comes from the learners feature. */
export function Component() {
  const courses = useCourseOptions();
  return <BatchConsole courses={courses.data ?? []} />;
}
