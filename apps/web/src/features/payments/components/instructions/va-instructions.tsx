import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';
import type { Payment } from '@kelas/contracts/payments';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { groupDigits } from '../../lib/countdown';
import { vaSteps } from '../../lib/instruction-steps';
import { CopyButton } from '../copy-button';
import { DetailRows } from './detail-rows';

type Va = Extract<Payment['instructions'], { kind: 'va' }>;

/** Bank transfer (spec 2.18): the virtual account number with a copy icon, its name, and the steps for mobile banking, ATM and internet banking. */
export function VaInstructions({ order, payment, va }: { order: Order; payment: Payment; va: Va }) {
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="text-sm text-slate-600">{t('va.number', { bank: payment.channel_name })}</p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="min-w-0 font-mono text-lg font-bold tracking-wide break-words text-slate-900 sm:text-2xl sm:tracking-wider" data-testid="va-number">
            {groupDigits(va.va_number)}
          </p>
          <CopyButton value={va.va_number} label={t('va.copy')} />
        </div>
      </div>
      <DetailRows
        rows={[
          ...(va.biller_code ? ([[t('detail.billerCode'), va.biller_code]] as [string, string][]) : []),
          [t('detail.vaName'), va.account_name],
          [t('detail.total'), rupiah(payment.amount)],
          [t('detail.invoice'), order.invoice_number],
        ]}
      />
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t('detail.howToPay')}</h3>
        <Accordion type="single" collapsible defaultValue="mobile">
          {vaSteps(t, va.bank, payment.channel_name).map((g) => (
            <AccordionItem key={g.id} value={g.id} title={g.title}>
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {g.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </div>
  );
}
