import { CalendarDays, ChevronDown, GraduationCap, Lock, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCohort } from '@kelas/contracts/cohorts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat, useAcademyZone } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useCloseCohort, useStaffCohorts } from '../api/staff-cohorts';
import { CohortForm } from './cohort-form';
import { CohortSessions, type SessionExtra } from './cohort-sessions';

const STATUS_TONE = { open: 'hijau', full: 'kuning', closed: 'abu', ended: 'abu' } as const;

/** A webinar item of the course a session may serve. */
export type WebinarItem = { id: number; title: string };

/**
 * 'Angkatan' of a course for the studio and the console (decision 285): every cohort with its dates
 * (academy zone, labelled), seats taken of its capacity, status and mentors; create, edit, close;
 * its sessions below each, with `SessionExtra` (another feature's tools, such as the recording)
 * under every session. The API checks the author's or admin's right again on every call.
 */
export function StaffCohorts({ courseId, webinars = [], SessionExtra }: { courseId: number; webinars?: WebinarItem[]; SessionExtra?: SessionExtra }) {
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const zone = useAcademyZone();
  const cohorts = useStaffCohorts(courseId);
  const [editing, setEditing] = useState<StaffCohort | 'new' | null>(null);

  return (
    <section aria-labelledby="staff-cohorts-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="staff-cohorts-title" className="text-xl font-bold text-slate-900">
            {t('staff.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('staff.intro', { zone: zoneLabel(f.locale, zone) })}</p>
        </div>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('staff.add')}
          </Button>
        )}
      </div>
      {editing !== null && <CohortForm courseId={courseId} cohort={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {cohorts.isError && <p className="text-sm text-red-700">{t('staff.loadFailed')}</p>}
      {cohorts.data?.length === 0 && editing === null && <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('staff.empty')}</p>}
      <ul className="space-y-3">
        {cohorts.data?.map((c) => (
          <li key={c.id}>
            <CohortRow courseId={courseId} cohort={c} webinars={webinars} SessionExtra={SessionExtra} onEdit={() => setEditing(c)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CohortRow(p: { courseId: number; cohort: StaffCohort; webinars: WebinarItem[]; SessionExtra: SessionExtra | undefined; onEdit: () => void }) {
  const { courseId, cohort: c, webinars, onEdit } = p;
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const close = useCloseCohort(courseId);
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const doClose = () =>
    close.mutate(c.id, {
      onSuccess: () => notify(t('staff.closed'), 'success'),
      onError: (err) => notify(err instanceof ApiError ? err.message : t('staff.loadFailed'), 'error'),
      onSettled: () => setConfirming(false),
    });
  return (
    <article aria-label={c.name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {c.name}
            <Badge tone={STATUS_TONE[c.status]}>{t(`staff.status.${c.status}`)}</Badge>
            {c.schedule_code && <span className="font-mono text-xs text-slate-500">{c.schedule_code}</span>}
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {f.shortDateTime(c.starts_at)} – {f.shortDateTime(c.ends_at)}
          </p>
          <p className="text-xs text-slate-600">
            {t('staff.deadline')}: {f.shortDateTime(c.enrolment_deadline)}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
            <Users className="size-4" aria-hidden="true" />
            {c.capacity === null ? t('staff.seatsUnlimited', { taken: c.seats_taken }) : t('staff.seats', { taken: c.seats_taken, capacity: c.capacity })}
          </p>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <GraduationCap className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {c.mentors.length > 0 ? t('staff.mentorList', { names: c.mentors.map((m) => m.name).join(', ') }) : t('staff.noMentors')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="garis" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('staff.edit')}
          </Button>
          {!c.closed_at &&
            (confirming ? (
              <>
                <Button size="sm" variant="merah" disabled={close.isPending} onClick={doClose}>
                  {t('staff.close')}
                </Button>
                <Button size="sm" variant="abu" onClick={() => setConfirming(false)}>
                  {t('staff.cancel')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="abu" onClick={() => setConfirming(true)}>
                <Lock className="size-4" aria-hidden="true" />
                {t('staff.close')}
              </Button>
            ))}
        </div>
      </div>
      {confirming && <p className="mt-2 text-sm text-red-700">{t('staff.closeConfirm', { name: c.name })}</p>}
      <button
        type="button"
        className="mt-3 flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        {t('staff.sessions', { count: c.session_count })}
      </button>
      {open && <CohortSessions courseId={courseId} cohortId={c.id} webinars={webinars} SessionExtra={p.SessionExtra} />}
    </article>
  );
}
