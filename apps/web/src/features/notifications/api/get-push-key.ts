import { PushKeyAnswerSchema } from '@kelas/contracts/notification-channels';
import { api } from '@/lib/api-client';

/** GET /api/notifications/push-key → { data: { public_key } }: the server's VAPID public key, base64url (decision 279). */
export async function getPushKey(): Promise<string> {
  return PushKeyAnswerSchema.parse(await api.get<unknown>('/notifications/push-key')).data.public_key;
}
