import { ApiError, isAbort } from '@/lib/api-client';

/**
 * Retry rule of the catalogue queries: only failures that may pass on their own (network errors,
 * 5xx), at most twice. A 4xx or a body that does not match the contract fails at once, so the
 * page shows its not-found state or the error fallback without waiting.
 */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || isAbort(error)) return false;
  if (error instanceof ApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}
