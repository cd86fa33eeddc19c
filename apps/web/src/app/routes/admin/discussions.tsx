import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ModerationQueue } from '@/features/questions/components/moderation-queue';

/** /admin/diskusi: reported questions and answers; hide, restore, ban from posting (decision 277). */
export function Component() {
  return (
    <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
      <ModerationQueue />
    </Suspense>
  );
}
