import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { nameToSegment } from '@kelas/contracts/catalogue';
import { PROVIDER_SITE } from '@/app/layouts/footer';
import { paths } from '@/config/paths';
import { useCartCourse } from '@/features/checkout/api/get-cart-course';
import { getQuote, useQuote } from '@/features/checkout/api/get-quote';
import { useUpsell } from '@/features/checkout/api/get-upsell';
import { useCreateOrder } from '@/features/checkout/api/create-order';
import { useProfile } from '@/features/checkout/api/profile';
import { CartSkeleton, EmptyCart } from '@/features/checkout/components/cart-states';
import { ConsentText } from '@/features/checkout/components/consent-text';
import { MemberDataForm } from '@/features/checkout/components/member-data-form';
import { OrderCourseCard } from '@/features/checkout/components/order-course-card';
import { PurchaseSummary } from '@/features/checkout/components/purchase-summary';
import { SectionCard } from '@/features/checkout/components/section-card';
import { UpsellCard } from '@/features/checkout/components/upsell-card';
import { clearCart, readCartItem, readPromoCode, readUpsellPriceId, writePromoCode, writeUpsellPriceId } from '@/features/checkout/lib/cart-storage';
import { ApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { notify } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Cart / checkout (spec 2.16) at /cart: reads 'cartItem' from session storage, loads the cart's
 * course and the profile. 'Detail Order', 'Data Member', the upsell card (decision 040) and
 * 'Rekap Pembelian' with figures from the server; 'Lanjutkan Pembayaran' creates the order and
 * opens /payment-method?order={id} (or the status page when the total is 0). Coming back to the
 * same cart and continuing again answers the same open order, with its payment (decision 251);
 * a double tap sends one request.
 */
export function Component() {
  const cartItem = useMemo(readCartItem, []);
  if (!cartItem) return <EmptyCart />;
  return <Cart slug={cartItem.slug} priceId={cartItem.priceId} cohortId={cartItem.cohortId} />;
}

function Cart({ slug, priceId, cohortId }: { slug: string; priceId: number; cohortId?: number | undefined }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const config = useAppConfig();
  const { t } = useTranslation('checkout');
  const course = useCartCourse(slug, priceId);
  const profile = useProfile();
  const upsell = useUpsell(slug);
  const [upsellPriceId, setUpsellPriceId] = useState(readUpsellPriceId);
  const [promoCode, setPromoCode] = useState(readPromoCode);

  const upsellAdded = upsell.data && upsellPriceId === upsell.data.price_id ? upsell.data : null;
  const priceIds = upsellAdded ? [priceId, upsellAdded.price_id] : [priceId];
  const quote = useQuote(priceIds, promoCode, course.isSuccess && !course.data.owned);
  const createOrder = useCreateOrder();
  const once = useSingleFlight();

  // A saved promo that stopped being valid is dropped with a warning instead of blocking the cart.
  const quoteError = quote.error instanceof ApiError ? quote.error : null;
  const promoProblem = promoCode ? quoteError?.field('promo_code') : undefined;
  useEffect(() => {
    if (!promoProblem) return;
    writePromoCode(null);
    setPromoCode(null);
    notify(promoProblem, 'warning');
  }, [promoProblem]);

  if (course.isPending || profile.isPending) return <CartSkeleton />;
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 422)) {
      clearCart();
      return <EmptyCart message={t('cart.notFound')} />;
    }
    throw course.error;
  }
  if (profile.isError) throw profile.error;
  const c = course.data;

  const remove = () => {
    clearCart();
    navigate(paths.courseDetail(nameToSegment(c.type), c.slug));
  };
  const toggleUpsell = () => {
    const next = upsellAdded ? null : (upsell.data?.price_id ?? null);
    writeUpsellPriceId(next);
    setUpsellPriceId(next);
  };
  const applyPromo = async (code: string) => {
    const q = await getQuote(priceIds, code);
    qc.setQueryData(['checkout', 'quote', priceIds, q.promo?.code ?? code], q);
    writePromoCode(q.promo?.code ?? code);
    setPromoCode(q.promo?.code ?? code);
    notify(t('cart.promoApplied'), 'success');
  };
  const removePromo = () => {
    writePromoCode(null);
    setPromoCode(null);
  };
  const proceed = () =>
    void once(async () => {
      try {
        const order = await createOrder.mutateAsync({ priceIds, promoCode, cohortId });
        navigate(order.status === 'paid' ? `${paths.paymentStatus}?order=${order.id}` : `${paths.paymentMethod}?order=${order.id}`);
      } catch (err) {
        notify(err instanceof ApiError ? err.message : t('cart.orderFailed'), 'error');
      }
    });

  const owned = c.owned || quoteError?.code === 'ALREADY_OWNED';
  const blocked = owned ? (
    <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {quoteError?.code === 'ALREADY_OWNED' ? quoteError.message : t('cart.owned')}{' '}
      <Link to={paths.programmu} className="font-semibold underline">
        {t('cart.openProgrammu')}
      </Link>
    </p>
  ) : quoteError && !quoteError.field('promo_code') ? (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {quoteError.message}
    </p>
  ) : null;

  return (
    <div className="bg-slate-50">
      <title>{t('cart.pageTitle')}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <SectionCard title={t('cart.detailOrder')} id="detail-order-heading">
            <ul className="space-y-4">
              <li>
                <OrderCourseCard
                  title={c.title}
                  type={c.type}
                  thumbnail={c.thumbnail}
                  packageName={c.package_name}
                  price={c.pricing[0]?.prices[0]?.price ?? c.amount}
                  discount={c.pricing[0]?.prices[0]?.discount ?? 0}
                  amount={c.amount}
                  onRemove={remove}
                />
              </li>
              {upsellAdded && (
                <li className="border-t border-slate-100 pt-4">
                  <OrderCourseCard
                    title={upsellAdded.title}
                    type={upsellAdded.type}
                    thumbnail={upsellAdded.thumbnail}
                    packageName={upsellAdded.package_name}
                    price={upsellAdded.price}
                    discount={upsellAdded.discount}
                    amount={upsellAdded.amount}
                    onRemove={toggleUpsell}
                  />
                </li>
              )}
            </ul>
          </SectionCard>
          <SectionCard title={t('cart.memberData')} id="data-member-heading">
            <MemberDataForm profile={profile.data} messagingApp={config.messagingApp} />
          </SectionCard>
        </div>
        <div className="space-y-6 lg:sticky lg:top-20">
          {upsell.data && !owned && <UpsellCard upsell={upsell.data} added={Boolean(upsellAdded)} onToggle={toggleUpsell} disabled={quote.isFetching} />}
          <PurchaseSummary
            quote={owned ? undefined : quote.data}
            itemCount={priceIds.length}
            promoCode={promoCode}
            onApplyPromo={applyPromo}
            onRemovePromo={removePromo}
            onContinue={proceed}
            continuing={createOrder.isPending}
            blocked={blocked}
            consent={<ConsentText termsHref={`${PROVIDER_SITE}/ketentuan-pengguna`} privacyHref={`${PROVIDER_SITE}/kebijakan-privasi`} />}
          />
        </div>
      </div>
    </div>
  );
}
