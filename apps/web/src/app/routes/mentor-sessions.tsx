import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ForbiddenState } from '@/features/mentor/components/forbidden-state';
import { AttendanceSheetPage } from '@/features/sessions/components/attendance-sheet';
import { useSession, userHasRole } from '@/lib/session';
import { MentorAreaNav } from './mentor-area-nav';

/** /mentor/sesi: the attendance sheets of the mentor's live sessions (decision 288), next to grading. */
export function Component() {
  const { user } = useSession();
  if (user.role && !userHasRole(user, 'mentor', 'admin')) return <ForbiddenState />;
  return (
    <>
      <MentorAreaNav />
      <section className="mx-auto max-w-5xl px-4 py-6">
        <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
          <AttendanceSheetPage />
        </Suspense>
      </section>
    </>
  );
}
