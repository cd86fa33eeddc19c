import { lazy, Suspense } from 'react';
import { OfflineBanner } from '@/features/offline/components/offline-banner';
import { useOfflineOwner } from '@/features/offline/hooks/offline-keys';
import { UpdatePrompt } from '@/features/offline/components/update-prompt';

/** The sender of queued completions (IndexedDB, learning contracts): loaded only for a logged-in account. */
const CompletionSync = lazy(() => import('@/features/offline/components/completion-sync').then((m) => ({ default: m.CompletionSync })));

/**
 * The installable app's parts that live beside the router: service worker
 * registration with the update prompt, the offline notice and the sender of queued completions.
 * main.tsx loads this chunk once the page has loaded, a second after the first render, when the
 * browser is idle, off the first page's critical path (decisions 014, 200, 146).
 */
export default function Pwa() {
  const owner = useOfflineOwner();
  return (
    <>
      <UpdatePrompt />
      <OfflineBanner />
      {owner && (
        <Suspense fallback={null}>
          <CompletionSync />
        </Suspense>
      )}
    </>
  );
}
