import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@kelas/contracts/checkout';
import type { CardPaymentInput, Payment, SimulatedResult } from '@kelas/contracts/payments';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { parseOrderId, useOrder } from '@/features/checkout/api/get-order';
import { OrderNotFound, OrderSkeleton } from '@/features/checkout/components/order-states';
import { usePaymentActions } from '@/features/payments/api/payment-actions';
import { CardForm } from '@/features/payments/components/instructions/card-form';
import { EwalletInstructions } from '@/features/payments/components/instructions/ewallet-instructions';
import { QrisInstructions } from '@/features/payments/components/instructions/qris-instructions';
import { RetailInstructions } from '@/features/payments/components/instructions/retail-instructions';
import { VaInstructions } from '@/features/payments/components/instructions/va-instructions';
import { methodLabel } from '@/features/payments/lib/instruction-steps';
import { PaymentCountdown } from '@/features/payments/components/payment-countdown';
import { PaymentSummary } from '@/features/payments/components/payment-summary';
import { SandboxPanel } from '@/features/payments/components/sandbox-panel';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Payment instructions (spec 2.18) at /payments?order={id}: the screen of the order's open
 * payment (virtual account, QRIS, retail, e-wallet, card form), the countdown
 * 'Selesaikan pembayaran dalam' to the payment's expiry, 'Kembali', a button to the status page,
 * and in sandbox mode the simulate control. Checks the order every 5 s (every 2 s once the
 * countdown is over) and moves to the status page as soon as the server says it is no longer
 * pending: paid, failed or expired read there, in the order's one state (decision 250).
 */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseOrderId(search);
  if (orderId === null) return <OrderNotFound />;
  return <InstructionsPage orderId={orderId} />;
}

function InstructionsPage({ orderId }: { orderId: number }) {
  const [timeUp, setTimeUp] = useState(false);
  const order = useOrder(orderId, { refetchWhilePendingMs: timeUp ? 2000 : 5000 });
  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    throw order.error;
  }
  const o = order.data;
  const statusUrl = `${paths.paymentStatus}?order=${orderId}`;
  if (o.status !== 'pending') return <Navigate to={statusUrl} replace />;
  if (!o.payment || o.payment.status === 'cancelled') return <Navigate to={`${paths.paymentMethod}?order=${orderId}`} replace />;
  return (
    <Instructions
      order={o}
      payment={o.payment}
      receivedAt={order.dataUpdatedAt}
      timeUp={timeUp}
      onTimeUp={() => {
        // The server decides: ask it now, and every 2 s until it says the order has ended.
        setTimeUp(true);
        void order.refetch();
      }}
    />
  );
}

type InstructionsProps = { order: Order; payment: Payment; receivedAt: number; timeUp: boolean; onTimeUp: () => void };

function Instructions({ order, payment, receivedAt, timeUp, onTimeUp }: InstructionsProps) {
  const navigate = useNavigate();
  const actions = usePaymentActions(order.id);
  const { t } = useTranslation('payments');
  const [simulating, setSimulating] = useState<SimulatedResult | null>(null);
  const once = useSingleFlight();
  const statusUrl = `${paths.paymentStatus}?order=${order.id}`;
  const methodUrl = `${paths.paymentMethod}?order=${order.id}`;
  const simulate = (result: SimulatedResult) =>
    void once(async () => {
      setSimulating(result);
      try {
        await actions.simulate.mutateAsync({ paymentId: payment.id, result });
        navigate(statusUrl);
      } catch (err) {
        setSimulating(null);
        notify(err instanceof ApiError ? err.message : t('page.simulateFailed'), 'error');
      }
    });
  const payCard = async (card: CardPaymentInput) => {
    await once(async () => {
      try {
        await actions.card.mutateAsync({ paymentId: payment.id, card });
        navigate(statusUrl);
      } catch (err) {
        if (err instanceof ApiError && err.status !== 422) notify(err.message, 'error');
        throw err;
      }
    });
  };
  const sendEwallet = async (phone: string) => {
    await once(async () => {
      await actions.ewallet.mutateAsync({ paymentId: payment.id, phone });
      notify(t('page.ewalletSent'), 'success');
    });
  };

  const ins = payment.instructions;
  let body;
  if (ins.kind === 'va') body = <VaInstructions order={order} payment={payment} va={ins} />;
  else if (ins.kind === 'qris') body = <QrisInstructions order={order} payment={payment} qris={ins} />;
  else if (ins.kind === 'retail') body = <RetailInstructions order={order} payment={payment} retail={ins} />;
  else if (ins.kind === 'ewallet') body = <EwalletInstructions payment={payment} wallet={ins} onSend={sendEwallet} sending={actions.ewallet.isPending} />;
  else body = <CardForm amount={payment.amount} sandbox={payment.sandbox} onPay={payCard} />;

  return (
    <div className="bg-slate-50">
      <title>{t('page.title')}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="payment-heading" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div>
            <p className="text-sm text-slate-600">{t('page.kicker')}</p>
            <h1 id="payment-heading" className="text-2xl font-bold text-slate-900">
              {methodLabel(t, payment.method, payment.channel_name)}
            </h1>
          </div>
          {timeUp ? (
            <>
              <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-slate-100 px-4 py-6 text-center">
                <p className="font-semibold text-slate-900">{t('page.timeUp')}</p>
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Spinner className="text-brand-600" />
                  {t('page.checking')}
                </p>
              </div>
              {/* The sandbox sends the gateway's expiry notification only when asked (decision 250). */}
              {payment.sandbox && <SandboxPanel onSimulate={simulate} busy={simulating} />}
            </>
          ) : (
            <>
              <PaymentCountdown deadline={payment.expires_at} serverTime={order.server_time} receivedAt={receivedAt} onZero={onTimeUp} />
              {body}
              {payment.sandbox && <SandboxPanel onSimulate={simulate} busy={simulating} />}
            </>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
            <Button asChild variant="garis">
              <Link to={methodUrl}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('page.back')}
              </Link>
            </Button>
            <Button asChild>
              <Link to={statusUrl}>{t('page.checkStatus')}</Link>
            </Button>
          </div>
        </section>
        <div className="lg:sticky lg:top-20">
          <PaymentSummary order={order} />
        </div>
      </div>
    </div>
  );
}
