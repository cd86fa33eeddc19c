import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PER_PAGE, NOTIFICATION_POLL_MS, NotificationListSchema, type NotificationList } from '@kelas/contracts/notifications';
import { api } from '@/lib/api-client';

/**
 * GET /api/notifications?page=&per_page= → { data: Notification[], meta: { total, page, per_page,
 * unread } } (decision 274): the signed-in user's notifications, newest first, title and body in the
 * page's language. Rejects with ApiError 401 when the session is gone.
 */
export async function getNotifications(p: { page: number; perPage?: number }, signal?: AbortSignal): Promise<NotificationList> {
  const q = new URLSearchParams({ page: String(p.page), per_page: String(p.perPage ?? NOTIFICATION_PER_PAGE) });
  return NotificationListSchema.parse(await api.get<unknown>(`/notifications?${q}`, { signal }));
}

/** Every notifications query starts with this key (a read invalidates them all). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** One page of /notifikasi. */
export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'list', page], queryFn: ({ signal }) => getNotifications({ page }, signal), placeholderData: keepPreviousData });

export const useNotifications = (page: number) => useQuery(notificationsQuery(page));

/** The bell's count: the smallest page, asked again every minute and when the window regains focus. */
export const unreadCountQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'unread'],
  queryFn: async ({ signal }) => (await getNotifications({ page: 1, perPage: 1 }, signal)).meta.unread,
  refetchInterval: NOTIFICATION_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
});

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery, enabled });
