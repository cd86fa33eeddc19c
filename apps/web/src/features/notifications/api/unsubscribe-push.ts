import { PushSubscriptionAnswerSchema } from '@kelas/contracts/notification-channels';
import { api } from '@/lib/api-client';

/** DELETE /api/notifications/push-subscriptions `{ endpoint }` → { data: { devices }, message } (decision 279): this browser stops receiving them. */
export async function unsubscribePush(endpoint: string) {
  return PushSubscriptionAnswerSchema.parse(await api.delete<unknown>('/notifications/push-subscriptions', {}, { endpoint }));
}
