import { ApiError } from '../api-client';
import { isOnline } from './online';

/**
 * Throws ApiError(0, message, 'OFFLINE') when the browser is offline, before a call that must not
 * start without the server (payments, orders, uploads, quizzes). Call sites show
 * an ApiError's message already, so the learner reads `message`. Mutations using it run with
 * `networkMode: 'always'` (TanStack Query would otherwise pause them silently until online).
 */
export function refuseOffline(message: string): void {
  if (!isOnline()) throw new ApiError(0, message, 'OFFLINE');
}
