import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** The signed-in user's notifications at /notifikasi (decision 274), reached from the header's bell. */
export function Component() {
  const { t } = useTranslation('notifications');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{t('page.title')}</title>
      <Link to={paths.programmu} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('page.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <NotificationList />
    </div>
  );
}
