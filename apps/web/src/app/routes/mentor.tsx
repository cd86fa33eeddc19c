import { ForbiddenState } from '@/features/mentor/components/forbidden-state';
import { MentorConsole } from '@/features/mentor/components/mentor-console';
import { useSession, userHasRole } from '@/lib/session';
import { MentorAreaNav } from './mentor-area-nav';

/**
 * /mentor: the mentor grading console, behind the login guard. A signed-in user whose
 * role is neither mentor nor admin sees a 403 state; when the stored user has no role yet, the
 * API's 403 decides.
 */
export function Component() {
  const { user } = useSession();
  if (user.role && !userHasRole(user, 'mentor', 'admin')) return <ForbiddenState />;
  return (
    <>
      <MentorAreaNav />
      <MentorConsole />
    </>
  );
}
