import type { ActiveMaterial, TopicDetail } from '@kelas/contracts/learning';
import { INTL_LOCALE, type Locale } from '@kelas/contracts/i18n';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLocale } from '@/lib/i18n/i18n';
import { MaterialCard } from './material-card';

/**
 * The webinar's schedule in the interface language, in WIB (the schedule is set in Jakarta time):
 * "Jumat, 1 Mei 2026 pukul 09.00 – 11.00 WIB" / "Friday 1 May 2026 at 09:00 – 11:00 WIB" from ISO
 * start and end; '' when unknown.
 */
export function scheduleText(startsAt: string, endsAt: string, locale: Locale = 'id'): string {
  const s = new Date(startsAt);
  if (Number.isNaN(s.getTime())) return '';
  const e = new Date(endsAt);
  const tag = INTL_LOCALE[locale];
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
  const timeOnly = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'Asia/Jakarta' });
  return `${dateTime.format(s)}${Number.isNaN(e.getTime()) ? '' : ` – ${timeOnly.format(e)}`} WIB`;
}

/** topic (spec 2.22): 'Webinar Material' with the name, the schedule and 'Buka Tautan Webinar'. */
export function TopicView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const schedule = (material.detail as Partial<TopicDetail>).schedule;
  const when = schedule ? scheduleText(schedule.starts_at, schedule.ends_at, currentLocale()) : '';
  const link = schedule?.webinar_link ?? '';
  return (
    <MaterialCard kicker={t('topic.kicker')} title={material.name}>
      {when && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('topic.schedule')}</span> {when}
          </span>
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">{t('topic.hint')}</p>
      {link ? (
        <Button asChild className="mt-4">
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('topic.open')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button className="mt-4" disabled>
          {t('topic.open')}
        </Button>
      )}
    </MaterialCard>
  );
}
