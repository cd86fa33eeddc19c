import { Check, ChevronDown, PackageOpen, ShoppingCart } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { CourseDetail, PricePackage } from '@kelas/contracts/catalogue';
import { Button } from '@/components/ui/button';
import { PACKAGES_SECTION_ID } from '../../content/course-detail';
import { packagePrice, showInclude } from '../../lib/course-detail';
import { PriceText } from './price-text';
import { SectionHeading } from './section-heading';
import { TaxNote } from './tax-note';

function PackageCard({ pkg, canBuy, onBuy, highlighted }: { pkg: PricePackage; canBuy: boolean; onBuy: (priceId: number) => void; highlighted: boolean }) {
  const { t } = useTranslation('catalogue');
  const price = packagePrice(pkg);
  return (
    <li className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${highlighted ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'}`}>
      <h3 className="text-lg font-bold text-slate-900">{pkg.name}</h3>
      {/* Same height with or without a discount line, so the cards' buttons line up. */}
      <div className="mt-3 flex min-h-16 flex-col justify-end">
        <PriceText price={price} />
      </div>
      {showInclude(pkg.benefits) && (
        <Collapsible.Root className="mt-4">
          <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('detail.include')}
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {pkg.benefits.map((b) => (
                <li key={b} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      <Button className="mt-5 w-full" disabled={!canBuy || !price} onClick={() => price && onBuy(price.id)} aria-label={t('detail.buyPackage', { name: pkg.name })}>
        <ShoppingCart className="size-4" aria-hidden="true" />
        {t('detail.buy')}
      </Button>
    </li>
  );
}

/**
 * 'PENDAFTARAN & HARGA' (spec 2.9): one card per package with name, original price and discount,
 * final price, a buy button, and the 'Include' list when the rule allows; 'Ups, daftar harga masih
 * kosong!' without packages, and whether PPN is added (decision 254). Only a course that can be
 * taken now can be bought: a free class waits for an open cohort (decisions 013, 255).
 */
export function PricePackages({ course, onBuy }: { course: Pick<CourseDetail, 'type' | 'prices' | 'availability' | 'tax'>; onBuy: (priceId: number) => void }) {
  const { t } = useTranslation('catalogue');
  const canBuy = course.availability === 'open';
  return (
    <section id={PACKAGES_SECTION_ID} tabIndex={-1} aria-labelledby="harga-heading" className="outline-none">
      <SectionHeading id="harga-heading">{t('detail.packagesHeading')}</SectionHeading>
      {course.prices.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center">
          <PackageOpen className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-700">{/* Empty state (spec 2.9, section 8). */ t('detail.noPackages')}</p>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            {course.prices.map((pkg, i) => (
              <PackageCard key={pkg.id} pkg={pkg} canBuy={canBuy} onBuy={onBuy} highlighted={course.prices.length > 1 && i === course.prices.length - 1} />
            ))}
          </ul>
          {canBuy && <TaxNote tax={course.tax} className="mt-3 text-sm" />}
        </>
      )}
    </section>
  );
}
