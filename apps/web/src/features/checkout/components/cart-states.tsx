import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/** The cart without a 'cartItem' (never bought, emptied, or paid). */
export function EmptyCart({ message }: { message?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <ShoppingCart className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-slate-900">{message ?? t('cart.empty')}</h1>
      <p className="mt-2 text-slate-600">{t('cart.emptyNote')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.home}>{t('cart.browse')}</Link>
      </Button>
    </div>
  );
}

/** The cart's layout while the course and the profile load. */
export function CartSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_24rem]" aria-busy="true" aria-label={t('cart.loading')}>
      <div className="space-y-6">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
      <div className="space-y-6">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </div>
  );
}
