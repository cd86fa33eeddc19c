import { ProfilePage } from '@/features/profile/components/profile-page';

/** /programmu/profile (spec 2.25). */
export function Component() {
  return <ProfilePage />;
}
