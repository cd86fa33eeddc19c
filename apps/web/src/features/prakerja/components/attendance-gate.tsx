import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCourseAttendance } from '../api/get-course-attendance';
import { useRequestAttendance } from '../api/redeem-code';
import { rememberReturn, useSessionLabel } from '../lib/return-to';

/**
 * Shown by the player instead of an item the server refused with PRAKERJA_ATTENDANCE_REQUIRED
 * (decision 192): names the session and sends the learner through the programme's
 * verification; when the programme already says attended, `onVerified` reloads the item.
 */
export function AttendanceGate({ slug, itemId, onVerified, go = (url) => window.location.assign(url) }: { slug: string; itemId: number; onVerified: () => void; go?: (url: string) => void }) {
  const { t } = useTranslation('prakerja');
  const sessionLabel = useSessionLabel();
  const attendance = useCourseAttendance(slug);
  const ask = useRequestAttendance();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const sequence = attendance.data?.items[String(itemId)];

  if (attendance.isPending) return <Spinner className="flex justify-center py-10 text-brand-600" label={t('gate.loading')} />;
  if (sequence === undefined) {
    return (
      <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {t('gate.cannotOpen')}
      </p>
    );
  }
  const verify = async () => {
    setError(null);
    try {
      const res = await ask.mutateAsync({ course_slug: slug, sequence });
      if (res.data.status === 'redirect') {
        rememberReturn(slug, itemId);
        setLeaving(true);
        go(res.data.url);
      } else {
        await attendance.refetch();
        onVerified();
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('failed'));
    }
  };
  return (
    <section aria-labelledby="prakerja-gate-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-8">
      <ShieldCheck className="mx-auto size-10 text-amber-700" aria-hidden="true" />
      <h2 id="prakerja-gate-title" className="mt-3 text-lg font-bold text-slate-900">
        {t('gate.title')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {t('gate.body', { session: sessionLabel(sequence) })}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button className="mt-5" onClick={() => void verify()} loading={ask.isPending || leaving}>
        {t('gate.verify')}
      </Button>
    </section>
  );
}
