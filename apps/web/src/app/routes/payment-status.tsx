import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { nameToSegment } from '@kelas/contracts/catalogue';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { parseOrderId, useOrder } from '@/features/checkout/api/get-order';
import { OrderNotFound, OrderSkeleton } from '@/features/checkout/components/order-states';
import { clearCart, refillCart } from '@/features/checkout/lib/cart-storage';
import { PaymentStatusView, statusKind } from '@/features/payments/components/payment-status-view';
import { ApiError } from '@/lib/api-client';

/**
 * Payment status (spec 2.19) at /payment-status?order={id}: 'Transaksi Diproses' refreshing every
 * 3 s until the order settles, 'Transaksi Berhasil!' with the 'Programmu' link, 'Transaksi Gagal'
 * with the gateway's reason, 'Transaksi Kedaluwarsa' or 'Transaksi Dibatalkan' (the order's one
 * state, decision 250); every field from the order and its payment. A failed or expired order
 * offers 'Bayar Lagi': its packages go back to the cart. A paid order empties the cart.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseOrderId(search);
  if (orderId === null) return <OrderNotFound />;
  return <StatusPage orderId={orderId} />;
}

function StatusPage({ orderId }: { orderId: number }) {
  const order = useOrder(orderId, { refetchWhilePendingMs: 3000 });
  const kind = order.data ? statusKind(order.data) : null;
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  useEffect(() => {
    if (kind === 'success') clearCart();
  }, [kind]);

  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    throw order.error;
  }
  const o = order.data;
  const actions =
    kind === 'success' || kind === 'partially_refunded' ? (
      <Button asChild size="lg">
        <Link to={paths.programmu}>{t('status.programmu')}</Link>
      </Button>
    ) : kind === 'processing' ? (
      <Button asChild variant="garis">
        <Link to={o.payment ? `${paths.payments}?order=${o.id}` : `${paths.paymentMethod}?order=${o.id}`}>{t('status.instructions')}</Link>
      </Button>
    ) : (
      <>
        {(kind === 'failed' || kind === 'expired') && o.items[0] && (
          <Button
            onClick={() => {
              const first = o.items[0]!;
              if (refillCart(o.items, o.promo?.code ?? null)) navigate(paths.cart);
              else navigate(paths.courseDetail(nameToSegment(first.type), first.slug));
            }}
          >
            {t('status.payAgain')}
          </Button>
        )}
        <Button asChild variant="garis">
          <Link to={paths.orders}>{t('status.history')}</Link>
        </Button>
      </>
    );
  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-12">
      <title>{t('status.pageTitle')}</title>
      <PaymentStatusView order={o} actions={actions} />
    </div>
  );
}
