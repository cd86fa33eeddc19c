import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the course loads (spec 2.9). */
export function CourseDetailSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div aria-busy="true" aria-label={t('detail.loading')}>
      <span className="sr-only" role="status">
        {t('detail.loadingStatus')}
      </span>
      <div className="bg-brand-900">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4">
            <Skeleton className="h-6 w-32 rounded-full bg-white/20" />
            <Skeleton className="h-10 w-4/5 bg-white/20" />
            <Skeleton className="h-10 w-3/5 bg-white/20" />
            <div className="flex gap-3">
              <Skeleton className="h-6 w-28 bg-white/20" />
              <Skeleton className="h-6 w-28 bg-white/20" />
              <Skeleton className="h-6 w-28 bg-white/20" />
            </div>
          </div>
          <Skeleton className="h-64 rounded-2xl bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <Skeleton className="hidden h-72 rounded-2xl lg:block" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
