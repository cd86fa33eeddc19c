import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { countdownText, deadlineText } from '../lib/countdown';

/** Seconds left until `deadline` on the server's clock (`serverTime` was the server's time at `receivedAt`). */
function secondsLeft(deadline: string, serverTime: string, receivedAt: number): number {
  const offset = Date.parse(serverTime) - receivedAt;
  return Math.max(0, Math.floor((Date.parse(deadline) - (Date.now() + offset)) / 1000));
}

/**
 * 'Selesaikan pembayaran dalam' (spec 2.18): ticks each second to the payment's expiry, read on
 * the server's clock so a wrong device clock does not change it; `onZero` fires once at zero.
 */
export function PaymentCountdown({ deadline, serverTime, receivedAt, onZero }: { deadline: string; serverTime: string; receivedAt: number; onZero: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(deadline, serverTime, receivedAt));
  const zero = useRef(onZero);
  const { t } = useTranslation('payments');
  const { locale } = useFormat();
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const s = secondsLeft(deadline, serverTime, receivedAt);
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        zero.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadline, serverTime, receivedAt]);

  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-amber-50 px-4 py-4 text-center ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
        <Clock className="size-4" aria-hidden="true" />
        {t('countdown.title')}
      </p>
      <p className="font-mono text-3xl font-bold tabular-nums text-amber-900" role="timer" aria-live="off" aria-label={t('countdown.left', { time: countdownText(left) })}>
        {countdownText(left)}
      </p>
      <p className="text-xs text-amber-800">{t('countdown.deadline', { time: deadlineText(deadline, locale) })}</p>
    </div>
  );
}
