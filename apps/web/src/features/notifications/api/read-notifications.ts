import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReadNotificationsResponseSchema, type ReadNotificationsBody } from '@kelas/contracts/notifications';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

/**
 * POST /api/notifications/read `{ ids? }` → { data: { unread } } (decision 274): marks the user's
 * notifications of `ids` read, or all of them without `ids`; answers how many stay unread.
 */
export async function readNotifications(body: ReadNotificationsBody): Promise<number> {
  return ReadNotificationsResponseSchema.parse(await api.post<unknown>('/notifications/read', body)).data.unread;
}

/** Marks read, then sets the bell's count and fetches the open list again. */
export function useReadNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (unread) => {
      client.setQueryData([...NOTIFICATIONS_KEY, 'unread'], unread);
      void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
    },
  });
}
