import type { ActiveMaterial, TopicDetail } from '@kelas/contracts/learning';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MaterialCard } from './material-card';

const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
const timeOnly = new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** "Jumat, 1 Mei 2026 pukul 09.00 – 11.00 WIB" from ISO start and end; '' when unknown. */
export function scheduleText(startsAt: string, endsAt: string): string {
  const s = new Date(startsAt);
  if (Number.isNaN(s.getTime())) return '';
  const e = new Date(endsAt);
  return `${dateTime.format(s)}${Number.isNaN(e.getTime()) ? '' : ` – ${timeOnly.format(e)}`} WIB`;
}

/** topic (spec 2.22): 'Webinar Material' with the name, the schedule and 'Buka Tautan Webinar'. */
export function TopicView({ material }: { material: ActiveMaterial }) {
  const schedule = (material.detail as Partial<TopicDetail>).schedule;
  const when = schedule ? scheduleText(schedule.starts_at, schedule.ends_at) : '';
  const link = schedule?.webinar_link ?? '';
  return (
    <MaterialCard kicker="Webinar Material" title={material.name}>
      {when && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">Jadwal:</span> {when}
          </span>
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">Ikuti webinar sesuai jadwal. Tautan dibuka di tab baru.</p>
      {link ? (
        <Button asChild className="mt-4">
          <a href={link} target="_blank" rel="noopener noreferrer">
            Buka Tautan Webinar
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button className="mt-4" disabled>
          Buka Tautan Webinar
        </Button>
      )}
    </MaterialCard>
  );
}
