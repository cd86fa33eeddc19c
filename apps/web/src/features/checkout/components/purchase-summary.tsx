import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Quote } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PromoDialog } from './promo-dialog';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-center justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900'
          : 'flex items-center justify-between gap-3 text-sm text-slate-700'
      }
    >
      <dt>{label}</dt>
      <dd className={strong ? 'text-brand-700' : 'font-semibold text-slate-900'}>{value}</dd>
    </div>
  );
}

/**
 * 'Rekap Pembelian' (spec 2.16): the promo code, 'Subtotal Item (n)', 'Pajak PPN (11%)', 'Total'
 * from the server's quote, 'Lanjutkan Pembayaran' and the consent text.
 */
export function PurchaseSummary(props: {
  quote: Quote | undefined;
  itemCount: number;
  promoCode: string | null;
  onApplyPromo: (code: string) => Promise<void>;
  onRemovePromo: () => void;
  onContinue: () => void;
  continuing: boolean;
  blocked: ReactNode;
  consent: ReactNode;
}) {
  const { quote } = props;
  const { t } = useTranslation('checkout');
  const { rupiah } = useFormat();
  const money = (n: number | undefined, sign = '') =>
    n === undefined ? <Skeleton className="h-4 w-24" /> : `${sign}${rupiah(n)}`;
  return (
    <section
      aria-labelledby="rekap-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="rekap-heading" className="mb-4 text-lg font-bold text-slate-900">
        {t('summary.heading')}
      </h2>
      {props.promoCode ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm">
          <span>
            <Trans t={t} i18nKey="summary.promoUsed" values={{ code: props.promoCode }} components={{ code: <strong className="font-bold text-emerald-800" /> }} />
          </span>
          <button
            type="button"
            onClick={props.onRemovePromo}
            className="rounded-full p-1 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
            aria-label={t('summary.removePromo', { code: props.promoCode })}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <PromoDialog onApply={props.onApplyPromo} disabled={!quote} />
      )}
      <dl className="mt-5 space-y-3" aria-busy={!quote}>
        <Row label={t('summary.subtotal', { count: props.itemCount })} value={money(quote?.subtotal)} />
        {quote?.promo && (
          <Row label={t('summary.promoLine', { code: quote.promo.code })} value={`-${rupiah(quote.promo_discount)}`} />
        )}
        {quote?.tax_mode === 'exempt' ? (
          <Row label={t('summary.taxNone')} value={t('summary.taxNoneValue')} />
        ) : (
          <Row label={t('summary.tax', { percent: quote?.tax_percent ?? 11 })} value={money(quote?.tax, '+')} />
        )}
        <Row label={t('summary.total')} value={money(quote?.total)} strong />
      </dl>
      {/* An academy exempt from PPN says why (decision 264), as the receipt will. */}
      {quote?.tax_mode === 'exempt' && <p className="mt-3 text-xs text-slate-600">{t('summary.taxExemptNote', { note: quote.tax_exempt_note ?? '' })}</p>}
      {props.blocked}
      <Button
        size="lg"
        className="mt-5 w-full"
        onClick={props.onContinue}
        loading={props.continuing}
        disabled={!quote || Boolean(props.blocked)}
      >
        {t('summary.continue')}
      </Button>
      <div className="mt-4">{props.consent}</div>
    </section>
  );
}
