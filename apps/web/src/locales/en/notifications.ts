import type { Translation } from '@kelas/contracts/i18n';
import type notifications from '../id/notifications';

/** English twin of `../id/notifications.ts`. */
export default {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{count}} unread',
  },
  page: {
    title: 'Notifications',
    markAll: 'Mark all as read',
    empty: 'No notifications yet',
    emptyText: 'News about your payments, assignments, certificates and refunds will appear here.',
    unread: 'Unread',
    loading: 'Loading notifications',
    loadFailed: 'Could not load the notifications.',
    retry: 'Try Again',
    noun: 'notifications',
    back: 'Back to Programmu',
  },
} as const satisfies Translation<typeof notifications>;
