import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The clock, re-read every `ms` (a countdown in minutes needs no faster tick). */
function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** 'Dimulai dalam 2 hari 3 jam' until `startsAt`, 'Sedang berlangsung' until `endsAt`, then nothing. */
export function Countdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation('cohorts');
  const now = useNow();
  const start = Date.parse(startsAt);
  if (now >= Date.parse(endsAt)) return null;
  if (now >= start) return <span className="font-semibold text-emerald-700">{t('schedule.live')}</span>;
  const minutes = Math.max(1, Math.ceil((start - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = days > 0 ? [t('schedule.days', { count: days }), hours > 0 && t('schedule.hours', { count: hours })] : hours > 0 ? [t('schedule.hours', { count: hours }), t('schedule.minutes', { count: minutes % 60 })] : [t('schedule.minutes', { count: minutes })];
  return (
    <span className="font-semibold text-brand-700" role="timer">
      {t('schedule.startsIn', { time: parts.filter(Boolean).join(' ') })}
    </span>
  );
}
