import { CalendarClock, CalendarPlus, Copy, ExternalLink, PlayCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleSession } from '@kelas/contracts/cohorts';
import type { CourseSession } from '@kelas/contracts/sessions';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { downloadSessionIcs } from '../api/download-session-ics';
import { useCourseSessions } from '../api/get-course-sessions';
import { useSchedule } from '../api/get-schedule';
import { Countdown } from './countdown';
import { MoveCohort } from './move-cohort';

/**
 * 'Jadwal' in the player (decision 285): the learner's cohort, the next session with its time in
 * their zone and a countdown, every session with 'Tambah ke Kalender', and their private calendar
 * feed; on a webinar item, the session that serves it. 'Gabung Webinar' while a session's window
 * is open and 'Tonton Rekaman' once its recording is attached, through the learner's personal
 * links (whether or not a webinar item serves the session). Nothing for a course without a cohort.
 */
export function ScheduleCard({ slug, itemId = null }: { slug: string; /** The open item: a webinar item shows the session that serves it. */ itemId?: number | null }) {
  const { t } = useTranslation('cohorts');
  const f = useFormat();
  const schedule = useSchedule(slug);
  const live = useCourseSessions(slug, Boolean(schedule.data?.cohort));
  const [showAll, setShowAll] = useState(false);
  const [showFeed, setShowFeed] = useState(false);
  if (!schedule.data?.cohort) return null;
  const { cohort, sessions, next_session_id } = schedule.data;
  const next = sessions.find((s) => s.item_id !== null && s.item_id === itemId && !s.cancelled) ?? sessions.find((s) => s.id === next_session_id) ?? null;
  const forItem = next !== null && next.item_id !== null && next.item_id === itemId;
  const liveOf = (id: number) => live.data?.find((s) => s.id === id);

  return (
    <section aria-labelledby="schedule-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="schedule-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        {t('schedule.title')}
      </h2>
      <p className="mt-0.5 text-sm break-words text-slate-600">{t('schedule.cohort', { name: cohort.name })}</p>
      {next ? (
        <div className="mt-3 rounded-xl bg-brand-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{forItem ? t('schedule.thisItem') : t('schedule.next')}</p>
          <p className="mt-1 font-semibold break-words text-slate-900">{next.title}</p>
          <p className="text-sm text-slate-700">
            {f.shortDateTime(next.starts_at)} – {f.time(next.ends_at)}
          </p>
          <p className="mt-1 text-sm">
            <Countdown startsAt={next.starts_at} endsAt={next.ends_at} />
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <SessionLinks session={liveOf(next.id)} />
            <AddToCalendar session={next} />
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{sessions.length ? t('schedule.allDone') : t('schedule.none')}</p>
      )}
      {sessions.length > 1 && (
        <div className="mt-3">
          <button type="button" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
            {t('schedule.all')} ({sessions.length})
          </button>
          {showAll && (
            <ol className="mt-2 space-y-2">
              {sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 text-sm">
                  <span className={cn('min-w-0 break-words', s.cancelled && 'text-slate-500 line-through')}>
                    {s.title} · {f.shortDateTime(s.starts_at)}
                  </span>
                  {s.cancelled ? (
                    <span className="text-xs font-semibold text-red-700">{t('schedule.cancelled')}</span>
                  ) : (
                    <span className="flex flex-wrap gap-2">
                      <SessionLinks session={liveOf(s.id)} />
                      {new Date(s.ends_at).getTime() > Date.now() && <AddToCalendar session={s} />}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {cohort.can_move && (
        <div className="mt-3">
          <MoveCohort slug={slug} currentId={cohort.id} />
        </div>
      )}
      <div className="mt-3">
        <button type="button" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" aria-expanded={showFeed} onClick={() => setShowFeed((v) => !v)}>
          {t('schedule.feed')}
        </button>
        {showFeed && <FeedLink />}
      </div>
    </section>
  );
}

/** 'Gabung Webinar' while the session's window is open; 'Tonton Rekaman' once its recording is attached. */
function SessionLinks({ session }: { session: CourseSession | undefined }) {
  const { t } = useTranslation('cohorts');
  if (!session) return null;
  return (
    <>
      {session.status === 'open' && (
        <Button asChild size="sm">
          <a href={session.join_url} target="_blank" rel="noopener noreferrer">
            {t('schedule.join')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Button>
      )}
      {session.recording_url && (
        <Button asChild size="sm" variant="garis">
          <a href={session.recording_url} target="_blank" rel="noopener noreferrer">
            <PlayCircle className="size-4" aria-hidden="true" />
            {t('schedule.recording')}
          </a>
        </Button>
      )}
    </>
  );
}

function AddToCalendar({ session, className }: { session: ScheduleSession; className?: string }) {
  const { t } = useTranslation('cohorts');
  const save = () => downloadSessionIcs(session.ics_path, `sesi-${session.id}.ics`).catch((err) => notify(err instanceof ApiError ? err.message : String(err), 'error'));
  return (
    <Button size="sm" variant="garis" className={className} onClick={() => void save()}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('schedule.addToCalendar')}
    </Button>
  );
}

function FeedLink() {
  const { t } = useTranslation('cohorts');
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  if (!feed.data) return null;
  const copy = () => navigator.clipboard?.writeText(feed.data.url).then(() => notify(t('schedule.copied'), 'success'));
  return (
    <div className="mt-2 space-y-2 text-sm">
      <p className="text-slate-600">{t('schedule.feedHelp')}</p>
      <input readOnly value={feed.data.url} aria-label={t('schedule.feed')} className="w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="garis" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('schedule.copy')}
        </Button>
        <Button size="sm" variant="abu" disabled={reset.isPending} onClick={() => reset.mutate()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('schedule.reset')}
        </Button>
      </div>
    </div>
  );
}
