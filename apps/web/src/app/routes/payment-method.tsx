import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { answersChoice, channelName, type PaymentMethod } from '@kelas/contracts/payments';
import { PROVIDER_SITE } from '@/app/layouts/footer';
import { paths } from '@/config/paths';
import { parseOrderId, useOrder } from '@/features/checkout/api/get-order';
import { ConsentText } from '@/features/checkout/components/consent-text';
import { OrderNotFound, OrderSkeleton } from '@/features/checkout/components/order-states';
import { usePaymentMethods } from '@/features/payments/api/get-methods';
import { usePaymentActions } from '@/features/payments/api/payment-actions';
import { MethodPicker } from '@/features/payments/components/method-picker';
import { PaymentSummary } from '@/features/payments/components/payment-summary';
import { SwitchPaymentDialog } from '@/features/payments/components/switch-payment-dialog';
import { methodLabel } from '@/features/payments/lib/instruction-steps';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Payment method picker (spec 2.17) at /payment-method?order={id}: the groups and tiles; a tile
 * opens a payment with the gateway and goes to /payments?order={id}. The order's open payment is
 * named above the tiles; choosing it again shows the same payment, choosing another channel asks
 * first and says what stops working (decision 251). One request per choice, however often it is
 * tapped. The side summary 'Ringkasan Pembayaran' shows the order's own figures. A settled order
 * goes to its status.
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseOrderId(search);
  if (orderId === null) return <OrderNotFound />;
  return <MethodPage orderId={orderId} />;
}

function MethodPage({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const methods = usePaymentMethods();
  const actions = usePaymentActions(orderId);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ method: PaymentMethod; channel: string } | null>(null);
  const once = useSingleFlight();
  const { t } = useTranslation('payments');

  if (order.isPending || methods.isPending) return <OrderSkeleton />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    throw order.error;
  }
  if (methods.isError) throw methods.error;
  if (order.data.status !== 'pending') return <Navigate to={`${paths.paymentStatus}?order=${orderId}`} replace />;

  const open = order.data.payment?.status === 'pending' ? order.data.payment : null;
  const openPayment = (method: PaymentMethod, channel: string) =>
    void once(async () => {
      setBusy(`${method}:${channel}`);
      try {
        await actions.create.mutateAsync({ orderId, method, channel });
        navigate(`${paths.payments}?order=${orderId}`);
      } catch (err) {
        setBusy(null);
        notify(err instanceof ApiError ? (err.field('channel') ?? err.message) : t('methodPage.openFailed'), 'error');
        if (err instanceof ApiError && err.status === 409) void order.refetch();
      }
    });
  const choose = (method: PaymentMethod, channel: string) => {
    if (open && !answersChoice(open, method, channel)) setAsking({ method, channel });
    else openPayment(method, channel);
  };

  return (
    <div className="bg-slate-50">
      <title>{t('methodPage.title')}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="method-heading" className="space-y-4">
          <div>
            <h1 id="method-heading" className="text-2xl font-bold text-slate-900">
              {t('methodPage.title')}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              <Trans t={t} i18nKey="methodPage.invoice" values={{ invoice: order.data.invoice_number }} components={{ strong: <span className="font-semibold text-slate-800" /> }} />
            </p>
          </div>
          {open && (
            <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-brand-100">
              <span>
                <Trans t={t} i18nKey="methodPage.openPayment" values={{ method: methodLabel(t, open.method, open.channel_name) }} components={{ strong: <span className="font-semibold" /> }} />
              </span>
              <Link to={`${paths.payments}?order=${orderId}`} className="font-semibold text-brand-700 underline">
                {t('methodPage.continueOpen')}
              </Link>
            </p>
          )}
          <MethodPicker methods={methods.data} onChoose={choose} busyChannel={busy} />
          {open && asking && (
            <SwitchPaymentDialog
              current={open}
              next={methodLabel(t, asking.method, channelName(asking.method, asking.channel))}
              onKeep={() => setAsking(null)}
              onSwitch={() => {
                setAsking(null);
                openPayment(asking.method, asking.channel);
              }}
            />
          )}
        </section>
        <div className="lg:sticky lg:top-20">
          <PaymentSummary order={order.data} footer={<ConsentText termsHref={`${PROVIDER_SITE}/ketentuan-pengguna`} privacyHref={`${PROVIDER_SITE}/kebijakan-privasi`} />} />
        </div>
      </div>
    </div>
  );
}
