import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-notifications';

/** The badge's text: nothing at 0, the count up to 9, then '9+'. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/**
 * The header's bell (decision 274): a link to /notifikasi with the signed-in user's unread count as
 * a badge (hidden at 0, '9+' above 9), named for screen readers 'Notifikasi, 3 belum dibaca'. The
 * count is asked every minute and when the window regains focus.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const badge = unreadBadge(count);
  return (
    <Link
      to={paths.notifications}
      aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Bell className="size-6" aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
