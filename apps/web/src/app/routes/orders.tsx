import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOrders } from '@/features/checkout/api/get-orders';
import { useRefunds } from '@/features/checkout/api/get-refunds';
import { OrderHistory } from '@/features/checkout/components/order-history';

/** Order history at /programmu/orders (reached from the header's profile menu): states, receipts, refunds and credit notes. */
export function Component() {
  const orders = useOrders();
  const refunds = useRefunds();
  const { t } = useTranslation('checkout');
  if (orders.isError) throw orders.error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{t('orders.pageTitle')}</title>
      <Link to={paths.programmu} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('orders.back')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold text-slate-900">{t('orders.pageTitle')}</h1>
      {orders.isPending ? (
        <div role="status" className="space-y-4" aria-busy="true" aria-label={t('orderState.loading')}>
          <Skeleton className="h-36 w-full rounded-2xl" />
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      ) : (
        <OrderHistory orders={orders.data} refunds={refunds.data ?? []} />
      )}
    </div>
  );
}
