import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A visible way from the landing page to the voucher-programme page (spec 2.8). */
export function VoucherTeaser() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-600 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <Ticket className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-xl font-bold sm:text-2xl">{t('voucherTeaser.heading')}</h2>
            <p className="mt-1 text-brand-100">{t('voucherTeaser.text')}</p>
          </div>
        </div>
        <Button asChild variant="kuning" size="lg">
          <Link to={paths.voucherProgramme}>{t('voucherTeaser.action')}</Link>
        </Button>
      </div>
    </section>
  );
}
