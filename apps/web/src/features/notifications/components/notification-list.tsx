import type { Notification } from '@kelas/contracts/notifications';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { useNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';

/** One notification: unread ones tinted with a dot and 'Belum dibaca'; a click opens its link and marks it read. */
function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const unread = n.read_at === null;
  const content = (
    <>
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('text-sm text-slate-900 sm:text-base', unread ? 'font-bold' : 'font-semibold')}>{n.title}</span>
          {unread && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('page.unread')}</span>}
        </span>
        {n.body && <span className="mt-1 block text-sm break-words whitespace-pre-line text-slate-700">{n.body}</span>}
        <time dateTime={n.created_at} className="mt-1.5 block text-xs text-slate-500">
          {format.dateTime(n.created_at)}
        </time>
      </span>
    </>
  );
  const itemClass = cn(
    'flex w-full gap-3 rounded-2xl border p-4 text-left transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600',
    unread ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white',
  );
  return (
    <li>
      {n.link ? (
        <Link to={n.link} className={itemClass} onClick={() => onOpen(n)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={itemClass} onClick={() => onOpen(n)}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * The /notifikasi list (decision 274): the user's notifications, newest first, a page at a time;
 * 'Tandai semua dibaca' while some are unread; 'Belum ada notifikasi' when there are none.
 */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const read = useReadNotifications();
  const open = (n: Notification) => {
    if (n.read_at === null) read.mutate({ ids: [n.id] });
  };

  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('page.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('page.loadFailed')}</p>
        <Button variant="abu" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  const { data, meta } = list.data;
  if (meta.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <BellOff className="size-10 text-slate-400" aria-hidden="true" />
        <p className="text-base font-semibold text-slate-900">{t('page.empty')}</p>
        <p className="max-w-sm text-sm text-slate-600">{t('page.emptyText')}</p>
      </div>
    );
  }
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Button variant="garis" size="sm" disabled={meta.unread === 0 || read.isPending} onClick={() => read.mutate({})}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('page.markAll')}
        </Button>
      </div>
      <ul className="space-y-3">
        {data.map((n) => (
          <NotificationItem key={n.id} n={n} onOpen={open} />
        ))}
      </ul>
      <ListPager meta={meta} noun={t('page.noun')} onPage={setPage} />
    </div>
  );
}
