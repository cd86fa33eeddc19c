import { attendedStatus, type LearnerSession } from '@kelas/contracts/sessions';
import { CalendarClock, ExternalLink, PlayCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import type { MaterialViewProps } from '@/lib/material-view';
import { useItemSession } from '../api/get-item-session';

/** Where joining stands, in words, with the learner's attendance once there is one. */
function JoinState({ session }: { session: LearnerSession }) {
  const { t } = useTranslation('sessions');
  const f = useFormat();
  if (session.join_state === 'early') return <p className="text-sm text-slate-700">{t('webinar.opensAt', { when: f.dateTime(session.join_opens_at) })}</p>;
  if (session.join_state === 'open') return <p className="text-sm text-slate-700">{t('webinar.open')}</p>;
  return <p className="text-sm text-slate-700">{t(session.join_state === 'cancelled' ? 'webinar.cancelled' : 'webinar.ended')}</p>;
}

/**
 * A webinar item in the player (decision 288): the session of the learner's cohort with its time in
 * the learner's zone (labelled), 'Gabung Webinar' as a plain link through Kelas while the window is
 * open (the server records the join and redirects to the meeting), the learner's attendance, and the
 * recording once attached. A webinar without a session says so. Once the server counts the
 * learner's attendance (a join, a mentor's mark, a recording's make-up) the item is complete there:
 * the player's activity is read again, so its tick and the progress bar follow.
 */
export function WebinarSessionView({ material, activity, refresh }: MaterialViewProps) {
  const { t } = useTranslation('sessions');
  const f = useFormat();
  const query = useItemSession(material.item_id);
  const session = query.data;
  const attended = attendedStatus(session?.attendance ?? null);
  const ticked = activity.materials.some((m) => m.items.some((i) => i.item_id === material.item_id && i.is_complete === 1));
  useEffect(() => {
    if (attended && !ticked && !activity.preview) void refresh();
  }, [attended, ticked, activity.preview, refresh]);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="webinar-title">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('webinar.kicker')}</p>
      <h2 id="webinar-title" className="mt-1 text-xl font-bold break-words text-slate-900">
        {material.name}
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-4 h-20 rounded-xl" />
      ) : !session ? (
        <p className="mt-3 text-sm text-slate-700">{t('webinar.noSession')}</p>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="font-semibold">{t('webinar.when')}</span> {session.title} · {f.dateTime(session.starts_at)}
            </span>
          </p>
          <JoinState session={session} />
          {session.join_state === 'open' ? (
            <Button asChild>
              <a href={session.join_url} target="_blank" rel="noopener noreferrer" onClick={() => setTimeout(() => void query.refetch(), 3000)}>
                {t('webinar.join')}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            </Button>
          ) : (
            session.join_state === 'early' && <Button disabled>{t('webinar.join')}</Button>
          )}
          {session.attendance && <p className="text-sm font-semibold text-slate-800">{t('webinar.attendance', { status: t(`status.${session.attendance}`) })}</p>}
          {session.recording_url && (
            <div className="space-y-2 border-t border-slate-100 pt-3">
              {session.recording_makeup && !attended && <p className="text-sm text-slate-700">{t('webinar.makeup')}</p>}
              <Button asChild variant="garis">
                <a href={session.recording_url} target="_blank" rel="noopener noreferrer" onClick={() => setTimeout(() => void query.refetch(), 3000)}>
                  <PlayCircle className="size-4" aria-hidden="true" />
                  {t('webinar.recording')}
                </a>
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
