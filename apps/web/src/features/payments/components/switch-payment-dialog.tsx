import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@kelas/contracts/payments';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { groupDigits } from '../lib/countdown';
import { methodLabel } from '../lib/instruction-steps';

/** What stops working when `current` is replaced, in the interface language: its number or code where it has one. */
function whatStops(t: ReturnType<typeof useTranslation<'payments'>>['t'], current: Payment): string {
  const ins = current.instructions;
  const channel = current.channel_name;
  switch (ins.kind) {
    case 'va':
      return t('switch.va', { channel, number: groupDigits(ins.va_number) });
    case 'retail':
      return t('switch.retail', { channel, number: groupDigits(ins.payment_code) });
    case 'qris':
      return t('switch.qris');
    case 'ewallet':
      return t('switch.ewallet', { channel });
    case 'card':
      return t('switch.card');
  }
}

/**
 * Asked before the order's open payment is replaced by another channel (decision 251): it names
 * the number or code that stops working, and keeps the open payment unless the learner confirms.
 */
export function SwitchPaymentDialog({ current, next, onKeep, onSwitch }: { current: Payment; next: string; onKeep: () => void; onSwitch: () => void }) {
  const { t } = useTranslation('payments');
  const currentLabel = methodLabel(t, current.method, current.channel_name);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onKeep()}>
      <DialogContent title={t('switch.title', { next })}>
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {whatStops(t, current)}
        </p>
        {/* Stacked at every width: the two labels name channels and may be long. */}
        <div className="mt-5 flex flex-col-reverse gap-2">
          <Button variant="garis" onClick={onKeep} className="h-auto min-h-10 py-2 whitespace-normal">
            {t('switch.keep', { current: currentLabel })}
          </Button>
          <Button variant="merah" onClick={onSwitch} className="h-auto min-h-10 py-2 whitespace-normal">
            {t('switch.confirm', { next })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
