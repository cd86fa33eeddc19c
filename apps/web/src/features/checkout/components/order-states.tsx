import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';

/** An unknown, malformed or another learner's `?order=` id. */
export function OrderNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-bold text-slate-900">{ORDER_NOT_FOUND}</h1>
      <p className="mt-2 text-slate-600">Periksa kembali tautanmu atau lihat daftar pesananmu.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.orders}>Riwayat Pesanan</Link>
        </Button>
        <Button asChild variant="garis">
          <Link to={paths.home}>Beranda</Link>
        </Button>
      </div>
    </div>
  );
}

/** The two-column checkout layout while an order loads. */
export function OrderSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label="Memuat pesanan">
      <Skeleton className="h-96 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
