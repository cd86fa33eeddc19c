import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kindBadge } from '@kelas/contracts/catalogue';
import type { Upsell } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { storageUrl } from '@/config/paths';

/**
 * 'Lengkapi Pembelajaran Kamu' (spec 2.16, decision 040): a record webinar to add to the order.
 * '+' adds it; pressed again (a check) removes it.
 */
export function UpsellCard({ upsell, added, onToggle, disabled }: { upsell: Upsell; added: boolean; onToggle: () => void; disabled?: boolean }) {
  const src = storageUrl(upsell.thumbnail);
  const { t } = useTranslation('checkout');
  const { rupiah } = useFormat();
  return (
    <section aria-labelledby="upsell-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="upsell-heading" className="mb-4 text-lg font-bold text-slate-900">
        {t('upsell.heading')}
      </h2>
      <div className={cn('flex items-center gap-3 rounded-xl border p-3', added ? 'border-brand-600 bg-brand-50' : 'border-slate-200')}>
        <div className="aspect-video w-20 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100">{src && <img src={src} alt="" className="size-full object-cover" loading="lazy" />}</div>
        <div className="min-w-0 flex-1">
          <Badge tone="kuning" className="whitespace-nowrap">{kindBadge(upsell.type)}</Badge>
          <p className="mt-1 line-clamp-3 text-sm font-semibold text-slate-900">{upsell.title}</p>
          <p className="text-sm font-bold text-brand-700">{rupiah(upsell.amount)}</p>
        </div>
        <button
          type="button"
          onClick={onToggle}
          disabled={disabled}
          aria-pressed={added}
          aria-label={added ? t('upsell.remove', { title: upsell.title }) : t('upsell.add', { title: upsell.title })}
          title={added ? t('upsell.removeHint') : t('upsell.addHint')}
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
            added ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-brand-600 text-brand-700 hover:bg-brand-50',
          )}
        >
          {added ? <Check className="size-5" aria-hidden="true" /> : <Plus className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}
