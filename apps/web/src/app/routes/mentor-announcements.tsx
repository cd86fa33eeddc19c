import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';
import { ForbiddenState } from '@/features/mentor/components/forbidden-state';
import { useSession, userHasRole } from '@/lib/session';
import { MentorAreaNav } from './mentor-area-nav';

/** /mentor/pengumuman: announcements to every learner of a course the mentor teaches (decision 291). */
export function Component() {
  const { user } = useSession();
  if (user.role && !userHasRole(user, 'mentor', 'admin')) return <ForbiddenState />;
  return (
    <>
      <MentorAreaNav />
      <section className="mx-auto max-w-5xl px-4 py-6">
        <AnnouncementsPage />
      </section>
    </>
  );
}
