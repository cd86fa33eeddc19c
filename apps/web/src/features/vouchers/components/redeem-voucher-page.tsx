import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ClaimVoucherResult } from '@kelas/contracts/vouchers';
import { RedeemInfoPanel } from './redeem-info-panel';
import { RedeemVoucherForm, type RenderCohortChoice } from './redeem-voucher-form';

/** Redeem Voucher (spec 2.26): the form beside the 'Tentang Kode Redeem' panel (stacked on phones). */
export function RedeemVoucherPage({ onRedeemed, renderCohortChoice }: { onRedeemed: (result: ClaimVoucherResult) => void; renderCohortChoice: RenderCohortChoice }) {
  const { t } = useTranslation(['redeemText', 'vouchers']);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Ticket className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold text-slate-900">{t('redeemText:heading')}</h1>
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('redeemText:intro')}</p>
          <div className="mt-6">
            <RedeemVoucherForm onRedeemed={onRedeemed} renderCohortChoice={renderCohortChoice} />
          </div>
          <p className="mt-5 text-sm text-slate-700">
            {t('vouchers:redeem.prakerjaQuestion')}{' '}
            <Link to={paths.prakerjaRedeem} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('vouchers:redeem.prakerjaLink')}
            </Link>
          </p>
        </div>
        <RedeemInfoPanel />
      </div>
    </section>
  );
}
