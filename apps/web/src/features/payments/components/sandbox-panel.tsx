import { FlaskConical } from 'lucide-react';
import type { SimulatedResult } from '@kelas/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The sandbox's "simulate payment" control (decision 043): clearly marked, shown only
 * while the built-in sandbox provider is active. It sends a signed notification through the same
 * path as a real gateway: paid, failed, or the time running out (decision 250).
 */
export function SandboxPanel({ onSimulate, busy }: { onSimulate: (result: SimulatedResult) => void; busy: SimulatedResult | null }) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="sandbox-heading" className="rounded-2xl border-2 border-dashed border-fuchsia-400 bg-fuchsia-50 p-4">
      <h2 id="sandbox-heading" className="flex items-center gap-2 text-sm font-bold tracking-wide text-fuchsia-900 uppercase">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('sandbox.heading')}
      </h2>
      <p className="mt-1 text-sm text-fuchsia-900">{t('sandbox.note')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="hijau" size="sm" className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal" onClick={() => onSimulate('paid')} loading={busy === 'paid'} disabled={busy !== null}>
          {t('sandbox.paid')}
        </Button>
        <Button variant="merah" size="sm" className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal" onClick={() => onSimulate('failed')} loading={busy === 'failed'} disabled={busy !== null}>
          {t('sandbox.failed')}
        </Button>
        <Button variant="abu" size="sm" className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal" onClick={() => onSimulate('expired')} loading={busy === 'expired'} disabled={busy !== null}>
          {t('sandbox.expired')}
        </Button>
      </div>
    </section>
  );
}
