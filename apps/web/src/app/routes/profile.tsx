import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** The notifications' channel settings: a chunk (and text namespaces) of their own, fetched when the tab opens. */
const ChannelSettings = lazy(() => import('@/features/notifications/components/channel-settings'));

/** /programmu/profile (spec 2.25), with the 'Notifikasi' tab of the notifications feature (decision 279). */
export function Component() {
  return (
    <ProfilePage
      notifications={
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ChannelSettings />
        </Suspense>
      }
    />
  );
}
