import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { ApiError } from '@/lib/api-client';

/** True for the 409 of a save made against an older version (another tab or person saved first). */
export const isStale = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409 && (err.code === 'STALE_VERSION' || err.message === STUDIO_MESSAGES.staleVersion);

/** True for the 409 of a delete that needs `?confirm=true` (learners completed the item). */
export const isConfirmRequired = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 409 && err.code === 'CONFIRM_REQUIRED';

/** `completed_count` of a CONFIRM_REQUIRED answer. */
export const completedCountOf = (err: ApiError): number => {
  const body = err.body as { completed_count?: unknown } | undefined;
  return typeof body?.completed_count === 'number' ? body.completed_count : 0;
};

/** The message to show for any failed call: the server's (in the request's language), else `fallback` (`studio:common.error`). */
export const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);
