import { PushSubscriptionAnswerSchema, type PushSubscriptionBody } from '@kelas/contracts/notification-channels';
import { api } from '@/lib/api-client';

/**
 * POST /api/notifications/push-subscriptions, the browser's `PushSubscription.toJSON()` → { data: {
 * devices }, message } (decision 279): this browser receives the learner's notifications; 422 when
 * the subscription is malformed or its push service is not one the server sends to.
 */
export async function subscribePush(body: PushSubscriptionBody) {
  return PushSubscriptionAnswerSchema.parse(await api.post<unknown>('/notifications/push-subscriptions', body));
}
