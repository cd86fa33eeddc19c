import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/** An unknown, malformed or another learner's `?order=` id. */
export function OrderNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-slate-900">{t('orderState.notFound')}</h1>
      <p className="mt-2 text-slate-600">{t('orderState.notFoundNote')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.orders}>{t('orderState.history')}</Link>
        </Button>
        <Button asChild variant="garis">
          <Link to={paths.home}>{t('orderState.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The two-column checkout layout while an order loads. */
export function OrderSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label={t('orderState.loading')}>
      <Skeleton className="h-96 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
