import { formatCountdown } from '@kelas/contracts/quiz';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** Milliseconds until `endsAt` (this device's clock) from the component's mount, ticking every second; null without one. */
function useTimeLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (endsAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, endsAt - now);
}

/**
 * Asked before the learner leaves a running quiz (decision 256): its timer keeps running and the
 * attempt still counts. 'Lanjutkan Quiz' stays (the default, focused first), 'Tinggalkan Quiz'
 * goes where the learner was going.
 */
export function LeaveQuizDialog({ open, endsAt, onStay, onLeave }: { open: boolean; endsAt: number | null; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('learning');
  const left = useTimeLeft(open ? endsAt : null);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onStay()}>
      <DialogContent title={t('leaveQuiz.title')}>
        <p className="text-sm text-slate-700">{t('leaveQuiz.text')}</p>
        {left !== null && (
          <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-amber-900 tabular-nums">
            <Timer className="size-4" aria-hidden="true" />
            {t('leaveQuiz.timeLeft', { time: formatCountdown(left) })}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="garis" onClick={onLeave}>
            {t('leaveQuiz.leave')}
          </Button>
          <Button onClick={onStay} autoFocus>
            {t('leaveQuiz.stay')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
