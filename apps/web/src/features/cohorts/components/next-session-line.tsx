import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { Countdown } from './countdown';

/** A Programmu card's 'Jadwal' line (decision 285): the next session of the learner's cohort, its time in their zone and a countdown. */
export function NextSessionLine({ session }: { session: { title: string; starts_at: string; ends_at: string } }) {
  const { t } = useTranslation('cohorts');
  const f = useFormat();
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-700">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('schedule.title')}
      </p>
      <p className="mt-0.5 break-words">
        {session.title} · {f.shortDateTime(session.starts_at)}
      </p>
      <Countdown startsAt={session.starts_at} endsAt={session.ends_at} />
    </div>
  );
}
