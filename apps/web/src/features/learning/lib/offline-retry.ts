import { ApiError } from '@/lib/api-client';
import { isOnline } from '@/lib/network/online';

/** The app's retry rule (2 retries of network and 5xx failures), but none while the browser is offline. */
export function offlineRetry(failureCount: number, error: unknown): boolean {
  if (!isOnline()) return false;
  return !(error instanceof ApiError && error.status < 500) && failureCount < 2;
}
