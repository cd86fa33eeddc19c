import { useQuery } from '@tanstack/react-query';
import { offlineKeys, useOfflineOwner } from './offline-keys';

/**
 * How many completions wait to be sent. The queue code (IndexedDB, the learning contracts) is
 * imported only for a logged-in account, so the landing of a guest never loads it (decision 014).
 */
export function usePendingCompletions() {
  const owner = useOfflineOwner();
  return useQuery({
    queryKey: offlineKeys.queue(owner ?? ''),
    queryFn: async () => (await (await import('../lib/completion-queue')).pendingCompletions(owner!)).length,
    enabled: owner !== null,
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}
