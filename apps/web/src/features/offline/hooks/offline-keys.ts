import { useSession } from '@/lib/session';

/** Query keys of the device's offline data (not the server's). Kept free of IndexedDB code: the landing imports it. */
export const offlineKeys = {
  all: ['offline'] as const,
  readings: (owner: string) => ['offline', 'readings', owner.toLowerCase()] as const,
  queue: (owner: string) => ['offline', 'queue', owner.toLowerCase()] as const,
};

/** The session's e-mail when logged in (the key of its offline data), else null. */
export function useOfflineOwner(): string | null {
  const { isAuthenticated, user } = useSession();
  return isAuthenticated && user.email ? user.email : null;
}
