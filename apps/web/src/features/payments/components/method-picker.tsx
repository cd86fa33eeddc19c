import type { PaymentMethod, PaymentMethods } from '@kelas/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

/** Wordmark colours of the tiles (text only: no third-party logos are shipped, decision 042). */
const TILE_STYLE: Record<string, string> = {
  bca: 'text-[#0060af]',
  bni: 'text-[#c24600]',
  bri: 'text-[#00529c]',
  mandiri: 'text-[#003d79]',
  gopay: 'text-[#00880f]',
  ovo: 'text-[#4c2a86]',
  dana: 'text-[#0868b0]',
  shopeepay: 'text-[#d7380b]',
  alfamart: 'text-[#c8102e]',
  indomaret: 'text-[#0047ba]',
  visa: 'text-[#1a1f71] italic',
  mastercard: 'text-[#c43c00]',
  jcb: 'text-[#0b4ea2]',
  qris: 'text-slate-900',
};

/**
 * The accordion groups of spec 2.17 ('Bank Transfer', 'E-Wallet', 'Gerai Retail',
 * 'Kartu Kredit / Debit') plus QRIS, all open; each tile is a button that opens a payment with that
 * channel. Channels the provider cannot take are shown disabled with 'Belum tersedia'.
 */
export function MethodPicker({ methods, onChoose, busyChannel }: { methods: PaymentMethods; onChoose: (method: PaymentMethod, channel: string) => void; busyChannel: string | null }) {
  const { t } = useTranslation('payments');
  return (
    <Accordion type="multiple" defaultValue={methods.groups.map((g) => g.method)}>
      {methods.groups.map((g) => (
        <AccordionItem key={g.method} value={g.method} title={t(`groups.${g.method}`)}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {g.channels.map((c) => {
              const busy = busyChannel === `${g.method}:${c.channel}`;
              return (
                <li key={c.channel}>
                  <button
                    type="button"
                    disabled={!c.available || busyChannel !== null}
                    onClick={() => onChoose(g.method, c.channel)}
                    aria-label={t(c.available ? 'picker.tile' : 'picker.tileUnavailable', { group: t(`groups.${g.method}`), channel: c.name })}
                    aria-busy={busy || undefined}
                    className={cn(
                      'flex h-16 w-full flex-col items-center justify-center rounded-xl border border-slate-200 bg-white px-2 text-lg font-extrabold tracking-tight shadow-sm transition',
                      'hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-200',
                      TILE_STYLE[c.channel],
                    )}
                  >
                    {busy ? <Spinner label={t('picker.opening', { channel: c.name })} /> : c.name}
                    {!c.available && <span className="text-[10px] font-medium text-slate-500 not-italic">{t('picker.unavailable')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
